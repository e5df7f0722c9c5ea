// The support staff calls over HTTP on both databases: the inbox puts waiting conversations
// first (oldest wait on top) and filters; an answer reaches the player's own conversation and
// no one else's; assign, close, reopen, notes, canned answers and channels are audited with
// before and after; a content role is refused and bad input changes nothing.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { userChannel } from '../../../ledger/ledger.ts';
import { backends } from '../../../testing/backends.ts';
import { createPlayer } from '../../../testing/players.ts';
import {
  openBackofficeTest,
  staffClient,
  type BackofficeTest,
  type StaffClient,
} from '../../../testing/staff.ts';
import { answer as answerApi, staffAnswer, staffCall } from '../../../testing/calls.ts';
import { supportChannels, supportMessages, supportSend } from '@talih/contracts/support.ts';
import {
  getConversation,
  listCanned,
  replyConversation,
  saveCanned,
  saveChannel,
  supportInbox,
} from '@talih/contracts/backoffice/support.ts';

for (const backend of backends()) {
  describe(`support staff calls on ${backend.name}`, () => {
    let t: BackofficeTest;
    let agent: StaffClient;
    let agent2: StaffClient;
    let content: StaffClient;
    beforeAll(async () => {
      t = await openBackofficeTest(backend);
      agent = await staffClient(t, 'support');
      agent2 = await staffClient(t, 'support');
      content = await staffClient(t, 'content');
    });
    afterAll(() => t.dispose());

    const send = (token: string, text: string) =>
      answerApi(t, supportSend, { content: text }, { session: token });
    const auditOf = (action: string, objectId: number | string) =>
      t.database.db
        .selectFrom('staff_audit')
        .selectAll()
        .where('action', '=', action)
        .where('object_id', '=', String(objectId))
        .orderBy('seq')
        .execute();
    const inbox = async (input: Record<string, unknown>) =>
      await staffCall(agent, supportInbox, input);

    it('answers a player; the player sees it, another player does not; audited', async () => {
      const a = await createPlayer(t);
      const b = await createPlayer(t);
      await send(a.token, 'Çekimim ne zaman gelir?');
      const answered = await staffAnswer(agent, replyConversation, {
        userId: a.userId,
        content: '  Bugün içinde hesabınızda olur.  ',
      });
      expect(answered.state).toBe('200');
      expect(answered.resultData).toMatchObject({ from: 'staff', staffName: agent.name });
      const mine = await answerApi(t, supportMessages, {}, { session: a.token });
      expect(mine.resultData.map((m) => [m.from, m.content, m.staffName])).toEqual([
        ['player', 'Çekimim ne zaman gelir?', null],
        // The player reads "support team", never a staff member's account name.
        ['staff', 'Bugün içinde hesabınızda olur.', null],
      ]);
      const theirs = await answerApi(t, supportMessages, {}, { session: b.token });
      expect(theirs.resultData).toEqual([]);
      const rows = await auditOf('support.reply', a.userId);
      expect(rows).toHaveLength(1);
      expect(rows[0]!.staff_name).toBe(agent.name);
      expect(JSON.parse(rows[0]!.before_json!)).toMatchObject({ state: 'open', assignee: null });
      expect(JSON.parse(rows[0]!.after_json!)).toMatchObject({
        assignee: agent.name,
        content: 'Bugün içinde hesabınızda olur.',
      });
      const conv = await staffAnswer(agent, getConversation, {
        userId: a.userId,
      });
      expect(conv.resultData.conversation).toMatchObject({
        waitingSince: null,
        assignee: agent.name,
      });
    });

    it('tells the player’s open app at once over the live channel', async () => {
      const p = await createPlayer(t);
      await send(p.token, 'orada mısınız?');
      const heard: string[] = [];
      const stop = await t.app.talih.services.cache.subscribe(userChannel(p.userId), (m) =>
        heard.push(m),
      );
      try {
        const res = await staffAnswer(agent, replyConversation, {
          userId: p.userId,
          content: 'Buradayız.',
        });
        await vi.waitFor(() => expect(heard).toHaveLength(1));
        expect(JSON.parse(heard[0]!)).toEqual({
          type: 'support',
          messageId: res.resultData.messageId,
        });
      } finally {
        await stop();
      }
    });

    it('lists waiting conversations first, the longest wait on top, and filters', async () => {
      const first = await createPlayer(t);
      const second = await createPlayer(t);
      const answered = await createPlayer(t);
      await send(first.token, 'ilk');
      await new Promise((r) => setTimeout(r, 5));
      await send(second.token, 'ikinci');
      await send(answered.token, 'üçüncü');
      await agent.call('/support/reply', { userId: answered.userId, content: 'tamam' });
      const open = await inbox({ state: 'open', pageSize: 100 });
      const ids = open.rows.map((r) => r.userId);
      expect(ids.indexOf(first.userId)).toBeLessThan(ids.indexOf(second.userId));
      expect(ids.indexOf(second.userId)).toBeLessThan(ids.indexOf(answered.userId));
      const waiting = (await inbox({ state: 'waiting', pageSize: 100 })).rows.map((r) => r.userId);
      expect(waiting).toContain(first.userId);
      expect(waiting).not.toContain(answered.userId);
      const paged = await inbox({ state: 'open', pageSize: 1, page: 2 });
      expect(paged.rows).toHaveLength(1);
      expect(paged.total).toBe(open.total);
      await agent.call('/support/assign', { userId: second.userId, assignee: agent2.name });
      const theirs = await staffAnswer(agent2, supportInbox, { assignee: 'me' });
      expect(theirs.resultData.rows.map((r) => r.userId)).toEqual([second.userId]);
      const english = await inbox({ state: 'all', lang: 'en' });
      expect(english.rows).toEqual([]);
    });

    it('assigns, closes and reopens with before/after; a player message reopens', async () => {
      const p = await createPlayer(t);
      await send(p.token, 'merhaba');
      const assigned = await agent.call('/support/assign', {
        userId: p.userId,
        assignee: agent2.name,
      });
      expect(assigned.resultData).toEqual({ assignee: agent2.name });
      const [row] = await auditOf('support.assign', p.userId);
      expect([JSON.parse(row!.before_json!), JSON.parse(row!.after_json!)]).toEqual([
        { assignee: null },
        { assignee: agent2.name },
      ]);
      const nobody = await agent.call('/support/assign', {
        userId: p.userId,
        assignee: 'yok-boyle',
      });
      expect(nobody.msg).toBe('Bu adla etkin bir personel yok.');
      expect((await auditOf('support.assign', p.userId)).length).toBe(1);

      await agent.call('/support/setState', { userId: p.userId, state: 'closed' });
      expect((await inbox({ state: 'closed', pageSize: 100 })).rows.map((r) => r.userId)).toContain(
        p.userId,
      );
      const [closed] = await auditOf('support.close', p.userId);
      expect(JSON.parse(closed!.after_json!)).toEqual({ state: 'closed' });
      await send(p.token, 'bir sorum daha var');
      const again = await staffAnswer(agent, getConversation, {
        userId: p.userId,
      });
      expect(again.resultData.conversation.state).toBe('open');
      await agent.call('/support/setState', { userId: p.userId, state: 'closed' });
      await agent.call('/support/setState', { userId: p.userId, state: 'open' });
      expect(await auditOf('support.reopen', p.userId)).toHaveLength(1);
    });

    it('keeps internal notes staff see and the player never does', async () => {
      const p = await createPlayer(t);
      await send(p.token, 'hesabım kilitlendi');
      const note = await agent.call('/support/addNote', {
        userId: p.userId,
        body: 'Kimlik istendi',
      });
      expect(note.state).toBe('200');
      const conv = await staffAnswer(agent, getConversation, { userId: p.userId });
      expect(conv.resultData.notes).toMatchObject([
        { body: 'Kimlik istendi', staffName: agent.name },
      ]);
      const mine = await answerApi(t, supportMessages, {}, { session: p.token });
      expect(mine.resultData.map((m) => m.content)).toEqual(['hesabım kilitlendi']);
      expect(await auditOf('support.note', p.userId)).toHaveLength(1);
    });

    it('refuses bad input and unknown conversations, changing nothing', async () => {
      const p = await createPlayer(t);
      const empty = await agent.call('/support/reply', { userId: p.userId, content: '   ' });
      expect(empty.state).toBe('500');
      const long = await agent.call('/support/reply', {
        userId: p.userId,
        content: 'x'.repeat(1001),
      });
      expect(long.state).toBe('500');
      const none = await agent.call('/support/reply', { userId: p.userId, content: 'merhaba' });
      expect(none.msg).toBe('Böyle bir konuşma yok.');
      const stored = await t.database.db
        .selectFrom('support_messages')
        .select('id')
        .where('user_id', '=', p.userId)
        .execute();
      expect(stored).toEqual([]);
    });

    it('a content role may not read the inbox, answer or change settings', async () => {
      const p = await createPlayer(t);
      await send(p.token, 'merhaba');
      const calls: [string, unknown][] = [
        ['/support/inbox', {}],
        ['/support/conversation', { userId: p.userId }],
        ['/support/reply', { userId: p.userId, content: 'x' }],
        ['/support/assign', { userId: p.userId, assignee: content.name }],
        ['/support/setState', { userId: p.userId, state: 'closed' }],
        ['/support/addNote', { userId: p.userId, body: 'not' }],
        ['/support/canned/list', {}],
        ['/support/canned/delete', { cannedId: 1 }],
        ['/support/channels/list', {}],
        ['/support/canned/save', { lang: 'tk', title: 'a', body: 'b' }],
        [
          '/support/channels/save',
          { kind: 'email', labelTk: 'a', labelEn: 'a', value: 'a', href: 'mailto:a@b.c' },
        ],
      ];
      for (const [path, input] of calls) {
        const res = await content.call(path, input);
        expect([path, res.msg]).toEqual([path, 'Bu işlem için yetkiniz yok.']);
      }
      const msgs = await answerApi(t, supportMessages, {}, { session: p.token });
      expect(msgs.resultData).toHaveLength(1);
      const conv = await staffAnswer(agent, getConversation, { userId: p.userId });
      expect(conv.resultData.conversation).toMatchObject({ state: 'open', assignee: null });
      expect(conv.resultData.notes).toEqual([]);
    });

    it('keeps canned answers per language: create, edit, list by language, delete', async () => {
      const made = await staffAnswer(agent, saveCanned, {
        lang: 'tk',
        title: 'Havale süresi',
        body: 'Havaleler genellikle birkaç dakikada geçer.',
      });
      expect(made.state).toBe('200');
      const id = made.resultData.cannedId;
      await agent.call('/support/canned/save', { lang: 'en', title: 'Transfer', body: 'Minutes.' });
      await agent.call('/support/canned/save', {
        cannedId: id,
        lang: 'tk',
        title: 'Havale süresi',
        body: 'Havaleler çoğunlukla 5 dakikada geçer.',
      });
      const tk = await staffAnswer(agent, listCanned, { lang: 'tk' });
      expect(tk.resultData.rows).toMatchObject([
        { title: 'Havale süresi', body: 'Havaleler çoğunlukla 5 dakikada geçer.' },
      ]);
      const [updated] = await auditOf('support.canned.update', id);
      expect(JSON.parse(updated!.before_json!).body).toBe(
        'Havaleler genellikle birkaç dakikada geçer.',
      );
      expect((await agent.call('/support/canned/delete', { cannedId: id })).state).toBe('200');
      expect((await agent.call('/support/canned/delete', { cannedId: id })).msg).toBe(
        'Böyle bir hazır yanıt yok.',
      );
      expect(await auditOf('support.canned.delete', id)).toHaveLength(1);
      const bad = await agent.call('/support/canned/save', { lang: 'de', title: 'x', body: 'y' });
      expect(bad.state).toBe('500');
    });

    it('edits the channels the player app lists, and refuses an unsafe link', async () => {
      const made = await staffAnswer(agent, saveChannel, {
        kind: 'whatsapp',
        labelTk: 'WhatsApp destek',
        labelEn: 'WhatsApp support',
        value: '+90 555 000 00 00',
        href: 'https://wa.me/905550000000',
        hoursTk: 'Her gün 09:00-23:00',
        hoursEn: 'Every day 09:00-23:00',
        sort: 5,
      });
      expect(made.state).toBe('200');
      const shown = await answerApi(t, supportChannels, { lang: 'en' });
      expect(shown.resultData).toContainEqual(
        expect.objectContaining({
          kind: 'whatsapp',
          label: 'WhatsApp support',
          hours: 'Every day 09:00-23:00',
        }),
      );
      await agent.call('/support/channels/save', {
        channelId: made.resultData.channelId,
        kind: 'whatsapp',
        labelTk: 'WhatsApp destek',
        labelEn: 'WhatsApp support',
        value: '+90 555 000 00 00',
        href: 'https://wa.me/905550000000',
        active: false,
      });
      const after = await answerApi(t, supportChannels, { lang: 'tk' });
      expect(after.resultData.map((c) => c.kind)).not.toContain('whatsapp');
      const [row] = await auditOf('support.channel.update', made.resultData.channelId);
      expect([JSON.parse(row!.before_json!).active, JSON.parse(row!.after_json!).active]).toEqual([
        true,
        false,
      ]);
      const unsafe = await agent.call('/support/channels/save', {
        kind: 'chat',
        labelTk: 'Canlı',
        labelEn: 'Live',
        value: 'x',
        href: 'javascript:alert(1)',
      });
      expect(unsafe.msg).toBe('Bağlantı geçersiz.');
    });
  });
}
