// Races on the wallet, on both databases: on PostgreSQL the parallel requests really run in
// parallel transactions (a pool of 10); on SQLite they interleave at every await.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconcile } from '../../cli/reconcile.ts';
import { backends, type TestApp } from '../../testing/backends.ts';
import {
  betBody,
  openWalletTestApp,
  rollbackBody,
  studioClient,
  txId,
  walletPlayer,
} from '../../testing/players.ts';

const PARALLEL = 50;

for (const backend of backends()) {
  describe(`wallet concurrency on ${backend.name}`, () => {
    let t: TestApp;
    let studio: ReturnType<typeof studioClient>;
    beforeAll(async () => {
      t = await openWalletTestApp(backend);
      studio = studioClient(t);
    });
    afterAll(() => t.dispose());

    const player = (creditMinor: number) => walletPlayer(t, creditMinor);
    const balanceOf = async (p: { launch: string; playerId: string }) =>
      (await studio('balance', { token: p.launch, playerId: p.playerId })).balance;

    it('the same bet sent 50 times in parallel moves money once and answers the same', async () => {
      const p = await player(100_00);
      const body = betBody(p, '7.00');
      const answers = await Promise.all(
        Array.from({ length: PARALLEL }, () => studio('bet', body)),
      );
      for (const a of answers) expect(a).toEqual(answers[0]);
      expect(answers[0]).toMatchObject({ status: 'OK', balance: '93.00' });
      expect(await balanceOf(p)).toBe('93.00');
      const entries = await t.database.db
        .selectFrom('journal_entries')
        .select('id')
        .where('idempotency_key', '=', `game:sandbox:${body.transactionId}`)
        .execute();
      expect(entries).toHaveLength(1);
    });

    it('the same win sent 50 times in parallel pays once', async () => {
      const p = await player(10_00);
      const round = txId();
      const base = { token: p.launch, playerId: p.playerId, roundId: round, gameId: 'slot' };
      await studio('bet', { ...base, transactionId: txId(), amount: '10.00' });
      const win = { ...base, transactionId: txId(), amount: '55.55', roundClosed: true };
      const answers = await Promise.all(Array.from({ length: PARALLEL }, () => studio('win', win)));
      expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
      expect(await balanceOf(p)).toBe('55.55');
    });

    it('50 parallel bets that together exceed the balance never take it below zero', async () => {
      const p = await player(100_00);
      const answers = await Promise.all(
        Array.from({ length: PARALLEL }, () => studio('bet', betBody(p, '3.00'))),
      );
      const accepted = answers.filter((a) => a.status === 'OK');
      const refused = answers.filter((a) => a.status === 'ERROR');
      expect(accepted).toHaveLength(33);
      for (const r of refused) expect(r.code).toBe('INSUFFICIENT_FUNDS');
      expect(await balanceOf(p)).toBe('1.00');
      // Every accepted answer saw a distinct, non-negative balance.
      const seen = accepted.map((a) => Number(a.balance));
      expect(new Set(seen).size).toBe(33);
      expect(Math.min(...seen)).toBe(1);
    });

    it('a rollback racing its bet: either the bet is refunded or refused, never both or neither', async () => {
      const p = await player(100_00);
      const pairs = Array.from({ length: 20 }, () => {
        const betId = txId();
        return [
          studio('bet', betBody(p, '4.00', { transactionId: betId })),
          studio('rollback', rollbackBody(p, betId)),
        ];
      });
      const answers = await Promise.all(pairs.flat());
      for (const a of answers) {
        if (a.status === 'ERROR') expect(a.code).toBe('BAD_REQUEST'); // a bet that came too late
      }
      expect(await balanceOf(p)).toBe('100.00');
    });

    it('a rollback sent before its bet blocks the bet, even when the bet is retried in parallel', async () => {
      const p = await player(100_00);
      const betId = txId();
      await studio('rollback', rollbackBody(p, betId));
      const body = betBody(p, '9.00', { transactionId: betId });
      const answers = await Promise.all(Array.from({ length: 10 }, () => studio('bet', body)));
      for (const a of answers) expect(a).toMatchObject({ status: 'ERROR', code: 'BAD_REQUEST' });
      expect(await balanceOf(p)).toBe('100.00');
    });

    it('leaves a ledger that reconciles', async () => {
      const lines: string[] = [];
      const { violations } = await reconcile(t.database, (l) => lines.push(l));
      expect(violations, lines.join('\n')).toBe(0);
    });
  });
}
