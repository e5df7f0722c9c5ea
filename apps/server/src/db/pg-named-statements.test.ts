// Which statements run named on PostgreSQL (./pg-named-statements.ts): a repeated query from its
// third use, never one whose columns come from `*`, never BEGIN or COMMIT, and no more texts
// than the limit. On a live PostgreSQL, a named statement answers as the unnamed one does.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { anotherPool, backends, openTestEnv, type TestEnv } from '../testing/backends.ts';
import type { Database } from './database.ts';
import { StatementNames } from './pg-named-statements.ts';

describe('statement names', () => {
  const update = 'update "ledger_accounts" set "updated_at" = $1 where "id" = $2';

  it('names a query from its third use, under one name after', () => {
    const names = new StatementNames(10);
    expect([1, 2, 3, 4].map(() => names.nameOf(update))).toEqual([
      undefined,
      undefined,
      'talih_1',
      'talih_1',
    ]);
  });

  it('never names a text whose columns come from *, nor what is not a query', () => {
    const names = new StatementNames(10);
    for (const text of [
      'select * from "journal_entries" where "idempotency_key" = $1',
      'update "game_rounds" set "updated_at" = "updated_at" where "id" = $1 returning *',
      'begin',
      'commit',
      'select "c"."relname" from "pg_catalog"."pg_class" as "c" where "c"."relkind" = $1',
    ]) {
      expect([1, 2, 3, 4].map(() => names.nameOf(text))).toEqual([
        undefined,
        undefined,
        undefined,
        undefined,
      ]);
    }
    const counting = 'select count(*) as n from "held" where "id" = $1';
    expect([1, 2, 3].map(() => names.nameOf(counting))).toEqual([undefined, undefined, 'talih_1']);
  });

  it('names at most the limit of texts', () => {
    const names = new StatementNames(2);
    const texts = ['select 1 as a', 'select 2 as b', 'select 3 as c'];
    for (const text of texts) for (let i = 0; i < 3; i++) names.nameOf(text);
    expect(texts.map((text) => names.nameOf(text))).toEqual(['talih_1', 'talih_2', undefined]);
  });
});

const postgres = backends().find((b) => b.databaseUrl);

describe.runIf(postgres)('named statements on PostgreSQL', () => {
  let env: TestEnv;
  let database: Database;
  beforeAll(async () => {
    env = await openTestEnv(postgres!);
    // A pool of its own naming at most 10 texts (the default is 200).
    database = anotherPool(postgres!.databaseUrl, env.database, { pgNamedStatementsMax: 10 });
  });
  afterAll(async () => {
    await database?.close();
    await env?.dispose();
  });

  it('answers each call with its own values once the statement is named', async () => {
    // One connection throughout: prepared statements belong to the connection that made them.
    await database.db.connection().execute(async (db) => {
      const answers = [];
      for (let i = 1; i <= 6; i++) {
        const { rows } = await sql<{ n: number }>`select ${i}::int + 100 as n`.execute(db);
        answers.push(rows[0]!.n);
      }
      expect(answers).toEqual([101, 102, 103, 104, 105, 106]);
      const prepared = await sql<{ n: number }>`select count(*)::int as n
        from pg_prepared_statements where statement = 'select $1::int + 100 as n'`.execute(db);
      expect(prepared.rows[0]!.n).toBe(1);
    });
  });
});
