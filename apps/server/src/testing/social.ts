// Test helpers of the social features: a deposit confirmed the real way (order, then the
// operator's confirm through the ledger), so reconcile stays clean.
import { randomBytes } from 'node:crypto';
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
