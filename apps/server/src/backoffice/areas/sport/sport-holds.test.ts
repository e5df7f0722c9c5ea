// The trader's hold on the feed's settlements on both databases, with the LSports feed's own
// messages and literal kuruş: a settlement the feed sends for a held event waits in the queue
// (no money moves, the bets stay open); release pays it exactly as the feed said, once, even
// when two traders press it at the same moment, and a later feed correction still resettles;
// reject discards it with the reason in the audit log and the trader settles by hand; support
// and finance are refused; reconcile excuses a held market for 24 h, then names it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  tradingHeldSettlements,
  tradingHold,
  tradingRejectHeld,
  tradingReleaseHeld,
  tradingVoid,
} from '@talih/contracts/backoffice/trading.ts';
import { sportEvent } from '@talih/contracts/sport.ts';
import { betChecks } from '../../../ledger/sport-checks.ts';
import { backends } from '../../../testing/backends.ts';
import { call, staffAnswer, staffCall } from '../../../testing/calls.ts';
import { expectReconciled } from '../../../testing/ledger.ts';
import { createPlayer } from '../../../testing/players.ts';
import { moneyOf, placeSingle } from '../../../testing/sport.ts';
import {
  openBackofficeTest,
  staffClient,
  type BackofficeTest,
  type StaffClient,
} from '../../../testing/staff.ts';
import { applierFor } from '../../../testing/lsports.ts';
import {
  bet,
  fixtureMessage,
  market1x2,
  marketMessage,
  settlementMessage,
} from '../../../adapters/sports/lsports/test-messages.ts';

let nextFixture = 8_100_000;
const FORBIDDEN = 'Bu işlem için yetkiniz yok.';

