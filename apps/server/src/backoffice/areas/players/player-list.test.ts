// The player list on both databases: each filter and sort with literal expected players, the
// VIP level range, the plans using the migration's indexes, and the staff calls (the CSV export
// and tags: permission refused for each role without it, audit rows written, formula-safe CSV,
// tags as a segment).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playerFilter, type PlayerFilter } from '@talih/contracts/backoffice/player-list.ts';
import { backends } from '../../../testing/backends.ts';
import { pgPlan } from '../../../testing/pg-plan.ts';
import { credit, insertPlayer } from '../../../testing/players.ts';
import { sqlitePlan } from '../../../testing/sqlite-plan.ts';
import { openBackofficeTest, staffClient, type BackofficeTest } from '../../../testing/staff.ts';
import { matching, searchPlayers, type PlayerSearch } from './search.ts';

const NOW = Date.UTC(2026, 11, 6, 12, 0, 0);
const DAY = 86_400_000;
const PLAN_TABLES = [
  'users',
  'ledger_accounts',
  'player_tags',
  'deposit_orders',
  'risk_alerts',
  'kyc_profiles',
];
const base: PlayerSearch = { query: '', page: 1, pageSize: 50, sort: 'id', dir: 'asc' };
const f = (patch: Partial<PlayerFilter>) => playerFilter.parse(patch);

