// Segments and the mail composer on both databases: a segment's live count; the cost shown
// before sending; a send above the threshold waits for a second approver; a send to a segment
// reaches exactly the matching players, once, however often (or concurrently) the job runs;
// bad input changes nothing; every change is audited.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../../../testing/backends.ts';
import { createPlayer } from '../../../testing/players.ts';
import {
  openBackofficeTest,
  staffClient,
  type BackofficeTest,
  type StaffClient,
} from '../../../testing/staff.ts';
import { runDueCampaigns } from '../../../modules/engagement/mail/campaign-sender.ts';
import { staffAnswer, staffCall } from '../../../testing/calls.ts';
import {
  cancelCampaign,
  countSegment,
  listCampaigns,
  listSegments,
  saveSegment,
  sendMail,
} from '@talih/contracts/backoffice/engagement.ts';

const FROM = 1_800_000_000_000;
const TO = 1_800_086_400_000;

for (const backend of backends()) {
  describe(`segments and mail staff calls on ${backend.name}`, () => {
    let t: BackofficeTest;
    let content: StaffClient;
    let finance: StaffClient;
    let support: StaffClient;
    const inside: number[] = [];
    const outside: number[] = [];
    beforeAll(async () => {
      t = await openBackofficeTest(backend, { FOUR_EYES_MAIL_PRIZE_MINOR: '5000' });
      content = await staffClient(t, 'content');
      finance = await staffClient(t, 'finance');
      support = await staffClient(t, 'support');
      // Seven English players registered on the day; others in Turkish or registered later.
      for (let i = 0; i < 10; i++) {
        const p = await createPlayer(t);
        const match = i < 7;
        await t.database.db
          .updateTable('users')
          .set({
            lang: match || i === 8 ? 'en' : 'tk',
            registered_at: match || i === 7 ? FROM + i : TO + i,
          })
          .where('id', '=', p.userId)
          .execute();
        (match ? inside : outside).push(p.userId);
      }
    });
    afterAll(() => t.dispose());

    const filter = { lang: 'en' as const, registeredFrom: FROM, registeredTo: TO };
    const mailsOf = (userIds: number[], batch: string) =>
      t.database.db
        .selectFrom('mails')
        .select(['user_id', 'amount_minor'])
        .where('user_id', 'in', userIds)
        .where('batch', '=', batch)
        .execute();

    it('counts a filter live and saves it as a segment, audited', async () => {
      const count = await staffAnswer(content, countSegment, { filter });
      expect(count.resultData.count).toBe(7);
      const bad = await content.call('/engagement/segments/save', {
        name: 'ters',
        filter: { registeredFrom: TO, registeredTo: FROM },
      });
      expect(bad.state).toBe('500');
      const refused = await support.call('/engagement/segments/save', { name: 'x', filter });
      expect(refused.state).toBe('403');
      const saved = await staffAnswer(content, saveSegment, {
        name: 'İngilizce yeni gelenler',
        filter,
      });
      expect(saved.resultData.name).toBe('İngilizce yeni gelenler');
      const list = await staffAnswer(content, listSegments, {});
      expect(list.resultData.total).toBe(1);
      const audit = await t.database.db
        .selectFrom('staff_audit')
        .selectAll()
        .where('object_type', '=', 'segment')
        .execute();
      expect(audit.map((a) => [a.action, a.staff_name, a.before_json])).toEqual([
        ['engagement.segment.created', content.name, null],
      ]);
    });

    it('shows the total cost before sending and refuses bad input without a campaign', async () => {
      const segment = (await staffCall(content, listSegments, {})).rows[0]!;
      const preview = await content.call('/engagement/mail/preview', {
        to: { target: 'segment', segmentId: segment.id },
        amountMinor: 1000,
      });
      expect(preview.resultData).toEqual({
        recipients: 7,
        totalCostMinor: 7000,
        needsApproval: true,
        thresholdMinor: 5000,
      });
      const bad = [
        {
          to: { target: 'segment', segmentId: segment.id },
          title: 'x',
          content: 'y',
          amountMinor: -1,
        },
        { to: { target: 'segment', segmentId: 999_999 }, title: 'x', content: 'y', amountMinor: 0 },
        { to: { target: 'player', userId: 999_999 }, title: 'x', content: 'y', amountMinor: 0 },
        { to: { target: 'all' }, title: '', content: 'y', amountMinor: 0 },
        { to: { target: 'all' }, title: 'x', content: 'y', amountMinor: 0, sendAt: 1000 },
      ];
      for (const input of bad) {
        expect((await content.call('/engagement/mail/send', input)).state).toBe('500');
      }
      expect(await t.database.db.selectFrom('mail_campaigns').selectAll().execute()).toEqual([]);
    });

    it('a send to a segment above the threshold waits, then reaches each matching player once', async () => {
      const segment = (await staffCall(content, listSegments, {})).rows[0]!;
      const sent = await staffAnswer(content, sendMail, {
        to: { target: 'segment', segmentId: segment.id },
        title: 'Hoş geldin hediyesi',
        content: 'Ödülünüzü alın.',
        amountMinor: 1000,
      });
      expect(sent.resultData.status).toBe('awaiting_approval');
      const batch = `C${sent.resultData.campaignId}`;
      await runDueCampaigns(t.database.db);
      expect(await mailsOf(inside, batch)).toEqual([]);
      const own = await content.call('/approvals/decide', {
        id: sent.resultData.approvalId,
        decision: 'approve',
        reason: '',
      });
      // The content role can't decide approvals at all: a permission refusal.
      expect(own.state).toBe('403');
      const approved = await finance.call('/approvals/decide', {
        id: sent.resultData.approvalId,
        decision: 'approve',
        reason: '',
      });
      expect(approved.state).toBe('200');

      // The job runs twice at once, and again after: each player gets one copy.
      await Promise.all([runDueCampaigns(t.database.db), runDueCampaigns(t.database.db)]);
      await runDueCampaigns(t.database.db);
      const mails = await mailsOf([...inside, ...outside], batch);
      expect(mails.map((m) => Number(m.user_id)).sort((a, b) => a - b)).toEqual(inside);
      expect(mails.every((m) => Number(m.amount_minor) === 1000)).toBe(true);
      const list = await staffAnswer(content, listCampaigns, {});
      expect(list.resultData.rows[0]).toMatchObject({
        id: sent.resultData.campaignId,
        status: 'sent',
        sentCount: 7,
        approvedBy: finance.name,
      });
    });

    it('a small send to one player goes at its time without approval; a scheduled one can be cancelled', async () => {
      const now = Date.now();
      const one = await staffAnswer(content, sendMail, {
        to: { target: 'player', userId: outside[0]! },
        title: 'Merhaba',
        content: 'Bir not',
        amountMinor: 0,
      });
      expect(one.resultData.status).toBe('scheduled');
      const later = await staffAnswer(content, sendMail, {
        to: { target: 'all' },
        title: 'Yarın',
        content: 'Yarın görüşürüz',
        amountMinor: 0,
        sendAt: now + 86_400_000,
      });
      await runDueCampaigns(t.database.db);
      expect(await mailsOf(outside, `C${one.resultData.campaignId}`)).toEqual([
        { user_id: outside[0], amount_minor: 0 },
      ]);
      expect(await mailsOf([...inside, ...outside], `C${later.resultData.campaignId}`)).toEqual([]);
      const cancelled = await staffAnswer(content, cancelCampaign, {
        id: later.resultData.campaignId,
        reason: 'vazgeçtik',
      });
      expect(cancelled.resultData.status).toBe('cancelled');
      await runDueCampaigns(t.database.db, now + 2 * 86_400_000);
      expect(await mailsOf([...inside, ...outside], `C${later.resultData.campaignId}`)).toEqual([]);
      const audit = await t.database.db
        .selectFrom('staff_audit')
        .select('action')
        .where('object_type', '=', 'mail_campaign')
        .where('object_id', '=', String(later.resultData.campaignId))
        .orderBy('seq')
        .execute();
      expect(audit.map((a) => a.action)).toEqual([
        'engagement.mail.composed',
        'engagement.mail.scheduled',
        'engagement.mail.cancelled',
      ]);
    });
  });
}
