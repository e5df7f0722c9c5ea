// The player's withdrawal limits for today, as the withdrawal call applies them (the VIP
// level's daily amount, the daily count, per-request bounds) and what they used of them.
import { numberToMinor } from '@talih/contracts/money.ts';
import { withdrawInfo } from '../../../modules/payments/withdrawals.ts';
import type { Services } from '../../../services.ts';

export async function withdrawLimitsOf(services: Services, userId: number) {
  const info = await withdrawInfo(services, userId);
  return {
    withdrawDailyMaxMinor: numberToMinor(info.dailyMaxAmount),
    withdrawDailyUsedMinor: numberToMinor(info.dailyUsedAmount),
    withdrawDailyMaxCount: info.dailyMaxCount,
    withdrawDailyUsedCount: info.dailyUsedCount,
    withdrawMinMinor: numberToMinor(info.minAmount),
    withdrawMaxMinor: numberToMinor(info.maxAmount),
  };
}
