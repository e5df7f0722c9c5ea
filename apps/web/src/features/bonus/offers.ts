// Deposit offers (payments contract bonusOffer) in numbers: what a deposit would grant and ask.
// The offer's amounts are in lira, its rules (when sent) in minor units. Pure.
import type { z } from 'zod';
import type { bonusOffer } from '@talih/contracts/payments.ts';

export type BonusOffer = z.output<typeof bonusOffer>;

const toMinor = (lira: number) => Math.round(lira * 100);

/** The smallest deposit the offer takes, in minor units (0: any). */
export function offerMinDepositMinor(offer: BonusOffer): number {
  if (offer.rules) return offer.rules.minDepositMinor;
  return offer.minDeposit === undefined ? 0 : toMinor(offer.minDeposit);
}

/** What a deposit of `depositMinor` would grant under the offer (0 below its minimum). */
export function offerGrantMinor(offer: BonusOffer, depositMinor: number): number {
  if (depositMinor < offerMinDepositMinor(offer)) return 0;
  const r = offer.rules;
  if (r?.kind === 'fixed') return Math.min(r.fixedMinor ?? 0, r.capMinor ?? Infinity);
  const percent = r?.percent ?? offer.percent;
  const cap = r ? r.capMinor : toMinor(offer.maxBonus);
  const amount = Math.floor((depositMinor * percent) / 100);
  return cap === null ? amount : Math.min(amount, cap);
}

/** The wagering that grant would ask. */
export function offerWageringMinor(offer: BonusOffer, depositMinor: number): number {
  const grant = offerGrantMinor(offer, depositMinor);
  const multiple = offer.rules?.wageringMultiple ?? offer.wageringMultiplier;
  const plusDeposit = offer.rules?.wageringBase === 'bonus_plus_deposit';
  return (grant + (plusDeposit ? depositMinor : 0)) * multiple;
}
