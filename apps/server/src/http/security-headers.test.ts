// Helmet's headers worked out once (./security-headers.ts): the set helmet itself sets for the
// options, and options that would need the request refused.
import { describe, expect, it } from 'vitest';
import { helmetHeaders } from './security-headers.ts';

describe('security headers built once', () => {
  it('are the headers helmet sets, with lower-case names', () => {
    expect(
      helmetHeaders({
        contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'self'"] } },
        frameguard: { action: 'sameorigin' },
        hsts: false,
        crossOriginEmbedderPolicy: false,
      }),
    ).toEqual({
      'content-security-policy': "default-src 'self'",
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'no-referrer',
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'SAMEORIGIN',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    });
  });

  it('refuses a directive that would be worked out per request', () => {
    expect(() =>
      helmetHeaders({
        contentSecurityPolicy: { directives: { scriptSrc: ["'self'", () => "'nonce-x'"] } },
      }),
    ).toThrow('security headers must not depend on the request');
  });

  it('passes helmet refusing its options on', () => {
    expect(() =>
      helmetHeaders({ referrerPolicy: { policy: 'nonsense' as 'no-referrer' } }),
    ).toThrow(/referrer/i);
  });
});
