// SQLite group commit (sqlite-group-commit.ts) on a real database file: transactions that wait
// together share one COMMIT, each in its savepoint; a failing one loses only its own writes;
// nobody is answered before the shared COMMIT; a failed COMMIT fails every member; queries
// outside transactions never see or join a group's work in progress.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import fc from 'fast-check';
import { Kysely, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isRetryable } from '../ledger/ledger.ts';
import { NodeSqliteDialect } from './sqlite-dialect.ts';
import { GroupCommitFailed, type GroupCommitSettings } from './sqlite-group-commit.ts';

interface Tables {
  items: { k: string; v: number };
  parents: { id: number };
  children: { id: number; parent_id: number };
}

let dir: string;
let file: string;
let open: Kysely<Tables>[];

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'talih-group-commit-'));
  file = path.join(dir, 'test.db');
  open = [];
});
afterEach(async () => {
  for (const db of open) await db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A database on the test's file; `groups` collects each shared commit's size. */
async function openGroupCommit(settings: Partial<GroupCommitSettings> = {}) {
  const groups: number[] = [];
  const db = new Kysely<Tables>({
    dialect: new NodeSqliteDialect(file, 'FULL', {
      // Generous, so a busy test machine can't split a group the test builds on purpose.
      txMax: 32,
      waitMsMax: 10_000,
      onCommitted: (members) => groups.push(members),
      ...settings,
    }),
  });
  open.push(db);
  await sql`create table if not exists items (k text primary key, v integer not null)`.execute(db);
  await sql`create table if not exists parents (id integer primary key)`.execute(db);
  await sql`create table if not exists children (id integer primary key,
    parent_id integer not null references parents(id))`.execute(db);
  return { db, groups };
}

/** What another connection (another process, the CLI) sees: committed rows only. */
function committedKeys(): string[] {
  const other = new DatabaseSync(file, { readOnly: true });
  try {
    const rows = other.prepare('select k from items order by k').all() as { k: string }[];
    return rows.map((r) => r.k);
  } finally {
    other.close();
  }
}

const insert = (db: Kysely<Tables>, k: string) =>
  db.insertInto('items').values({ k, v: 1 }).execute();

describe('SQLite group commit', () => {
  it('runs transactions that wait together in one commit; a failing one loses only its writes', async () => {
    const { db, groups } = await openGroupCommit();
    const outcomes = await Promise.allSettled(
      ['a', 'b', 'c', 'd', 'e'].map((k) =>
        db.transaction().execute(async (trx) => {
          await insert(trx, `${k}1`);
          await insert(trx, `${k}2`);
          if (k === 'c') throw new Error('c failed after two writes');
          return k;
        }),
      ),
    );
    expect(outcomes.map((o) => o.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
    ]);
    expect((outcomes[2] as PromiseRejectedResult).reason.message).toBe('c failed after two writes');
    expect(groups).toEqual([5]);
    expect(committedKeys()).toEqual(['a1', 'a2', 'b1', 'b2', 'd1', 'd2', 'e1', 'e2']);
  });

  it('answers nobody, success or failure, before the shared COMMIT is on disk', async () => {
    const { db, groups } = await openGroupCommit();
    const seenAtAnswer: Record<string, string[]> = {};
    await Promise.allSettled(
      ['a', 'b', 'c'].map((k) =>
        db
          .transaction()
          .execute(async (trx) => {
            await insert(trx, k);
            if (k === 'b') throw new Error('b failed');
          })
          .finally(() => (seenAtAnswer[k] = committedKeys())),
      ),
    );
    expect(groups).toEqual([3]);
    // Even the first member, done long before the last began, was answered after the COMMIT.
    expect(seenAtAnswer).toEqual({ a: ['a', 'c'], b: ['a', 'c'], c: ['a', 'c'] });
  });

  it('commits a lone transaction alone', async () => {
    const { db, groups } = await openGroupCommit();
    await db.transaction().execute((trx) => insert(trx, 'x'));
    expect(groups).toEqual([1]);
    expect(committedKeys()).toEqual(['x']);
  });

  it('takes at most txMax transactions in a group', async () => {
    const { db, groups } = await openGroupCommit({ txMax: 3 });
    await Promise.all(
      Array.from({ length: 7 }, (_, i) => db.transaction().execute((trx) => insert(trx, `k${i}`))),
    );
    expect(groups).toEqual([3, 3, 1]);
  });

  it('fails every member when the shared COMMIT fails, keeps none of their writes, and goes on', async () => {
    const { db, groups } = await openGroupCommit();
    const outcomes = await Promise.allSettled([
      db.transaction().execute((trx) => insert(trx, 'before')),
      db.transaction().execute(async (trx) => {
        // A deferred foreign key is checked at COMMIT only: the member's body succeeds, the
        // group's COMMIT then fails on its orphan row.
        await sql`pragma defer_foreign_keys = on`.execute(trx);
        await trx.insertInto('children').values({ id: 1, parent_id: 404 }).execute();
      }),
      db.transaction().execute((trx) => insert(trx, 'after')),
    ]);
    for (const o of outcomes) {
      expect(o.status).toBe('rejected');
      const error = (o as PromiseRejectedResult).reason;
      expect(error).toBeInstanceOf(GroupCommitFailed);
      expect(error.message).toContain('FOREIGN KEY constraint failed');
      // The ledger runs such a movement again, in a new group.
      expect(isRetryable(error)).toBe(true);
    }
    expect(groups).toEqual([]);
    expect(committedKeys()).toEqual([]);
    await db.transaction().execute((trx) => insert(trx, 'retried'));
    expect(groups).toEqual([1]);
    expect(committedKeys()).toEqual(['retried']);
  });

  it('reads outside transactions see committed data only, and never wait for a group', async () => {
    const { db } = await openGroupCommit();
    await insert(db, 'old');
    const seenInside = await db.transaction().execute(async (trx) => {
      await insert(trx, 'new');
      // On `db`, not `trx`: a read outside the transaction, while its group is open.
      const rows = await db.selectFrom('items').select('k').orderBy('k').execute();
      return rows.map((r) => r.k);
    });
    expect(seenInside).toEqual(['old']);
    expect(committedKeys()).toEqual(['new', 'old']);
  });

  it('a write outside transactions waits for the open group and is not undone by a failing member', async () => {
    const { db, groups } = await openGroupCommit();
    let plainWrite: Promise<unknown> | undefined;
    const failing = db.transaction().execute(async (trx) => {
      await insert(trx, 'doomed');
      plainWrite = insert(db, 'plain');
      // Let the plain write try to run while this member holds the connection.
      await new Promise((r) => setTimeout(r, 20));
      throw new Error('member failed');
    });
    await expect(failing).rejects.toThrow('member failed');
    await plainWrite;
    // The group committed its one (failed) member's nothing; the plain write ran after it.
    expect(groups).toEqual([1]);
    expect(committedKeys()).toEqual(['plain']);
  });

  it('keeps savepoints nested inside a member', async () => {
    const { db, groups } = await openGroupCommit();
    const nested = async () => {
      const trx = await db.startTransaction().execute();
      await insert(trx, 'kept');
      const sp = await trx.savepoint('inner').execute();
      await insert(sp, 'undone');
      await sp.rollbackToSavepoint('inner').execute();
      await trx.commit().execute();
    };
    await Promise.all([nested(), db.transaction().execute((trx) => insert(trx, 'other'))]);
    expect(groups).toEqual([2]);
    expect(committedKeys()).toEqual(['kept', 'other']);
  });

  it('waits for another process holding the write lock (the CLI), then commits', async () => {
    const { db } = await openGroupCommit();
    // Another process takes the write lock for 300 ms, as `talih` commands do.
    const cli = spawn(
      process.execPath,
      [
        '-e',
        `const { DatabaseSync } = require('node:sqlite');
         const db = new DatabaseSync(${JSON.stringify(file)});
         db.exec('begin immediate');
         db.exec("insert into items values ('cli', 1)");
         console.log('locked');
         Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 300);
         db.exec('commit');`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    await new Promise((resolve) => cli.stdout.once('data', resolve));
    await Promise.all(
      ['s1', 's2', 's3'].map((k) => db.transaction().execute((trx) => insert(trx, k))),
    );
    await new Promise((resolve) => cli.once('exit', resolve));
    expect(committedKeys()).toEqual(['cli', 's1', 's2', 's3']);
  });

  it('commits exactly the members that succeed, whatever the mix (property)', async () => {
    const { db } = await openGroupCommit({ txMax: 4 });
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ writes: fc.integer({ min: 0, max: 3 }), fails: fc.boolean() }), {
          minLength: 1,
          maxLength: 12,
        }),
        async (members) => {
          run++;
          await db.deleteFrom('items').execute();
          const outcomes = await Promise.allSettled(
            members.map((m, i) =>
              db.transaction().execute(async (trx) => {
                for (let w = 0; w < m.writes; w++) await insert(trx, `r${run}-m${i}-w${w}`);
                if (m.fails) throw new Error(`m${i} failed`);
              }),
            ),
          );
          const expected = members
            .flatMap((m, i) =>
              m.fails ? [] : Array.from({ length: m.writes }, (_, w) => `r${run}-m${i}-w${w}`),
            )
            .sort();
          expect(outcomes.map((o) => o.status)).toEqual(
            members.map((m) => (m.fails ? 'rejected' : 'fulfilled')),
          );
          expect(committedKeys()).toEqual(expected);
        },
      ),
      { numRuns: 40 },
    );
  });
});
