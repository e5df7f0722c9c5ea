// A transaction's last statement carries its COMMIT on PostgreSQL (./commits-with-it.ts,
// ./pg-begin-with-first.ts): counted at pg's client (each call there is a round trip), the
// transaction is committed once the statement answers, a statement that fails commits nothing
// and leaves the connection ready for the next transaction, and nothing runs after it.
import { CompiledQuery, sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anotherPool, backends } from '../testing/backends.ts';
import { recordSentTexts, type SentTexts } from '../testing/pg-sent.ts';
import { answerUnreadSql } from './answer-unread.ts';
import { commitsWithItSql } from './commits-with-it.ts';
import { migrateToLatest } from './migrate.ts';
import type { Database } from './database.ts';
import type { DB } from './schema.ts';

describe('a statement marked as its transaction last', () => {
  it('ends with the mark', () => {
    expect(commitsWithItSql('insert into t (n) values ($1) returning n')).toBe(
      'insert into t (n) values ($1) returning n\n-- talih: commits its transaction',
    );
  });
});

const postgres = backends().find((b) => b.databaseUrl);

describe.runIf(postgres)('a statement that carries its COMMIT, on PostgreSQL', () => {
  let sent: SentTexts;
  let database: Database;
  /** Another pool: sees only what was committed. */
  let outside: Database;
  const counted = (work: () => Promise<unknown>) => sent.counted(work);
  const INSERT = 'insert into last_probe (n) values ($1)';
  const LAST = `${INSERT} returning n * 10 as tenfold`;
  const MARKED = `${LAST}\n-- talih: commits its transaction`;

  beforeAll(async () => {
    sent = await recordSentTexts(postgres!);
    database = sent.database;
    await migrateToLatest(sent.env.database); // talih_movement_made
    await sql`create table last_probe (n int primary key)`.execute(database.db);
    outside = anotherPool(postgres!.databaseUrl, sent.env.database, { pgPoolSize: 1 });
  });
  afterAll(async () => {
    await outside?.close();
    await sent?.dispose();
  });

  const insert = (db: Kysely<DB>, n: number) => db.executeQuery(CompiledQuery.raw(INSERT, [n]));
  const last = (db: Kysely<DB>, n: number) =>
    db.executeQuery<{ tenfold: number }>(CompiledQuery.raw(commitsWithItSql(LAST), [n]));
  const OUTSIDE_READ = 'select n from last_probe order by n';
  const committed = async () =>
    (await sql<{ n: number }>`select n from last_probe order by n`.execute(outside.db)).rows.map(
      (r) => r.n,
    );

  it('is answered with its rows, the transaction committed before its COMMIT call', async () => {
    // The connection's first transaction sends its BEGIN alone (./pg-begin-with-first.ts).
    await database.db.transaction().execute((trx) => insert(trx, 0));
    let seenBeforeCommitCall: number[] = [];
    const texts = await counted(() =>
      database.db.transaction().execute(async (trx) => {
        await insert(trx, 1);
        const answer = await last(trx, 2);
        expect(answer.rows).toEqual([{ tenfold: 20 }]);
        seenBeforeCommitCall = await committed();
      }),
    );
    const ownTexts = texts.filter((t) => !t.startsWith(OUTSIDE_READ));
    expect(ownTexts).toEqual([INSERT, MARKED]);
    expect(seenBeforeCommitCall).toEqual([0, 1, 2]);
  });

  it('carries the BEGIN and the writes held before it, in one round trip', async () => {
    const unread = answerUnreadSql(INSERT);
    // Named from its third run and then held (./answer-unread.ts).
    for (const n of [10, 11, 12]) {
      await database.db
        .transaction()
        .execute((trx) => trx.executeQuery(CompiledQuery.raw(unread, [n])));
    }
    const texts = await counted(() =>
      database.db.transaction().execute(async (trx) => {
        await trx.executeQuery(CompiledQuery.raw(unread, [13]));
        await last(trx, 14);
      }),
    );
    expect(texts).toEqual([MARKED]);
    expect(await committed()).toEqual([0, 1, 2, 10, 11, 12, 13, 14]);
  });

  it('commits nothing when it fails, and the connection goes on', async () => {
    const failed = database.db.transaction().execute(async (trx) => {
      await insert(trx, 20);
      await last(trx, 2); // the primary key refuses it
    });
    await expect(failed).rejects.toMatchObject({ code: '23505' });
    expect(await committed()).toEqual([0, 1, 2, 10, 11, 12, 13, 14]);
    // The pool's one connection was rolled back: the next transaction commits as usual.
    const texts = await counted(() =>
      database.db.transaction().execute(async (trx) => {
        await insert(trx, 21);
        await last(trx, 22);
      }),
    );
    expect(texts).toEqual([INSERT, MARKED]);
    expect(await committed()).toEqual([0, 1, 2, 10, 11, 12, 13, 14, 21, 22]);
  });

  it('refuses any statement after it in its transaction, and what it committed stays', async () => {
    const after = database.db.transaction().execute(async (trx) => {
      await last(trx, 30);
      await insert(trx, 31);
    });
    await expect(after).rejects.toThrow('a statement after its transaction committed');
    expect(await committed()).toEqual([0, 1, 2, 10, 11, 12, 13, 14, 21, 22, 30]);
    // Nothing was left open either: the next transaction is a transaction of its own.
    await database.db.transaction().execute((trx) => insert(trx, 32));
    expect(await committed()).toEqual([0, 1, 2, 10, 11, 12, 13, 14, 21, 22, 30, 32]);
  });

  it('runs as any statement outside a transaction', async () => {
    const texts = await counted(() => last(database.db, 40));
    expect(texts).toEqual([MARKED]);
    expect((await committed()).at(-1)).toBe(40);
  });

  it('has the function that fails a refused movement with TL001', async () => {
    const made = async (value: boolean) =>
      (
        await sql<{ made: boolean }>`select talih_movement_made(${value}) as made`.execute(
          database.db,
        )
      ).rows[0]!.made;
    expect(await made(true)).toBe(true);
    await expect(made(false)).rejects.toMatchObject({
      code: 'TL001',
      message: 'the movement was refused: its transaction does not commit',
    });
  });
});
