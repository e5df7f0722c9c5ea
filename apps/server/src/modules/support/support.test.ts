// Customer service: the operator's channels, a player's own conversation (never another's),
// sending with validation and a rate limit, and staff answers appearing in it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSocial } from '../../seed/social-parts.ts';
import { backends, openTestApp, type TestApp } from '../../testing/backends.ts';
import { createPlayer } from '../../testing/players.ts';
import { addMessage, threads } from './support.ts';
import { answer } from '../../testing/calls.ts';
import { supportChannels, supportMessages, supportSend } from '@talih/contracts/support.ts';

for (const backend of backends()) {
  describe(`customer service on ${backend.name}`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await openTestApp(backend);
      await t.database.db.transaction().execute((trx) => insertSocial(trx, Date.now()));
    });
    afterAll(() => t.dispose());

    it('lists the configured channels in the caller language, to anyone', async () => {
      const res = await answer(t, supportChannels, { lang: 'en' });
      expect(res.state).toBe('200');
      expect(res.resultData.map((c) => c.kind)).toEqual(['chat', 'email', 'telegram']);
      expect(res.resultData[1]!.href).toBe('mailto:destek@talih.example');
      expect(res.resultData[0]!.hours).toMatch(/Every day/);
    });

    it('stores a player’s messages and staff answers, each player seeing only their own', async () => {
      const a = await createPlayer(t);
      const b = await createPlayer(t);
      const sent = await answer(
        t,
        supportSend,
        { content: '  Çekim talebim ne zaman onaylanır?  ' },
        { session: a.token },
      );
      expect(sent.state).toBe('200');
      expect(sent.resultData).toMatchObject({
        from: 'player',
        content: 'Çekim talebim ne zaman onaylanır?',
      });
      await addMessage(t.database.db, {
        userId: a.userId,
        author: 'staff',
        staffName: 'Destek',
        content: 'Bugün içinde incelenecek.',
      });
      const mine = await answer(t, supportMessages, {}, { session: a.token });
      expect(mine.resultData.map((m) => [m.from, m.content])).toEqual([
        ['player', 'Çekim talebim ne zaman onaylanır?'],
        ['staff', 'Bugün içinde incelenecek.'],
      ]);
      const theirs = await answer(t, supportMessages, {}, { session: b.token });
      expect(theirs.resultData).toEqual([]);
      const list = await threads(t.database.db);
      expect(list.find((x) => x.userId === a.userId)).toMatchObject({
        messages: 2,
        waiting: false,
      });
    });

    it('refuses an empty or too long message, and a visitor', async () => {
      const p = await createPlayer(t);
      const empty = await t.call('/support/send', { content: '   ' }, { token: p.token });
      expect(empty.msg).toBe('Lütfen bir mesaj yazın.');
      const long = await t.call('/support/send', { content: 'x'.repeat(1001) }, { token: p.token });
      expect(long.msg).toBe('Mesaj en fazla 1000 karakter olabilir.');
      expect((await t.call('/support/send', { content: 'merhaba' })).state).toBe('401');
    });

    it('rate limits sending', async () => {
      const p = await createPlayer(t);
      const results = [];
      for (let i = 0; i < 12; i++) {
        results.push(await t.call('/support/send', { content: `mesaj ${i}` }, { token: p.token }));
      }
      expect(results.filter((r) => r.state === '200')).toHaveLength(10);
      expect(results[11]!.state).toBe('500');
      const stored = await t.database.db
        .selectFrom('support_messages')
        .select('id')
        .where('user_id', '=', p.userId)
        .execute();
      expect(stored).toHaveLength(10);
    });
  });
}
