// The operator CLI against a real database: migrate, seed (idempotent) and reconcile, which
// must fail loudly when an invariant is broken.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.ts';
import { raiseAlert } from '../modules/risk/alerts.ts';
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
    expect((await run('seed')).text).toMatch(
      /loaded \(players: 2, studio games: 3, lobby: 6 categories, 13 providers, 6 labels, 3020 stand-in games, banners: 4, payment bank accounts: 4, sportsbook: 3 sports, 10 leagues, mail: 4, social: 4 promotions, 3 support channels, 2 invite links, 1 support thread, support: 5 canned answers, demo staff: 7, bonus templates: 3, legal: 6 texts \(terms, privacy, bonus terms; tk, en\)\)/,
    );
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
    expect(res.text).toMatch(/45 checks, no violations/);
    const json = await run('reconcile', '--json');
    expect(json.code).toBe(0);
    expect(JSON.parse(json.text)).toMatchObject({ ok: true, violations: 0 });
    expect(res.text).toMatch(/ok {3}ledger: every cached balance equals the sum of its lines/);
  });

  it('credits and debits a player with a reason, audited, and refuses what would overdraw', async () => {
    const database = openDatabase({ url: '', sqlitePath: path.join(dataDir, 'talih.db') });
    const player = await database.db
      .selectFrom('users')
      .select('id')
      .where('role', '=', 'player')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const id = String(player.id);
    try {
      const credited = await run('credit', id, '125.50', '--reason', 'Hoş geldin telafisi');
      expect(credited.code, credited.text).toBe(0);
      expect(credited.text).toMatch(/credit: ₺125,50 to user \d+ .*balance ₺125,50/);
      expect((await run('debit', id, '25.25', '--reason', 'Hatalı ödeme düzeltmesi')).text).toMatch(
        /balance ₺100,25/,
      );
      const over = await run('debit', id, '100.26', '--reason', 'Fazla');
      expect(over.code).toBe(1);
      expect(over.text).toMatch(/less than ₺100,26; nothing moved/);
      // The same key twice moves money once.
      await run('credit', id, '1.00', '--reason', 'tekrar', '--key', 'k-1');
      expect((await run('credit', id, '1.00', '--reason', 'tekrar', '--key', 'k-1')).text).toMatch(
        /already done \(same key\); nothing moved; entry \d+; balance ₺101,25/,
      );
      expect((await run('credit', id, '1.001', '--reason', 'x y z')).code).toBe(2);
      expect((await run('credit', id, '5.00')).text).toMatch(/--reason is required/);
      expect((await run('credit', '999999', '5.00', '--reason', 'yok')).text).toMatch(/no user/);
      const audit = await database.db
        .selectFrom('audit_log')
        .select(['action', 'subject', 'detail'])
        .where('action', 'like', 'ledger.%')
        .orderBy('id')
        .execute();
      expect(audit.map((a) => a.action)).toEqual([
        'ledger.credit',
        'ledger.debit',
        'ledger.credit',
      ]);
      expect(JSON.parse(audit[0]?.detail ?? '{}')).toMatchObject({
        amountMinor: 12550,
        reason: 'Hoş geldin telafisi',
      });
      expect((await run('reconcile')).code).toBe(0);

      // A cached balance changed behind the ledger's back is caught.
      await database.db
        .updateTable('ledger_accounts')
        .set({ balance_minor: 999 })
        .where('kind', '=', 'player_cash')
        .execute();
      const broken = await run('reconcile');
      expect(broken.code).toBe(1);
      expect(broken.text).toMatch(/caches 999 but its lines sum to 10125/);
      expect(broken.text).toMatch(/all balances sum to/);
      await database.db
        .updateTable('ledger_accounts')
        .set({ balance_minor: 10125 })
        .where('kind', '=', 'player_cash')
        .execute();
    } finally {
      await database.close();
    }
  });

  it('lists risk alerts, open ones by default (alerts list)', async () => {
    const database = openDatabase({ url: '', sqlitePath: path.join(dataDir, 'talih.db') });
    try {
      await raiseAlert(database.db, {
        kind: 'win_cap',
        userId: null,
        details: { win: '9999999999.99' },
        dedupeKey: 'cli-test',
      });
      expect(
        await raiseAlert(database.db, {
          kind: 'win_cap',
          userId: null,
          details: {},
          dedupeKey: 'cli-test',
        }),
      ).toBe(false);
    } finally {
      await database.close();
    }
    const listed = await run('alerts', 'list');
    expect(listed.code).toBe(0);
    expect(listed.text).toMatch(
      /^risk alerts \(open\): 1\n#\d+ {2}open {3}win_cap .*"win":"9999999999.99"/,
    );
    expect((await run('alerts', 'list', '--status', 'closed')).text).toBe(
      'risk alerts (closed): 0',
    );
    expect((await run('alerts', 'list', '--status', 'nope')).code).toBe(2);
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

    // The same for monitoring: one JSON document, the same exit code.
    const json = await run('reconcile', '--json');
    expect(json.code).toBe(1);
    const doc = JSON.parse(json.text) as {
      ok: boolean;
      violations: number;
      checks: { name: string; ok: boolean; violations: number; sample: string[] }[];
    };
    expect(doc).toMatchObject({ ok: false, violations: 2 });
    expect(doc.checks).toHaveLength(45);
    const failed = doc.checks.filter((c) => !c.ok);
    expect(failed).toEqual([
      {
        name: 'database integrity (SQLite integrity_check and foreign keys)',
        ok: false,
        violations: 1,
        sample: ['foreign key: sessions row 1 points at a missing users'],
      },
      {
        name: 'no live session belongs to a missing user',
        ok: false,
        violations: 1,
        sample: [expect.stringMatching(/^session \d+ has no user$/)],
      },
    ]);
    expect(doc.checks[0]).toEqual({
      name: 'every migration is applied',
      ok: true,
      violations: 0,
      sample: [],
    });
  });
});
