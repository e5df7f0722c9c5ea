// The games screen's Hub88 sync button (/content/games/hub88-sync), on both databases: every
// staff role without content.write is refused (403, no audit row, nothing synced); a content
// member's press syncs the simulator's list and is audited, six presses an hour, the seventh
// refused with the literal message and neither synced nor audited.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, roleCan } from '@talih/contracts/backoffice/permissions.ts';
import { syncHub88Games } from '@talih/contracts/backoffice/content.ts';
import { backends } from '../../../testing/backends.ts';
import { hub88SimulatorEnv } from '../../../testing/hub88.ts';
import { openBackofficeTest, staffClient, type BackofficeTest } from '../../../testing/staff.ts';

for (const backend of backends()) {
  describe(`the Hub88 sync button on ${backend.name}`, () => {
    let t: BackofficeTest;
    beforeAll(async () => {
      t = await openBackofficeTest(backend, hub88SimulatorEnv());
      // The Hub88 client reaches the simulator at the app's own address.
      await t.app.listen({ port: 0, host: '127.0.0.1' });
    });
    afterAll(() => t?.dispose());

    const synced = async () =>
      Number(
        (
          await t.database.db
            .selectFrom('games')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('studio_code', '=', 'hub88')
            .executeTakeFirstOrThrow()
        ).n,
      );
    const audits = () =>
      t.database.db
        .selectFrom('staff_audit')
        .select(['staff_name', 'after_json'])
        .where('action', '=', 'content.games.hub88Sync')
        .orderBy('seq')
        .execute();

    it('refuses every role without content.write: 403, no audit row, nothing synced', async () => {
      const refusedRoles = ROLES.filter((r) => !roleCan(r, 'content.write'));
      expect(refusedRoles).toEqual(['finance', 'risk', 'support', 'trader']);
      for (const role of refusedRoles) {
        const staff = await staffClient(t, role);
        const res = await staff.call(syncHub88Games.path, {});
        expect({ role, state: res.state, msg: res.msg }).toEqual({
          role,
          state: '403',
          msg: 'Bu işlem için yetkiniz yok.',
        });
      }
      expect(await audits()).toEqual([]);
      expect(await synced()).toBe(0);
    });

    it('syncs six presses an hour for a content member; the seventh is refused, unsynced and unaudited', async () => {
      const editor = await staffClient(t, 'content');
      const first = await editor.call(syncHub88Games.path, {});
      expect(first.state, first.msg).toBe('200');
      expect(first.resultData).toEqual({ listed: 300, added: 300, updated: 0, hidden: 0 });
      expect(await synced()).toBe(300);
      for (let press = 2; press <= 6; press++) {
        const again = await editor.call(syncHub88Games.path, {});
        expect(again.resultData).toEqual({ listed: 300, added: 0, updated: 0, hidden: 0 });
      }
      // A game hidden by hand would come back with a sync: the refused press must not sync.
      await t.database.db
        .updateTable('games')
        .set({ status: 'hidden' })
        .where('studio_code', '=', 'hub88')
        .where('studio_game', 'like', 'pp_%')
        .execute();
      const seventh = await editor.call(syncHub88Games.path, {});
      expect({ state: seventh.state, msg: seventh.msg }).toEqual({
        state: '500',
        msg: 'Çok fazla deneme yapıldı. Biraz bekleyip yeniden deneyin.',
      });
      const hidden = await t.database.db
        .selectFrom('games')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('studio_code', '=', 'hub88')
        .where('status', '=', 'hidden')
        .executeTakeFirstOrThrow();
      expect(Number(hidden.n)).toBe(60);
      const rows = await audits();
      expect(rows.map((r) => r.staff_name)).toEqual(Array(6).fill(editor.name));
      expect(JSON.parse(rows[0]!.after_json!)).toEqual({
        listed: 300,
        added: 300,
        updated: 0,
        hidden: 0,
      });
    });
  });
}
