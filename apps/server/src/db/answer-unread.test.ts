// A write whose answer is not read (./answer-unread.ts) goes out on PostgreSQL with the
// transaction's next statement or its COMMIT (./pg-begin-with-first.ts): counted at pg's client
// (each call there is a round trip), and the transaction is still one: the statement after it
// sees it, a failure of it fails the transaction and leaves nothing open, a rollback drops it.
import { CompiledQuery, sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../testing/backends.ts';
import { recordSentTexts, type SentTexts } from '../testing/pg-sent.ts';
import { answerUnreadSql } from './answer-unread.ts';
import { BeginWithFirst } from './pg-begin-with-first.ts';
import type { Database } from './database.ts';
import type { DB } from './schema.ts';

describe('a write marked as not answered', () => {
  it('is only an insert, update or delete that returns no rows', () => {
    expect(answerUnreadSql('update t set n = $1 where id = $2')).toBe(
      'update t set n = $1 where id = $2\n-- talih: answer unread',
    );
    expect(() => answerUnreadSql('insert into t (n) values ($1) returning id')).toThrow(
      /returns no rows/,
    );
    expect(() => answerUnreadSql('select n from t')).toThrow(/returns no rows/);
  });

  it('is held only while a transaction is open: not after a BEGIN that failed', async () => {
    const sent: unknown[] = [];
    let refuse = true;
    const send = (...args: unknown[]) => {
      sent.push(args[0]);
      return refuse ? Promise.reject(new Error('connection lost')) : Promise.resolve({});
    };
    const tx = new BeginWithFirst(send, () => true);
    await expect(tx.begin()).rejects.toThrow('connection lost');
    expect(tx.hold('talih_9', 'update t set n = 1', [1])).toBe(false);
    refuse = false;
    await tx.begin();
    expect(tx.hold('talih_9', 'update t set n = 1', [1])).toBe(true);
    tx.ended();
    expect(tx.hold('talih_9', 'update t set n = 1', [1])).toBe(false);
  });
});

const postgres = backends().find((b) => b.databaseUrl);

describe.runIf(postgres)('a write not answered, on PostgreSQL', () => {
  let sent: SentTexts;
  let database: Database;
  const counted = (work: () => Promise<unknown>) => sent.counted(work);
  const INSERT = 'insert into unread_probe (n) values ($1)';

  beforeAll(async () => {
    sent = await recordSentTexts(postgres!);
    database = sent.database;
    await sql`create table unread_probe (n int primary key)`.execute(database.db);
  });
  afterAll(async () => {
    await sent?.dispose();
  });

  const unread = (db: Kysely<DB>, n: number) =>
    db.executeQuery(CompiledQuery.raw(answerUnreadSql(INSERT), [n]));
  const countOf = async (db: Kysely<DB>, n: number) =>
    (
      await sql<{ c: number }>`select count(*)::int as c from unread_probe where n = ${n}`.execute(
        db,
      )
    ).rows[0]!.c;
  const probe = async () =>
    (await sql<{ n: number }>`select n from unread_probe order by n`.execute(database.db)).rows.map(
      (r) => r.n,
    );
  const COUNT = 'select count(*)::int as c from unread_probe where n = $1';

  it('is sent as it comes until its text is prepared on the connection', async () => {
    // Named from its third run (./pg-named-statements.ts), prepared by that run; the
    // connection's first BEGIN goes alone (./pg-begin-with-first.ts).
    const runs: string[][] = [];
    for (const n of [1, 2, 3]) {
      runs.push(await counted(() => database.db.transaction().execute((trx) => unread(trx, n))));
    }
    const marked = `${INSERT}\n-- talih: answer unread`;
    expect(runs).toEqual([
      ['begin', marked, 'commit'],
      [marked, 'commit'],
      [marked, 'commit'],
    ]);
    expect(await probe()).toEqual([1, 2, 3]);
  });

  it('goes with the next statement, which sees what it wrote', async () => {
    let seen = -1;
    const texts = await counted(() =>
      database.db.transaction().execute(async (trx) => {
        const answer = await unread(trx, 10);
        // No rows and no count: the caller said it reads neither.
        expect(answer).toEqual({ rows: [], numAffectedRows: undefined });
        seen = await countOf(trx, 10);
      }),
    );
    expect(texts).toEqual([COUNT, 'commit']);
    expect(seen).toBe(1);
    expect(await probe()).toEqual([1, 2, 3, 10]);
  });

  it('goes with the COMMIT when it is the last write', async () => {
    const texts = await counted(() =>
      database.db.transaction().execute(async (trx) => {
        await countOf(trx, 11);
        await unread(trx, 11);
        await unread(trx, 12);
      }),
    );
    expect(texts).toEqual([COUNT, 'commit']);
    expect(await probe()).toEqual([1, 2, 3, 10, 11, 12]);
  });

  it('fails the COMMIT it went with, and nothing of the transaction stays', async () => {
    const failed = database.db.transaction().execute(async (trx) => {
      await sql`insert into unread_probe (n) values (20)`.execute(trx);
      await unread(trx, 11); // the primary key refuses it
    });
    await expect(failed).rejects.toMatchObject({ code: '23505' });
    expect(await probe()).toEqual([1, 2, 3, 10, 11, 12]);
    // The one connection is in no transaction, aborted or open: the next one commits.
    await database.db.transaction().execute((trx) => unread(trx, 21));
    expect(await probe()).toEqual([1, 2, 3, 10, 11, 12, 21]);
  });

  it('fails the statement it went with, which never runs', async () => {
    let reached = false;
    const failed = database.db.transaction().execute(async (trx) => {
      await unread(trx, 30);
      await unread(trx, 10); // the primary key refuses it
      await sql`insert into unread_probe (n) values (31)`.execute(trx);
      reached = true;
    });
    await expect(failed).rejects.toMatchObject({ code: '23505' });
    expect(reached).toBe(false);
    expect(await probe()).toEqual([1, 2, 3, 10, 11, 12, 21]);
  });

  it('is dropped by a rollback, and a transaction that sent nothing sends nothing', async () => {
    const nothingSent = await counted(() =>
      database.db.transaction().execute(async (trx) => {
        await unread(trx, 40);
        throw new Error('refused after the write');
      }),
    );
    expect(nothingSent).toEqual([]);
    const afterStatement = await counted(() =>
      database.db.transaction().execute(async (trx) => {
        await countOf(trx, 41);
        await unread(trx, 41);
        throw new Error('refused after the write');
      }),
    );
    expect(afterStatement).toEqual([COUNT, 'rollback']);
    expect(await probe()).toEqual([1, 2, 3, 10, 11, 12, 21]);
  });

  it('is sent at once outside a transaction, and answered', async () => {
    const texts = await counted(() => unread(database.db, 50));
    expect(texts).toEqual([`${INSERT}\n-- talih: answer unread`]);
    expect(await probe()).toEqual([1, 2, 3, 10, 11, 12, 21, 50]);
  });
});
