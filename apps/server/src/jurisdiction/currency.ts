// The deployment's one currency (its jurisdiction pack's: TRY in sandbox, EUR in Germany). The
// app and the CLI set it from the configuration at start; code that runs without a
// configuration (test harnesses) gets the sandbox pack's. Calls that have the configuration
// pass config.jurisdiction.currency instead of reading this.
import { BUILT_IN_PACKS } from './packs.ts';

let current: string = BUILT_IN_PACKS.sandbox!.currency;

export function setDeploymentCurrency(currency: string) {
  current = currency;
}

export function deploymentCurrency(): string {
  return current;
}

/** The currency's sign as players read it: ₺ for TRY, € for EUR, £ for GBP. */
export function currencySign(currency: string): string {
  const parts = new Intl.NumberFormat('en', {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
  }).formatToParts(0);
  return parts.find((p) => p.type === 'currency')?.value ?? currency;
}
