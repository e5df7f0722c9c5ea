// Property: any sequence of bets, wins, rollbacks (of known and not-yet-seen bets), replays and
// mismatched replays gives, answer by answer, what a plain in-memory model of the wallet
// predicts; and afterwards the ledger reconciles. Runs on both databases over HTTP.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { minorToDecimal } from '@talih/contracts/money.ts';
import { backends, type TestApp } from '../../testing/backends.ts';
import { totalAssetsOf } from '../../testing/calls.ts';
import { expectReconciled } from '../../testing/ledger.ts';
import { openWalletTestApp, studioClient, walletPlayer } from '../../testing/players.ts';

type Op =
  | { type: 'bet'; round: number; amountMinor: number; close: boolean }
  | { type: 'win'; round: number; amountMinor: number; close: boolean }
  | { type: 'rollback'; target: number; unseen: boolean }
  | { type: 'betUnseen'; target: number; amountMinor: number }
  | { type: 'replay'; target: number; mutate: boolean };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      type: fc.constant('bet' as const),
      round: fc.nat(4),
      amountMinor: fc.integer({ min: 1, max: 4_000 }),
      close: fc.boolean(),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      type: fc.constant('win' as const),
      round: fc.nat(4),
      amountMinor: fc.integer({ min: 0, max: 9_000 }),
      close: fc.boolean(),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      type: fc.constant('rollback' as const),
      target: fc.nat(20),
      unseen: fc.boolean(),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      type: fc.constant('betUnseen' as const),
      target: fc.nat(20),
      amountMinor: fc.integer({ min: 1, max: 500 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      type: fc.constant('replay' as const),
      target: fc.nat(40),
      mutate: fc.boolean(),
    }),
  },
);

interface Model {
  balance: number;
  rounds: Map<string, { status: 'open' | 'closed' | 'cancelled'; bet: number; win: number }>;
  bets: Map<string, { amount: number; round: string; reversed: boolean }>;
  blocked: Set<string>;
  /** Requests that succeeded, with their first answer: a replay must answer the same. */
  done: { action: string; body: Record<string, unknown>; answer: unknown }[];
  unseenIds: string[];
}

