// The Profile hub's summary: balances (cash, bonus, waiting withdrawals), VIP and KYC level, in
// one call so the hub draws at once.
import { z } from 'zod';
import { defineCall } from './call.ts';
import { KYC_LEVELS } from './kyc.ts';

export const profileHub = z.object({
  /** Amounts in the deployment currency's major unit (two decimals), as the wallet shows them. */
  cash: z.number(),
  bonus: z.number(),
  pendingWithdrawal: z.number(),
  vipLevel: z.number().int(),
  kycLevel: z.enum(KYC_LEVELS),
  /** Steps still missing for the verified level. */
  kycMissingCount: z.number().int(),
  /** A source-of-funds document is asked for and not yet approved. */
  sourceOfFundsRequested: z.boolean(),
});
export type ProfileHub = z.output<typeof profileHub>;

export const getProfileHub = defineCall({
  path: '/user/profileHub',
  auth: 'player',
  tag: 'kyc',
  summary: "The Profile hub's summary: balances, VIP level and KYC level.",
  body: {},
  result: profileHub,
});
