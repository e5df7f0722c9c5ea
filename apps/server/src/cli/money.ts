// Amounts in the CLI's output as the apps write them (docs/brand.md "Amounts"): ₺1.234,56, the
// shared formatter the server's messages use, in Turkish (the apps' first language) and the
// deployment's currency, never "1234.56 TRY".
import { minorToNumber } from '@talih/contracts/money.ts';
import { formatMoney } from '../http/i18n.ts';

export function money(minor: number): string {
  return formatMoney('tk', minorToNumber(minor));
}

/** An amount in a given currency (a pack's, before the deployment's is known). */
export function moneyIn(minor: number, currency: string): string {
  return formatMoney('tk', minorToNumber(minor), currency);
}