for (const backend of backends()) {
  describe(`the player list on ${backend.name}`, () => {
    let t: BackofficeTest;
    const ids: Record<string, number> = {};
    beforeAll(async () => {
      t = await openBackofficeTest(backend);
      await seedPlayers(t, ids);
    });
    afterAll(() => t.dispose());
    const names = async (filter: Partial<PlayerFilter>, sort = base) => {
      const found = await searchPlayers(t.database.db, { ...sort, filter: f(filter) }, NOW);
      return found.list.map((r) => r.nickname);
    };

    it('filters by status, KYC level, country, exclusion, open alert and tags', async () => {
      expect(await names({})).toEqual(['ayla', 'baran', 'cem', 'deniz', 'ece']);
      expect(await names({ status: 'blocked' })).toEqual(['baran']);
      expect(await names({ status: 'active' })).toEqual(['ayla', 'cem', 'deniz', 'ece']);
      expect(await names({ kycLevel: 'verified' })).toEqual(['ayla']);
      expect(await names({ kycLevel: 'basic' })).toEqual(['cem']);
      expect(await names({ kycLevel: 'none' })).toEqual(['baran', 'deniz', 'ece']);
      expect(await names({ country: 'DE' })).toEqual(['cem']);
      expect(await names({ selfExcluded: true })).toEqual(['deniz']);
      expect(await names({ selfExcluded: false })).toEqual(['ayla', 'baran', 'cem', 'ece']);
      expect(await names({ hasOpenAlert: true })).toEqual(['ece']);
      expect(await names({ tags: ['vip-aday'] })).toEqual(['ayla', 'cem']);
      expect(await names({ tags: ['vip-aday', 'bonus-avcısı'] })).toEqual(['cem']);
      expect(await names({ status: 'active', kycLevel: 'none' })).toEqual(['deniz', 'ece']);
    });

    it('filters by registration and last-login days, balance and lifetime deposits', async () => {
      expect(await names({ registeredFrom: NOW - 10 * DAY })).toEqual(['deniz', 'ece']);
      expect(await names({ registeredTo: NOW - 10 * DAY })).toEqual(['ayla', 'baran', 'cem']);
      expect(await names({ lastLoginFrom: NOW - 2 * DAY })).toEqual(['ayla', 'ece']);
      expect(await names({ lastLoginTo: NOW - 2 * DAY })).toEqual(['baran', 'cem', 'deniz']);
      expect(await names({ balanceMinMinor: 5_000 })).toEqual(['ayla', 'cem']);
      expect(await names({ balanceMaxMinor: 0 })).toEqual(['baran', 'deniz']);
      expect(await names({ depositsMinMinor: 100_000 })).toEqual(['ayla', 'baran']);
      expect(await names({ depositsMinMinor: 1, depositsMaxMinor: 99_999 })).toEqual(['cem']);
    });

    it('sorts by lifetime deposits and balance, and pages on the server', async () => {
      const desc: PlayerSearch = { ...base, dir: 'desc' };
      expect(await names({}, { ...desc, sort: 'deposits' })).toEqual([
        'ayla',
        'baran',
        'cem',
        'ece',
        'deniz',
      ]);
      expect(await names({}, { ...desc, sort: 'cash' })).toEqual([
        'cem',
        'ayla',
        'ece',
        'deniz',
        'baran',
      ]);
      const page2 = await searchPlayers(
        t.database.db,
        { ...base, page: 2, pageSize: 2, filter: f({}) },
        NOW,
      );
      expect([page2.total, page2.list.map((r) => r.nickname)]).toEqual([5, ['cem', 'deniz']]);
      const ayla = (await searchPlayers(t.database.db, { ...base, query: 'ayla' }, NOW)).list[0];
      expect(ayla).toMatchObject({
        cashMinor: 7_500,
        depositsMinor: 300_000,
        kycLevel: 'verified',
        country: 'TR',
        vipLevel: 0,
        tags: ['vip-aday'],
        openAlerts: 0,
        blocks: [],
      });
    });

    it('matches the VIP level (computed from the journal) per candidate', async () => {
      // Level 1 is 10,000.00 turnover or 2,000.00 wagered deposits (the seeded levels). The
      // turnover is written as the ledger's running total would hold it after 10,000.00 of bets.
      await t.database.db
        .insertInto('player_entry_totals')
        .values({ user_id: ids.cem!, kind: 'game_bet', total_minor: 1_000_000, entries: 3 })
        .execute();
      expect(await names({ vipMin: 1 })).toEqual(['cem']);
      expect(await names({ vipMax: 0 })).toEqual(['ayla', 'baran', 'deniz', 'ece']);
      const found = await searchPlayers(t.database.db, { ...base, filter: f({ vipMin: 1 }) }, NOW);
      expect([found.total, found.list[0]?.vipLevel]).toEqual([1, 1]);
    });

    it('reads each filter through its index', async () => {
      const plan = async (filter: Partial<PlayerFilter>) => {
        const q = matching(t.database.db, { query: '', filter: f(filter) }, NOW)
          .select('users.id')
          .compile();
        return backend.databaseUrl
          ? await pgPlan(t.database, q, PLAN_TABLES)
          : (await sqlitePlan(t.database, q)).join('\n');
      };
      expect(await plan({ tags: ['vip-aday'] })).toContain('player_tags_tag');
      expect(await plan({ registeredFrom: NOW })).toContain('users_player_created');
      expect(await plan({ lastLoginFrom: NOW })).toContain('users_player_login');
      expect(await plan({ depositsMinMinor: 1 })).toContain('deposit_orders_user_confirmed');
      expect(await plan({ hasOpenAlert: true })).toContain('risk_alerts_user_open');
      expect(await plan({ country: 'TR' })).toContain('kyc_profiles_country');
    });

    it('exports the filtered list as formula-safe CSV, audited, for players.export only', async () => {
      for (const role of ['support', 'content', 'trader'] as const) {
        const s = await staffClient(t, role);
        expect((await s.call('/players/export', {})).state).toBe('403');
      }
      const risk = await staffClient(t, 'risk');
      const res = await risk.call<{ csv: string; rows: number; truncated: boolean }>(
        '/players/export',
        { filter: { tags: ['vip-aday'] } },
      );
      expect(res.state).toBe('200');
      expect(res.resultData.rows).toBe(2);
      const lines = res.resultData.csv.split('\r\n');
      expect(lines[0]).toBe(
        'user_id,nickname,real_name,mobile,registered_at,last_login_at,cash_minor,deposits_minor,kyc_level,country,vip_level,tags,blocks,open_alerts',
      );
      expect(lines[2]).toContain(`${ids.cem},cem,'=HYPERLINK(1),`);
      const audit = await t.database.db
        .selectFrom('staff_audit')
        .select(['action', 'staff_name', 'after_json'])
        .where('action', '=', 'players.exported')
        .execute();
      expect(audit).toHaveLength(1);
      expect(audit[0]!.staff_name).toBe(risk.name);
      expect(JSON.parse(audit[0]!.after_json!)).toMatchObject({ rows: 2 });
    });

    it('adds and removes tags (audited, players.tags only) and makes them a segment', async () => {
      for (const role of ['finance', 'content', 'trader'] as const) {
        const s = await staffClient(t, role);
        const r = await s.call('/players/tags/add', { userId: ids.ece, tag: 'izle' });
        expect(r.state).toBe('403');
      }
      const support = await staffClient(t, 'support');
      const added = await support.call('/players/tags/add', { userId: ids.ece, tag: 'İzle' });
      expect(added.resultData).toEqual({ tags: ['izle'] });
      const again = await support.call('/players/tags/add', { userId: ids.ece, tag: 'izle' });
      expect(again.resultData).toEqual({ tags: ['izle'] });
      const bad = await support.call('/players/tags/add', { userId: ids.ece, tag: '=cmd' });
      expect(bad.state).not.toBe('200');
      const rows = await t.database.db
        .selectFrom('staff_audit')
        .select(['action', 'object_id', 'before_json', 'after_json'])
        .where('action', 'like', 'player.tag.%')
        .orderBy('seq')
        .execute();
      expect(rows.map((r) => [r.action, r.object_id, r.before_json, r.after_json])).toEqual([
        ['player.tag.add', String(ids.ece), '[]', '["izle"]'],
      ]);
      const content = await staffClient(t, 'content');
      const count = await content.call<{ count: number }>('/engagement/segments/count', {
        filter: { tags: ['vip-aday'] },
      });
      expect(count.resultData.count).toBe(2);
      const tags = await content.call<{ tags: unknown }>('/engagement/segments/tags', {});
      expect(tags.resultData.tags).toEqual([
        { tag: 'vip-aday', players: 2 },
        { tag: 'bonus-avcısı', players: 1 },
        { tag: 'izle', players: 1 },
      ]);
      const removed = await support.call('/players/tags/remove', { userId: ids.ece, tag: 'izle' });
      expect(removed.resultData).toEqual({ tags: [] });
      expect(await names({ tags: ['izle'] })).toEqual([]);
    });
  });
}

