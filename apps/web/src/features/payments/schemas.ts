// Form rules of the payments pages, from the server's own field rules where they exist
// (contracts' payments.ts and account-fields.ts), so a value the form accepts is one the server
// accepts. Messages are i18n keys; TextField translates them with their values.
import { z } from 'zod';
import { codeField, withdrawPasswordField } from '@talih/contracts/account-fields.ts';
import { holderNameField, ibanField } from '@talih/contracts/payments.ts';

/** "1.250,50" or "1250.5" -> 1250.5; NaN when it is not an amount. */
export function parseAmount(text: string): number {
  // A pasted amount may carry a currency sign (₺, €, £, $): it is not part of the number.
  const t = text.trim().replace(/\s|\p{Sc}/gu, '');
  if (!t) return NaN;
  // Turkish writes 1.250,50: with a comma present, dots are thousands separators. Without
  // one, "25.000" is twenty-five thousand too: money never has three decimals.
  const grouped = !t.includes(',') && /^\d{1,3}(\.\d{3})+$/.test(t);
  const normal = t.includes(',') || grouped ? t.replace(/\./g, '').replace(',', '.') : t;
  return /^\d+(\.\d+)?$/.test(normal) ? Number(normal) : NaN;
}

/** An amount field between min and max (the deployment's currency), at most two decimals. */
export function amountSchema(minAmount: number, maxAmount: number) {
  return z
    .string()
    .trim()
    .min(1, 'base.EnterAmount')
    .refine((v) => !Number.isNaN(parseAmount(v)), 'base.EnterAmount')
    .refine((v) => {
      const n = parseAmount(v);
      return Number.isNaN(n) || Math.abs(Math.round(n * 100) - n * 100) < 1e-6;
    }, 'base.AmountDecimals')
    .refine((v) => !(parseAmount(v) < minAmount), 'payments.amountMin')
    .refine((v) => !(parseAmount(v) > maxAmount), 'payments.amountMax');
}

export const bankCardSchema = z.object({
  holderName: holderNameField,
  iban: ibanField,
  withdrawPassword: withdrawPasswordField,
});
export type BankCardValues = z.input<typeof bankCardSchema>;

export const withdrawPasswordSchema = z
  .object({
    password: withdrawPasswordField,
    confirm: z.string(),
    code: codeField,
  })
  .refine((v) => v.password === v.confirm, {
    message: 'payments.passwordMismatch',
    path: ['confirm'],
  });
export type WithdrawPasswordValues = z.input<typeof withdrawPasswordSchema>;
