// The database layer on both engines: migrations, transactions that serialise correctly under
// concurrency, rollback, foreign keys, and exact integers.
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, openTestEnv, type TestEnv } from '../testing/backends.ts';
import { openDatabase } from './database.ts';
import { migrateToLatest, pendingMigrations } from './migrate.ts';

for (const backend of backends()) {
  describe(`database on ${backend.name}`, () => {
    let env: TestEnv;
    beforeAll(async () => {
      env = await openTestEnv(backend);
      await migrateToLatest(env.database);
    });
    afterAll(async () => {
      await env?.dispose();
    });

    it('applies every migration once', async () => {
      expect(await pendingMigrations(env.database)).toEqual([]);
      expect(await migrateToLatest(env.database)).toEqual([]);
    });

    it('uses WAL and enforces foreign keys on SQLite', async () => {
      if (env.database.kind !== 'sqlite') return;
      const mode = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(
        env.database.db,
      );
      expect(mode.rows[0]?.journal_mode).toBe('wal');
      const fk = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(env.database.db);
      expect(fk.rows[0]?.foreign_keys).toBe(1);
    });

    it('syncs every commit to disk on SQLite (synchronous=FULL), NORMAL only when configured', async () => {
      if (env.database.kind !== 'sqlite') return;
      const sync = await sql<{ synchronous: number }>`pragma synchronous`.execute(env.database.db);
      // 2 = FULL, 1 = NORMAL (SQLite's numbering).
      expect(sync.rows[0]?.synchronous).toBe(2);
      const normal = openDatabase({
        url: '',
        sqlitePath: path.join(env.config.DATA_DIR, 'normal.db'),
        sqliteSynchronous: 'NORMAL',
      });
      try {
        const n = await sql<{ synchronous: number }>`pragma synchronous`.execute(normal.db);
        expect(n.rows[0]?.synchronous).toBe(1);
      } finally {
        await normal.close();
      }
    });

    it('gives both SQLite connections the configured page cache and memory map', async () => {
      if (env.database.kind !== 'sqlite') return;
      // The writer answers a PRAGMA; a SELECT outside a transaction runs on the reader.
      const onWriter = async (db: typeof env.database.db) => [
        (await sql<{ cache_size: number }>`pragma cache_size`.execute(db)).rows[0]?.cache_size,
        (await sql<{ mmap_size: number }>`pragma mmap_size`.execute(db)).rows[0]?.mmap_size,
      ];
      // (mmap_size has no table-valued form to read it with a SELECT.)
      const onReader = async (db: typeof env.database.db) =>
        (
          await db
            .selectFrom(sql`pragma_cache_size()`.as('c'))
            .select(sql<number>`c.cache_size`.as('cache'))
            .executeTakeFirstOrThrow()
        ).cache;
      // The defaults: 64 MiB of cache (negative: KiB), no map.
      expect(await onWriter(env.database.db)).toEqual([-65536, 0]);
      expect(await onReader(env.database.db)).toBe(-65536);
      const tuned = openDatabase({
        url: '',
        sqlitePath: path.join(env.config.DATA_DIR, 'tuned.db'),
        sqliteMemory: { cacheMib: 8, mmapMib: 16 },
      });
      try {
        await sql`create table t (x integer)`.execute(tuned.db);
        expect(await onWriter(tuned.db)).toEqual([-8192, 16 * 1024 * 1024]);
        expect(await onReader(tuned.db)).toBe(-8192);
      } finally {
        await tuned.close();
      }
    });

    it('refuses a row that points at a missing parent', async () => {
      await expect(
        env.database.db
          .insertInto('sessions')
          .values({
            user_id: 987_654,
            token_hash: 'f'.repeat(64),
            created_at: 1,
            expires_at: 2,
            revoked_at: null,
            ip: null,
            user_agent: null,
          })
          .execute(),
      ).rejects.toThrow();
    });

    it('keeps 50 concurrent read-modify-write transactions consistent', async () => {
      const { db } = env.database;
      await db
        .insertInto('app_meta')
        .values({ key: 'counter', value: '0', updated_at: 0 })
        .execute();
      await Promise.all(
        Array.from({ length: 50 }, () =>
          db.transaction().execute(async (trx) => {
            // Lock the row on PostgreSQL; SQLite's BEGIN IMMEDIATE already holds the write lock.
            let q = trx.selectFrom('app_meta').select('value').where('key', '=', 'counter');
            if (env.database.kind === 'postgres') q = q.forUpdate();
            const row = await q.executeTakeFirstOrThrow();
            await trx
              .updateTable('app_meta')
              .set({ value: String(Number(row.value) + 1), updated_at: Date.now() })
              .where('key', '=', 'counter')
              .execute();
          }),
        ),
      );
      const final = await db
        .selectFrom('app_meta')
        .select('value')
        .where('key', '=', 'counter')
        .executeTakeFirstOrThrow();
      expect(final.value).toBe('50');
    });

    it('rolls back every write of a failed transaction', async () => {
      const { db } = env.database;
      await expect(
        db.transaction().execute(async (trx) => {
          await trx
            .insertInto('app_meta')
            .values({ key: 'rolled', value: 'x', updated_at: 0 })
            .execute();
          throw new Error('boom');
        }),
      ).rejects.toThrow('boom');
      const row = await db
        .selectFrom('app_meta')
        .selectAll()
        .where('key', '=', 'rolled')
        .executeTakeFirst();
      expect(row).toBeUndefined();
    });

    it('reads bigint columns back as exact safe integers', async () => {
      const { db } = env.database;
      const big = 2 ** 53 - 1;
      await db.insertInto('app_meta').values({ key: 'big', value: 'v', updated_at: big }).execute();
      const row = await db
        .selectFrom('app_meta')
        .select('updated_at')
        .where('key', '=', 'big')
        .executeTakeFirstOrThrow();
      expect(row.updated_at).toBe(big);
      expect(typeof row.updated_at).toBe('number');
    });
  });
}
