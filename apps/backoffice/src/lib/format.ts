// Amounts and times as staff read them: the deployment's currency (its jurisdiction pack's,
// from /auth/me) with two decimals, Istanbul time.

let deploymentCurrency: string | null = null;

/** Set from the signed-in staff member's /auth/me answer. */
export function setDeploymentCurrency(currency: string | null) {
  deploymentCurrency = currency;
}

/** An amount in minor units, with the currency's sign; the bare amount until it is known. */
export function formatMoney(
  minor: number,
  locale: string,
  currency: string | null = deploymentCurrency,
): string {
  return new Intl.NumberFormat(locale, {
    ...(currency ? { style: 'currency', currency, currencyDisplay: 'narrowSymbol' } : {}),
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(minor / 100);
}

/** The currency's sign ("₺", "€") for an amount field's label; empty until it is known. */
export function currencySign(locale: string, currency: string | null = deploymentCurrency): string {
  if (!currency) return '';
  const parts = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
  }).formatToParts(0);
  return parts.find((p) => p.type === 'currency')?.value ?? currency;
}

export function formatDateTime(ms: number, locale: string, dayOnly = false): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone: 'Europe/Istanbul',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    ...(dayOnly ? {} : { hour: '2-digit', minute: '2-digit', second: '2-digit' }),
  }).format(ms);
}

/** "3 sa 12 dk" style waiting time; units come from the caller's translations. */
export function formatAge(ms: number, units: { d: string; h: string; m: string }): string {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  const d = Math.floor(minutes / 1440);
  const h = Math.floor((minutes % 1440) / 60);
  const m = minutes % 60;
  if (d > 0) return `${d} ${units.d} ${h} ${units.h}`;
  if (h > 0) return `${h} ${units.h} ${m} ${units.m}`;
  return `${m} ${units.m}`;
}

/** "TR06 0006 4000 ...": an IBAN in groups of four, as banks print it. */
export function groupedIban(iban: string): string {
  return iban
    .replace(/\s/g, '')
    .replace(/(.{4})/g, '$1 ')
    .trim();
}

/**
 * A payout's account as staff read it: an IBAN grouped in fours; anything else (a paysafecard
 * account's e-mail, a Trustly account's descriptor "****1234") as it was given.
 */
export function payoutAccountText(account: string): string {
  return /^[A-Z]{2}\d{2}[A-Z0-9]{8,30}$/.test(account.replace(/\s/g, ''))
    ? groupedIban(account)
    : account;
}

/** "905551234567" as "+90 555 123 45 67". */
export function formatPhone(mobile: string): string {
  const m = /^90(\d{3})(\d{3})(\d{2})(\d{2})$/.exec(mobile);
  return m ? `+90 ${m[1]} ${m[2]} ${m[3]} ${m[4]}` : mobile;
}
