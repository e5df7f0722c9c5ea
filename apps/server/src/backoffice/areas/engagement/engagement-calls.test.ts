// The engagement staff calls over HTTP on the back-office app, on both databases: a support
// role is refused every call; bad input changes nothing; every change is audited with before and
// after; a configuration that pays waits for a second approver (never the requester) and the
// player calls show it only after approval; the history shows field-level diffs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contract from '@talih/contracts/backoffice/engagement.ts';
import { backends } from '../../../testing/backends.ts';
import { createPlayer } from '../../../testing/players.ts';
import {
  openBackofficeTest,
  staffClient,
  type BackofficeTest,
  type StaffClient,
} from '../../../testing/staff.ts';
import { answer as answerApi, call as callApi, staffAnswer } from '../../../testing/calls.ts';
import { getSignInConfig as getSignInConfigCall, wheelList } from '@talih/contracts/engagement.ts';
import { configHistory, getConfig, proposeConfig } from '@talih/contracts/backoffice/engagement.ts';
import { pddGetPrize } from '@talih/contracts/invite.ts';
import { listApprovals } from '@talih/contracts/backoffice/approvals.ts';
import { vipBody, wheelBody } from '@talih/contracts/backoffice/engagement-config.ts';

const CALLS = [
  contract.listConfigs,
  contract.getConfig,
  contract.proposeConfig,
  contract.configHistory,
  contract.listSegments,
  contract.countSegment,
  contract.saveSegment,
  contract.previewMail,
  contract.sendMail,
  contract.listCampaigns,
  contract.cancelCampaign,
];

const NEW_PRIMARY = {
  minVipLevel: 0,
  perDeposits: 1,
  perTurnoverMinor: 0,
  perInvites: 1,
  segments: [
    { amountMinor: 1000, weight: 1 },
    { amountMinor: 0, weight: 3 },
  ],
};

