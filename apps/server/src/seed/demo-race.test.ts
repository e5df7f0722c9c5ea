// Two sandbox instances started together on a fresh database both run the demo seed: every
// part is loaded exactly once and neither instance dies (before, both read "no marker", both
// ran the part, and the second died on app_meta's primary key or a demo row's unique key).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/database.ts';
import { backends, openTestApp, type TestApp } from '../testing/backends.ts';
import { seedDemoData } from './demo.ts';

// PostgreSQL only: several instances share one database there; the SQLite file belongs to one
// server process.
const sharedDatabases = backends().filter((b) => b.databaseUrl);
// Without PostgreSQL (a newcomer's `npm test`) the file still holds a suite, marked skipped.
describe.skipIf(sharedDatabases.length > 0)('demo seed started by two instances at once', () => {
  it.skip('needs PostgreSQL (TEST_DATABASE_URL)', () => {});
});
for (const backend of sharedDatabases) {
  describe(`demo seed started by two instances at once on ${backend.name}`, () => {
    let t: TestApp;
    let second: Database;
    beforeAll(async () => {
      t = await openTestApp(backend);
      const first = t.database;
      // The second instance: its own connections to the same database.
      second = openDatabase({
        url: backend.databaseUrl,
        sqlitePath: '',
        pgSchema: first.kind === 'postgres' ? first.pgSchema : '',
      });
    });
    afterAll(async () => {
      await second.close();
      await t.dispose();
    });

    it('loads every part once, and both instances start', async () => {
      const [a, b] = await Promise.all([
        seedDemoData({ db: t.database.db }),
        seedDemoData({ db: second.db }),
      ]);
      const loaded = [...a.parts, ...b.parts];
      expect(new Set(loaded).size).toBe(loaded.length);
      const players = await t.database.db
        .selectFrom('users')
        .select('mobile')
        .where('mobile', 'in', ['905550000001', '905550000002'])
        .execute();
      expect(players.length).toBe(2);
      const markers = await t.database.db
        .selectFrom('app_meta')
        .select('key')
        .where('key', '=', 'demo_seed_version')
        .execute();
      expect(markers.length).toBe(1);
      // A third start later loads nothing.
      expect((await seedDemoData({ db: second.db })).loaded).toBe(false);
    });
  });
}
