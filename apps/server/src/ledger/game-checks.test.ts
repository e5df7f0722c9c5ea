// The round checks of `talih reconcile` (ledger/game-checks.ts) find a round whose row and
// journal disagree and a stake refunded after its round was decided, on both databases.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, type TestApp } from '../testing/backends.ts';
import {
  betBody,
  rollbackBody,
  openWalletTestApp,
  studioClient,
  txId,
  walletPlayer,
} from '../testing/players.ts';
import { gameChecks } from './game-checks.ts';
import { gameRollback } from './game-movements.ts';
import { expectReconciled, violationsOf } from '../testing/ledger.ts';

for (const backend of backends()) {
  describe(`round reconcile checks on ${backend.name}`, () => {
    let t: TestApp;
    let studio: ReturnType<typeof studioClient>;
    beforeAll(async () => {
      t = await openWalletTestApp(backend);
      studio = studioClient(t);
    });
    afterAll(() => t.dispose());
    const run = () => violationsOf(t, gameChecks[0]!);

    it('passes on rounds played through the wallet', async () => {
      const p = await walletPlayer(t, 100_00);
      const b = betBody(p, '10.00');
      await studio('bet', b);
      await studio('win', { ...b, transactionId: txId(), amount: '50.00', roundClosed: true });
      expect(await run()).toBe('');
      await expectReconciled(t);
    });

    it('passes on a stake rolled back before its round was decided', async () => {
      const p = await walletPlayer(t, 100_00);
      const b = betBody(p, '10.00');
      await studio('bet', b);
      await studio('rollback', rollbackBody(p, b.transactionId));
      const round = await t.database.db
        .selectFrom('game_rounds')
        .select(['bet_minor', 'status'])
        .where('round_ref', '=', b.roundId)
        .executeTakeFirstOrThrow();
      expect(round).toEqual({ bet_minor: 0, status: 'cancelled' });
      expect(await run()).toBe('');
    });

    it('flags a stake refunded after its round was won and closed (the old F2 rollback)', async () => {
      const p = await walletPlayer(t, 100_00);
      const b = betBody(p, '10.00');
      await studio('bet', b);
      await studio('win', { ...b, transactionId: txId(), amount: '50.00', roundClosed: true });
      // What the wallet did before the fix: refund the stake and take it off the round.
      await t.app.talih.services.ledger.transact('test', async (tx) => {
        await gameRollback(tx, {
          provider: 'sandbox',
          transactionId: txId(),
          referenceTransactionId: b.transactionId,
          userId: p.userId,
          request: { test: true },
        });
        await tx.trx
          .updateTable('game_rounds')
          .set({ bet_minor: 0 })
          .where('round_ref', '=', b.roundId)
          .execute();
      });
      expect(await run()).toMatch(
        new RegExp(`round sandbox\\|${b.roundId} was decided by entry \\d+, then refunded by \\d+`),
      );
    });

    it('flags a cancelled round with money in it, and entries naming a round no row holds', async () => {
      const p = await walletPlayer(t, 100_00);
      const b = betBody(p, '10.00');
      await studio('bet', b);
      await t.database.db
        .updateTable('game_rounds')
        .set({ status: 'cancelled' })
        .where('round_ref', '=', b.roundId)
        .execute();
      expect(await run()).toContain(
        `round sandbox|${b.roundId} is cancelled with bet 1000 and win 0`,
      );
      await t.database.db.deleteFrom('game_rounds').where('round_ref', '=', b.roundId).execute();
      expect(await run()).toContain(
        `journal entries name round sandbox|${b.roundId}, which does not exist`,
      );
    });

    it('flags a round whose totals differ from its entries', async () => {
      const p = await walletPlayer(t, 100_00);
      const b = betBody(p, '10.00');
      await studio('bet', b);
      await t.database.db
        .updateTable('game_rounds')
        .set({ bet_minor: 500 })
        .where('round_ref', '=', b.roundId)
        .execute();
      expect(await run()).toContain(
        `round sandbox|${b.roundId} holds bet 500 and win 0; its journal entries say 1000 and 0`,
      );
    });
  });
}