for (const backend of backends()) {
  describe(`engagement staff calls on ${backend.name}`, () => {
    let t: BackofficeTest;
    let content: StaffClient;
    let finance: StaffClient;
    let support: StaffClient;
    let admin: StaffClient;
    beforeAll(async () => {
      t = await openBackofficeTest(backend);
      content = await staffClient(t, 'content');
      finance = await staffClient(t, 'finance');
      support = await staffClient(t, 'support');
      admin = await staffClient(t, 'admin');
    });
    afterAll(() => t.dispose());

    const versions = (kind: string) =>
      t.database.db.selectFrom('config_versions').selectAll().where('kind', '=', kind).execute();
    const audits = (objectType: string, objectId: string) =>
      t.database.db
        .selectFrom('staff_audit')
        .selectAll()
        .where('object_type', '=', objectType)
        .where('object_id', '=', objectId)
        .orderBy('seq')
        .execute();
    const primaryWheel = async (token: string) =>
      (await callApi(t, wheelList, {}, { session: token })).wheels.find(
        (w) => w.code === 'primary',
      )!;
    const approve = (who: StaffClient, id: number | null) =>
      who.call('/approvals/decide', { id, decision: 'approve', reason: '' });

    it('refuses a support role every engagement call, and changes nothing', async () => {
      for (const c of CALLS) {
        const answer = await support.call(c.path, {});
        expect([c.path, answer.state, answer.msg]).toEqual([
          c.path,
          '403',
          'Bu işlem için yetkiniz yok.',
        ]);
      }
      expect(await t.database.db.selectFrom('config_versions').selectAll().execute()).toEqual([]);
    });

    it('refuses bad wheel tables and schedules without writing a version', async () => {
      const bad = [
        {
          ...NEW_PRIMARY,
          segments: [
            { amountMinor: 100, weight: 0 },
            { amountMinor: 0, weight: 0 },
          ],
        },
        {
          ...NEW_PRIMARY,
          segments: [
            { amountMinor: -100, weight: 1 },
            { amountMinor: 0, weight: 1 },
          ],
        },
        { ...NEW_PRIMARY, segments: [{ amountMinor: 100, weight: 1 }] },
        { ...NEW_PRIMARY, perDeposits: -1 },
      ];
      const answers = [];
      for (const body of bad) {
        const answer = await content.call('/engagement/config/propose', {
          kind: 'wheel:primary',
          body,
          reason: 'daha cömert',
        });
        answers.push([answer.state, answer.msg.slice(0, 40)]);
      }
      expect(answers[0]).toEqual(['500', 'Ağırlıkların toplamı 1 ile 1.000.000 ara']);
      expect(answers.every(([state]) => state === '500')).toBe(true);
      const promo = await content.call('/engagement/config/propose', {
        kind: 'promotion:kis-bonusu',
        body: {
          title: { tk: 'Kış', en: 'Winter' },
          summary: { tk: 'Özet', en: 'Summary' },
          terms: { tk: 'Şart', en: 'Terms' },
          action: 'claim',
          requirement: 'none',
          rewardMinor: 1000,
          sort: 1,
          startsAt: 2_000_000_000_000,
          endsAt: 1_900_000_000_000,
          segmentId: null,
        },
        reason: 'kış kampanyası',
      });
      expect(promo.msg).toBe('Bitiş zamanı başlangıçtan sonra olmalı.');
      const unknown = await content.call('/engagement/config', { kind: 'wheel:nope' });
      expect(unknown.state).toBe('500');
      expect(await versions('wheel:primary')).toEqual([]);
      expect(await versions('promotion:kis-bonusu')).toEqual([]);
    });

    it('a wheel change waits for a second approver; the player sees it only after', async () => {
      const p = await createPlayer(t);
      const before = await primaryWheel(p.token);
      expect(before.segments).toHaveLength(8);

      const asked = await staffAnswer(content, proposeConfig, {
        kind: 'wheel:primary',
        body: NEW_PRIMARY,
        reason: 'daha basit çark',
      });
      expect(asked.resultData).toMatchObject({ version: 2, status: 'pending' });
      const again = await content.call('/engagement/config/propose', {
        kind: 'wheel:primary',
        body: { ...NEW_PRIMARY, perInvites: 2 },
        reason: 'ikinci öneri',
      });
      expect(again.msg).toBe(
        'Bu ayarın onay bekleyen bir değişikliği var; önce o karara bağlanmalı.',
      );
      expect((await primaryWheel(p.token)).segments).toHaveLength(8);

      // The editor may not decide; an admin who asked may not approve their own request.
      expect((await approve(content, asked.resultData.approvalId)).state).toBe('403');
      const own = await staffAnswer(admin, proposeConfig, {
        kind: 'sign_in',
        body: { days: [100, 200, 300] },
        reason: 'kısa takvim',
      });
      expect((await approve(admin, own.resultData.approvalId)).msg).toBe(
        'Kendi talebinizi onaylayamaz veya reddedemezsiniz; ikinci bir yetkili karar vermeli.',
      );

      expect((await approve(finance, asked.resultData.approvalId)).state).toBe('200');
      const after = await primaryWheel(p.token);
      expect(after.segments.map((s) => [s.amount, s.weight, s.probability])).toEqual([
        [10, 1, 0.25],
        [0, 3, 0.75],
      ]);
      const rows = await versions('wheel:primary');
      expect(rows.map((r) => [r.version, r.state, r.created_by, r.approved_by])).toEqual([
        [1, 'superseded', 'system', null],
        [2, 'live', content.name, finance.name],
      ]);
      const trail = await audits('config', 'wheel:primary@2');
      expect(trail.map((r) => r.action)).toEqual([
        'engagement.config.proposed',
        'approval.requested',
        'engagement.config.published',
        'approval.approved',
      ]);
      expect(JSON.parse(trail[0]!.after_json!)).toEqual(NEW_PRIMARY);
      expect(JSON.parse(trail[0]!.before_json!).segments).toHaveLength(8);
    });

    it('shows the history with field-level changes', async () => {
      const history = await staffAnswer(content, configHistory, { kind: 'wheel:primary' });
      const v2 = history.resultData.rows.find((r) => r.version === 2)!;
      expect(v2.changes.slice(0, 4)).toEqual([
        { path: 'segments.0.amountMinor', before: 500, after: 1000 },
        { path: 'segments.0.weight', before: 30, after: 1 },
        { path: 'segments.1.amountMinor', before: 1000, after: 0 },
        { path: 'segments.1.weight', before: 25, after: 3 },
      ]);
      expect(v2.changes.find((c) => c.path === 'segments.7')).toEqual({
        path: 'segments.7',
        before: { amountMinor: 10000, weight: 2 },
        after: null,
      });
    });

    it('the pdd prize and sign-in calendar go live on approval, and the player calls read them', async () => {
      const p = await createPlayer(t);
      const asked = await staffAnswer(content, proposeConfig, {
        kind: 'pdd',
        body: { prizeMinor: 12_345, target: 4, durationDays: 10 },
        reason: 'daha büyük ödül',
      });
      const before = await answerApi(t, pddGetPrize, {}, { session: p.token });
      expect(before.resultData.config.prize).toBe(50);
      expect((await approve(finance, asked.resultData.approvalId)).state).toBe('200');
      const q = await createPlayer(t);
      const after = await answerApi(t, pddGetPrize, {}, { session: q.token });
      expect(after.resultData.config).toMatchObject({ prize: 123.45, target: 4 });
      expect(after.resultData.prize).toMatchObject({ prize: 123.45, target: 4 });

      const pending = await staffAnswer(finance, listApprovals, {});
      const signIn = pending.resultData.rows.find((r) => r.objectId.startsWith('sign_in@'))!;
      expect((await approve(finance, signIn.id)).state).toBe('200');
      const cal = await answerApi(t, getSignInConfigCall, {});
      expect(cal.resultData.days.map((d) => d.amount)).toEqual([1, 2, 3]);
    });

    it('VIP levels with the shipped large thresholds change their invite rebate rate on approval', async () => {
      const cfg = await staffAnswer(content, getConfig, { kind: 'vip' });
      const levels = vipBody.parse(cfg.resultData.live).levels;
      expect(levels.length).toBeGreaterThan(1);
      const body = { levels: levels.map((l) => (l.level === 1 ? { ...l, rebateBps: 75 } : l)) };
      const gap = await content.call('/engagement/config/propose', {
        kind: 'vip',
        body: { levels: levels.filter((l) => l.level !== 1) },
        reason: 'seviye atla',
      });
      expect(gap.msg).toBe("VIP seviyeleri 0'dan başlayıp birer artmalı.");
      const asked = await staffAnswer(content, proposeConfig, {
        kind: 'vip',
        body,
        reason: 'VIP 1 daha çok iade',
      });
      expect(asked.state).toBe('200');
      expect((await approve(finance, asked.resultData.approvalId)).state).toBe('200');
      const row = await t.database.db
        .selectFrom('vip_levels')
        .select('rebate_bps')
        .where('level', '=', 1)
        .executeTakeFirstOrThrow();
      expect(row.rebate_bps).toBe(75);
    });

    it('a rejected change is shown rejected and leaves the live values', async () => {
      const asked = await staffAnswer(content, proposeConfig, {
        kind: 'wheel:primary',
        body: { ...NEW_PRIMARY, minVipLevel: 2 },
        reason: 'yalnız VIP',
      });
      await finance.call('/approvals/decide', {
        id: asked.resultData.approvalId,
        decision: 'reject',
        reason: 'çok kısıtlayıcı',
      });
      const cfg = await staffAnswer(content, getConfig, { kind: 'wheel:primary' });
      expect(cfg.resultData.pending).toBeNull();
      expect(wheelBody.parse(cfg.resultData.live).minVipLevel).toBe(0);
      const rows = await versions('wheel:primary');
      expect(rows.find((r) => r.version === 3)?.state).toBe('rejected');
    });
  });
}
