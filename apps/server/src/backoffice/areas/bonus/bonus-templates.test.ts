// Bonus templates over the back-office HTTP calls, on both databases: roles without the
// permission are refused; a bad draft is refused field by field and writes nothing; a version is
// used only after a second staff member approves it, never its author or its submitter; an
// approved version is never edited (a change is a new version); every change is audited.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../../../testing/backends.ts';
import {
  openBackofficeTest,
  staffClient,
  type BackofficeTest,
  type StaffClient,
} from '../../../testing/staff.ts';

const RULES = {
  kind: 'deposit_match',
  trigger: 'first_deposit',
  percent: 100,
  capMinor: 50_000,
  wageringMultiple: 30,
  expiryDays: 14,
};
const TITLE = { tk: 'Hoş geldin bonusu', en: 'Welcome bonus' };

for (const backend of backends()) {
  describe(`bonus templates on ${backend.name}`, () => {
    let t: BackofficeTest;
    let content: StaffClient;
    let admin: StaffClient;
    let admin2: StaffClient;
    let finance: StaffClient;
    let support: StaffClient;
    beforeAll(async () => {
      t = await openBackofficeTest(backend);
      content = await staffClient(t, 'content');
      admin = await staffClient(t, 'admin');
      admin2 = await staffClient(t, 'admin');
      finance = await staffClient(t, 'finance');
      support = await staffClient(t, 'support');
    });
    afterAll(() => t.dispose());

    const audits = (code: string) =>
      t.database.db
        .selectFrom('staff_audit')
        .select(['action', 'staff_name', 'second_staff_name'])
        .where('object_type', '=', 'bonus_template')
        .where('object_id', '=', code)
        .orderBy('seq')
        .execute();
    const decide = (who: StaffClient, id: number) =>
      who.call('/approvals/decide', { id, decision: 'approve', reason: '' });
    const counts = async () => ({
      templates: (await t.database.db.selectFrom('bonus_templates').select('id').execute()).length,
      versions: (await t.database.db.selectFrom('bonus_template_versions').select('id').execute())
        .length,
    });

    it('refuses roles without the permission, and writes nothing', async () => {
      const create = { code: 'NOPE-1', title: TITLE, rules: RULES, reason: 'deneme' };
      const answers = [
        await support.call('/bonus/templates/create', create),
        await finance.call('/bonus/templates/create', create),
        await support.call('/bonus/templates/status', {
          templateId: 1,
          status: 'active',
          reason: 'deneme',
        }),
        await content.call('/bonus/grant', {
          userId: 1,
          templateCode: 'NOPE-1',
          reason: 'deneme',
        }),
        await content.call('/bonus/cancel', { bonusId: 1, reason: 'deneme' }),
      ];
      expect(answers.map((a) => [a.state, a.msg])).toEqual(
        Array(5).fill(['403', 'Bu işlem için yetkiniz yok.']),
      );
      expect(await counts()).toEqual({ templates: 0, versions: 0 });
    });

    it('refuses a bad draft naming the field, in the staff member’s language', async () => {
      const bad = async (rules: unknown) =>
        (
          await content.call('/bonus/templates/create', {
            code: 'KOTU-1',
            title: TITLE,
            rules,
            reason: 'deneme',
          })
        ).msg;
      expect(await bad({ ...RULES, expiryDays: 0 })).toBe(
        'Geçerlilik süresi (gün) en az 1 olmalıdır.',
      );
      expect(await bad({ ...RULES, percent: null })).toBe(
        'Bu bonus türü ve tetikleyici için Yüzde alanı gereklidir.',
      );
      expect(await bad({ ...RULES, wageringMultiple: undefined })).toBe(
        'Çevrim katı alanı zorunludur.',
      );
      expect(await bad({ ...RULES, contributionPct: { slot: 150 } })).toBe(
        'Oyun katkısı › slot en fazla 100 olabilir.',
      );
      expect(await counts()).toEqual({ templates: 0, versions: 0 });
    });

    it('uses a version only after a second staff member approves it, never its author', async () => {
      const made = await content.call<{ id: number; versionId: number; version: number }>(
        '/bonus/templates/create',
        { code: 'hosgeldin-100', title: TITLE, rules: RULES, reason: 'yeni kampanya' },
      );
      expect([made.state, made.msg, made.resultData.version]).toEqual(['200', '', 1]);
      const id = made.resultData.id;
      const activateEarly = await admin.call('/bonus/templates/status', {
        templateId: id,
        status: 'active',
        reason: 'hemen',
      });
      expect(activateEarly.msg).toBe(
        'Şablonun onaylanmış bir sürümü yok; önce bir sürümü onaya gönderin.',
      );

      const asked = await admin.call<{ approvalId: number }>('/bonus/templates/submit', {
        versionId: made.resultData.versionId,
        reason: 'onaya',
      });
      expect(asked.state).toBe('200');
      const approvalId = asked.resultData.approvalId;
      // The submitter can't decide it; the author (content) may not decide at all; finance may.
      expect((await decide(admin, approvalId)).msg).toBe(
        'Kendi talebinizi onaylayamaz veya reddedemezsiniz; ikinci bir yetkili karar vermeli.',
      );
      expect((await decide(content, approvalId)).msg).toBe('Bu işlem için yetkiniz yok.');
      expect((await decide(finance, approvalId)).state).toBe('200');

      const detail = await content.call<{
        template: { status: string; currentVersion: number | null; code: string };
        versions: { version: number; state: string; approvedBy: string | null }[];
      }>('/bonus/templates/detail', { id });
      expect(detail.resultData.template).toMatchObject({
        code: 'HOSGELDIN-100',
        status: 'draft',
        currentVersion: 1,
      });
      expect(detail.resultData.versions).toMatchObject([
        { version: 1, state: 'approved', approvedBy: finance.name },
      ]);

      // Version 2, written by admin2 and submitted by admin: admin2 can't approve their own rules.
      const v2 = await admin2.call<{ versionId: number; version: number }>(
        '/bonus/templates/version',
        { templateId: id, title: TITLE, rules: { ...RULES, capMinor: 80_000 }, reason: 'daha çok' },
      );
      expect(v2.resultData.version).toBe(2);
      const asked2 = await admin.call<{ approvalId: number }>('/bonus/templates/submit', {
        versionId: v2.resultData.versionId,
        reason: 'onaya',
      });
      expect((await decide(admin2, asked2.resultData.approvalId)).msg).toBe(
        'Kendi talebinizi onaylayamaz veya reddedemezsiniz; ikinci bir yetkili karar vermeli.',
      );
      const again = await admin.call('/bonus/templates/submit', {
        versionId: v2.resultData.versionId,
        reason: 'tekrar',
      });
      expect(again.msg).toBe(
        'Bu sürüm zaten onaya gönderildi ya da onaylandı. Değişiklik için yeni sürüm oluşturun.',
      );
      const pending = await content.call<{
        template: { currentVersion: number; pendingVersion: number };
      }>('/bonus/templates/detail', { id });
      expect(pending.resultData.template).toMatchObject({ currentVersion: 1, pendingVersion: 2 });
      expect((await decide(finance, asked2.resultData.approvalId)).state).toBe('200');

      // Version 1 is as it was approved; the template now grants version 2.
      const versions = await t.database.db
        .selectFrom('bonus_template_versions')
        .select(['version', 'rules', 'created_by', 'approved_by'])
        .where('template_id', '=', id)
        .orderBy('version')
        .execute();
      expect(
        versions.map((v) => [v.version, JSON.parse(v.rules).capMinor, v.created_by, v.approved_by]),
      ).toEqual([
        [1, 50_000, content.name, finance.name],
        [2, 80_000, admin2.name, finance.name],
      ]);
      expect(await audits('HOSGELDIN-100')).toEqual([
        { action: 'bonus.template.created', staff_name: content.name, second_staff_name: null },
        {
          action: 'bonus.version.approved',
          staff_name: finance.name,
          second_staff_name: admin.name,
        },
        { action: 'bonus.version.created', staff_name: admin2.name, second_staff_name: null },
        {
          action: 'bonus.version.approved',
          staff_name: finance.name,
          second_staff_name: admin.name,
        },
      ]);
    });

    it('a rejected version stays rejected: it is never used and cannot be sent again', async () => {
      const made = await content.call<{ id: number; versionId: number }>(
        '/bonus/templates/create',
        {
          code: 'RED-1',
          title: TITLE,
          rules: RULES,
          reason: 'deneme',
        },
      );
      const asked = await content.call<{ approvalId: number }>('/bonus/templates/submit', {
        versionId: made.resultData.versionId,
        reason: 'onaya',
      });
      const rejected = await finance.call('/approvals/decide', {
        id: asked.resultData.approvalId,
        decision: 'reject',
        reason: 'çevrim çok düşük',
      });
      expect(rejected.state).toBe('200');
      const detail = await content.call<{
        template: { currentVersion: number | null; pendingVersion: number | null };
        versions: { state: string }[];
      }>('/bonus/templates/detail', { id: made.resultData.id });
      expect(detail.resultData.template).toMatchObject({
        currentVersion: null,
        pendingVersion: null,
      });
      expect(detail.resultData.versions.map((v) => v.state)).toEqual(['rejected']);
      const again = await content.call('/bonus/templates/submit', {
        versionId: made.resultData.versionId,
        reason: 'tekrar',
      });
      expect(again.msg).toBe(
        'Bu sürüm zaten onaya gönderildi ya da onaylandı. Değişiklik için yeni sürüm oluşturun.',
      );
    });

    it('activates, pauses and retires, audited; the same status again changes nothing', async () => {
      const made = await content.call<{ id: number; versionId: number }>(
        '/bonus/templates/create',
        {
          code: 'SABIT-50',
          title: { tk: 'Sabit bonus', en: 'Fixed bonus' },
          rules: {
            kind: 'fixed',
            trigger: 'staff_grant',
            fixedMinor: 5_000,
            wageringMultiple: 5,
            expiryDays: 7,
          },
          reason: 'destek için',
        },
      );
      const asked = await content.call<{ approvalId: number }>('/bonus/templates/submit', {
        versionId: made.resultData.versionId,
        reason: 'onaya',
      });
      await decide(finance, asked.resultData.approvalId);
      const status = (who: StaffClient, s: string) =>
        who.call<{ status: string }>('/bonus/templates/status', {
          templateId: made.resultData.id,
          status: s,
          reason: 'kampanya takvimi',
        });
      expect((await status(content, 'active')).resultData.status).toBe('active');
      expect((await status(content, 'active')).resultData.status).toBe('active');
      expect((await status(content, 'paused')).resultData.status).toBe('paused');
      expect((await status(content, 'retired')).resultData.status).toBe('retired');
      expect((await status(content, 'active')).msg).toBe('Şablon bu duruma geçirilemez.');
      expect((await audits('SABIT-50')).map((a) => a.action)).toEqual([
        'bonus.template.created',
        'bonus.version.approved',
        'bonus.template.activated',
        'bonus.template.paused',
        'bonus.template.retired',
      ]);
      const list = await support.call<{ rows: { code: string; status: string }[]; total: number }>(
        '/bonus/templates',
        { status: 'retired' },
      );
      expect(list.resultData).toMatchObject({
        total: 1,
        rows: [{ code: 'SABIT-50', status: 'retired' }],
      });
      const byCode = await support.call<{ rows: { code: string }[] }>('/bonus/templates', {
        sort: 'code',
        dir: 'asc',
      });
      expect(byCode.resultData.rows.map((r) => r.code)).toEqual([
        'HOSGELDIN-100',
        'RED-1',
        'SABIT-50',
      ]);
    });
  });

  describe(`bonus templates under a pack that caps wagering on ${backend.name}`, () => {
    let t: BackofficeTest;
    let content: StaffClient;
    beforeAll(async () => {
      t = await openBackofficeTest(backend, { JURISDICTION: 'uk' });
      content = await staffClient(t, 'content');
    });
    afterAll(() => t.dispose());

    it('refuses a wagering multiple above the pack’s cap and writes nothing', async () => {
      const answer = await content.call('/bonus/templates/create', {
        code: 'UK-WELCOME',
        title: TITLE,
        rules: { ...RULES, wageringMultiple: 11 },
        reason: 'deneme',
      });
      expect(answer.msg).toBe('Çevrim katı bu lisans bölgesinde en fazla 10 olabilir.');
      const ok = await content.call('/bonus/templates/create', {
        code: 'UK-WELCOME',
        title: TITLE,
        rules: { ...RULES, wageringMultiple: 10 },
        reason: 'deneme',
      });
      expect(ok.state).toBe('200');
      const rows = await t.database.db.selectFrom('bonus_templates').select('code').execute();
      expect(rows).toEqual([{ code: 'UK-WELCOME' }]);
    });
  });
}