for (const backend of backends()) {
  describe(`held feed settlements on ${backend.name}`, () => {
    let t: BackofficeTest;
    let trader: StaffClient;
    let trader2: StaffClient;
    let support: StaffClient;
    let finance: StaffClient;
    beforeAll(async () => {
      t = await openBackofficeTest(backend, { SPORT_LIVE_DELAY_MS: '0' });
      trader = await staffClient(t, 'trader');
      trader2 = await staffClient(t, 'trader');
      support = await staffClient(t, 'support');
      finance = await staffClient(t, 'finance');
    });
    afterAll(() => t.dispose());

    const feed = () => {
      const { applier } = applierFor(t);
      return (m: ReturnType<typeof settlementMessage>) => applier.apply(m, JSON.stringify(m));
    };

    /** An LSports fixture with a 1X2 at 2.10 / 3.40 / 3.30; its event and 1X2 as players see. */
    async function fixture(apply: ReturnType<typeof feed>) {
      const id = ++nextFixture;
      const at = Date.now();
      await apply(fixtureMessage(id));
      await apply(marketMessage(id, [market1x2(id, at)]));
      const row = await t.database.db
        .selectFrom('sport_events')
        .select('id')
        .where('feed_ref', '=', `ls:${id}`)
        .executeTakeFirstOrThrow();
      const view = await call(t, sportEvent, { eventId: row.id });
      const market = view.markets.find((m) => m.type === '1x2')!;
      const sel = (code: string) => market.selections.find((s) => s.code === code)!;
      /** The feed's settlement of the 1X2: LSports 2 winner, 1 loser. */
      const settled = (winner: string) =>
        settlementMessage(id, [
          {
            Id: 1,
            Name: '1X2',
            Bets: ['1', 'X', '2'].map((n) =>
              bet(`${id}${n}`, n, '1.0', at + 9_000, {
                Status: 3,
                Settlement: n === winner ? 2 : 1,
              }),
            ),
          },
        ]);
      return { eventId: row.id, marketId: market.id, sel, settled };
    }

    const betOf = (userId: number) =>
      t.database.db
        .selectFrom('sport_bets')
        .select(['status', 'payout_minor', 'settle_version'])
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
    const heldOf = (marketId: number) =>
      t.database.db
        .selectFrom('sport_held_settlements')
        .select(['id', 'status', 'kind', 'decided_by', 'reason'])
        .where('market_id', '=', marketId)
        .orderBy('id')
        .execute();
    const audits = (action: string, marketId: number) =>
      t.database.db
        .selectFrom('staff_audit')
        .select(['staff_name', 'reason'])
        .where('action', '=', action)
        .where('object_type', '=', 'sport_market')
        .where('object_id', '=', String(marketId))
        .execute();

    it('a held settlement moves no money; release pays it once, pressed twice at once; a later correction resettles', async () => {
      const apply = feed();
      const f = await fixture(apply);
      const p = await createPlayer(t, 100_000);
      const q = await createPlayer(t, 100_000);
      expect((await placeSingle(t, p.token, f.sel('1').id, 2.1, 100)).state).toBe('200');
      expect((await placeSingle(t, q.token, f.sel('X').id, 3.4, 50)).state).toBe('200');
      const hold = { target: 'event' as const, id: f.eventId, hold: true, reason: 'sonuç şüpheli' };
      expect(await staffCall(trader, tradingHold, hold)).toEqual({ changed: 1 });
      expect(await staffCall(trader, tradingHold, hold)).toEqual({ changed: 0 });

      // The feed settles the 1X2 (1 won): held, not applied.
      expect(await apply(f.settled('1'))).toBe('applied');
      expect(await moneyOf(t, p.userId)).toEqual({ cash: 90_000, debt: 0 });
      expect(await moneyOf(t, q.userId)).toEqual({ cash: 95_000, debt: 0 });
      expect(await betOf(p.userId)).toEqual({ status: 'open', payout_minor: 0, settle_version: 0 });
      const queue = await staffCall(trader, tradingHeldSettlements, {});
      const row = queue.rows.find((r) => r.marketId === f.marketId)!;
      expect(row).toMatchObject({
        eventId: f.eventId,
        kind: 'settle',
        status: 'held',
        feed: 'lsports',
        marketType: '1x2',
        results: [
          { code: '1', result: 'won' },
          { code: 'X', result: 'lost' },
          { code: '2', result: 'lost' },
        ],
        openBets: 2,
        stakesMinor: 15_000,
        decidedBy: null,
      });
      expect(JSON.parse(row.message).Header.Type).toBe(35);
      // The same message again (a redelivery) holds nothing more.
      const again = f.settled('1');
      await apply(again);
      expect((await heldOf(f.marketId)).map((h) => h.status)).toEqual(['held']);
      await expectReconciled(t);

      // Two traders release it at the same moment: it pays once.
      const [a, b] = await Promise.all([
        staffAnswer(trader, tradingReleaseHeld, { id: row.id, reason: 'sonuç doğrulandı' }),
        staffAnswer(trader2, tradingReleaseHeld, { id: row.id, reason: 'sonuç doğru' }),
      ]);
      expect([a.state, b.state]).toEqual(['200', '200']);
      // One applied it; the bets settled once between them (each settles what is left).
      const done = [a.resultData, b.resultData].map((r) =>
        r.status === 'done' ? [r.markets, r.betsSettled] : [-1, -1],
      );
      expect(done.map(([markets]) => markets).sort()).toEqual([0, 1]);
      expect(done[0]![1]! + done[1]![1]!).toBe(2);
      expect(await moneyOf(t, p.userId)).toEqual({ cash: 111_000, debt: 0 });
      expect(await moneyOf(t, q.userId)).toEqual({ cash: 95_000, debt: 0 });
      expect(await betOf(p.userId)).toEqual({
        status: 'won',
        payout_minor: 21_000,
        settle_version: 1,
      });
      expect(await audits('sport.held.release', f.marketId)).toHaveLength(1);
      const later = await staffAnswer(trader, tradingReleaseHeld, { id: row.id, reason: 'yine' });
      expect(later.resultData).toEqual({
        status: 'done',
        markets: 0,
        betsSettled: 0,
        movedMinor: 0,
      });
      const reject = await staffAnswer(trader, tradingRejectHeld, { id: row.id, reason: 'geç' });
      expect(reject.msg).toBe('Bu bekletilen sonuç için zaten başka bir karar verildi.');
      expect(await moneyOf(t, p.userId)).toEqual({ cash: 111_000, debt: 0 });

      // The hold lifted, the feed corrects itself (X won): resettled by the difference.
      await staffCall(trader, tradingHold, { ...hold, hold: false, reason: 'inceleme bitti' });
      await apply(f.settled('X'));
      expect(await moneyOf(t, p.userId)).toEqual({ cash: 90_000, debt: 0 });
      expect(await moneyOf(t, q.userId)).toEqual({ cash: 112_000, debt: 0 });
      expect((await heldOf(f.marketId)).map((h) => h.status)).toEqual(['released']);
      await expectReconciled(t);
    });

    it('reject discards the settlement with the reason; the trader then settles by hand', async () => {
      const apply = feed();
      const f = await fixture(apply);
      const p = await createPlayer(t, 100_000);
      expect((await placeSingle(t, p.token, f.sel('1').id, 2.1, 100)).state).toBe('200');
      await staffCall(trader, tradingHold, {
        target: 'market',
        id: f.marketId,
        hold: true,
        reason: 'maç yarıda kaldı',
      });
      await apply(f.settled('1'));
      const [held] = await heldOf(f.marketId);
      const r = await staffAnswer(trader, tradingRejectHeld, {
        id: held!.id,
        reason: 'besleme yanlış: maç tatil edildi',
      });
      expect(r.resultData).toEqual({ status: 'done', rejected: 1 });
      expect(await moneyOf(t, p.userId)).toEqual({ cash: 90_000, debt: 0 });
      expect(await betOf(p.userId)).toEqual({ status: 'open', payout_minor: 0, settle_version: 0 });
      expect(await heldOf(f.marketId)).toEqual([
        {
          id: held!.id,
          status: 'rejected',
          kind: 'settle',
          decided_by: trader.name,
          reason: 'besleme yanlış: maç tatil edildi',
        },
      ]);
      expect(await audits('sport.held.reject', f.marketId)).toEqual([
        { staff_name: trader.name, reason: 'besleme yanlış: maç tatil edildi' },
      ]);
      const release = await staffAnswer(trader, tradingReleaseHeld, {
        id: held!.id,
        reason: 'öde',
      });
      expect(release.msg).toBe('Bu bekletilen sonuç için zaten başka bir karar verildi.');
      expect(await moneyOf(t, p.userId)).toEqual({ cash: 90_000, debt: 0 });
      const queue = await staffCall(trader, tradingHeldSettlements, { status: 'rejected' });
      expect(queue.rows.find((x) => x.id === held!.id)?.reason).toBe(
        'besleme yanlış: maç tatil edildi',
      );
      // By hand, through the existing path: the market voided, the stake back.
      await staffCall(trader, tradingVoid, { target: 'market', id: f.marketId, reason: 'iptal' });
      expect(await moneyOf(t, p.userId)).toEqual({ cash: 100_000, debt: 0 });
      await expectReconciled(t);
    });

    it('support and finance are refused (403) and change nothing', async () => {
      const apply = feed();
      const f = await fixture(apply);
      for (const who of [support, finance]) {
        for (const [path, input] of [
          ['/trading/hold', { target: 'event', id: f.eventId, hold: true, reason: 'bekle' }],
          ['/trading/held', {}],
          ['/trading/held/release', { id: 1, reason: 'öde' }],
          ['/trading/held/reject', { id: 1, reason: 'reddet' }],
        ] as const) {
          const r = await who.call(path, input);
          expect([path, r.state, r.msg]).toEqual([path, '403', FORBIDDEN]);
        }
      }
      const row = await t.database.db
        .selectFrom('sport_events')
        .select('settle_held')
        .where('id', '=', f.eventId)
        .executeTakeFirstOrThrow();
      expect(row.settle_held).toBe(0);
    });

    it('reconcile excuses a held market of an ended match for 24 h, then names it', async () => {
      const apply = feed();
      const f = await fixture(apply);
      const p = await createPlayer(t, 100_000);
      expect((await placeSingle(t, p.token, f.sel('2').id, 3.3, 10)).state).toBe('200');
      await staffCall(trader, tradingHold, {
        target: 'market',
        id: f.marketId,
        hold: true,
        reason: 'inceleme',
      });
      await apply(f.settled('2'));
      const [held] = await heldOf(f.marketId);
      // The match ended ten minutes ago (past the checks' five-minute grace).
      await t.database.db
        .updateTable('sport_events')
        .set({ status: 'ended', updated_at: Date.now() - 600_000 })
        .where('id', '=', f.eventId)
        .execute();
      const [openOnEnded, heldTooLong] = [betChecks[3]!, betChecks[4]!];
      const run = async (check: typeof openOnEnded, now: number) =>
        (await check.run(t.database, { withdrawStuckHours: 24, now })).filter((l) =>
          l.includes(`market ${f.marketId} `),
        );
      const createdAt = await t.database.db
        .selectFrom('sport_held_settlements')
        .select('created_at')
        .where('id', '=', held!.id)
        .executeTakeFirstOrThrow();
      const at = Number(createdAt.created_at);
      expect(await run(openOnEnded, Date.now())).toEqual([]);
      expect(await run(heldTooLong, at + 23 * 3_600_000)).toEqual([]);
      expect(await run(heldTooLong, at + 25 * 3_600_000)).toEqual([
        `the feed's settlement of market ${f.marketId} (event ${f.eventId}) has been held for review since ${new Date(at).toISOString()}: release or reject it (held ${held!.id})`,
      ]);
      await staffCall(trader, tradingReleaseHeld, { id: held!.id, reason: 'doğru' });
      expect(await moneyOf(t, p.userId)).toEqual({ cash: 102_300, debt: 0 });
      expect(await run(heldTooLong, at + 25 * 3_600_000)).toEqual([]);
      await expectReconciled(t);
    });
  });
}
