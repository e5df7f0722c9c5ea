// The operator CLI against a real database: migrate, seed (idempotent) and reconcile, which
// must fail loudly when an invariant is broken.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.ts';
import { runCli } from './talih.ts';

describe('talih CLI', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'talih-cli-'));
  const env = { DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  const run = async (...argv: string[]) => {
    const lines: string[] = [];
    const code = await runCli(
      argv,
      (l) => lines.push(l),
      (l) => lines.push(l),
      env,
    );
    return { code, text: lines.join('\n') };
  };

  it('prints help and refuses unknown commands', async () => {
    expect((await run('help')).text).toContain('reconcile');
    const bad = await run('frobnicate');
    expect(bad.code).toBe(2);
    expect(bad.text).toContain('Unknown command: frobnicate');
  });

  it('migrates, then reports it is up to date', async () => {
    const first = await run('migrate');
    expect(first.code).toBe(0);
    expect(first.text).toMatch(/foundation Success/);
    expect(fs.existsSync(path.join(dataDir, 'talih.db'))).toBe(true);
    expect((await run('migrate')).text).toBe('migrate: already up to date');
  });

  it('loads demo data once', async () => {
    expect((await run('seed')).text).toMatch(/loaded \(players: 2\)/);
    expect((await run('seed')).text).toMatch(/already loaded; nothing changed/);
    const database = openDatabase({ url: '', sqlitePath: path.join(dataDir, 'talih.db') });
    const count = await database.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    await database.close();
    expect(Number(count.n)).toBe(2);
  });

  it('reconciles a healthy database with exit code 0', async () => {
    const res = await run('reconcile');
    expect(res.code).toBe(0);
    expect(res.text).toMatch(/3 checks, no violations/);
  });

  it('exits 1 and names the violation when an invariant is broken', async () => {
    const database = openDatabase({ url: '', sqlitePath: path.join(dataDir, 'talih.db') });
    await sql`pragma foreign_keys = off`.execute(database.db);
    await database.db
      .insertInto('sessions')
      .values({
        user_id: 424_242,
        token_hash: 'a'.repeat(64),
        created_at: 1,
        expires_at: 2,
        revoked_at: null,
        ip: null,
        user_agent: null,
      })
      .execute();
    await database.close();
    const res = await run('reconcile');
    expect(res.code).toBe(1);
    expect(res.text).toMatch(/FAIL no live session belongs to a missing user/);
    expect(res.text).toMatch(/session \d+ has no user/);
  });
});
