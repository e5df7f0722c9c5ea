// "Playing now" reads indexes, not history (docs/performance.md "How cost grows"): on SQLite, which
// plans without table statistics, each half of its union searches its own index of game_rounds, so
// its cost follows the open rounds and the window, never every round ever played.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/database.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { sqlitePlan } from '../../testing/sqlite-plan.ts';
import { playingNowQuery } from './playing-now.ts';

describe('playing now on SQLite', () => {
  let database: Database;
  beforeAll(async () => {
    database = openDatabase({ url: '', sqlitePath: ':memory:' });
    await migrateToLatest(database);
  });
  afterAll(() => database.close());

  it('reads the open rounds and the recent window through their indexes', async () => {
    const query = playingNowQuery(database.db, 1_000_000).compile();
    const reads = (await sqlitePlan(database, query)).filter((d) => d.includes('game_rounds'));
    expect(reads).toEqual([
      'SCAN game_rounds USING COVERING INDEX game_rounds_open',
      'SEARCH game_rounds USING INDEX game_rounds_recent_wins (updated_at>?)',
    ]);
  });
});
