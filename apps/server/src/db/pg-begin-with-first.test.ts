// A transaction's BEGIN goes out with its first statement on PostgreSQL (./pg-begin-with-first.ts):
// counted at pg's client (each call there is a round trip), and the transaction still is one:
// what it wrote goes with a rollback, a failed first statement leaves nothing open, and a
// statement first parsed beside a BEGIN and then failing still runs after.
import pg from 'pg';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, type TestEnv } from '../testing/backends.ts';
import { recordSentTexts, type SentTexts } from '../testing/pg-sent.ts';
import type { Database } from './database.ts';

const postgres = backends().find((b) => b.databaseUrl);

describe.runIf(postgres)('BEGIN with the first statement on PostgreSQL', () => {
  let sent: SentTexts;
  let database: Database;
  let env: TestEnv;
  const counted = (work: () => Promise<unknown>) => sent.counted(work);

  beforeAll(async () => {
    sent = await recordSentTexts(postgres!);
    ({ database, env } = sent);
    await sql`create table begin_probe (n int primary key)`.execute(database.db);
  });
  afterAll(async () => {
    await sent?.dispose();
  });

  const insert = (n: number) => (db: typeof database.db) =>
    db
      .insertInto('begin_probe' as never)
      .values({ n } as never)
      .execute();
  const probe = async () =>
    (await sql<{ n: number }>`select n from begin_probe order by n`.execute(database.db)).rows.map(
      (r) => r.n,
    );

  it("sends the connection's first BEGIN alone, and every later one with the first statement", async () => {
    const twoInserts = (a: number, b: number) =>
      database.db.transaction().execute(async (trx) => {
        await insert(a)(trx);
        await insert(b)(trx);
      });
    const first = await counted(() => twoInserts(1, 2));
    const second = await counted(() => twoInserts(3, 4));
    expect(first).toEqual([
      'begin',
      'insert into "begin_probe" ("n") values ($1)',
      'insert into "begin_probe" ("n") values ($1)',
      'commit',
    ]);
    expect(second).toEqual([
      'insert into "begin_probe" ("n") values ($1)',
      'insert into "begin_probe" ("n") values ($1)',
      'commit',
    ]);
    expect(await probe()).toEqual([1, 2, 3, 4]);
  });

  it('rolls back the statement that carried the BEGIN with the rest', async () => {
    await sql`delete from begin_probe`.execute(database.db);
    const failed = database.db.transaction().execute(async (trx) => {
      await insert(10)(trx);
      await insert(10)(trx); // the primary key refuses it: the whole transaction goes
    });
    await expect(failed).rejects.toMatchObject({ code: '23505' });
    expect(await probe()).toEqual([]);
  });

  it('leaves no transaction open when the first statement fails, and sends it on after', async () => {
    await sql`delete from begin_probe`.execute(database.db);
    const broken = database.db.transaction().execute(async (trx) => {
      await sql`select n from no_such_table`.execute(trx);
    });
    await expect(broken).rejects.toMatchObject({ code: '42P01' });
    // The one connection is in no transaction, aborted or open: the next one runs and commits,
    // and another session sees what it wrote.
    await database.db.transaction().execute(insert(20));
    const other = new pg.Client({ connectionString: postgres!.databaseUrl });
    await other.connect();
    try {
      const { rows } = await other.query(`select n from "${env.database.pgSchema}".begin_probe`);
      expect(rows).toEqual([{ n: 20 }]);
    } finally {
      await other.end();
    }
  });

  it('sends nothing for a transaction that ran no statement', async () => {
    expect(await counted(() => database.db.transaction().execute(async () => 'nothing'))).toEqual(
      [],
    );
    const thrown = () =>
      database.db.transaction().execute(async () => {
        throw new Error('refused before any statement');
      });
    expect(await counted(thrown)).toEqual([]);
  });

  it('runs a named statement again after its first run, beside a BEGIN, failed', async () => {
    const divide = (by: number) =>
      database.db
        .transaction()
        .execute(
          async (trx) =>
            (await sql<{ q: number }>`select 10 / ${by}::int as q`.execute(trx)).rows[0]!.q,
        );
    // Named from its third use (./pg-named-statements.ts): that run parses it beside the BEGIN
    // and fails at execution; pg must not take it for parsed or unparsed wrongly after.
    expect(await divide(1)).toBe(10);
    expect(await divide(2)).toBe(5);
    await expect(divide(0)).rejects.toMatchObject({ code: '22012' });
    expect(await divide(5)).toBe(2);
    expect(await divide(10)).toBe(1);
  });
});
