// Property: any sequence of grants, stakes, wins, rollbacks, expiries, forfeits and
// the completions and depletions they cause gives, answer by answer, what a small in-memory
// model of the bonus rules predicts (cash first, then bonus; wins by the round's share; refunds
// along the bet; wagering per stake; completion up to the cap and depletion once no open round
// counts for the bonus; an ended bonus's share to promotion expense); the database agrees with
// the model's balances, wagering and statuses; and afterwards the ledger reconciles. Both
// databases, over HTTP.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { minorToDecimal } from '@talih/contracts/money.ts';
import { backends, type TestApp } from '../../testing/backends.ts';
import { createBonusTemplate, grantTestBonus } from '../../testing/bonus.ts';
import { balancesOf, bonusRow, endBonus, reconcileProblems } from '../../testing/bonus-wallet.ts';
import { openWalletTestApp, studioClient, walletPlayer } from '../../testing/players.ts';
import { BonusModel, type Answer } from '../../testing/bonus-model.ts';

/** Which round a stake or a win goes to: a new one, an open one, or any played so far. */
type Target = 'new' | 'open' | 'any';
type Op =
  | { type: 'grant'; amountMinor: number }
  | { type: 'bet'; target: Target; pick: number; amountMinor: number; close: boolean }
  | { type: 'win'; target: Target; pick: number; amountMinor: number; close: boolean }
  | { type: 'rollback'; pick: number }
  | { type: 'end'; outcome: 'expired' | 'forfeited' };

const closeArb = fc.integer({ min: 0, max: 3 }).map((n) => n === 0);
const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 2,
    arbitrary: fc.record({
      type: fc.constant('grant' as const),
      amountMinor: fc.integer({ min: 0, max: 3_000 }),
    }),
  },
  {
    weight: 6,
    arbitrary: fc.record({
      type: fc.constant('bet' as const),
      target: fc.constantFrom<Target>('new', 'new', 'open', 'any'),
      pick: fc.nat(10),
      // 0: everything the player has (cash + bonus), the boundary where a bonus runs out.
      amountMinor: fc.oneof(
        { weight: 4, arbitrary: fc.integer({ min: 1, max: 900 }) },
        { weight: 1, arbitrary: fc.constant(0) },
      ),
      close: closeArb,
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      type: fc.constant('win' as const),
      target: fc.constantFrom<Target>('open', 'open', 'open', 'any'),
      pick: fc.nat(10),
      amountMinor: fc.integer({ min: 0, max: 1_500 }),
      close: fc.boolean(),
    }),
  },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('rollback' as const), pick: fc.nat(20) }) },
  {
    weight: 1,
    arbitrary: fc.record({
      type: fc.constant('end' as const),
      outcome: fc.constantFrom('expired' as const, 'forfeited' as const),
    }),
  },
);

const rulesArb = fc.record({
  wageringMultiple: fc.integer({ min: 0, max: 6 }),
  maxBetMinor: fc.option(fc.integer({ min: 500, max: 2_500 }), { nil: null }),
  maxConversionMinor: fc.option(fc.integer({ min: 0, max: 4_000 }), { nil: null }),
});

