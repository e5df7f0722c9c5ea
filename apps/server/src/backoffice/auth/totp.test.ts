import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, matchTotp, totpAt } from './totp.ts';

// RFC 6238 appendix B: the SHA-1 secret "12345678901234567890" (8-digit codes there; the
// last six digits are the 6-digit code).
const RFC_SECRET = base32Encode(Buffer.from('12345678901234567890'));

describe('TOTP (RFC 6238)', () => {
  it('matches the RFC test vectors', () => {
    expect(RFC_SECRET).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(totpAt(RFC_SECRET, Math.floor(59 / 30))).toBe('287082');
    expect(totpAt(RFC_SECRET, Math.floor(1111111109 / 30))).toBe('081804');
    expect(totpAt(RFC_SECRET, Math.floor(1234567890 / 30))).toBe('005924');
    expect(totpAt(RFC_SECRET, Math.floor(2000000000 / 30))).toBe('279037');
  });

  it('round-trips base32', () => {
    expect(base32Decode(base32Encode(Buffer.from('hello world'))).toString()).toBe('hello world');
  });

  it('accepts one step of drift, refuses a replayed step', () => {
    const now = 1234567890_000;
    const step = Math.floor(1234567890 / 30);
    expect(matchTotp(RFC_SECRET, '005924', 0, now)).toBe(step);
    expect(matchTotp(RFC_SECRET, totpAt(RFC_SECRET, step - 1), 0, now)).toBe(step - 1);
    expect(matchTotp(RFC_SECRET, totpAt(RFC_SECRET, step - 2), 0, now)).toBeNull();
    expect(matchTotp(RFC_SECRET, '005924', step, now)).toBeNull();
    expect(matchTotp(RFC_SECRET, '000000', 0, now)).toBeNull();
  });
});