for (const backend of backends()) {
  describe(`wallet model property on ${backend.name}`, () => {
    let t: TestApp;
    let studio: ReturnType<typeof studioClient>;
    beforeAll(async () => {
      t = await openWalletTestApp(backend);
      studio = studioClient(t);
    });
    afterAll(() => t.dispose());

    it('matches the model for random sequences, and reconciles after', async () => {
      let run = 0;
      await fc.assert(
        fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 35 }), async (ops) => {
          run++;
          const start = 2_000_00;
          const { launch, playerId, token } = await walletPlayer(t, start);
          const m: Model = {
            balance: start,
            rounds: new Map(),
            bets: new Map(),
            blocked: new Set(),
            done: [],
            unseenIds: [],
          };
          let seq = 0;
          const id = (kind: string) => `r${run}-${kind}-${seq++}`;
          const roundId = (n: number) => `r${run}-round-${n}`;
          const ok = () => ({ status: 'OK', balance: minorToDecimal(m.balance), currency: 'TRY' });
          const error = (code: string, withBalance = false) =>
            withBalance
              ? { status: 'ERROR', code, balance: minorToDecimal(m.balance) }
              : { status: 'ERROR', code };

          for (const op of ops) {
            let action: string;
            let body: Record<string, unknown>;
            let expected: Record<string, unknown>;
            if (op.type === 'bet' || op.type === 'betUnseen') {
              const rid = op.type === 'bet' ? roundId(op.round) : id('round');
              const tid =
                op.type === 'betUnseen' && m.unseenIds.length > 0
                  ? m.unseenIds[op.target % m.unseenIds.length]!
                  : id('bet');
              action = 'bet';
              body = {
                token: launch,
                playerId,
                transactionId: tid,
                roundId: rid,
                gameId: 'slot',
                amount: minorToDecimal(op.amountMinor),
                ...(op.type === 'bet' && op.close ? { roundClosed: true } : {}),
              };
              const round = m.rounds.get(rid);
              if (m.blocked.has(tid) || m.bets.has(tid))
                expected = m.blocked.has(tid)
                  ? error('BAD_REQUEST', true)
                  : error('DUPLICATE_MISMATCH', true);
              else if (round && round.status !== 'open') expected = error('BAD_REQUEST');
              else if (op.amountMinor > m.balance) expected = error('INSUFFICIENT_FUNDS', true);
              else {
                m.balance -= op.amountMinor;
                m.bets.set(tid, { amount: op.amountMinor, round: rid, reversed: false });
                const r = round ?? { status: 'open' as const, bet: 0, win: 0 };
                r.bet += op.amountMinor;
                if (op.type === 'bet' && op.close) r.status = 'closed';
                m.rounds.set(rid, r);
                expected = ok();
              }
            } else if (op.type === 'win') {
              const rid = roundId(op.round);
              action = 'win';
              body = {
                token: launch,
                playerId,
                transactionId: id('win'),
                roundId: rid,
                gameId: 'slot',
                amount: minorToDecimal(op.amountMinor),
                ...(op.close ? { roundClosed: true } : {}),
              };
              const round = m.rounds.get(rid);
              if (!round || round.status !== 'open') expected = error('BAD_REQUEST');
              else {
                m.balance += op.amountMinor;
                round.win += op.amountMinor;
                if (op.close) round.status = 'closed';
                expected = ok();
              }
            } else if (op.type === 'rollback') {
              const betIds = [...m.bets.keys()];
              let ref: string;
              if (op.unseen || betIds.length === 0) {
                ref = id('bet');
                m.unseenIds.push(ref);
              } else ref = betIds[op.target % betIds.length]!;
              action = 'rollback';
              body = {
                token: launch,
                playerId,
                transactionId: id('rb'),
                referenceTransactionId: ref,
              };
              const bet = m.bets.get(ref);
              const settled = (r: { status: string; win: number }) =>
                r.status === 'closed' || r.win > 0;
              expected = ok();
              if (!bet) m.blocked.add(ref);
              else if (!bet.reversed && settled(m.rounds.get(bet.round)!)) {
                // A decided round's stake is not refunded (F2).
                expected = error('BAD_REQUEST');
              } else if (!bet.reversed) {
                bet.reversed = true;
                m.balance += bet.amount;
                const r = m.rounds.get(bet.round)!;
                r.bet -= bet.amount;
                if (r.bet === 0 && r.win === 0) r.status = 'cancelled';
                expected = ok();
              }
            } else {
              if (m.done.length === 0) continue;
              const prior = m.done[op.target % m.done.length]!;
              action = prior.action;
              if (op.mutate && 'amount' in prior.body) {
                body = {
                  ...prior.body,
                  amount: minorToDecimal(Number(String(prior.body.amount).replace('.', '')) + 1),
                };
                expected = error('DUPLICATE_MISMATCH', true);
              } else if (op.mutate) {
                body = {
                  ...prior.body,
                  referenceTransactionId: `${String(prior.body.referenceTransactionId)}x`,
                };
                expected = error('DUPLICATE_MISMATCH', true);
              } else {
                body = prior.body;
                expected = prior.answer as Record<string, unknown>;
              }
            }
            const answer = await studio(action, body);
            if (op.type === 'replay' && !op.mutate) {
              expect(answer, JSON.stringify(op)).toEqual(expected);
            } else {
              // Talih's own movement id is not the model's business.
              const { transactionId: _id, ...comparable } = answer;
              expect(comparable, JSON.stringify(op)).toEqual(expected);
            }
            if (answer.status === 'OK' && op.type !== 'replay')
              m.done.push({ action, body, answer });
          }
          expect(Math.round((await totalAssetsOf(t, token)) * 100)).toBe(m.balance);
        }),
        { numRuns: 30 },
      );
      await expectReconciled(t);
    }, 120_000);
  });
}
