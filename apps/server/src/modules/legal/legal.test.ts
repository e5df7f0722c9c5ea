// Legal texts end to end on both databases: each text's current version in the player's
// language (Turkish when it has none), sign-up recording the acceptance of the current terms
// and privacy notice with time and address, and a new version asked for again at the next
// login: pending until the player accepts the version they were shown, never an older one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTestSms, register as registerCall } from '@talih/contracts/accounts.ts';
import { legalAccept, legalAccepted, legalDocument, legalPending } from '@talih/contracts/legal.ts';
import { backends, loginTourist, openTestApp, type TestApp } from '../../testing/backends.ts';
import { answer, call } from '../../testing/calls.ts';
import { insertLegalTexts } from './default-texts.ts';

let phoneSeq = 0;
const newPhone = () =>
  `5${String(Date.now() % 1e6).padStart(6, '0')}${String(phoneSeq++ % 1000).padStart(3, '0')}`;

/** A player registered through /sso/register, as the sign-up box does. */
async function signUp(t: TestApp) {
  const tel = newPhone();
  const tourist = await loginTourist(t);
  const sent = await t.call('/sms/send', { tel });
  expect(sent.state, sent.msg).toBe('200');
  const verificationCode = await call(t, getTestSms, { tel });
  const res = await answer(
    t,
    registerCall,
    {
      mobile: tel,
      password: 'gizli1234',
      verificationCode,
      ageConfirmed: true,
      termsAccepted: true,
    },
    { session: tourist.token },
  );
  expect(res.state, res.msg).toBe('200');
  return { token: res.resultData.token, userId: res.resultData.userid };
}

for (const backend of backends()) {
  describe(`legal texts on ${backend.name}`, () => {
    let t: TestApp;
    let publishedAt: number;
    beforeAll(async () => {
      t = await openTestApp(backend);
      publishedAt = Date.now() - 60_000;
      await t.database.db.transaction().execute((trx) => insertLegalTexts(trx, publishedAt));
    });
    afterAll(() => t.dispose());

    it('answers each text in the language asked, and in Turkish where it has none', async () => {
      const tk = await call(t, legalDocument, { legalText: 'terms' });
      expect([tk.title, tk.version, tk.lang, tk.publishedAt]).toEqual([
        'Şartlar ve Koşullar',
        1,
        'tk',
        publishedAt,
      ]);
      expect(tk.bodyMd).toContain('## 2. Hesap açma');
      const en = await call(t, legalDocument, { legalText: 'privacy', lang: 'en' });
      expect([en.title, en.lang]).toEqual(['Privacy Notice', 'en']);
      const zh = await call(t, legalDocument, { legalText: 'bonus_terms', lang: 'zh-CN' });
      expect([zh.title, zh.lang]).toEqual(['Bonus Şartları', 'tk']);
      const unknown = await t.call('/legal/document', { legalText: 'cookies' });
      expect([unknown.state, unknown.msg]).toEqual(['500', 'Yasal metin geçersiz.']);
    });

    it('records the acceptance of the current terms and privacy notice at sign-up', async () => {
      const before = Date.now();
      const p = await signUp(t);
      const rows = await t.database.db
        .selectFrom('legal_acceptances')
        .select(['kind', 'version', 'ip', 'accepted_at'])
        .where('user_id', '=', p.userId)
        .orderBy('kind')
        .execute();
      expect(rows.map((r) => [r.kind, r.version, r.ip])).toEqual([
        ['privacy', 1, '127.0.0.1'],
        ['terms', 1, '127.0.0.1'],
      ]);
      expect(rows.every((r) => r.accepted_at >= before && r.accepted_at <= Date.now())).toBe(true);
      expect(await call(t, legalPending, {}, { session: p.token })).toEqual([]);
      const accepted = await call(t, legalAccepted, {}, { session: p.token });
      expect(accepted.map((a) => [a.kind, a.version]).sort()).toEqual([
        ['privacy', 1],
        ['terms', 1],
      ]);
    });

    it('asks again after a new version, and takes only the version the player was shown', async () => {
      const p = await signUp(t);
      // The operator publishes version 2 of the terms (Turkish only).
      const now = Date.now();
      await t.database.db
        .insertInto('legal_documents')
        .values({
          kind: 'terms',
          version: 2,
          lang: 'tk',
          title: 'Şartlar ve Koşullar',
          body_md: '## Yeni madde\n\nÇekim talepleri 24 saat içinde işleme alınır.',
          published_at: now,
          created_by: 'test',
          created_at: now,
        })
        .execute();
      expect(await call(t, legalPending, {}, { session: p.token })).toEqual([
        { kind: 'terms', version: 2, title: 'Şartlar ve Koşullar' },
      ]);
      // An English player reads version 2 in Turkish, the only language it has.
      const en = await call(t, legalDocument, { legalText: 'terms', lang: 'en' });
      expect([en.version, en.lang]).toEqual([2, 'tk']);

      const old = await answer(
        t,
        legalAccept,
        { accepted: [{ kind: 'terms', version: 1 }] },
        { session: p.token },
      );
      expect([old.state, old.msg]).toEqual([
        '500',
        'Bu metnin yeni bir sürümü yayımlandı. Lütfen sayfayı yenileyip yeni sürümü okuyun.',
      ]);
      const left = await call(
        t,
        legalAccept,
        { accepted: [{ kind: 'terms', version: 2 }] },
        { session: p.token },
      );
      expect(left).toEqual([]);
      // Accepting again records nothing new.
      await call(
        t,
        legalAccept,
        { accepted: [{ kind: 'terms', version: 2 }] },
        { session: p.token },
      );
      const rows = await t.database.db
        .selectFrom('legal_acceptances')
        .select(['kind', 'version'])
        .where('user_id', '=', p.userId)
        .execute();
      expect(rows.map((r) => `${r.kind}@${r.version}`).sort()).toEqual([
        'privacy@1',
        'terms@1',
        'terms@2',
      ]);
      const accepted = await call(t, legalAccepted, {}, { session: p.token });
      expect(accepted.find((a) => a.kind === 'terms')?.version).toBe(2);
    });

    it('keeps a visitor out of the player calls', async () => {
      const tourist = await loginTourist(t);
      const res = await answer(t, legalPending, {}, { session: tourist.token });
      expect(res.state).not.toBe('200');
    });
  });
}
