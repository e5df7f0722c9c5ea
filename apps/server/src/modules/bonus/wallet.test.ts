// Bonus money in casino play through the provider wallet API, on both databases:
// the stake's split (cash first), the maximum bet, the win's split, a rollback's split (back to
// the bonus, or to promotion expense once the bonus ended), a win after the bonus ended,
// contribution by game category, completion up to the cap and depletion.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { userChannel } from '../../ledger/ledger.ts';
import { backends, type TestApp } from '../../testing/backends.ts';
import {
  balancesOf,
  bonusPlayer,
  bonusRow,
  endBonus,
  gameInCategory,
  reconcileProblems,
} from '../../testing/bonus-wallet.ts';
import { entryLinesOf } from '../../testing/ledger.ts';
import {
  betBody as bet,
  credit,
  openWalletTestApp,
  rollbackBody,
  studioClient,
  txId,
} from '../../testing/players.ts';

for (const backend of backends()) {
  describe(`bonus money in the provider wallet on ${backend.name}`, () => {
    let t: TestApp;
    let studio: ReturnType<typeof studioClient>;
    beforeAll(async () => {
      t = await openWalletTestApp(backend);
      studio = studioClient(t);
    });
    afterAll(() => t.dispose());

    const round = (roundRef: string) =>
      t.database.db
        .selectFrom('game_rounds')
        .select(['bet_minor', 'bonus_bet_minor', 'bonus_id', 'status'])
        .where('round_ref', '=', roundRef)
        .executeTakeFirstOrThrow();
    const linesOf = (transactionId: string) => entryLinesOf(t, `game:sandbox:${transactionId}`);

    it('shows cash + bonus, and a stake takes cash first, then bonus', async () => {
      const p = await bonusPlayer(t, 30_00, 100_00);
      expect((await studio('authenticate', { token: p.launch })).balance).toBe('130.00');
      const small = bet(p, '10.00', { roundClosed: true });
      expect(await studio('bet', small)).toMatchObject({ status: 'OK', balance: '120.00' });
      expect(await linesOf(small.transactionId)).toEqual({
        player_cash: -10_00,
        provider_clearing: 10_00,
      });
      const big = bet(p, '50.00');
      expect(await studio('bet', big)).toMatchObject({ status: 'OK', balance: '70.00' });
      expect(await linesOf(big.transactionId)).toEqual({
        player_cash: -20_00,
        player_bonus: -30_00,
        provider_clearing: 50_00,
      });
      expect(await balancesOf(t, p.userId)).toEqual({ cash: 0, bonus: 70_00 });
      expect(await round(big.roundId)).toMatchObject({
        bet_minor: 50_00,
        bonus_bet_minor: 30_00,
        bonus_id: p.bonusId,
        status: 'open',
      });
      // Both stakes count in full on the slot.
      expect(await bonusRow(t, p.bonusId)).toMatchObject({ status: 'active', wagered: 60_00 });
      // A replay answers the first answer.
      expect((await studio('bet', big)).balance).toBe('70.00');
      expect((await studio('balance', { token: p.launch, playerId: p.playerId })).balance).toBe(
        '70.00',
      );
      // More than cash + bonus: refused, nothing moved.
      expect(await studio('bet', bet(p, '70.01'))).toMatchObject({
        code: 'INSUFFICIENT_FUNDS',
        balance: '70.00',
      });
      expect(await reconcileProblems(t)).toBe('');
    });

    it('refuses a stake above the bonus maximum bet with LIMIT_EXCEEDED', async () => {
      const p = await bonusPlayer(t, 100_00, 20_00, { maxBetMinor: 5_00 });
      expect(await studio('bet', bet(p, '5.01'))).toMatchObject({
        status: 'ERROR',
        code: 'LIMIT_EXCEEDED',
        balance: '120.00',
      });
      expect(await studio('bet', bet(p, '5.00'))).toMatchObject({ balance: '115.00' });
      expect(await balancesOf(t, p.userId)).toEqual({ cash: 95_00, bonus: 20_00 });
    });

    it('splits a win by the round’s bonus share, rounding the bonus part down', async () => {
      const p = await bonusPlayer(t, 30_00, 100_00);
      const b = bet(p, '50.00');
      await studio('bet', b);
      // 10.01 × 20/50 = 4.004 → 4.00 bonus, 6.01 cash.
      const won = { ...b, transactionId: txId(), amount: '10.01', roundClosed: true };
      expect(await studio('win', won)).toMatchObject({ status: 'OK', balance: '90.01' });
      expect(await linesOf(won.transactionId)).toEqual({
        provider_clearing: -10_01,
        player_cash: 6_01,
        player_bonus: 4_00,
      });
      expect(await balancesOf(t, p.userId)).toEqual({ cash: 6_01, bonus: 84_00 });
      expect(await reconcileProblems(t)).toBe('');
    });

    it('a rollback refunds along the bet’s lines and takes its wagering back', async () => {
      const p = await bonusPlayer(t, 30_00, 100_00);
      const b = bet(p, '50.00');
      await studio('bet', b);
      const rb = rollbackBody(p, b.transactionId);
      expect(await studio('rollback', rb)).toMatchObject({ status: 'OK', balance: '130.00' });
      expect(await linesOf(rb.transactionId)).toEqual({
        provider_clearing: -50_00,
        player_cash: 30_00,
        player_bonus: 20_00,
      });
      expect(await round(b.roundId)).toMatchObject({
        bet_minor: 0,
        bonus_bet_minor: 0,
        status: 'cancelled',
      });
      expect(await bonusRow(t, p.bonusId)).toMatchObject({ status: 'active', wagered: 0 });
      const rows = await t.database.db
        .selectFrom('bonus_wagering')
        .select(['stake_key', 'counted_minor'])
        .where('bonus_id', '=', p.bonusId)
        .orderBy('id')
        .execute();
      expect(rows.map((r) => [r.stake_key, Number(r.counted_minor)])).toEqual([
        [`game:sandbox:${b.transactionId}`, 50_00],
        [`rollback:game:sandbox:${b.transactionId}`, -50_00],
      ]);
      // Again: nothing more moves and nothing more is reversed.
      await studio('rollback', { ...rb, transactionId: txId() });
      expect(await balancesOf(t, p.userId)).toEqual({ cash: 30_00, bonus: 100_00 });
      expect(await reconcileProblems(t)).toBe('');
    });

    it('once the bonus ended, a rollback’s and a win’s bonus part go to promotion expense', async () => {
      const p = await bonusPlayer(t, 30_00, 100_00);
      const first = bet(p, '40.00');
      const second = bet(p, '40.00');
      await studio('bet', first); // 30 cash + 10 bonus
      await studio('bet', second); // 40 bonus
      expect(await endBonus(t, p.bonusId, 'expired')).toEqual({
        convertedMinor: 0,
        forfeitedMinor: 50_00,
      });
      const rb = rollbackBody(p, first.transactionId);
      expect(await studio('rollback', rb)).toMatchObject({ status: 'OK', balance: '30.00' });
      expect(await linesOf(rb.transactionId)).toEqual({
        provider_clearing: -40_00,
        player_cash: 30_00,
        promotion_expense: 10_00,
      });
      const won = { ...second, transactionId: txId(), amount: '60.00', roundClosed: true };
      expect(await studio('win', won)).toMatchObject({ status: 'OK', balance: '30.00' });
      expect(await linesOf(won.transactionId)).toEqual({
        provider_clearing: -60_00,
        promotion_expense: 60_00,
      });
      const detail = await t.database.db
        .selectFrom('journal_entries')
        .select('detail')
        .where('idempotency_key', '=', `game:sandbox:${rb.transactionId}`)
        .executeTakeFirstOrThrow();
      expect(JSON.parse(detail.detail)).toMatchObject({
        bonusForfeitedMinor: 10_00,
        bonusNote: `bonus ${p.bonusId} ended before this rollback: its part went to promotion expense`,
      });
      expect(await balancesOf(t, p.userId)).toEqual({ cash: 30_00, bonus: 0 });
      expect(await reconcileProblems(t)).toBe('');
    });

    it('counts a slot stake in full and a table stake at 10%', async () => {
      const slot = await bonusPlayer(t, 100_00, 10_00);
      await studio('bet', bet(slot, '10.00', { roundClosed: true }));
      expect((await bonusRow(t, slot.bonusId)).wagered).toBe(10_00);
      const table = await bonusPlayer(t, 100_00, 10_00, {}, await gameInCategory(t, 'table'));
      await studio('bet', bet(table, '10.00', { roundClosed: true }));
      expect((await bonusRow(t, table.bonusId)).wagered).toBe(1_00);
      // A game outside the allowed list counts nothing and is played with cash only.
      const other = await bonusPlayer(t, 5_00, 10_00, { allowedGameIds: [999_999] });
      expect((await studio('bet', bet(other, '6.00'))).code).toBe('INSUFFICIENT_FUNDS');
      await studio('bet', bet(other, '5.00', { roundClosed: true }));
      expect(await bonusRow(t, other.bonusId)).toMatchObject({ status: 'active', wagered: 0 });
      expect(await balancesOf(t, other.userId)).toEqual({ cash: 0, bonus: 10_00 });
    });

    it('completes once wagering is met and no round holds its stake, converting up to the cap', async () => {
      const p = await bonusPlayer(t, 0, 50_00, { wageringMultiple: 1, maxConversionMinor: 30_00 });
      const b = bet(p, '50.00');
      await studio('bet', b);
      // Wagering is met (50.00 of 50.00), but the open round may still win bonus money.
      expect(await bonusRow(t, p.bonusId)).toMatchObject({ status: 'active', wagered: 50_00 });
      const won = { ...b, transactionId: txId(), amount: '80.00', roundClosed: true };
      // The win's 80.00 is bonus money; then 30.00 converts and 50.00 is forfeited.
      expect(await studio('win', won)).toMatchObject({ status: 'OK', balance: '30.00' });
      expect(await bonusRow(t, p.bonusId)).toEqual({
        status: 'completed',
        wagered: 50_00,
        converted: 30_00,
        forfeited: 50_00,
      });
      expect(await balancesOf(t, p.userId)).toEqual({ cash: 30_00, bonus: 0 });
      // A replay answers what the entry recorded, just before the bonus ended.
      expect((await studio('win', won)).balance).toBe('80.00');
      expect(await reconcileProblems(t)).toBe('');
    });

    it('is depleted when its money is gone and no open round holds bonus stake', async () => {
      const p = await bonusPlayer(t, 0, 10_00);
      const b = bet(p, '10.00');
      await studio('bet', b);
      // Nothing left, but the round may still win.
      expect((await bonusRow(t, p.bonusId)).status).toBe('active');
      await studio('win', { ...b, transactionId: txId(), amount: '5.00', roundClosed: true });
      expect(await balancesOf(t, p.userId)).toEqual({ cash: 0, bonus: 5_00 });
      expect((await bonusRow(t, p.bonusId)).status).toBe('active');
      await studio('bet', bet(p, '5.00', { roundClosed: true }));
      expect(await bonusRow(t, p.bonusId)).toEqual({
        status: 'depleted',
        wagered: 15_00,
        converted: 0,
        forfeited: 0,
      });
      expect(await reconcileProblems(t)).toBe('');
    });

    it('announces the bonus balance beside the cash when a movement moved bonus money', async () => {
      const p = await bonusPlayer(t, 30_00, 100_00);
      const heard: string[] = [];
      const stop = await t.app.talih.services.cache.subscribe(userChannel(p.userId), (m) =>
        heard.push(m),
      );
      try {
        await studio('bet', bet(p, '50.00'));
        await vi.waitFor(() => expect(heard).toHaveLength(1));
        expect(JSON.parse(heard[0]!)).toEqual({
          type: 'balance',
          totalAssets: 0,
          bonusAssets: 80,
          reason: 'game_bet',
        });
        // Cash only: the bonus balance is unchanged, so the event leaves it out.
        await credit(t, p.userId, 5_00);
        await vi.waitFor(() => expect(heard).toHaveLength(2));
        expect(JSON.parse(heard[1]!)).toEqual({
          type: 'balance',
          totalAssets: 5,
          reason: 'test_credit',
        });
      } finally {
        await stop();
      }
    });
  });
}