/**
 * Five players: ayla (KYC verified, TR, 3,000.00 deposited, 75.00 cash, tag vip-aday), baran
 * (login blocked, 1,000.00 deposited, never logged in for a week), cem (basic, DE, 500.00
 * deposited, 120.00 cash, "=HYPERLINK(1)" as real name, tags vip-aday and bonus-avcısı), deniz
 * (self-excluded, new), ece (an open risk alert, new, 0.50 cash).
 */
async function seedPlayers(t: BackofficeTest, ids: Record<string, number>) {
  const db = t.database.db;
  const spec = [
    ['ayla', 40, 1, 7_500],
    ['baran', 30, 8, 0],
    ['cem', 20, 5, 12_000],
    ['deniz', 5, 4, 0],
    ['ece', 2, 0.5, 50],
  ] as const;
  let n = 0;
  for (const [name, ageDays, loginDaysAgo, cash] of spec) {
    const id = Number(await insertPlayer(db, `9055500000${n++}`, name));
    ids[name] = id;
    await db
      .updateTable('users')
      .set({ created_at: NOW - ageDays * DAY, last_login_at: NOW - loginDaysAgo * DAY })
      .where('id', '=', id)
      .execute();
    if (cash > 0) await credit(t, id, cash);
  }
  await db
    .updateTable('users')
    .set({ real_name: '=HYPERLINK(1)' })
    .where('id', '=', ids.cem!)
    .execute();
  await deposit(t, ids.ayla!, [100_000, 200_000]);
  await deposit(t, ids.baran!, [100_000]);
  await deposit(t, ids.cem!, [50_000]);
  await deposit(t, ids.deniz!, [9_999], 'rejected');
  await kyc(t, ids.ayla!, 'verified', 'TR');
  await kyc(t, ids.cem!, 'basic', 'DE');
  await kyc(t, ids.deniz!, 'none', 'TR');
  await db
    .insertInto('player_blocks')
    .values({
      user_id: ids.baran!,
      scope: 'login',
      reason: 'test',
      staff_name: 't',
      created_at: NOW,
    })
    .execute();
  await db
    .insertInto('player_exclusions')
    .values({
      user_id: ids.deniz!,
      kind: 'self_exclusion',
      starts_at: NOW - DAY,
      ends_at: null,
      lift_at: null,
      reason: null,
      set_by: 'player',
      created_at: NOW - DAY,
    })
    .execute();
  // A time-out that ended yesterday does not count.
  await db
    .insertInto('player_exclusions')
    .values({
      user_id: ids.ayla!,
      kind: 'time_out',
      starts_at: NOW - 3 * DAY,
      ends_at: NOW - DAY,
      lift_at: null,
      reason: null,
      set_by: 'player',
      created_at: NOW - 3 * DAY,
    })
    .execute();
  await alert(t, ids.ece!, 'open');
  await alert(t, ids.ayla!, 'closed');
  for (const [name, tag] of [
    ['ayla', 'vip-aday'],
    ['cem', 'vip-aday'],
    ['cem', 'bonus-avcısı'],
  ] as const) {
    await db
      .insertInto('player_tags')
      .values({ user_id: ids[name]!, tag, added_by: 't', added_at: NOW })
      .execute();
  }
}

async function deposit(t: BackofficeTest, userId: number, amounts: number[], status = 'confirmed') {
  for (const amount of amounts) {
    await t.database.db
      .insertInto('deposit_orders')
      .values({
        order_no: `D${userId}x${amount}`,
        user_id: userId,
        method: 'havale',
        amount_minor: amount,
        status: status as 'confirmed',
        reference: 'r',
        bank_account_id: null,
        coin_network: null,
        coin_address: null,
        coin_amount: null,
        coin_rate: null,
        pay_url: null,
        provider_ref: null,
        entry_id: null,
        fail_reason: null,
        created_at: NOW,
        updated_at: NOW,
        expires_at: NOW,
        confirmed_at: NOW,
        bonus_template_id: null,
      })
      .execute();
  }
}

async function kyc(
  t: BackofficeTest,
  userId: number,
  level: 'none' | 'basic' | 'verified',
  country: string,
) {
  await t.database.db
    .insertInto('kyc_profiles')
    .values({
      user_id: userId,
      level,
      full_name: null,
      birth_date: null,
      country,
      city: null,
      address: null,
      national_id: null,
      basic_at: null,
      verified_at: null,
      sof_requested_at: null,
      sof_approved_at: null,
      updated_at: NOW,
    })
    .execute();
}

async function alert(t: BackofficeTest, userId: number, status: 'open' | 'closed') {
  await t.database.db
    .insertInto('risk_alerts')
    .values({
      kind: 'test',
      user_id: userId,
      details: '{}',
      status,
      dedupe_key: null,
      created_at: NOW,
      closed_at: null,
    })
    .execute();
}
