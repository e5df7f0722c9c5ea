// Launch tokens never reach the access log (the studio's launch URL carries the token
// in its query, and the request log wrote it out whole).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type TalihApp } from '../app.ts';
import { backends, openTestEnv, type TestEnv } from '../testing/backends.ts';
import { redactUrl } from './log-redaction.ts';

const SECRET = 'LaunchTokenSecret0123456789abcdefXYZ';

describe('redactUrl', () => {
  it('hides token-like query values and keeps the rest', () => {
    expect(redactUrl('/studio/play.html?game=slot&token=abc&lang=tk')).toBe(
      '/studio/play.html?game=slot&token=[redacted]&lang=tk',
    );
    expect(redactUrl('/payments/sandbox/card/D1?t=xyz')).toBe(
      '/payments/sandbox/card/D1?t=[redacted]',
    );
    expect(redactUrl('/a?TOKEN=1&%74oken=2&x=3')).toBe(
      '/a?TOKEN=[redacted]&%74oken=[redacted]&x=3',
    );
    expect(redactUrl('/plain')).toBe('/plain');
  });
});

const [backend] = backends();
describe(`access log on ${backend!.name}`, () => {
  let env: TestEnv;
  let app: TalihApp;
  const lines: string[] = [];
  beforeAll(async () => {
    env = await openTestEnv(backend!, { LOG_LEVEL: 'info' });
    app = await buildApp({
      config: env.config,
      database: env.database,
      cache: env.cache,
      logStream: { write: (line) => void lines.push(line) },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await env?.dispose();
  });

  it('writes launch and page tokens as [redacted], in the URL and in headers', async () => {
    await app.inject({
      method: 'GET',
      url: `/studio/play.html?game=slot&token=${SECRET}&lang=tk`,
      headers: { token: SECRET, authorization: `Bearer ${SECRET}` },
    });
    await app.inject({ method: 'GET', url: `/payments/sandbox/card/D123?t=${SECRET}` });
    const log = lines.join('');
    expect(log).toContain('/studio/play.html?game=slot&token=[redacted]&lang=tk');
    expect(log).toContain('/payments/sandbox/card/D123?t=[redacted]');
    expect(log).not.toContain(SECRET);
  });
});
