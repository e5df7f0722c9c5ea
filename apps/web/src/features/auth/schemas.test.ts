// The form rules with the seed's literal limits (docs/seed-spec.md S9: phone 7 to 11 digits, code 4
// to 6 digits): a change to a shared constant must fail here, not pass silently.
import { describe, expect, it } from 'vitest';
import { codeLoginSchema } from './schemas.ts';

const check = (phone: string, code: string) => {
  const r = codeLoginSchema.safeParse({ phone, code });
  return r.success ? 'ok' : r.error.issues.map((i) => `${String(i.path[0])}:${i.message}`).join();
};

describe('code login rules', () => {
  it('takes a code of 4 to 6 digits, no shorter and no longer', () => {
    expect(check('5321234567', '123')).toBe('code:base.CodeLength');
    expect(check('5321234567', '1234')).toBe('ok');
    expect(check('5321234567', '123456')).toBe('ok');
    expect(check('5321234567', '1234567')).toBe('code:base.CodeLength');
    expect(check('5321234567', '12a4')).toBe('code:base.CodeLength');
    expect(check('5321234567', '')).toMatch(/^code:base.EnterCode/);
  });

  it('takes a national number of 7 to 11 digits', () => {
    expect(check('123456', '1234')).toBe('phone:base.PhoneLength');
    expect(check('1234567', '1234')).toBe('ok');
    expect(check('12345678901', '1234')).toBe('ok');
    expect(check('123456789012', '1234')).toBe('phone:base.PhoneLength');
  });
});
