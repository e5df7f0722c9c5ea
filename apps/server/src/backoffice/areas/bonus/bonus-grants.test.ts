// Staff grants and cancels over the back-office HTTP calls, on both databases: a grant within
// FOUR_EYES_BONUS_GRANT_MINOR moves the money at once, a larger one waits for a second staff
// member and moves nothing until then; excluded players and inactive templates are refused; a
// cancel sends what is left back to the operator and starts the next waiting bonus; every
// change is audited and reconcile stays clean.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconcile } from '../../../testing/reconcile.ts';
import { CSRF_COOKIE, SESSION_COOKIE } from '../../auth/sessions.ts';
import { playerBonusMinor, playerCashMinor } from '../../../ledger/queries.ts';
import { addExclusion } from '../../../modules/protection/exclusions.ts';
import { backends } from '../../../testing/backends.ts';
import { createBonusTemplate } from '../../../testing/bonus.ts';
import { createPlayer } from '../../../testing/players.ts';
import {
  openBackofficeTest,
  staffClient,
  type BackofficeTest,
  type StaffClient,
} from '../../../testing/staff.ts';

interface Row {
  id: number;
  status: string;
  grantedMinor: number;
  balanceMinor: number;
  forfeitedMinor: number;
  cancelledBy: string | null;
  finishReason: string | null;
  templateCode: string;
}

