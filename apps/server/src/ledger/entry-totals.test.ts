// The players' entry totals (ledger/entry-totals.ts): postEntry keeps them with every bet,
// rollback and withdrawal hold; the migration sums the entries made before it; the reconcile
// check finds a total that differs from the journal, and one missing, on both databases.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, type TestApp } from '../testing/backends.ts';
import {
  betBody,
  openWalletTestApp,
  studioClient,
  txId,
  walletPlayer,
} from '../testing/players.ts';
import { up as backfill } from '../db/migrations/2026-11-28-0030-player-entry-totals.ts';
import { entryTotalsChecks } from './entry-totals.ts';
import { violationsOf } from '../testing/ledger.ts';
import { gameRollback } from './game-movements.ts';

for (const backend of backends()) {
  describe(`player entry totals on ${backend.name}`, () => {
    let t: TestApp;
    let studio: ReturnType<typeof studioClient>;
    beforeAll(async () => {
      t = await openWalletTestApp(backend);
      studio = studioClient(t);
    });
    afterAll(() => t.dispose());
    const run = () => violationsOf(t, entryTotalsChecks[0]!);
    const totalsOf = async (userId: number) =>
      (
        await t.database.db
          .selectFrom('player_entry_totals')
          .select(['kind', 'total_minor', 'entries'])
          .where('user_id', '=', userId)
          .orderBy('kind')
          .execute()
      ).map((r) => ({ ...r, total_minor: Number(r.total_minor), entries: Number(r.entries) }));

    /** Two bets of 10.00 and 2.50, a win (not totalled) and the second bet rolled back. */
    async function playedPlayer() {
      const p = await walletPlayer(t, 100_00);
      const first = betBody(p, '10.00');
      await studio('bet', first);
      await studio('win', { ...first, transactionId: txId(), amount: '50.00', roundClosed: true });
      const second = betBody(p, '2.50');
      await studio('bet', second);
      await t.app.talih.services.ledger.transact('test', (tx) =>
        gameRollback(tx, {
          provider: 'sandbox',
          transactionId: txId(),
          referenceTransactionId: second.transactionId,
          userId: p.userId,
          request: { test: true },
        }),
      );
      return p;
    }
    const played = [
      { kind: 'game_bet', total_minor: 12_50, entries: 2 },
      { kind: 'game_rollback', total_minor: 2_50, entries: 1 },
    ];

    it('adds each bet and rollback to the player’s totals as it is posted', async () => {
      const p = await playedPlayer();
      expect(await totalsOf(p.userId)).toEqual(played);
      expect(await run()).toBe('');
    });

    it('the migration sums the entries made before it', async () => {
      const p = await playedPlayer();
      await t.database.db.schema.dropTable('player_entry_totals').execute();
      await backfill(t.database.db);
      expect(await totalsOf(p.userId)).toEqual(played);
      expect(await run()).toBe('');
    });

    it('reconcile flags a total that differs from the journal, and a missing one', async () => {
      const p = await playedPlayer();
      const bets = () =>
        t.database.db
          .updateTable('player_entry_totals')
          .where('user_id', '=', p.userId)
          .where('kind', '=', 'game_bet');
      await bets().set({ total_minor: 12_49 }).execute();
      expect(await run()).toBe(
        `player ${p.userId} keeps game_bet at 1249 in 2 entries, but the journal has 1250 in 2`,
      );
      await t.database.db
        .deleteFrom('player_entry_totals')
        .where('user_id', '=', p.userId)
        .where('kind', '=', 'game_rollback')
        .execute();
      expect(await run()).toContain(
        `player ${p.userId} has 1 game_rollback entries summing to 250 but no total`,
      );
      await bets().set({ total_minor: 12_50 }).execute();
      await t.database.db
        .insertInto('player_entry_totals')
        .values({ user_id: p.userId, kind: 'game_rollback', total_minor: 2_50, entries: 1 })
        .execute();
      expect(await run()).toBe('');
    });
  });
}
