// Test helpers of the social features: a deposit confirmed the real way (order, then the
// operator's confirm through the ledger), so reconcile stays clean.
import { randomBytes } from 'node:crypto';
import { gameBet, gameWin } from '../ledger/game-movements.ts';
import { settleDeposit } from '../modules/payments/deposits.ts';
import type { TestApp } from './backends.ts';

export async function confirmedDeposit(t: TestApp, userId: number, amountMinor = 10_000) {
  const now = Date.now();
  const orderNo = `D${randomBytes(6).toString('hex').toUpperCase()}`;
  await t.database.db
    .insertInto('deposit_orders')
    .values({
      order_no: orderNo,
      user_id: userId,
      method: 'havale',
      amount_minor: amountMinor,
      status: 'pending',
      reference: 'TLHTEST',
      created_at: now,
      updated_at: now,
      expires_at: now + 60_000,
    })
    .execute();
  const settled = await settleDeposit(t.app.talih.services, {
    orderNo,
    outcome: 'confirm',
    actor: 'test',
    actorType: 'cli',
  });
  if (!settled) throw new Error('the deposit was not settled');
  return orderNo;
}

/**
 * Sets the invite rebate rate of VIP levels (the operator's configuration), so rebate tests
 * state the rate they compute with instead of depending on the default levels.
 */
export async function setRebateRates(t: TestApp, bpsByLevel: Record<number, number>) {
  for (const [level, bps] of Object.entries(bpsByLevel)) {
    await t.database.db
      .updateTable('vip_levels')
      .set({ rebate_bps: bps })
      .where('level', '=', Number(level))
      .execute();
  }
}

/**
 * Turnover of `amountMinor` on the sandbox studio: a bet and, unless told otherwise, a win of
 * the same amount, so the balance ends where it started (deposits count once wagered).
 */
export async function wager(
  t: TestApp,
  userId: number,
  amountMinor: number,
  winMinor = amountMinor,
) {
  const id = randomBytes(6).toString('hex');
  const { ledger } = t.app.talih.services;
  await ledger.transact('test_bet', (tx) =>
    gameBet(tx, {
      provider: 'sandbox',
      transactionId: `bet-${id}`,
      userId,
      amountMinor,
      request: { amountMinor },
    }),
  );
  await ledger.transact('test_win', (tx) =>
    gameWin(tx, {
      provider: 'sandbox',
      transactionId: `win-${id}`,
      userId,
      amountMinor: winMinor,
      request: { amountMinor: winMinor },
    }),
  );
}
