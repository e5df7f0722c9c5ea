// A bonus's life on both databases: a grant starts at once when none is active and waits
// otherwise; a replayed grant key grants once; the end converts up to the cap and forfeits
// the rest; the next pending bonus then starts; reconcile stays clean throughout.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconcile } from '../../testing/reconcile.ts';
import { playerBonusMinor, playerCashMinor } from '../../ledger/queries.ts';
import { backends, openTestApp, type TestApp } from '../../testing/backends.ts';
import { createBonusTemplate, grantTestBonus } from '../../testing/bonus.ts';
import { createPlayer } from '../../testing/players.ts';
import { finishBonus } from './lifecycle.ts';

for (const backend of backends()) {
  describe(`bonus lifecycle on ${backend.name}`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await openTestApp(backend);
    });
    afterAll(() => t.dispose());

    const statusOf = async (bonusId: number) =>
      await t.database.db
        .selectFrom('player_bonuses')
        .select(['status', 'converted_minor', 'forfeited_minor', 'wagering_required_minor'])
        .where('id', '=', bonusId)
        .executeTakeFirstOrThrow();

    it('starts the first grant, queues the second, and a replayed key grants once', async () => {
      const template = await createBonusTemplate(t, { maxConversionMinor: 30_000 });
      const p = await createPlayer(t);
      const first = await grantTestBonus(t, template, p.userId, 40_000, `a-${p.userId}`, 40_000);
      const again = await grantTestBonus(t, template, p.userId, 40_000, `a-${p.userId}`, 40_000);
      expect(again).toEqual({ bonusId: first.bonusId, replayed: true });
      const second = await grantTestBonus(t, template, p.userId, 5_000, `b-${p.userId}`);
      expect(await playerBonusMinor(t.database.db, p.userId)).toBe(40_000);
      expect(await statusOf(first.bonusId)).toMatchObject({
        status: 'active',
        wagering_required_minor: 400_000,
      });
      expect((await statusOf(second.bonusId)).status).toBe('pending');

      // Completion converts 300.00 (the cap) and forfeits 100.00; the second one starts.
      const done = await t.app.talih.services.ledger.transact('bonus_finish', (tx) =>
        finishBonus(tx, { bonusId: first.bonusId, outcome: 'completed' }),
      );
      expect(done).toEqual({ convertedMinor: 30_000, forfeitedMinor: 10_000 });
      expect(await playerCashMinor(t.database.db, p.userId)).toBe(30_000);
      expect(await playerBonusMinor(t.database.db, p.userId)).toBe(5_000);
      expect((await statusOf(second.bonusId)).status).toBe('active');
      const twice = await t.app.talih.services.ledger.transact('bonus_finish', (tx) =>
        finishBonus(tx, { bonusId: first.bonusId, outcome: 'completed' }),
      );
      expect(twice).toBeNull();

      // A cancel forfeits all that is left.
      const cancelled = await t.app.talih.services.ledger.transact('bonus_finish', (tx) =>
        finishBonus(tx, {
          bonusId: second.bonusId,
          outcome: 'cancelled',
          reason: 'test',
          actor: 'admin',
        }),
      );
      expect(cancelled).toEqual({ convertedMinor: 0, forfeitedMinor: 5_000 });
      expect(await playerBonusMinor(t.database.db, p.userId)).toBe(0);
      const lines: string[] = [];
      const { violations } = await reconcile(t.database, (l) => lines.push(l));
      expect(violations, lines.join('\n')).toBe(0);
    });

    it('twenty racing grants of one key make one bonus and move its money once', async () => {
      const template = await createBonusTemplate(t);
      const p = await createPlayer(t);
      const results = await Promise.all(
        Array.from({ length: 20 }, () =>
          grantTestBonus(t, template, p.userId, 12_345, `race-${p.userId}`),
        ),
      );
      expect(new Set(results.map((r) => r.bonusId)).size).toBe(1);
      expect(results.filter((r) => !r.replayed)).toHaveLength(1);
      expect(await playerBonusMinor(t.database.db, p.userId)).toBe(12_345);
    });

    it('ten different grants racing for one player leave exactly one active', async () => {
      const template = await createBonusTemplate(t);
      const p = await createPlayer(t);
      await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          grantTestBonus(t, template, p.userId, 1_000 + i, `many-${p.userId}-${i}`),
        ),
      );
      const rows = await t.database.db
        .selectFrom('player_bonuses')
        .select(['status'])
        .where('user_id', '=', p.userId)
        .execute();
      expect(rows.filter((r) => r.status === 'active')).toHaveLength(1);
      expect(rows.filter((r) => r.status === 'pending')).toHaveLength(9);
      const balance = await playerBonusMinor(t.database.db, p.userId);
      expect(balance).toBeGreaterThanOrEqual(1_000);
      expect(balance).toBeLessThanOrEqual(1_009);
    });
  });
}
