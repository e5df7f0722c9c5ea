// The daily reconciliation against Hub88's transaction list, on both databases: rounds played
// through the simulator are listed by its Transactions API as Hub88 lists them, fetched for the
// day, and agree with the ledger; told to lie (an amount, a missing or an invented bet, a
// rollback the ledger never saw), the list gives exactly one reconcile violation naming the
// round, and the truth again gives none.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconcile } from '../../../testing/reconcile.ts';
import { backends, type TestApp } from '../../../testing/backends.ts';
import {
  firstHub88Game,
  launchHub88Game,
  openHub88SimulatorApp,
  openHub88Slot,
  postJson,
  spinHub88Slot,
} from '../../../testing/hub88.ts';
import { createPlayer } from '../../../testing/players.ts';
import { hub88ClientOf } from './client-of.ts';
import { hub88Checks } from './reconcile-checks.ts';
import { syncHub88Games } from './sync.ts';
import { fetchHub88Day } from './transactions.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

for (const backend of backends()) {
  describe(`hub88 daily reconciliation on ${backend.name}`, () => {
    let t: TestApp;
    const today = new Date().toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + DAY_MS).toISOString().slice(0, 10);
    const bets: string[] = [];
    beforeAll(async () => {
      t = await openHub88SimulatorApp(backend);
      await syncHub88Games(t.database.db, client(), 'SANDBOX');
    });
    afterAll(() => t?.dispose());

    const client = () => hub88ClientOf(t.app.talih.services)!;
    const lie = (how?: string) =>
      postJson(t, '/hub88-sim/simulator/behaviour', how ? { lie: how } : {});
    /** The day fetched again (and the next, empty, so nothing waits for it), then checked. */
    async function fetchAndCheck() {
      const fetched = await fetchHub88Day(t.database.db, client(), today);
      await fetchHub88Day(t.database.db, client(), tomorrow);
      const found = await hub88Checks[0]!.run(t.database, {
        withdrawStuckHours: 24,
        now: Date.now(),
      });
      return { listed: fetched.listed, found };
    }

    it('lists the 3 rounds played through the simulator (3 bets, 3 wins) and they agree with the ledger', async () => {
      const game = await firstHub88Game(t, 'pp_');
      const player = await createPlayer(t, 50_00);
      const { token } = await launchHub88Game(t, game.id, player.token);
      const opened = await openHub88Slot(t, token);
      for (let i = 0; i < 3; i++) {
        const spin = await spinHub88Slot(t, opened.sessionId, 200);
        expect(spin.statusCode, spin.body).toBe(200);
      }
      const rows = await t.database.db
        .selectFrom('journal_entries')
        .select('idempotency_key')
        .where('user_id', '=', player.userId)
        .where('kind', '=', 'game_bet')
        .execute();
      bets.push(...rows.map((r) => r.idempotency_key));
      expect(bets).toHaveLength(3);
      expect(await fetchAndCheck()).toEqual({ listed: 6, found: [] });
    });

    it('an amount Hub88 lists otherwise is one violation naming the round', async () => {
      await lie('amount');
      const { found } = await fetchAndCheck();
      expect(found).toHaveLength(1);
      expect(found[0]).toMatch(
        /^round [\w-]+: Hub88's bet [\w-]+ is 3\.00 at Hub88, 2\.00 in the ledger$/,
      );
    });

    it("a bet missing from Hub88's list is one violation", async () => {
      await lie('missing');
      const { listed, found } = await fetchAndCheck();
      expect(listed).toBe(5);
      expect(found).toHaveLength(1);
      expect(found[0]).toMatch(
        /^round [\w-]+: the ledger's game_bet [\w-]+ is not in Hub88's list$/,
      );
    });

    it('a bet only Hub88 lists is one violation', async () => {
      await lie('invented');
      const { listed, found } = await fetchAndCheck();
      expect(listed).toBe(7);
      expect(found).toHaveLength(1);
      expect(found[0]).toMatch(/^round [\w-]+: Hub88's bet [\w-]+ of 1\.00 is not in the ledger$/);
    });

    it('a rollback the ledger never saw is one violation, and talih reconcile counts it', async () => {
      await lie('rollback');
      const { found } = await fetchAndCheck();
      expect(found).toHaveLength(1);
      expect(found[0]).toMatch(
        /^round [\w-]+: Hub88's bet [\w-]+ is rolled back at Hub88 but not in the ledger$/,
      );
      const { violations } = await reconcile(t.database, () => {});
      expect(violations).toBe(1);
    });

    it('the truth again reconciles clean', async () => {
      await lie();
      expect(await fetchAndCheck()).toEqual({ listed: 6, found: [] });
      const { violations } = await reconcile(t.database, () => {});
      expect(violations).toBe(0);
    });
  });
}
