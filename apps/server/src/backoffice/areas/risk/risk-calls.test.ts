// Risk alerts on both databases: each rule (stuck payout, reconcile failure, invite farming,
// several accounts on one device, IP or IBAN) raises exactly one open alert per subject however
// often it runs, and a new one once staff closed it; the queue filters and pages; assign and
// close (with a reason) are audited; a content or support role is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { reconcileFailures, scanRisk } from '../../../modules/risk/rules.ts';
import { backends } from '../../../testing/backends.ts';
import { createPlayer } from '../../../testing/players.ts';
import {
  openBackofficeTest,
  staffClient,
  type BackofficeTest,
  type StaffClient,
} from '../../../testing/staff.ts';
import { staffAnswer } from '../../../testing/calls.ts';
import { listRiskAlerts, scanRisk as scanRiskCall } from '@talih/contracts/backoffice/risk.ts';
const HOUR = 3_600_000;
let seq = 0;
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${seq++}`;

async function onDevice(db: Kysely<DB>, userId: number, device: string) {
  const now = Date.now();
  await db
    .insertInto('user_devices')
    .values({ user_id: userId, device_number: device, first_seen_at: now, last_seen_at: now })
    .execute();
}
async function loggedInFrom(db: Kysely<DB>, userId: number, ip: string) {
  await db
    .insertInto('login_logs')
    .values({
      user_id: userId,
      mobile: null,
      device_number: null,
      ip,
      user_agent: null,
      created_at: Date.now(),
    })
    .execute();
}
async function withIban(db: Kysely<DB>, userId: number, iban: string) {
  const now = Date.now();
  await db
    .insertInto('bank_cards')
    .values({
      user_id: userId,
      holder_name: 'Ali Veli',
      bank_code: '00064',
      bank_name: 'İş Bankası',
      iban,
      created_at: now,
      updated_at: now,
    })
    .execute();
}
async function deposited(db: Kysely<DB>, userId: number, amountMinor: number) {
  const now = Date.now();
  await db
    .insertInto('deposit_orders')
    .values({
      order_no: unique('D'),
      user_id: userId,
      method: 'havale',
      amount_minor: amountMinor,
      status: 'confirmed',
      reference: unique('R'),
      bank_account_id: null,
      coin_network: null,
      coin_address: null,
      coin_amount: null,
      coin_rate: null,
      pay_url: null,
      provider_ref: null,
      entry_id: null,
      fail_reason: null,
      created_at: now,
      updated_at: now,
      expires_at: now,
      confirmed_at: now,
    })
    .execute();
}

for (const backend of backends()) {
  describe(`risk alerts on ${backend.name}`, () => {
    let t: BackofficeTest;
    let risk: StaffClient;
    let risk2: StaffClient;
    let db: Kysely<DB>;
    beforeAll(async () => {
      t = await openBackofficeTest(backend);
      db = t.database.db;
      risk = await staffClient(t, 'risk');
      risk2 = await staffClient(t, 'risk');
    });
    afterAll(() => t.dispose());

    const scan = () => scanRisk(db, { withdrawStuckHours: 24 });
    const alertsAbout = async (kind: string, subject: string) =>
      db
        .selectFrom('risk_alerts')
        .selectAll()
        .where('kind', '=', kind)
        .where('subject', '=', subject)
        .execute();

    it('several accounts on one device: one alert however often the rule runs', async () => {
      const device = unique('dev');
      const players = [await createPlayer(t), await createPlayer(t), await createPlayer(t)];
      await onDevice(db, players[0]!.userId, device);
      await onDevice(db, players[1]!.userId, device);
      await scan();
      expect(await alertsAbout('shared_device', `device:${device}`)).toEqual([]);
      await onDevice(db, players[2]!.userId, device);
      await scan();
      await scan();
      const alerts = await alertsAbout('shared_device', `device:${device}`);
      expect(alerts).toHaveLength(1);
      expect(JSON.parse(alerts[0]!.details)).toMatchObject({
        accounts: 3,
        userIds: players.map((p) => p.userId),
      });
    });

    it('several accounts on one IP and two on one IBAN raise one alert each', async () => {
      const ip = `203.0.113.${(seq++ % 200) + 1}`;
      const iban = `TR${String(Date.now()).padStart(24, '0')}`;
      const ps = [await createPlayer(t), await createPlayer(t), await createPlayer(t)];
      for (const p of ps) await loggedInFrom(db, p.userId, ip);
      await withIban(db, ps[0]!.userId, iban);
      await withIban(db, ps[1]!.userId, iban);
      await scan();
      await scan();
      expect(await alertsAbout('shared_ip', `ip:${ip}`)).toHaveLength(1);
      expect(await alertsAbout('shared_iban', `iban:${iban}`)).toHaveLength(1);
    });

    it('invite farming: invitees on one device who deposit little flag their inviter once', async () => {
      const inviter = await createPlayer(t);
      const honest = await createPlayer(t);
      const device = unique('farm');
      const invitees = [await createPlayer(t), await createPlayer(t), await createPlayer(t)];
      for (const p of invitees) {
        await db
          .updateTable('users')
          .set({ inviter_id: inviter.userId })
          .where('id', '=', p.userId)
          .execute();
        await onDevice(db, p.userId, device);
      }
      await deposited(db, invitees[0]!.userId, 50_00);
      // An inviter whose three invitees on one device each deposited well is not farming.
      const otherDevice = unique('real');
      for (let i = 0; i < 3; i++) {
        const p = await createPlayer(t);
        await db
          .updateTable('users')
          .set({ inviter_id: honest.userId })
          .where('id', '=', p.userId)
          .execute();
        await onDevice(db, p.userId, otherDevice);
        await deposited(db, p.userId, 500_00);
      }
      await scan();
      await scan();
      const alerts = await alertsAbout('referral_farming', `inviter:${inviter.userId}`);
      expect(alerts).toHaveLength(1);
      expect(Number(alerts[0]!.user_id)).toBe(inviter.userId);
      expect(JSON.parse(alerts[0]!.details)).toMatchObject({ invitees: 3, device });
      expect(await alertsAbout('referral_farming', `inviter:${honest.userId}`)).toEqual([]);
    });

    it('a payout stuck past the hours raises one alert; a fresh one does not', async () => {
      const p = await createPlayer(t);
      const old = Date.now() - 30 * HOUR;
      const base = {
        user_id: p.userId,
        amount_minor: 250_00,
        holder_name: 'Ali Veli',
        bank_code: '00064',
        bank_name: 'İş Bankası',
        iban: 'TR000000000000000000000001',
        provider: 'sandbox',
        payout_ref: null,
        payout_error: 'bank down',
        fail_reason: null,
        reviewed_by: 'staff:x',
        day: '2026-11-25',
      };
      const stuck = unique('W');
      const fresh = unique('W');
      await db
        .insertInto('withdrawals')
        .values([
          { ...base, order_no: stuck, status: 'payout_failed', created_at: old, updated_at: old },
          {
            ...base,
            order_no: fresh,
            status: 'payout_failed',
            created_at: Date.now(),
            updated_at: Date.now(),
          },
        ])
        .execute();
      await scan();
      await scan();
      expect(await alertsAbout('stuck_payout', `withdrawal:${stuck}`)).toHaveLength(1);
      expect(await alertsAbout('stuck_payout', `withdrawal:${fresh}`)).toEqual([]);
    });

    it('a failing reconcile check raises one alert until closed, then a new one', async () => {
      const name = unique('check');
      const checks = [
        { name, ok: false, violations: 2, sample: ['x'] },
        { name: `${name}-ok`, ok: true, violations: 0 },
      ];
      expect(await reconcileFailures(db, checks)).toBe(1);
      expect(await reconcileFailures(db, checks)).toBe(0);
      const [alert] = await alertsAbout('reconcile_failed', `check:${name}`);
      expect(await alertsAbout('reconcile_failed', `check:${name}-ok`)).toEqual([]);
      const closed = await risk.call('/risk/close', {
        alertId: Number(alert!.id),
        reason: 'düzeltildi',
      });
      expect(closed.state).toBe('200');
      expect(await reconcileFailures(db, checks)).toBe(1);
      const all = await alertsAbout('reconcile_failed', `check:${name}`);
      expect(all.map((a) => a.status).sort()).toEqual(['closed', 'open']);
    });

    it('lists with filters and paging; assigns and closes with a reason, audited', async () => {
      const name = unique('queue');
      await reconcileFailures(db, [{ name, ok: false, violations: 1 }]);
      const [row] = await alertsAbout('reconcile_failed', `check:${name}`);
      const id = Number(row!.id);
      const listed = await staffAnswer(risk, listRiskAlerts, {
        kind: 'reconcile_failed',
        pageSize: 1,
      });
      expect(listed.resultData.rows[0]!.alertId).toBe(id);
      expect(listed.resultData.total).toBeGreaterThanOrEqual(1);
      const assigned = await risk.call('/risk/assign', { alertId: id, assignee: risk2.name });
      expect(assigned.resultData).toEqual({ assignee: risk2.name });
      const mine = await staffAnswer(risk2, listRiskAlerts, { assignee: 'me' });
      expect(mine.resultData.rows.map((r) => r.alertId)).toEqual([id]);
      const short = await risk.call('/risk/close', { alertId: id, reason: 'ok' });
      expect(short.state).toBe('500');
      const done = await risk2.call('/risk/close', {
        alertId: id,
        reason: 'Yanlış alarm, kontrol edildi',
      });
      expect(done.resultData).toEqual({ status: 'closed' });
      const twice = await risk2.call('/risk/close', { alertId: id, reason: 'yine' });
      expect(twice.msg).toBe('Bu uyarı zaten kapatılmış; hiçbir şey değişmedi.');
      const audit = await db
        .selectFrom('staff_audit')
        .selectAll()
        .where('object_type', '=', 'risk_alert')
        .where('object_id', '=', String(id))
        .orderBy('seq')
        .execute();
      expect(audit.map((a) => [a.action, a.staff_name, a.reason])).toEqual([
        ['risk.assign', risk.name, null],
        ['risk.close', risk2.name, 'Yanlış alarm, kontrol edildi'],
      ]);
      expect(JSON.parse(audit[1]!.before_json!)).toEqual({ status: 'open', assignee: risk2.name });
      const closedList = await staffAnswer(risk, listRiskAlerts, {
        status: 'closed',
        kind: 'reconcile_failed',
      });
      expect(closedList.resultData.rows.map((r) => r.alertId)).toContain(id);
    });

    it('content and support roles are refused; scan now is audited', async () => {
      const content = await staffClient(t, 'content');
      const support = await staffClient(t, 'support');
      const name = unique('refused');
      await reconcileFailures(db, [{ name, ok: false, violations: 1 }]);
      const [alert] = await alertsAbout('reconcile_failed', `check:${name}`);
      const alertId = Number(alert!.id);
      for (const c of [content, support]) {
        for (const [path, input] of [
          ['/risk/alerts', {}],
          ['/risk/scan', {}],
          ['/risk/assign', { alertId, assignee: c.name }],
          ['/risk/close', { alertId, reason: 'kapatıyorum' }],
        ] as const) {
          const res = await c.call(path, input);
          expect([c.role, path, res.msg]).toEqual([c.role, path, 'Bu işlem için yetkiniz yok.']);
        }
      }
      const [still] = await alertsAbout('reconcile_failed', `check:${name}`);
      expect([still!.status, still!.assignee]).toEqual(['open', null]);
      const ran = await staffAnswer(risk, scanRiskCall, {});
      expect(Object.keys(ran.resultData.raised).sort()).toEqual([
        'referral_farming',
        'shared_device',
        'shared_iban',
        'shared_ip',
        'stuck_payout',
      ]);
      const audit = await db
        .selectFrom('staff_audit')
        .select('action')
        .where('action', '=', 'risk.scan')
        .execute();
      expect(audit).toHaveLength(1);
    });
  });
}
