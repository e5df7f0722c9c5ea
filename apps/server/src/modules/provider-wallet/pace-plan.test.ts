// The pace rule's read (a pack's minimum time between a player's rounds of a game) costs the
// same whatever the player's history: on SQLite, which plans without table statistics, it
// searches the player's rounds through game_rounds_user in id order and sorts nothing, so it
// stops at their newest round of the game instead of sorting every round they ever played.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/database.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { sqlitePlan } from '../../testing/sqlite-plan.ts';
import { previousRoundQuery } from './service.ts';

describe('the pace rule read on SQLite', () => {
  let database: Database;
  beforeAll(async () => {
    database = openDatabase({ url: '', sqlitePath: ':memory:' });
    await migrateToLatest(database);
  });
  afterAll(() => database.close());

  it("walks the player's rounds newest first through game_rounds_user, with no sort", async () => {
    const query = previousRoundQuery(database.db, 7, 3).compile();
    expect(await sqlitePlan(database, query)).toEqual([
      'SEARCH game_rounds USING INDEX game_rounds_user (user_id=?)',
    ]);
  });
});