for (const backend of backends()) {
  describe(`bonus wallet model property on ${backend.name}`, () => {
    let t: TestApp;
    let studio: ReturnType<typeof studioClient>;
    beforeAll(async () => {
      t = await openWalletTestApp(backend);
      studio = studioClient(t);
    });
    afterAll(() => t.dispose());

    it('matches the model for random sequences, and reconciles after', async () => {
      let run = 0;
      const seen = new Set<string>();
      await fc.assert(
        fc.asyncProperty(
          rulesArb,
          fc.integer({ min: 0, max: 800 }),
          fc.integer({ min: 1, max: 3_000 }),
          fc.array(opArb, { minLength: 5, maxLength: 40, size: 'large' }),
          async (rules, cashMinor, firstGrantMinor, ops) => {
            run++;
            const template = await createBonusTemplate(t, rules);
            const p = await walletPlayer(t, cashMinor);
            const m = new BonusModel(cashMinor, rules);
            const dbIds: number[] = [];
            let seq = 0;
            const id = (kind: string) => `b${run}-${kind}-${seq++}-${p.userId}`;
            const roundFor = (target: Target, pick: number) => {
              const ids = target === 'new' ? [] : m.roundIds(target === 'open');
              return ids.length === 0 ? id('round') : ids[pick % ids.length]!;
            };
            const bets: string[] = [];
            const check = (answer: Record<string, unknown>, expected: Answer, op: Op) => {
              const { transactionId: _id, message: _m, currency: _c, ...comparable } = answer;
              const want: Record<string, unknown> = { status: expected.status };
              if (expected.code) want.code = expected.code;
              if (expected.balance !== undefined) want.balance = minorToDecimal(expected.balance);
              expect(comparable, JSON.stringify({ op, model: m.describe() })).toEqual(want);
            };
            const grant = async (amountMinor: number) => {
              const g = await grantTestBonus(t, template, p.userId, amountMinor, id('grant'));
              dbIds.push(g.bonusId);
              m.grant(amountMinor);
            };
            await grant(firstGrantMinor);
            for (const op of ops) {
              if (op.type === 'grant') {
                await grant(op.amountMinor);
              } else if (op.type === 'end') {
                const active = m.activeIndex();
                if (active === null) continue;
                const done = await endBonus(t, dbIds[active]!, op.outcome);
                expect(done).toEqual(m.end(op.outcome));
              } else if (op.type === 'bet') {
                const stake = op.amountMinor || Math.max(1, m.cash + m.bonus);
                const body = {
                  token: p.launch,
                  playerId: p.playerId,
                  transactionId: id('bet'),
                  roundId: roundFor(op.target, op.pick),
                  gameId: 'slot',
                  amount: minorToDecimal(stake),
                  ...(op.close ? { roundClosed: true } : {}),
                };
                const expected = m.bet(body.transactionId, body.roundId, stake, op.close);
                check(await studio('bet', body), expected, op);
                if (expected.status === 'OK') bets.push(body.transactionId);
              } else if (op.type === 'win') {
                const body = {
                  token: p.launch,
                  playerId: p.playerId,
                  transactionId: id('win'),
                  roundId: roundFor(op.target, op.pick),
                  gameId: 'slot',
                  amount: minorToDecimal(op.amountMinor),
                  ...(op.close ? { roundClosed: true } : {}),
                };
                check(await studio('win', body), m.win(body.roundId, op.amountMinor, op.close), op);
              } else {
                if (bets.length === 0) continue;
                const ref = bets[op.pick % bets.length]!;
                const body = {
                  token: p.launch,
                  playerId: p.playerId,
                  transactionId: id('rb'),
                  referenceTransactionId: ref,
                };
                check(await studio('rollback', body), m.rollback(ref), op);
              }
            }
            for (const b of m.bonuses) seen.add(b.status);
            const state = JSON.stringify(m.describe());
            expect(await balancesOf(t, p.userId), state).toEqual({ cash: m.cash, bonus: m.bonus });
            for (const [i, dbId] of dbIds.entries()) {
              const b = m.bonuses[i]!;
              expect(await bonusRow(t, dbId), `${i} ${state}`).toEqual({
                status: b.status,
                wagered: b.wagered,
                converted: b.converted,
                forfeited: b.forfeited,
              });
            }
          },
        ),
        { numRuns: 40 },
      );
      // The sequences did reach the ends that matter (depletion is rarer: wallet.test.ts).
      expect([...seen].sort()).toEqual(
        expect.arrayContaining(['completed', 'expired', 'forfeited']),
      );
      expect(await reconcileProblems(t)).toBe('');
    }, 240_000);
  });
}
