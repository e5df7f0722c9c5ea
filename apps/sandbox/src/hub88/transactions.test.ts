// The simulator's Transactions API lists what it sent as Hub88 would: a call whose answer never
// came is listed declined, and a rollback answered OK (at once or on a retry) turns its bet
// into TS_ROLLBACK, so the operator's daily check compares against Hub88's final view.
import { describe, expect, it } from 'vitest';
import { createTransactionLog } from './transactions.ts';

const at = Date.parse('2026-12-06T10:00:00Z');
const base = {
  user: '7',
  round: 'r1',
  game_code: 'pp_x',
  currency: 'TRY',
  is_free: false,
  reward_uuid: null,
};
const bet = {
  ...base,
  transaction_uuid: 'bet-1',
  type: 'bet' as const,
  amount: 100_000,
  reference_transaction_uuid: null,
};
const rollback = {
  ...base,
  transaction_uuid: 'rb-1',
  type: 'rollback' as const,
  amount: 0,
  reference_transaction_uuid: 'bet-1',
};
const day = { start_time: '2026-12-06T00:00:00', end_time: '2026-12-06T23:59:59' };
const statuses = (log: ReturnType<typeof createTransactionLog>) =>
  log.list(day).map((t) => [t.transaction_uuid, t.status]);

describe('the Hub88 simulator lists its transactions as they finally went', () => {
  it('a bet answered OK then rolled back on the rollback’s retry is TS_ROLLBACK', () => {
    const log = createTransactionLog(() => at);
    log.record(bet, true);
    log.record(rollback, false); // the rollback's answer never came
    expect(statuses(log)).toEqual([
      ['bet-1', 'TS_SUCCESS'],
      ['rb-1', 'TS_DECLINED'],
    ]);
    log.record(rollback, true); // its retry was answered OK
    expect(statuses(log)).toEqual([
      ['bet-1', 'TS_ROLLBACK'],
      ['rb-1', 'TS_SUCCESS'],
    ]);
  });

  it('a bet with no answer stays declined while its rollback is refused', () => {
    const log = createTransactionLog(() => at);
    log.record(bet, false);
    log.record(rollback, false);
    expect(statuses(log)).toEqual([
      ['bet-1', 'TS_DECLINED'],
      ['rb-1', 'TS_DECLINED'],
    ]);
  });
});