for (const backend of backends()) {
  describe(`bonus grants and cancels on ${backend.name}`, () => {
    let t: BackofficeTest;
    let support: StaffClient;
    let finance: StaffClient;
    let risk: StaffClient;
    let code: string;
    let matchCode: string;
    beforeAll(async () => {
      // ₺500 without a second approver in this test.
      t = await openBackofficeTest(backend, { FOUR_EYES_BONUS_GRANT_MINOR: '50000' });
      support = await staffClient(t, 'support');
      finance = await staffClient(t, 'finance');
      risk = await staffClient(t, 'risk');
      const fixed = await createBonusTemplate(t, {
        kind: 'fixed',
        trigger: 'staff_grant',
        percent: null,
        fixedMinor: 5_000,
        capMinor: null,
        wageringMultiple: 5,
      });
      const match = await createBonusTemplate(t, { capMinor: 200_000 });
      const codeOf = async (id: number) =>
        (
          await t.database.db
            .selectFrom('bonus_templates')
            .select('code')
            .where('id', '=', id)
            .executeTakeFirstOrThrow()
        ).code;
      code = await codeOf(fixed.templateId);
      matchCode = await codeOf(match.templateId);
    });
    afterAll(() => t.dispose());

    const bonusesOf = async (who: StaffClient, userId: number) =>
      (await who.call<{ rows: Row[]; total: number }>('/bonus/player', { userId })).resultData;
    const audits = (userId: number) =>
      t.database.db
        .selectFrom('staff_audit')
        .select(['action', 'staff_name', 'second_staff_name', 'reason'])
        .where('object_type', '=', 'player')
        .where('object_id', '=', String(userId))
        .orderBy('seq')
        .execute();
    const clean = async () => {
      const lines: string[] = [];
      const { violations } = await reconcile(t.database, (l) => lines.push(l));
      expect(violations, lines.join('\n')).toBe(0);
    };

    it('grants the template’s fixed amount at once, within the threshold', async () => {
      const p = await createPlayer(t);
      const answer = await support.call<{ status: string; bonusId: number }>('/bonus/grant', {
        userId: p.userId,
        templateCode: code.toLowerCase(),
        reason: 'gecikme için özür',
      });
      expect(answer.resultData).toMatchObject({ status: 'done', replayed: false });
      expect(await playerBonusMinor(t.database.db, p.userId)).toBe(5_000);
      const [row] = (await bonusesOf(support, p.userId)).rows;
      expect(row).toMatchObject({
        status: 'active',
        grantedMinor: 5_000,
        balanceMinor: 5_000,
        templateCode: code,
        grantKey: expect.stringMatching(/^staff:/),
        grantedBy: support.name,
        wageringRequiredMinor: 25_000,
      });
      expect(await audits(p.userId)).toEqual([
        {
          action: 'bonus.granted',
          staff_name: support.name,
          second_staff_name: null,
          reason: 'gecikme için özür',
        },
      ]);
      await clean();
    });

    it('grants once when the same request is sent twice (its request id is the grant key)', async () => {
      const p = await createPlayer(t);
      const send = () =>
        t.boCall<{ status: string; bonusId: number; replayed: boolean }>(
          '/bonus/grant',
          { userId: p.userId, templateCode: code, reason: 'yeniden gönderim' },
          {
            cookie: `${SESSION_COOKIE}=${support.cookie}; ${CSRF_COOKIE}=${support.csrfToken}`,
            'x-csrf-token': support.csrfToken,
            'x-request-id': `retry-${p.userId}-abcdef`,
          },
        );
      const first = await send();
      const second = await send();
      expect(first.resultData).toMatchObject({ status: 'done', replayed: false });
      expect(second.resultData).toEqual({
        status: 'done',
        bonusId: first.resultData.bonusId,
        replayed: true,
      });
      expect(await playerBonusMinor(t.database.db, p.userId)).toBe(5_000);
      expect((await audits(p.userId)).map((a) => a.action)).toEqual(['bonus.granted']);
    });

    it('waits for a second staff member above the threshold and moves nothing until then', async () => {
      const p = await createPlayer(t);
      const noAmount = await support.call('/bonus/grant', {
        userId: p.userId,
        templateCode: matchCode,
        reason: 'vip jesti',
      });
      expect(noAmount.msg).toBe(
        'Bu şablon sabit bir tutar belirtmiyor; lütfen bonus tutarını girin.',
      );
      const overCap = await support.call('/bonus/grant', {
        userId: p.userId,
        templateCode: matchCode,
        amountMinor: 200_001,
        reason: 'vip jesti',
      });
      expect(overCap.msg).toBe('Tutar şablonun üst sınırını (₺2.000,00) aşıyor.');
      const asked = await support.call<{ status: string; approvalId: number }>('/bonus/grant', {
        userId: p.userId,
        templateCode: matchCode,
        amountMinor: 75_000,
        reason: 'vip jesti',
      });
      expect(asked.resultData).toMatchObject({ status: 'pending' });
      expect(await playerBonusMinor(t.database.db, p.userId)).toBe(0);
      expect((await bonusesOf(support, p.userId)).total).toBe(0);
      const own = await support.call('/approvals/decide', {
        id: asked.resultData.approvalId,
        decision: 'approve',
        reason: '',
      });
      expect(own.msg).toBe('Bu işlem için yetkiniz yok.');
      const approved = await finance.call('/approvals/decide', {
        id: asked.resultData.approvalId,
        decision: 'approve',
        reason: 'uygun',
      });
      expect(approved.state).toBe('200');
      expect(await playerBonusMinor(t.database.db, p.userId)).toBe(75_000);
      expect((await bonusesOf(support, p.userId)).rows[0]).toMatchObject({
        status: 'active',
        grantedMinor: 75_000,
        grantedBy: finance.name,
      });
      expect(await audits(p.userId)).toEqual([
        {
          action: 'approval.requested',
          staff_name: support.name,
          second_staff_name: null,
          reason: 'vip jesti',
        },
        {
          action: 'bonus.granted',
          staff_name: finance.name,
          second_staff_name: support.name,
          reason: 'vip jesti',
        },
        {
          action: 'approval.approved',
          staff_name: finance.name,
          second_staff_name: support.name,
          reason: 'uygun',
        },
      ]);
      await clean();
    });

    it('refuses an excluded player, an unknown template and a paused one, granting nothing', async () => {
      const p = await createPlayer(t);
      await t.database.db.transaction().execute((trx) =>
        addExclusion(trx, {
          userId: p.userId,
          kind: 'self_exclusion',
          endsAt: null,
          actor: 'player',
          now: Date.now(),
        }),
      );
      const grant = (templateCode: string) =>
        support.call('/bonus/grant', { userId: p.userId, templateCode, reason: 'deneme' });
      expect((await grant(code)).msg).toBe(
        'Oyuncu kendini oyundan uzaklaştırdı ya da hesabı kapalı; bonus verilemez.',
      );
      const q = await createPlayer(t);
      expect(
        (
          await support.call('/bonus/grant', {
            userId: q.userId,
            templateCode: 'YOK-1',
            reason: 'deneme',
          })
        ).msg,
      ).toBe('Bu kodla etkin bir bonus şablonu yok.');
      const paused = await createBonusTemplate(t, {
        kind: 'fixed',
        fixedMinor: 1_000,
        percent: null,
      });
      const pausedCode = await t.database.db
        .updateTable('bonus_templates')
        .set({ status: 'paused' })
        .where('id', '=', paused.templateId)
        .returning('code')
        .executeTakeFirstOrThrow();
      expect(
        (
          await support.call('/bonus/grant', {
            userId: q.userId,
            templateCode: pausedCode.code,
            reason: 'deneme',
          })
        ).msg,
      ).toBe('Bu kodla etkin bir bonus şablonu yok.');
      expect(await playerBonusMinor(t.database.db, p.userId)).toBe(0);
      expect(await playerBonusMinor(t.database.db, q.userId)).toBe(0);
      expect(await audits(p.userId)).toEqual([]);
    });

    it('cancels with a reason: the money goes back and the next waiting bonus starts', async () => {
      const p = await createPlayer(t, 1_000);
      const grant = () =>
        support.call<{ bonusId: number }>('/bonus/grant', {
          userId: p.userId,
          templateCode: code,
          reason: 'telafi',
        });
      const first = (await grant()).resultData.bonusId;
      const second = (await grant()).resultData.bonusId;
      expect(await playerBonusMinor(t.database.db, p.userId)).toBe(5_000);
      const refused = await support.call('/bonus/cancel', {
        bonusId: first,
        reason: 'kötüye kullanım',
      });
      expect(refused.msg).toBe('Bu işlem için yetkiniz yok.');
      const noReason = await risk.call('/bonus/cancel', { bonusId: first, reason: '' });
      expect(noReason.state).toBe('500');
      expect(await playerBonusMinor(t.database.db, p.userId)).toBe(5_000);

      const cancelled = await risk.call<Row>('/bonus/cancel', {
        bonusId: first,
        reason: 'kötüye kullanım',
      });
      expect(cancelled.resultData).toMatchObject({
        status: 'cancelled',
        forfeitedMinor: 5_000,
        cancelledBy: risk.name,
        finishReason: 'kötüye kullanım',
      });
      // The second grant started with its own 50.00; cash is untouched.
      expect(await playerBonusMinor(t.database.db, p.userId)).toBe(5_000);
      expect(await playerCashMinor(t.database.db, p.userId)).toBe(1_000);
      const rows = (await bonusesOf(risk, p.userId)).rows;
      expect(rows.map((r) => [r.id, r.status])).toEqual([
        [second, 'active'],
        [first, 'cancelled'],
      ]);
      const twice = await risk.call('/bonus/cancel', { bonusId: first, reason: 'tekrar' });
      expect(twice.msg).toBe('Bu bonus zaten sona erdi.');
      await risk.call('/bonus/cancel', { bonusId: second, reason: 'kötüye kullanım' });
      expect(await playerBonusMinor(t.database.db, p.userId)).toBe(0);
      expect((await audits(p.userId)).map((a) => [a.action, a.staff_name])).toEqual([
        ['bonus.granted', support.name],
        ['bonus.granted', support.name],
        ['bonus.cancelled', risk.name],
        ['bonus.cancelled', risk.name],
      ]);
      await clean();
    });
  });
}
