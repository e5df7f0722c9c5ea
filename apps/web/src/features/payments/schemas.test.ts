// The amount field reads Turkish and English writing, and names the broken rule.
import { describe, expect, it } from 'vitest';
import { amountSchema, parseAmount, withdrawPasswordSchema } from './schemas.ts';

describe('payment form rules', () => {
  it('reads amounts as players type them', () => {
    expect(parseAmount('1.250,50')).toBe(1250.5);
    expect(parseAmount('1250.5')).toBe(1250.5);
    expect(parseAmount(' ₺500 ')).toBe(500);
    expect(parseAmount('12,5')).toBe(12.5);
    expect(parseAmount('25.000')).toBe(25_000);
    expect(parseAmount('1.000.000')).toBe(1_000_000);
    expect(parseAmount('25.00')).toBe(25);
    expect(parseAmount('abc')).toBeNaN();
    expect(parseAmount('')).toBeNaN();
  });

  it('names the rule an amount breaks', () => {
    const rule = amountSchema(50, 50_000);
    const message = (v: string) => {
      const r = rule.safeParse(v);
      return r.success ? null : r.error.issues[0]?.message;
    };
    expect(message('')).toBe('base.EnterAmount');
    expect(message('on')).toBe('base.EnterAmount');
    expect(message('10')).toBe('payments.amountMin');
    expect(message('50.000,01')).toBe('payments.amountMax');
    expect(message('100,555')).toBe('base.AmountDecimals');
    expect(message('50')).toBeNull();
  });

  it('asks for the same withdrawal password twice', () => {
    const r = withdrawPasswordSchema.safeParse({
      password: '123456',
      confirm: '123457',
      code: '1234',
    });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]).toMatchObject({
      path: ['confirm'],
      message: 'payments.passwordMismatch',
    });
  });
});
