// The demo players are registered players: the back-office's "new players" figure and the
// registration-date segments count both (one of them had no registration date before).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, openTestApp, type TestApp } from '../testing/backends.ts';
import { seedDemoData } from './demo.ts';

for (const backend of backends()) {
  describe(`demo players on ${backend.name}`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await openTestApp(backend);
      await seedDemoData(t.app.talih.services);
    });
    afterAll(() => t.dispose());

    it('seeds both demo players with a registration date', async () => {
      const rows = await t.database.db
        .selectFrom('users')
        .select(['mobile', 'nickname', 'registered_at', 'created_at'])
        .where('mobile', 'in', ['905550000001', '905550000002'])
        .orderBy('mobile')
        .execute();
      expect(rows.map((r) => [r.mobile, r.nickname])).toEqual([
        ['905550000001', 'Demo Oyuncu'],
        ['905550000002', 'Ayşe Yılmaz'],
      ]);
      for (const r of rows) expect(r.registered_at).toBe(r.created_at);
    });
  });
}
