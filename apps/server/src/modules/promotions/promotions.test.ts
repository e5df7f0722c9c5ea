// Promotions: the live list with each one's banner and state, detail with terms, join once,
// and a claim that pays its reward once through the ledger however many requests race.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSocial } from '../../seed/social-parts.ts';
import { backends, loginTourist, openTestApp, type TestApp } from '../../testing/backends.ts';
import { createPlayer } from '../../testing/players.ts';
import { confirmedDeposit } from '../../testing/social.ts';
import { answer } from '../../testing/calls.ts';
import {
  activityClaim,
  activityDetail,
  activityJoin,
  activityList,
} from '@talih/contracts/promotions.ts';
import { bannerList } from '@talih/contracts/lobby.ts';
import { balanceOf, expectReconciled } from '../../testing/ledger.ts';

for (const backend of backends()) {
  describe(`promotions on ${backend.name}`, () => {
    let t: TestApp;
    let ids: Record<string, number>;
    beforeAll(async () => {
      t = await openTestApp(backend);
      await t.database.db.transaction().execute((trx) => insertSocial(trx, Date.now()));
      const rows = await t.database.db.selectFrom('promotions').select(['id', 'code']).execute();
      ids = Object.fromEntries(rows.map((r) => [r.code, r.id]));
    });
    afterAll(() => t.dispose());

    const auth = (token: string) => ({ token });

    it('lists live promotions in order with their banner art, in the caller language', async () => {
      const res = await answer(t, activityList, {});
      expect(res.state).toBe('200');
      expect(res.resultData.map((a) => a.title)).toEqual([
        'Hoş geldiniz hediyesi',
        'İlk yatırıma ₺50 hediye',
        'Arkadaşını Davet Et, iade kazan',
        'Slot turnuvası ön kaydı',
      ]);
      // A visitor sees what needs a login.
      expect(res.resultData.map((a) => a.state)).toEqual(['login', 'login', 'open', 'login']);
      const first = res.resultData[0]!;
      expect(first.imageUrl).toBe(`/banner-art/${first.bannerId}.svg`);
      const banners = await answer(t, bannerList, {});
      expect(banners.resultData.find((b) => b.bannerId === first.bannerId)?.link).toBe(
        `/promotions?id=${first.activityId}`,
      );
      const en = await answer(t, activityList, { lang: 'en' });
      expect(en.resultData[0]!.title).toBe('Welcome gift');
    });

    it('answers the detail with its terms, and an unknown or ended one as not found', async () => {
      const res = await answer(t, activityDetail, {
        activityId: ids['first-deposit']!,
      });
      expect(res.state).toBe('200');
      expect(res.resultData.terms).toHaveLength(3);
      expect(res.resultData.reward).toBe(50);
      const missing = await t.call('/activity/detail', { activityId: 999_999 });
      expect(missing.state).toBe('500');
      expect(missing.msg).toMatch(/bulunamadı/);
      const bad = await t.call('/activity/detail', { activityId: 'x' });
      expect(bad.state).toBe('500');
      expect(bad.msg).toMatch(/Promosyon/);
      await t.database.db
        .updateTable('promotions')
        .set({ ends_at: Date.now() - 1 })
        .where('code', '=', 'tournament-waitlist')
        .execute();
      const ended = await t.call('/activity/detail', { activityId: ids['tournament-waitlist']! });
      expect(ended.state).toBe('500');
      await t.database.db
        .updateTable('promotions')
        .set({ ends_at: null })
        .where('code', '=', 'tournament-waitlist')
        .execute();
    });

    it('joins a join promotion once and refuses joining or claiming the wrong kind', async () => {
      const p = await createPlayer(t);
      const join = () =>
        answer(t, activityJoin, { activityId: ids['tournament-waitlist']! }, { session: p.token });
      expect((await join()).resultData.state).toBe('joined');
      expect((await join()).resultData.state).toBe('joined');
      const rows = await t.database.db
        .selectFrom('promotion_claims')
        .selectAll()
        .where('user_id', '=', p.userId)
        .execute();
      expect(rows).toHaveLength(1);
      const wrong = await t.call(
        '/activity/claim',
        { activityId: ids['tournament-waitlist']! },
        auth(p.token),
      );
      expect(wrong.msg).toMatch(/alınacak bir ödülü yok/);
      const notJoin = await t.call(
        '/activity/join',
        { activityId: ids['welcome-gift']! },
        auth(p.token),
      );
      expect(notJoin.msg).toMatch(/katılım gerekmiyor/);
    });

    it('refuses tourists and visitors', async () => {
      const tourist = await loginTourist(t);
      const res = await t.call(
        '/activity/claim',
        { activityId: ids['welcome-gift']! },
        auth(tourist.token),
      );
      expect(res.state).toBe('401');
      expect((await t.call('/activity/claim', { activityId: ids['welcome-gift']! })).state).toBe(
        '401',
      );
    });

    it('pays a claim exactly once when 50 claims race', async () => {
      const p = await createPlayer(t);
      // The welcome gift needs a confirmed deposit (₺100 here) and a verified phone.
      await confirmedDeposit(t, p.userId);
      const results = await Promise.all(
        Array.from({ length: 50 }, () =>
          answer(t, activityClaim, { activityId: ids['welcome-gift']! }, { session: p.token }),
        ),
      );
      const paid = results.filter((r) => r.state === '200');
      expect(paid).toHaveLength(1);
      expect(paid[0]!.resultData).toMatchObject({ paid: 10, balance: 110 });
      for (const r of results.filter((x) => x.state !== '200')) {
        expect(r.msg).toMatch(/zaten aldınız|Çok fazla|çok fazla/);
      }
      expect(await balanceOf(t, p.userId)).toBe(10_000 + 1000);
      const entries = await t.database.db
        .selectFrom('journal_entries')
        .select('id')
        .where('idempotency_key', '=', `prize:promotion:${ids['welcome-gift']}:${p.userId}`)
        .execute();
      expect(entries).toHaveLength(1);
      const list = await answer(t, activityList, {}, { session: p.token });
      expect(list.resultData.find((a) => a.activityId === ids['welcome-gift'])?.state).toBe(
        'claimed',
      );
      await expectReconciled(t);
    });

    it('locks a deposit promotion until a deposit is confirmed', async () => {
      const p = await createPlayer(t);
      const list = await answer(t, activityList, {}, { session: p.token });
      expect(list.resultData.find((a) => a.activityId === ids['first-deposit'])?.state).toBe(
        'locked',
      );
      const refused = await t.call(
        '/activity/claim',
        { activityId: ids['first-deposit']! },
        auth(p.token),
      );
      expect(refused.msg).toMatch(/para yatırma/);
      expect(await balanceOf(t, p.userId)).toBe(0);
      await confirmedDeposit(t, p.userId);
      const ok = await answer(
        t,
        activityClaim,
        { activityId: ids['first-deposit']! },
        { session: p.token },
      );
      expect(ok.resultData.paid).toBe(50);
      expect(await balanceOf(t, p.userId)).toBe(10_000 + 5000);
      await expectReconciled(t);
    });
  });
}
