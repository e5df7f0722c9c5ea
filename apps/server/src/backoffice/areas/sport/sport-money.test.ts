// The trader's money-moving calls on both databases, with literal kuruş: a void gives every
// stake back; settle → rollback → resettle moves only the difference and a take-back beyond the
// player's cash becomes their debt; repeats change nothing; the feed cannot overwrite a
// trader's settlement; above FOUR_EYES_SPORT_MINOR a settlement and a rollback wait for a
// second trader, then run once under both names. Reconcile is clean after each.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decideApproval } from '@talih/contracts/backoffice/approvals.ts';
import {
  tradingRollback,
  tradingSettle,
  tradingTicket,
  tradingVoid,
} from '@talih/contracts/backoffice/trading.ts';
import { backends } from '../../../testing/backends.ts';
import { staffAnswer, staffCall } from '../../../testing/calls.ts';
import { expectReconciled } from '../../../testing/ledger.ts';
import { createPlayer } from '../../../testing/players.ts';
import { liveFixture, moneyOf, placeSingle } from '../../../testing/sport.ts';
import {
  openBackofficeTest,
  staffClient,
  type BackofficeTest,
  type StaffClient,
} from '../../../testing/staff.ts';

for (const backend of backends()) {
  describe(`trading settlements on ${backend.name}`, () => {
    let t: BackofficeTest;
    let trader: StaffClient;
    let trader2: StaffClient;
    beforeAll(async () => {
      t = await openBackofficeTest(backend, {
        SPORT_LIVE_DELAY_MS: '0',
        FOUR_EYES_SPORT_MINOR: '50000',
      });
      trader = await staffClient(t, 'trader');
      trader2 = await staffClient(t, 'trader');
    });
    afterAll(() => t.dispose());

    const reconciles = () => expectReconciled(t);
    const betRow = (betNo: string) =>
      t.database.db
        .selectFrom('sport_bets')
        .select(['status', 'payout_minor', 'settle_version'])
        .where('bet_no', '=', betNo)
        .executeTakeFirstOrThrow();
    type Fixture = Awaited<ReturnType<typeof liveFixture>>;
    const results = (f: Fixture, winner: string) =>
      f.market('1x2').selections.map((s) => ({
        selectionId: s.id,
        result: s.code === winner ? ('won' as const) : ('lost' as const),
      }));
    const settle = (who: StaffClient, f: Fixture, winner: string, reason = 'maç bitti 1-0') =>
      staffAnswer(who, tradingSettle, {
        marketId: f.market('1x2').id,
        results: results(f, winner),
        reason,
      });

    it('voiding an event gives every stake back, and the event is over for players', async () => {
      const f = await liveFixture(t);
      const a = await createPlayer(t, 10_000);
      const b = await createPlayer(t, 10_000);
      await placeSingle(t, a.token, f.sel('1x2', '1').id, 2, 12.5);
      await placeSingle(t, b.token, f.sel('total', 'under').id, 1.9, 40);
      expect(await moneyOf(t, a.userId)).toEqual({ cash: 8_750, debt: 0 });
      const r = await staffAnswer(trader, tradingVoid, {
        target: 'event',
        id: f.eventId,
        reason: 'maç ertelendi',
      });
      expect(r.resultData).toEqual({
        status: 'done',
        markets: 2,
        betsSettled: 2,
        movedMinor: 5_250,
      });
      expect(await moneyOf(t, a.userId)).toEqual({ cash: 10_000, debt: 0 });
      expect(await moneyOf(t, b.userId)).toEqual({ cash: 10_000, debt: 0 });
      const ev = await t.database.db
        .selectFrom('sport_events')
        .select(['status', 'trader_suspended'])
        .where('id', '=', f.eventId)
        .executeTakeFirstOrThrow();
      expect(ev).toEqual({ status: 'cancelled', trader_suspended: 1 });
      // The feed's own settlement afterwards is ignored, and its live state does not revive it.
      await f.book.settlement(f.ref, { type: '1x2', line: '' }, [{ code: '1', result: 'won' }]);
      expect(await moneyOf(t, a.userId)).toEqual({ cash: 10_000, debt: 0 });
      await f.feedAgain([]);
      const still = await t.database.db
        .selectFrom('sport_events')
        .select('status')
        .where('id', '=', f.eventId)
        .executeTakeFirstOrThrow();
      expect(still.status).toBe('cancelled');
      // Again: nothing moves.
      const again = await staffAnswer(trader, tradingVoid, {
        target: 'event',
        id: f.eventId,
        reason: 'tekrar',
      });
      expect(again.resultData).toMatchObject({ status: 'done', movedMinor: 0 });
      expect(await moneyOf(t, b.userId)).toEqual({ cash: 10_000, debt: 0 });
      await reconciles();
    });

    it('settle, roll back, resettle: winnings taken back by the difference, the rest as debt', async () => {
      const f = await liveFixture(t);
      const p = await createPlayer(t, 10_000);
      const bet = await placeSingle(t, p.token, f.sel('1x2', '1').id, 2, 50);
      const betNo = bet.resultData.bets[0]!.betNo;
      // Another open bet of the player's, so the winnings are partly spent later.
      const other = await liveFixture(t);
      expect(await moneyOf(t, p.userId)).toEqual({ cash: 5_000, debt: 0 });

      const won = await settle(trader, f, '1');
      expect(won.resultData).toEqual({
        status: 'done',
        markets: 1,
        betsSettled: 1,
        movedMinor: 10_000,
      });
      expect(await moneyOf(t, p.userId)).toEqual({ cash: 15_000, debt: 0 });
      expect(await betRow(betNo)).toEqual({
        status: 'won',
        payout_minor: 10_000,
        settle_version: 1,
      });
      // Settling the same again is idempotent; another result needs a rollback first.
      expect((await settle(trader, f, '1')).resultData).toMatchObject({ movedMinor: 0 });
      expect((await settle(trader, f, '2')).msg).toBe(
        'Bu bahis başka bir sonuçla sonuçlandı. Düzeltmek için önce sonucu geri alın.',
      );
      await placeSingle(t, p.token, other.sel('1x2', 'X').id, 3.2, 120);
      expect(await moneyOf(t, p.userId)).toEqual({ cash: 3_000, debt: 0 });

      const back = await staffAnswer(trader, tradingRollback, {
        marketId: f.market('1x2').id,
        reason: 'yanlış sonuç girildi',
      });
      expect(back.resultData).toEqual({
        status: 'done',
        markets: 1,
        betsSettled: 0,
        movedMinor: 0,
      });
      // The bet keeps what it was paid until it settles again.
      expect(await moneyOf(t, p.userId)).toEqual({ cash: 3_000, debt: 0 });
      expect(
        (
          await staffAnswer(trader, tradingRollback, {
            marketId: f.market('1x2').id,
            reason: 'iki',
          })
        ).msg,
      ).toBe('Bu bahis henüz sonuçlanmadı; geri alınacak bir sonuç yok.');
      await reconciles();

      const lost = await settle(trader, f, '2', 'düzeltme: 0-1');
      expect(lost.resultData).toEqual({
        status: 'done',
        markets: 1,
        betsSettled: 1,
        movedMinor: 10_000,
      });
      expect(await moneyOf(t, p.userId)).toEqual({ cash: 0, debt: 7_000 });
      expect(await betRow(betNo)).toEqual({ status: 'lost', payout_minor: 0, settle_version: 2 });
      expect((await settle(trader, f, '2')).resultData).toMatchObject({ movedMinor: 0 });
      expect(await moneyOf(t, p.userId)).toEqual({ cash: 0, debt: 7_000 });
      await reconciles();

      // A later credit repays the debt first: the other bet wins 384.00.
      await settle(trader, other, 'X');
      expect(await moneyOf(t, p.userId)).toEqual({ cash: 31_400, debt: 0 });
      const history = await staffCall(trader, tradingTicket, { betNo });
      expect(history.history.map((h) => [h.kind, h.amountMinor])).toEqual([
        ['place', -5_000],
        ['sport.market.settle', null],
        ['settle', 10_000],
        ['sport.market.rollback', null],
        ['sport.market.settle', null],
        ['settle', -10_000],
      ]);
      await reconciles();
    });

    it('above the threshold a settlement and a rollback wait for a second trader', async () => {
      const f = await liveFixture(t);
      const p = await createPlayer(t, 100_000);
      const bet = await placeSingle(t, p.token, f.sel('1x2', '1').id, 2, 600);
      const betNo = bet.resultData.bets[0]!.betNo;
      const asked = await settle(trader, f, '1');
      expect(asked.resultData.status).toBe('pending');
      const approvalId = (asked.resultData as { approvalId: number }).approvalId;
      expect(await betRow(betNo)).toEqual({ status: 'open', payout_minor: 0, settle_version: 0 });
      const own = await staffAnswer(trader, decideApproval, {
        id: approvalId,
        decision: 'approve',
      });
      expect(own.msg).toBe(
        'Kendi talebinizi onaylayamaz veya reddedemezsiniz; ikinci bir yetkili karar vermeli.',
      );
      const ok = await staffAnswer(trader2, decideApproval, {
        id: approvalId,
        decision: 'approve',
      });
      expect(ok.state).toBe('200');
      expect(await moneyOf(t, p.userId)).toEqual({ cash: 160_000, debt: 0 });
      expect(await betRow(betNo)).toEqual({
        status: 'won',
        payout_minor: 120_000,
        settle_version: 1,
      });
      const audit = await t.database.db
        .selectFrom('staff_audit')
        .select(['action', 'staff_name', 'second_staff_name'])
        .where('object_type', '=', 'sport_market')
        .where('object_id', '=', String(f.market('1x2').id))
        .orderBy('seq')
        .execute();
      expect(audit.map((a) => [a.action, a.staff_name, a.second_staff_name])).toEqual([
        ['approval.requested', trader.name, null],
        ['sport.market.settle', trader2.name, trader.name],
        ['approval.approved', trader2.name, trader.name],
      ]);

      const rb = await staffAnswer(trader, tradingRollback, {
        marketId: f.market('1x2').id,
        reason: 'itiraz',
      });
      expect(rb.resultData.status).toBe('pending');
      const market = () =>
        t.database.db
          .selectFrom('sport_markets')
          .select('status')
          .where('id', '=', f.market('1x2').id)
          .executeTakeFirstOrThrow();
      expect((await market()).status).toBe('settled');
      await staffCall(trader2, decideApproval, {
        id: (rb.resultData as { approvalId: number }).approvalId,
        decision: 'approve',
      });
      expect((await market()).status).toBe('suspended');
      // The void takes 600.00 back: above the threshold too, so it waits.
      const v = await staffAnswer(trader, tradingVoid, {
        target: 'market',
        id: f.market('1x2').id,
        reason: 'iptal',
      });
      expect(v.resultData.status).toBe('pending');
      await staffCall(trader2, decideApproval, {
        id: (v.resultData as { approvalId: number }).approvalId,
        decision: 'approve',
      });
      expect(await moneyOf(t, p.userId)).toEqual({ cash: 100_000, debt: 0 });
      expect(await betRow(betNo)).toEqual({
        status: 'void',
        payout_minor: 60_000,
        settle_version: 2,
      });
      await reconciles();
    });
  });
}
