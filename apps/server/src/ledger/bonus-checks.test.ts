// The bonus checks of `talih reconcile` (ledger/bonus-checks.ts) on both databases: clean after
// bonus play through the wallet, and each one finds the corruption it exists for.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, type TestApp } from '../testing/backends.ts';
import { bonusPlayer, endBonus } from '../testing/bonus-wallet.ts';
import { betBody, openWalletTestApp, studioClient, txId } from '../testing/players.ts';
import { bonusChecks } from './bonus-checks.ts';
import { postEntry } from './post.ts';

for (const backend of backends()) {
  describe(`bonus reconcile checks on ${backend.name}`, () => {
    let t: TestApp;
    let studio: ReturnType<typeof studioClient>;
    beforeAll(async () => {
      t = await openWalletTestApp(backend);
      studio = studioClient(t);
    });
    afterAll(() => t.dispose());

    const run = async (i: number, now = Date.now()) =>
      (await bonusChecks[i]!.run(t.database, { withdrawStuckHours: 24, now })).join('\n');
    const setBonus = (id: number, values: Record<string, number | string>) =>
      t.database.db.updateTable('player_bonuses').set(values).where('id', '=', id).execute();

    it('are clean after grants, split stakes, wins and a completion', async () => {
      const p = await bonusPlayer(t, 10_00, 20_00, { wageringMultiple: 1 });
      const b = betBody(p, '25.00');
      await studio('bet', b);
      await studio('win', { ...b, transactionId: txId(), amount: '12.50', roundClosed: true });
      await bonusPlayer(t, 0, 7_00);
      for (let i = 0; i < bonusChecks.length; i++) expect(await run(i)).toBe('');
    });

    it('find bonus money left after its bonus ended without a finish entry', async () => {
      const p = await bonusPlayer(t, 0, 100_00);
      await setBonus(p.bonusId, { status: 'expired', finished_at: Date.now() });
      expect(await run(0)).toContain(
        `player ${p.userId} holds 10000 bonus money but no active bonus`,
      );
      expect(await run(1)).toContain(`bonus ${p.bonusId} is expired without a finish entry`);
    });

    it('find a finish entry that disagrees with the converted and forfeited columns', async () => {
      const p = await bonusPlayer(t, 0, 40_00, { maxConversionMinor: 30_00 });
      await endBonus(t, p.bonusId, 'completed');
      expect(await run(1)).not.toContain(`bonus ${p.bonusId} `);
      await setBonus(p.bonusId, { converted_minor: 30_01 });
      expect(await run(1)).toContain(
        `bonus ${p.bonusId} says 3001 converted and 1000 forfeited; its finish entry moved 3000 and 1000`,
      );
    });

    // The grant and finish check, message by message, on one bonus (other tests' bonuses may
    // still be flagged: only this one's lines are compared, in the order they come).
    it('name each way a grant or finish entry can disagree with its bonus', async () => {
      const p = await bonusPlayer(t, 0, 10_00);
      const other = await bonusPlayer(t, 0, 1_00);
      const id = p.bonusId;
      const grantKey = `bonus:grant:${id}`;
      const ofBonus = async () =>
        (await run(1))
          .split('\n')
          .filter((l) => l.startsWith(`bonus ${id}`) || l.includes(`bonus:grant:9${id}`));
      const setEntry = (key: string, values: Record<string, number | string>) =>
        t.database.db
          .updateTable('journal_entries')
          .set(values)
          .where('idempotency_key', '=', key)
          .execute();
      expect(await ofBonus()).toEqual([]);
      await setEntry(grantKey, { user_id: other.userId });
      expect(await ofBonus()).toEqual([
        `bonus ${id}: an entry names another player than ${p.userId}`,
      ]);
      await setEntry(grantKey, { user_id: p.userId });
      await setBonus(id, { granted_minor: 10_01 });
      expect(await ofBonus()).toEqual([`bonus ${id} granted 1001; its grant entry moved 1000`]);
      await setBonus(id, { granted_minor: 10_00 });
      await setEntry(grantKey, { idempotency_key: `bonus:grant:9${id}` });
      expect(await ofBonus()).toEqual([
        `bonus ${id} is active without a grant entry`,
        `entry bonus:grant:9${id} names no bonus`,
      ]);
      await setEntry(`bonus:grant:9${id}`, { idempotency_key: grantKey });
      const activatedAt = (
        await t.database.db
          .selectFrom('player_bonuses')
          .select('activated_at')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).activated_at!;
      await t.database.db
        .updateTable('player_bonuses')
        .set({ activated_at: null })
        .where('id', '=', id)
        .execute();
      expect(await ofBonus()).toEqual([`bonus ${id} is active yet has a grant entry`]);
      await setBonus(id, { activated_at: activatedAt });
      await endBonus(t, id, 'completed');
      await setBonus(id, { status: 'active' });
      expect(await ofBonus()).toEqual([`bonus ${id} is active yet has a finish entry`]);
      await setBonus(id, { status: 'completed' });
      expect(await ofBonus()).toEqual([]);
    });

    it('find wagering progress that is not the sum of its rows', async () => {
      const p = await bonusPlayer(t, 0, 10_00);
      await studio('bet', betBody(p, '4.00', { roundClosed: true }));
      expect(await run(2)).not.toContain(`bonus ${p.bonusId} `);
      await setBonus(p.bonusId, { wagered_minor: 4_01 });
      expect(await run(2)).toContain(
        `bonus ${p.bonusId} says 401 wagered; its wagering rows sum to 400`,
      );
    });

    it('find the bonus account moved by anything but grants, stakes, wins, refunds and finishes', async () => {
      const p = await bonusPlayer(t, 0, 10_00);
      await t.app.talih.services.ledger.transact('test', (tx) =>
        postEntry(tx, {
          kind: 'adjustment_credit',
          key: `test:stray:${p.userId}`,
          request: {},
          userId: p.userId,
          lines: [
            { account: { kind: 'house', shardBy: p.userId }, amountMinor: -5_00 },
            { account: { kind: 'player_bonus', userId: p.userId }, amountMinor: 5_00 },
          ],
        }),
      );
      expect(await run(3)).toContain(
        `player ${p.userId}'s bonus account was moved 500 by adjustment_credit`,
      );
      expect(await run(3)).toContain(
        `player ${p.userId}'s bonus account is 1500; grants, stakes, wins, refunds and finishes make 1000`,
      );
    });

    it('find an active bonus more than an hour past its expiry', async () => {
      const p = await bonusPlayer(t, 0, 10_00);
      const now = Date.now();
      await setBonus(p.bonusId, { expires_at: now - 59 * 60_000 });
      expect(await run(4, now)).not.toContain(`bonus ${p.bonusId} `);
      await setBonus(p.bonusId, { expires_at: now - 61 * 60_000 });
      expect(await run(4, now)).toContain(`bonus ${p.bonusId} of player ${p.userId} expired at`);
    });
  });
}
