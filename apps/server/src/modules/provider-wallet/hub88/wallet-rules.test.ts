// The jurisdiction's game rules enforced at the wallet for Hub88's games, on both databases: a
// third-party game client can't be trusted to keep them. Under the German pack (EUR, €1 a slot
// round, 5 s between rounds), a player's own wager limit and a bonus's maximum bet, a bet over
// them is RS_ERROR_LIMIT_REACHED and moves nothing.
import { describe, expect, it } from 'vitest';
import { setLimit } from '@talih/contracts/protection.ts';
import { backends, openTestApp } from '../../../testing/backends.ts';
import { createBonusTemplate, grantTestBonus } from '../../../testing/bonus.ts';
import { answer } from '../../../testing/calls.ts';
import { expectReconciled } from '../../../testing/ledger.ts';
import { hub88Bet, hub88Win, useHub88Wallet, uuid } from '../../../testing/hub88.ts';
import { seedDemoData } from '../../../seed/demo.ts';

const SLOT = 'pp_gatesofolympus';
const LIVE = 'evo_crazytime';

for (const backend of backends()) {
  describe(`hub88 wallet rules on ${backend.name}`, () => {
    const clock = { ms: Date.UTC(2026, 11, 1, 12) };
    const wallet = useHub88Wallet(backend, {
      games: { [SLOT]: 'slot', [LIVE]: 'live' },
      async open(b) {
        const t = await openTestApp(b, { JURISDICTION: 'de' }, { now: () => clock.ms });
        await seedDemoData(t.app.talih.services);
        return t;
      },
    });
    const { hub88, player, balanceOf } = wallet;

    const eur = (
      p: { user: string; token: string },
      game: string,
      units: number,
      round: string = uuid(),
    ) => hub88('transaction/bet', hub88Bet(p, game, units, { currency: 'EUR', round }));

    it('caps a slot round at €1.00 and starts a new one no sooner than 5,000 ms after the last', async () => {
      const p = await player(100_00, SLOT);
      const start = clock.ms;
      expect(await eur(p, SLOT, 50000, 'r1')).toMatchObject({
        status: 'RS_OK',
        balance: 99_50000,
        currency: 'EUR',
      });
      clock.ms = start + 1_000;
      expect(await eur(p, SLOT, 50000, 'r1')).toMatchObject({ status: 'RS_OK', balance: 99_00000 });
      expect(await eur(p, SLOT, 1000, 'r1')).toMatchObject({
        status: 'RS_ERROR_LIMIT_REACHED',
        balance: 99_00000,
      });
      clock.ms = start + 4_999;
      expect((await eur(p, SLOT, 1_00000, 'r2')).status).toBe('RS_ERROR_LIMIT_REACHED');
      clock.ms = start + 5_000;
      expect((await eur(p, SLOT, 1_00000, 'r2')).status).toBe('RS_OK');
      clock.ms = start + 10_000;
      expect((await eur(p, SLOT, 1_01000, 'r3')).status).toBe('RS_ERROR_LIMIT_REACHED');
      expect(await balanceOf(p)).toBe(98_00000);
    });

    it('a live game is no slot: no €1 cap and no pace', async () => {
      const p = await player(100_00, LIVE);
      expect((await eur(p, LIVE, 20_00000)).status).toBe('RS_OK');
      expect((await eur(p, LIVE, 20_00000)).status).toBe('RS_OK');
      expect(await balanceOf(p)).toBe(60_00000);
    });

    it("a player's own wager limit refuses the stake past it", async () => {
      const p = await player(100_00, LIVE);
      const set = await answer(
        wallet.app(),
        setLimit,
        { kind: 'wager', period: 'day', amountMinor: 30_00 },
        { session: p.sessionToken },
      );
      expect(set.state, set.msg).toBe('200');
      expect((await eur(p, LIVE, 25_00000)).status).toBe('RS_OK');
      expect(await eur(p, LIVE, 10_00000)).toMatchObject({
        status: 'RS_ERROR_LIMIT_REACHED',
        balance: 75_00000,
      });
      expect((await eur(p, LIVE, 5_00000)).status).toBe('RS_OK');
    });

    it("a bonus's maximum bet refuses a larger stake while the bonus is active", async () => {
      const p = await player(10_00, LIVE);
      const template = await createBonusTemplate(wallet.app(), { maxBetMinor: 5_00 });
      await grantTestBonus(wallet.app(), template, p.userId, 20_00, `hub88-${p.userId}`);
      expect((await eur(p, LIVE, 5_01000)).status).toBe('RS_ERROR_LIMIT_REACHED');
      const bet = hub88Bet(p, LIVE, 5_00000, { currency: 'EUR' });
      expect((await hub88('transaction/bet', bet)).status).toBe('RS_OK');
      expect((await hub88('transaction/win', hub88Win(bet, 2_00000))).status).toBe('RS_OK');
      expect(await balanceOf(p)).toBe(27_00000);
    });

    it('left the ledger reconciled', async () => {
      await expectReconciled(wallet.app());
    });
  });
}
