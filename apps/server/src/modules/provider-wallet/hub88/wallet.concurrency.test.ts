// Races on Hub88's wallet, on both databases (PostgreSQL runs them in parallel transactions):
// 50 bets at once on one balance, 50 replays of one request at once, and replays of a bet
// while its rollback runs. Money moves once per transaction_uuid and never below zero.
import { describe, expect, it } from 'vitest';
import { backends } from '../../../testing/backends.ts';
import { expectReconciled } from '../../../testing/ledger.ts';
import { hub88Bet, hub88Rollback, useHub88Wallet, uuid } from '../../../testing/hub88.ts';

const PARALLEL = 50;
const GAME = 'pg_fortunetiger';

for (const backend of backends()) {
  describe(`hub88 wallet concurrency on ${backend.name}`, () => {
    const wallet = useHub88Wallet(backend, { games: { [GAME]: 'slot' } });
    const { hub88, player, balanceOf } = wallet;

    it('50 different bets of ₺3 at once on ₺100 take 33 of them and never go below zero', async () => {
      const p = await player(100_00);
      const answers = await Promise.all(
        Array.from({ length: PARALLEL }, () =>
          hub88('transaction/bet', hub88Bet(p, GAME, 3_00000)),
        ),
      );
      const taken = answers.filter((a) => a.status === 'RS_OK');
      const refused = answers.filter((a) => a.status === 'RS_ERROR_NOT_ENOUGH_MONEY');
      expect(taken).toHaveLength(33);
      expect(refused).toHaveLength(17);
      for (const r of refused) expect(r.balance).toBe(1_00000);
      expect(await balanceOf(p)).toBe(1_00000);
    });

    it('one bet sent 50 times at once, with one request_uuid, moves money once and answers the same', async () => {
      const p = await player(100_00);
      const bet = hub88Bet(p, GAME, 7_00000);
      const answers = await Promise.all(
        Array.from({ length: PARALLEL }, () => hub88('transaction/bet', bet)),
      );
      for (const a of answers) expect(a).toEqual(answers[0]);
      expect(answers[0]).toMatchObject({ status: 'RS_OK', balance: 93_00000 });
      expect(await balanceOf(p)).toBe(93_00000);
    });

    it('replays of a bet while its rollback runs: the bet is taken once and given back once', async () => {
      const p = await player(100_00);
      const bet = hub88Bet(p, GAME, 10_00000);
      const first = await hub88('transaction/bet', bet);
      expect(first.balance).toBe(90_00000);
      const rollback = hub88Rollback(bet);
      const answers = await Promise.all([
        ...Array.from({ length: 10 }, () => hub88('transaction/bet', bet)),
        ...Array.from({ length: 10 }, (_, i) =>
          hub88('transaction/bet', { ...bet, request_uuid: `replay-${i}-${uuid()}` }),
        ),
        hub88('transaction/rollback', rollback),
        hub88('transaction/rollback', rollback),
        hub88('transaction/rollback', { ...rollback, request_uuid: uuid() }),
      ]);
      // The replays with the first request_uuid answer the first answer.
      for (const a of answers.slice(0, 10)) expect(a).toEqual(first);
      // A new request_uuid for the same transaction: the bet's own result, never a second stake.
      for (const a of answers.slice(10, 20)) expect(a.status).toBe('RS_OK');
      for (const a of answers.slice(20)) expect(a.status).toBe('RS_OK');
      expect(await balanceOf(p)).toBe(100_00000);
      const entries = await wallet
        .app()
        .database.db.selectFrom('journal_entries')
        .select('kind')
        .where('user_id', '=', p.userId)
        .where('kind', 'in', ['game_bet', 'game_rollback'])
        .execute();
      expect(entries.map((e) => e.kind).sort()).toEqual(['game_bet', 'game_rollback']);
    });

    it('left the ledger reconciled', async () => {
      await expectReconciled(wallet.app());
    });
  });
}
