// The ledger-scale generator (./ledger-generate.ts) writes what the wallet would: on a migrated,
// demo-seeded file, a small ledger that `talih reconcile` passes with nothing to report, with
// every index it dropped for speed built again. A schema change the generator does not follow
// fails here, not in a ten-minute bench run.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { reconcile } from '../../apps/server/src/testing/reconcile.ts';
import { openDatabase } from '../../apps/server/src/db/database.ts';
import { migrateToLatest } from '../../apps/server/src/db/migrate.ts';
import { seedDemoData } from '../../apps/server/src/seed/demo.ts';
import { generateLedger } from './ledger-generate.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'talih-ledger-generate-'));
const file = path.join(dir, 'talih.db');

async function withDatabase<T>(work: (database: ReturnType<typeof openDatabase>) => Promise<T>) {
  const database = openDatabase({ url: '', sqlitePath: file });
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}

const linesIn = (database: ReturnType<typeof openDatabase>) =>
  database.db
    .selectFrom('journal_lines')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
    .then((r) => Number(r.n));

const indexesOf = (database: ReturnType<typeof openDatabase>) =>
  database.db
    .selectFrom('sqlite_master' as never)
    .select(['name' as never])
    .where('type' as never, '=', 'index' as never)
    .orderBy('name' as never)
    .execute()
    .then((rows) => rows.map((r) => (r as { name: string }).name));

describe('the ledger-scale generator', () => {
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('adds 1,000 journal lines that reconcile passes, and builds its indexes again', async () => {
    const before = await withDatabase(async (database) => {
      await migrateToLatest(database);
      await seedDemoData({ db: database.db });
      return { lines: await linesIn(database), indexes: await indexesOf(database) };
    });

    // 16 players funded (2 lines each), then (1,000 - 32) / 4 = 242 rounds of 4 lines.
    expect(generateLedger(file, 1_000, 16)).toMatchObject({
      players: 16,
      rounds: 242,
      lines: 1_000,
    });

    await withDatabase(async (database) => {
      expect((await linesIn(database)) - before.lines).toBe(1_000);
      expect(await indexesOf(database)).toEqual(before.indexes);
      const report: string[] = [];
      const { violations } = await reconcile(database, (line) => report.push(line));
      expect(violations, report.join('\n')).toBe(0);
    });
  });
});
