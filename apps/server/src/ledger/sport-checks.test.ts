// The sportsbook's "every bet took its stake once and paid exactly its settlements" check
// (./sport-checks.ts, summed in SQL by ./sport-bet-sums-sql.ts) names each way a bet's row can
// disagree with its journal, on both databases: a stake, a payout, a settlement count, and
// entries naming a bet that has no row.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BetView } from '@talih/contracts/sport.ts';
import { backends, openTestApp, type TestApp } from '../testing/backends.ts';
import { violationsOf } from '../testing/ledger.ts';
import { createPlayer } from '../testing/players.ts';
import { prematch1x2 } from '../testing/sport.ts';
import { sportOf } from '../modules/sport/routes.ts';
import { betChecks, settledBetsOffLegs } from './sport-checks.ts';

const LEAGUE = {
  ref: 't:checks-league',
  sport: 'football' as const,
  country: 'TR',
  name: 'Denetim Ligi',
  sort: 1,
};
const KEY = { type: '1x2', line: '' };
const stakeAndPay = betChecks.find((c) => c.name.includes('took its stake once'))!;
const legs = betChecks.find((c) => c.name.includes('what its legs now say'))!;

for (const backend of backends()) {
  describe(`sportsbook stake and payout check on ${backend.name}`, () => {
    let t: TestApp;
    let betNo: string;
    let lostNo: string;
    beforeAll(async () => {
      t = await openTestApp(backend, { SPORT_LIVE_DELAY_MS: '0' });
      // One single of 10.00 at 1.50 on the home win, settled won: 15.00 paid, version 1.
      const f = await prematch1x2(t, LEAGUE, { '1': 150, X: 320, '2': 400 });
      const p = await createPlayer(t, 100_00);
      const single = async (code: string) => {
        const placed = await t.call<{ bets: BetView[] }>(
          '/sport/placeBet',
          {
            oddsPolicy: 'none',
            kind: 'single',
            selections: [{ selectionId: f.sel(code).id, odds: f.sel(code).odds }],
            stake: 10,
          },
          { token: p.token },
        );
        expect(placed.state, placed.msg).toBe('200');
        return placed.resultData.bets[0]!.betNo;
      };
      betNo = await single('1');
      // A second single of 10.00, on the draw: settled lost (the legs check pages through both).
      lostNo = await single('X');
      await sportOf(t.app).book.settlement(
        f.ref,
        KEY,
        ['1', 'X', '2'].map((code) => ({ code, result: code === '1' ? 'won' : 'lost' })),
      );
    });
    afterAll(() => t.dispose());

    const setBet = (values: Record<string, number | string>) =>
      t.database.db.updateTable('sport_bets').set(values).where('bet_no', '=', betNo).execute();

    it('finds nothing on a bet as the journal has it', async () => {
      expect(await violationsOf(t, stakeAndPay)).toBe('');
    });

    it('names a stake, a payout and a settlement count its row disagrees on', async () => {
      await setBet({ stake_minor: 10_01 });
      expect(await violationsOf(t, stakeAndPay)).toBe(
        `bet ${betNo} staked 1000 in the journal, 1001 on its row`,
      );
      await setBet({ stake_minor: 10_00, payout_minor: 15_01 });
      expect(await violationsOf(t, stakeAndPay)).toBe(
        `bet ${betNo} paid 1500 in the journal, 1501 on its row`,
      );
      await setBet({ payout_minor: 15_00, settle_version: 2 });
      expect(await violationsOf(t, stakeAndPay)).toBe(
        `bet ${betNo} has settlements [1] but version 2`,
      );
      await setBet({ settle_version: 1 });
      expect(await violationsOf(t, stakeAndPay)).toBe('');
    });

    it('names a row without its entries, and entries without their row', async () => {
      await setBet({ bet_no: 'X-RENAMED' });
      try {
        expect((await violationsOf(t, stakeAndPay)).split('\n')).toEqual([
          'bet X-RENAMED staked 0 in the journal, 1000 on its row',
          'bet X-RENAMED paid 0 in the journal, 1500 on its row',
          'bet X-RENAMED has settlements [] but version 1',
          `journal entries name bet ${betNo}, which does not exist`,
        ]);
      } finally {
        await t.database.db
          .updateTable('sport_bets')
          .set({ bet_no: betNo })
          .where('bet_no', '=', 'X-RENAMED')
          .execute();
      }
      expect(await violationsOf(t, stakeAndPay)).toBe('');
    });

    it('names a settled bet whose payout or status is not what its legs say, page by page', async () => {
      expect(await violationsOf(t, legs)).toBe('');
      await setBet({ payout_minor: 15_01 });
      expect(await violationsOf(t, legs)).toBe(
        `bet ${betNo} is won paying 1501, but its legs say won paying 1500`,
      );
      await setBet({ payout_minor: 15_00 });
      await t.database.db
        .updateTable('sport_bets')
        .set({ status: 'won' })
        .where('bet_no', '=', lostNo)
        .execute();
      expect(await violationsOf(t, legs)).toBe(
        `bet ${lostNo} is won paying 0, but its legs say lost paying 0`,
      );
      // One bet a page: the offender is on the second.
      expect(await settledBetsOffLegs(t.database.db, 1)).toEqual([
        `bet ${lostNo} is won paying 0, but its legs say lost paying 0`,
      ]);
      await t.database.db
        .updateTable('sport_bets')
        .set({ status: 'lost' })
        .where('bet_no', '=', lostNo)
        .execute();
      expect(await violationsOf(t, legs)).toBe('');
    });
  });
}
