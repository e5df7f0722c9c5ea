// Signs of harm on both databases: the markers of fixed histories (literal values, fired or
// not, the score), one open interaction task a player however often they are computed, the
// task queue's filters, the 360 view's markers and tasks, recording an interaction (a call,
// a limit applied, no action with a reason; no action refused where the UK pack requires an
// interaction), every step audited, and the roles without risk.read / risk.manage refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import {
  harmFiredCount,
  listHarmTasks,
  playerHarm,
  recordHarmInteraction,
} from '@talih/contracts/backoffice/harm.ts';
import type { DB } from '../../../db/schema.ts';
import { BUILT_IN_PACKS } from '../../../jurisdiction/packs.ts';
import { afterDepositSettled } from '../../../modules/payments/deposits.ts';
import { recomputeHarm, scanHarm } from '../../../modules/protection/harm-tasks.ts';
import { backends } from '../../../testing/backends.ts';
import { staffAnswer, staffCall } from '../../../testing/calls.ts';
import { createPlayer } from '../../../testing/players.ts';
import {
  openBackofficeTest,
  staffClient,
  type BackofficeTest,
  type StaffClient,
} from '../../../testing/staff.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Sunday 6 December 2026, 12:00 UTC (15:00 in Istanbul). */
const NOW = Date.UTC(2026, 11, 6, 12);
const SANDBOX = BUILT_IN_PACKS.sandbox!.harm;
const UK = BUILT_IN_PACKS.uk!.harm;
let seq = 0;
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${seq++}`;

async function deposit(
  db: Kysely<DB>,
  userId: number,
  amountMinor: number,
  at: number,
  status: 'confirmed' | 'failed' = 'confirmed',
) {
  await db
    .insertInto('deposit_orders')
    .values({
      order_no: unique('D'),
      user_id: userId,
      method: 'havale',
      amount_minor: amountMinor,
      status,
      reference: unique('R'),
      bank_account_id: null,
      coin_network: null,
      coin_address: null,
      coin_amount: null,
      coin_rate: null,
      pay_url: null,
      provider_ref: null,
      entry_id: null,
      fail_reason: status === 'failed' ? 'card declined' : null,
      created_at: at,
      updated_at: at,
      expires_at: at + HOUR,
      confirmed_at: status === 'confirmed' ? at : null,
    })
    .execute();
}

async function round(
  db: Kysely<DB>,
  userId: number,
  gameId: number,
  at: number,
  bet: number,
  win = 0,
) {
  await db
    .insertInto('game_rounds')
    .values({
      studio_code: 'sandbox',
      round_ref: unique('r'),
      user_id: userId,
      game_id: gameId,
      bet_minor: bet,
      win_minor: win,
      status: 'closed',
      created_at: at,
      updated_at: at,
      bonus_id: null,
    })
    .execute();
}

async function cancelledWithdrawal(db: Kysely<DB>, userId: number, at: number) {
  await db
    .insertInto('withdrawals')
    .values({
      order_no: unique('W'),
      user_id: userId,
      amount_minor: 300_00,
      status: 'cancelled',
      holder_name: 'Ali Veli',
      bank_code: '00064',
      bank_name: 'İş Bankası',
      iban: 'TR000000000000000000000001',
      provider: 'sandbox',
      payout_ref: null,
      payout_error: null,
      fail_reason: null,
      reviewed_by: null,
      day: '2026-12-05',
      created_at: at - HOUR,
      updated_at: at,
    })
    .execute();
}

async function gameId(db: Kysely<DB>): Promise<number> {
  const found = await db.selectFrom('games').select('id').limit(1).executeTakeFirst();
  if (found) return Number(found.id);
  const row = await db
    .insertInto('games')
    .values({
      name: 'Nazar Slot',
      image_url: '',
      have_demo: 1,
      firm_code: 'sandbox',
      studio_code: 'sandbox',
      studio_game: 'nazar',
      status: 'active',
      sort_weight: 0,
      created_at: NOW,
    } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/**
 * A player whose last week shows deposits rising (600 % of the weekly average before), a
 * cancelled withdrawal played away, and two deposits within a day of a 1,500.00 loss; below
 * their thresholds: one deposit after a decline, one long session, two nights, one limit raise.
 */
async function troubledHistory(db: Kysely<DB>, userId: number) {
  const game = await gameId(db);
  for (const days of [10, 17, 24, 31]) await deposit(db, userId, 100_00, NOW - days * DAY);
  await deposit(db, userId, 50_00, NOW - 2 * DAY - 2 * HOUR, 'failed');
  await deposit(db, userId, 200_00, NOW - 2 * DAY + HOUR);
  await deposit(db, userId, 200_00, NOW - DAY);
  await deposit(db, userId, 200_00, NOW - 3 * HOUR);
  await cancelledWithdrawal(db, userId, NOW - 30 * HOUR);
  await round(db, userId, game, NOW - 29 * HOUR, 10_00);
  await round(db, userId, game, NOW - 26 * HOUR, 1500_00, 0);
  // 01:00 on 5 December and 02:30 on 6 December in Istanbul.
  await round(db, userId, game, Date.UTC(2026, 11, 4, 22), 5_00);
  await round(db, userId, game, Date.UTC(2026, 11, 5, 23, 30), 5_00);
  await db
    .insertInto('play_sessions')
    .values({
      user_id: userId,
      started_at: NOW - 5 * HOUR,
      last_play_at: NOW - HOUR,
      checked_at: NOW - HOUR,
      ended_at: NOW - HOUR,
      end_reason: 'stopped',
      stake_minor: 0,
      win_minor: 0,
    })
    .execute();
  for (const days of [5, 40]) {
    await db
      .insertInto('protection_events')
      .values({
        user_id: userId,
        action: 'limit_pending',
        detail: '{}',
        actor: 'player',
        created_at: NOW - days * DAY,
      })
      .execute();
  }
}

const valuesOf = async (db: Kysely<DB>, userId: number) =>
  (
    await db
      .selectFrom('harm_markers')
      .select(['code', 'value', 'fired'])
      .where('user_id', '=', userId)
      .orderBy('code')
      .execute()
  ).map((r) => [r.code, Number(r.value), Number(r.fired)]);

for (const backend of backends()) {
  describe(`signs of harm on ${backend.name}`, () => {
    let t: BackofficeTest;
    let db: Kysely<DB>;
    let risk: StaffClient;
    beforeAll(async () => {
      t = await openBackofficeTest(backend);
      db = t.database.db;
      risk = await staffClient(t, 'risk');
    });
    afterAll(() => t.dispose());

    it('computes each marker of a fixed history, the score, and opens one task', async () => {
      const p = await createPlayer(t);
      await troubledHistory(db, p.userId);
      const first = await recomputeHarm(db, SANDBOX, p.userId, NOW);
      expect(first).toMatchObject({
        score: 7,
        fired: ['deposit_rise', 'cancelled_withdrawal_play', 'loss_chasing'],
        opened: true,
      });
      expect(await valuesOf(db, p.userId)).toEqual([
        ['cancelled_withdrawal_play', 1, 1],
        ['deposit_after_decline', 1, 0],
        ['deposit_rise', 600, 1],
        ['exclusion_lifted_spend', 0, 0],
        ['limit_raises', 1, 0],
        ['long_sessions', 1, 0],
        ['loss_chasing', 2, 1],
        ['night_play', 2, 0],
      ]);
      // Computed again (the job, an event): the same task, nothing new opened or audited.
      const again = await recomputeHarm(db, SANDBOX, p.userId, NOW + 1000);
      expect(again).toMatchObject({ score: 7, taskId: first.taskId, opened: false });
      const tasks = await db
        .selectFrom('harm_tasks')
        .selectAll()
        .where('user_id', '=', p.userId)
        .execute();
      expect(tasks.map((r) => [r.status, Number(r.score), Number(r.required)])).toEqual([
        ['open', 7, 0],
      ]);
      const audit = await db
        .selectFrom('audit_log')
        .select(['action', 'detail'])
        .where('subject', '=', `harm_task:${first.taskId}`)
        .execute();
      expect(audit.map((a) => a.action)).toEqual(['harm.task_open']);
      expect(JSON.parse(audit[0]!.detail)).toEqual({
        userId: p.userId,
        score: 7,
        fired: ['deposit_rise', 'cancelled_withdrawal_play', 'loss_chasing'],
        required: false,
      });
      // The UK pack requires an interaction at a score of 3: the task says so.
      await recomputeHarm(db, UK, p.userId, NOW + 2000);
      const uk = await db
        .selectFrom('harm_tasks')
        .select('required')
        .where('user_id', '=', p.userId)
        .execute();
      expect(uk.map((r) => Number(r.required))).toEqual([1]);
    });

    it('a self-exclusion ended and the same week spent: fires alone; a quiet player: nothing', async () => {
      const back = await createPlayer(t);
      await db
        .insertInto('player_exclusions')
        .values({
          user_id: back.userId,
          kind: 'self_exclusion',
          starts_at: NOW - 200 * DAY,
          ends_at: NOW - 3 * DAY,
          lift_at: null,
          reason: null,
          set_by: 'player',
          created_at: NOW - 200 * DAY,
        })
        .execute();
      await deposit(db, back.userId, 300_00, NOW - 2 * DAY);
      await deposit(db, back.userId, 300_00, NOW - DAY);
      expect(await recomputeHarm(db, SANDBOX, back.userId, NOW)).toMatchObject({
        score: 3,
        fired: ['exclusion_lifted_spend'],
        opened: true,
      });
      expect(
        (await valuesOf(db, back.userId)).find((m) => m[0] === 'exclusion_lifted_spend'),
      ).toEqual(['exclusion_lifted_spend', 600_00, 1]);
      const quiet = await createPlayer(t);
      await deposit(db, quiet.userId, 100_00, NOW - 20 * DAY);
      expect(await recomputeHarm(db, SANDBOX, quiet.userId, NOW)).toEqual({
        score: 0,
        fired: [],
        taskId: null,
        opened: false,
      });
      // The scheduled run reaches both (recent deposits) and opens nothing new for them.
      const run = await scanHarm(db, SANDBOX, NOW);
      expect(run.opened).toBe(0);
      expect(run.players).toBeGreaterThanOrEqual(2);
    });

    it('a confirmed deposit recomputes the markers (the event that moves them)', async () => {
      const p = await createPlayer(t);
      await deposit(db, p.userId, 100_00, Date.now() - HOUR);
      expect(await valuesOf(db, p.userId)).toEqual([]);
      await afterDepositSettled(db, t.app.talih.services.config, {
        changed: true,
        status: 'confirmed',
        userId: p.userId,
      } as never);
      expect((await valuesOf(db, p.userId)).length).toBe(8);
    });

    it('lists tasks by fired-since and marker, shows the 360 view, records interactions (audited)', async () => {
      const p = await createPlayer(t);
      await troubledHistory(db, p.userId);
      const { taskId } = await recomputeHarm(db, SANDBOX, p.userId, NOW);
      const list = await staffCall(risk, listHarmTasks, {
        userId: p.userId,
        firedSince: NOW - 7 * DAY,
      });
      expect(list.rows.map((r) => [r.taskId, r.score, r.markers, r.status])).toEqual([
        [taskId, 7, ['deposit_rise', 'cancelled_withdrawal_play', 'loss_chasing'], 'open'],
      ]);
      const later = await staffCall(risk, listHarmTasks, { userId: p.userId, firedSince: NOW + 1 });
      expect(later.total).toBe(0);
      const byMarker = await staffCall(risk, listHarmTasks, {
        userId: p.userId,
        marker: 'night_play',
      });
      expect(byMarker.total).toBe(0);
      const fired = await staffCall(risk, harmFiredCount, { since: NOW - 7 * DAY });
      expect(fired.players).toBeGreaterThanOrEqual(1);

      const view = await staffCall(risk, playerHarm, { userId: p.userId });
      expect(view.score).toBe(7);
      expect(view.markers.map((m) => [m.code, m.value, m.threshold, m.fired])).toEqual([
        ['deposit_rise', 600, 300, true],
        ['deposit_after_decline', 1, 2, false],
        ['cancelled_withdrawal_play', 1, 1, true],
        ['loss_chasing', 2, 2, true],
        ['long_sessions', 1, 3, false],
        ['night_play', 2, 3, false],
        ['limit_raises', 1, 2, false],
        ['exclusion_lifted_spend', 0, 50_000, false],
      ]);
      expect(view.markers[0]!.facts).toEqual({ weekMinor: 600_00, averageMinor: 100_00 });

      // Under the UK pack, no action is refused at this score; a limit applied closes it.
      await recomputeHarm(db, UK, p.userId, NOW + 1000);
      const refused = await staffAnswer(risk, recordHarmInteraction, {
        taskId: taskId!,
        outcome: 'no_action',
        note: 'Oyuncu iyi görünüyor',
      });
      expect([refused.state, refused.msg]).toEqual([
        '500',
        'Bu puanda lisans bir etkileşim ister: oyuncuyla iletişime geçin ya da bir limit veya mola uygulayın.',
      ]);
      const done = await staffCall(risk, recordHarmInteraction, {
        taskId: taskId!,
        outcome: 'limit',
        note: 'Telefonla konuşuldu, günlük yatırım limiti kondu',
        limit: { kind: 'deposit', period: 'day', amountMinor: 100_00 },
      });
      expect(done).toEqual({ status: 'closed' });
      const limit = await db
        .selectFrom('player_limits')
        .select(['kind', 'period', 'amount'])
        .where('user_id', '=', p.userId)
        .execute();
      expect(limit.map((l) => [l.kind, l.period, Number(l.amount)])).toEqual([
        ['deposit', 'day', 100_00],
      ]);
      const twice = await staffAnswer(risk, recordHarmInteraction, {
        taskId: taskId!,
        outcome: 'call',
        note: 'tekrar',
      });
      expect(twice.msg).toBe('Bu görev zaten kapatılmış; hiçbir şey değişmedi.');
      const audit = await db
        .selectFrom('staff_audit')
        .select(['action', 'staff_name', 'reason', 'before_json', 'after_json'])
        .where('action', '=', 'harm.interaction')
        .where('object_id', '=', String(taskId))
        .execute();
      expect(audit).toHaveLength(1);
      expect([audit[0]!.staff_name, audit[0]!.reason]).toEqual([
        risk.name,
        'Telefonla konuşuldu, günlük yatırım limiti kondu',
      ]);
      expect(JSON.parse(audit[0]!.before_json!)).toEqual({ status: 'open', score: 7 });
      expect(JSON.parse(audit[0]!.after_json!)).toEqual({
        status: 'closed',
        outcome: 'limit',
        limit: { kind: 'deposit', period: 'day', amountMinor: 100_00, before: null },
        userId: p.userId,
      });
      const closed = await staffCall(risk, playerHarm, { userId: p.userId });
      expect(closed.tasks.map((r) => [r.status, r.outcome, r.closedBy])).toEqual([
        ['closed', 'limit', risk.name],
      ]);
      // Computed again while still firing: a new task opens (the last one was dealt with).
      expect((await recomputeHarm(db, SANDBOX, p.userId, NOW + 2000)).opened).toBe(true);
    });

    it('no action with a reason closes a task where the pack does not require more; a mail goes out', async () => {
      const a = await createPlayer(t);
      await troubledHistory(db, a.userId);
      const first = await recomputeHarm(db, SANDBOX, a.userId, NOW);
      await staffCall(risk, recordHarmInteraction, {
        taskId: first.taskId!,
        outcome: 'no_action',
        note: 'Bilinen bir yüksek bakiyeli oyuncu',
      });
      // An English-speaking player gets the mail in English.
      await db.updateTable('users').set({ lang: 'en' }).where('id', '=', a.userId).execute();
      const second = await recomputeHarm(db, SANDBOX, a.userId, NOW + 1000);
      await staffCall(risk, recordHarmInteraction, {
        taskId: second.taskId!,
        outcome: 'mail',
        note: 'Sorumlu oyun hatırlatması gönderildi',
      });
      const mails = await db
        .selectFrom('mails')
        .select('title')
        .where('user_id', '=', a.userId)
        .execute();
      expect(mails.map((m) => m.title)).toEqual(['About your play']);
    });

    it('refuses the roles without risk.read or risk.manage', async () => {
      const p = await createPlayer(t);
      await troubledHistory(db, p.userId);
      const { taskId } = await recomputeHarm(db, SANDBOX, p.userId, NOW);
      for (const role of ['content', 'support', 'trader', 'finance'] as const) {
        const c = await staffClient(t, role);
        for (const [path, input] of [
          ['/risk/harm/tasks', {}],
          ['/risk/harm/player', { userId: p.userId }],
          ['/risk/harm/fired', { since: 0 }],
          ['/risk/harm/scan', {}],
          ['/risk/harm/record', { taskId, outcome: 'call', note: 'aradım' }],
        ] as const) {
          const res = await c.call(path, input);
          expect([role, path, res.msg]).toEqual([role, path, 'Bu işlem için yetkiniz yok.']);
        }
      }
      const still = await db
        .selectFrom('harm_tasks')
        .select('status')
        .where('id', '=', taskId!)
        .execute();
      expect(still.map((r) => r.status)).toEqual(['open']);
    });
  });
}
