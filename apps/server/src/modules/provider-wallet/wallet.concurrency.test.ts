// Races on the wallet, on both databases: on PostgreSQL the parallel requests really run in
// parallel transactions (a pool of 10); on SQLite they interleave at every await.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameChecks } from '../../ledger/game-checks.ts';
import { backends, type TestApp } from '../../testing/backends.ts';
import { expectReconciled, violationsOf } from '../../testing/ledger.ts';
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

    it('a zero win closing a round racing a rollback of its bet never reopens the round (L4)', async () => {
      // The rollback wrote the round's status from the row it read before the zero win (which
      // moves no money, so no balance lock ordered the two) closed it: the round came back
      // open. SQLite serializes write transactions, so only PostgreSQL could show it.
      const p = await player(300_00);
      const rounds = Array.from({ length: 40 }, () => {
        const roundId = txId();
        return { roundId, a: betBody(p, '2.00', { roundId }), b: betBody(p, '3.00', { roundId }) };
      });
      for (const r of rounds) {
        expect((await studio('bet', r.a)).status).toBe('OK');
        expect((await studio('bet', r.b)).status).toBe('OK');
      }
      await Promise.all(
        rounds.flatMap((r) => [
          studio('rollback', rollbackBody(p, r.a.transactionId)),
          studio('win', { ...r.b, transactionId: txId(), amount: '0.00', roundClosed: true }),
        ]),
      );
      const rows = await t.database.db
        .selectFrom('game_rounds')
        .select(['status'])
        .where(
          'round_ref',
          'in',
          rounds.map((r) => r.roundId),
        )
        .execute();
      expect(rows.map((r) => r.status)).toEqual(rounds.map(() => 'closed'));
      expect(await violationsOf(t, gameChecks[0]!)).toBe('');
    });

    it('parallel rollbacks of two bets in one round leave the round empty and cancelled', async () => {
      const p = await player(100_00);
      const rounds = Array.from({ length: 10 }, () => txId());
      const bets = rounds.flatMap((roundId) => [
        betBody(p, '2.00', { roundId }),
        betBody(p, '3.00', { roundId }),
      ]);
      for (const b of bets) expect((await studio('bet', b)).status).toBe('OK');
      const answers = await Promise.all(
        bets.map((b) => studio('rollback', rollbackBody(p, b.transactionId))),
      );
      for (const a of answers) expect(a.status).toBe('OK');
      expect(await balanceOf(p)).toBe('100.00');
      const rows = await t.database.db
        .selectFrom('game_rounds')
        .select(['bet_minor', 'status'])
        .where('round_ref', 'in', rounds)
        .execute();
      expect(rows).toHaveLength(10);
      for (const r of rows) expect(r).toEqual({ bet_minor: 0, status: 'cancelled' });
    });

    it('a win racing the rollback of its round: either the stake is refunded or the win paid', async () => {
      const p = await player(100_00);
      const pairs = Array.from({ length: 10 }, () => {
        const b = betBody(p, '4.00');
        return { b, win: { ...b, transactionId: txId(), amount: '9.00', roundClosed: true } };
      });
      for (const { b } of pairs) await studio('bet', b);
      const answers = await Promise.all(
        pairs.flatMap(({ b, win }) => [
          studio('win', win),
          studio('rollback', rollbackBody(p, b.transactionId)),
        ]),
      );
      let expected = 60_00;
      for (let i = 0; i < answers.length; i += 2) {
        const [won, rolled] = [answers[i], answers[i + 1]];
        expect([won?.status, rolled?.status].sort()).toEqual(['ERROR', 'OK']);
        expected += won?.status === 'OK' ? 9_00 : 4_00;
      }
      expect(await balanceOf(p)).toBe((expected / 100).toFixed(2));
    });

    it('20 wins racing 20 stakes of one player all pass; the session counts every one', async () => {
      // A win takes the cash row, then the play session (sent with its movement on PostgreSQL);
      // a stake takes them in the same order, or the two deadlock.
      const p = await player(100_00);
      const bets = Array.from({ length: 20 }, () => betBody(p, '1.00'));
      for (const bet of bets) expect((await studio('bet', bet)).status).toBe('OK');
      const answers = await Promise.all([
        ...bets.map((bet) =>
          studio('win', { ...bet, transactionId: txId(), amount: '0.50', roundClosed: true }),
        ),
        ...bets.map(() => studio('bet', betBody(p, '1.00'))),
      ]);
      expect(answers.filter((a) => a.status !== 'OK')).toEqual([]);
      expect(await balanceOf(p)).toBe('70.00');
      const session = await t.database.db
        .selectFrom('play_sessions')
        .select((eb) => [
          eb.fn.sum<number>('stake_minor').as('stake'),
          eb.fn.sum<number>('win_minor').as('win'),
        ])
        .where('user_id', '=', p.userId)
        .executeTakeFirstOrThrow();
      expect([Number(session.stake), Number(session.win)]).toEqual([40_00, 10_00]);
    });

    it('leaves a ledger that reconciles', async () => {
      await expectReconciled(t);
    });
  });
}
