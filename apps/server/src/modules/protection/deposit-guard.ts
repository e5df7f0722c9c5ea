// Deposit limits are decided when the order is created, in a ledger transaction holding the
// player's cash row, with the order inserted in the same transaction: 20 orders at once are
// judged one after the other. The credit itself is never refused: the money has reached the
// provider by then, and refusing it would leave it stuck in clearing (a reconcile violation);
// an order accepted here already counted against the limit.
import { minorToNumber } from '@talih/contracts/money.ts';
import { AppError } from '../../http/errors.ts';
import { lockPlayerAccount, type TxState } from '../../ledger/post.ts';
import { activeExclusion } from './exclusions.ts';
import { limitAmount, limitsOf, missingRequired } from './limits.ts';
import type { Pack } from './rules.ts';
import { usageOf } from './usage.ts';

export async function guardDepositOrder(
  tx: TxState,
  pack: Pack,
  userId: number,
  amountMinor: number,
) {
  await tx.accounts.resolve(tx.trx, { kind: 'player_cash', userId }, tx.createdAccounts, tx.now);
  await lockPlayerAccount(tx, userId);
  if (await activeExclusion(tx.trx, userId, tx.now)) {
    throw new AppError('errors.protection.excluded');
  }
  const limits = await limitsOf(tx.trx, userId, tx.now);
  if (missingRequired(pack, limits).length > 0) {
    throw new AppError('errors.protection.limitsRequired');
  }
  const usage = await usageOf(tx.trx, userId, null, tx.now);
  let remaining = Infinity;
  for (const period of ['day', 'week', 'month'] as const) {
    const limit = limitAmount(pack, limits, 'deposit', period);
    if (limit !== null) remaining = Math.min(remaining, Math.max(0, limit - usage.deposit[period]));
  }
  if (amountMinor > remaining) {
    throw new AppError('errors.protection.depositLimit', {
      remainingMoney: minorToNumber(remaining),
    });
  }
}
