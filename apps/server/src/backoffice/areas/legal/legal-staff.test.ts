// The legal-text editor's staff calls on both databases: the content role lists a text's
// versions and publishes the next one (every language in one go, Turkish required), audited;
// support is refused both calls and writes nothing; a player who accepted version 1 is asked
// for the new version at the next login and, once accepted, is asked nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listLegalVersions, publishLegalVersion } from '@talih/contracts/backoffice/legal.ts';
import { legalAccept, legalPending } from '@talih/contracts/legal.ts';
import { insertLegalTexts } from '../../../modules/legal/default-texts.ts';
import { backends } from '../../../testing/backends.ts';
import { call, staffAnswer, staffCall } from '../../../testing/calls.ts';
import { createPlayer } from '../../../testing/players.ts';
import {
  openBackofficeTest,
  staffClient,
  type BackofficeTest,
  type StaffClient,
} from '../../../testing/staff.ts';

for (const backend of backends()) {
  describe(`legal-text staff calls on ${backend.name}`, () => {
    let t: BackofficeTest;
    let editor: StaffClient;
    let support: StaffClient;
    beforeAll(async () => {
      t = await openBackofficeTest(backend);
      await t.database.db.transaction().execute((trx) => insertLegalTexts(trx, Date.now() - 1000));
      editor = await staffClient(t, 'content');
      support = await staffClient(t, 'support');
    });
    afterAll(() => t.dispose());

    it('refuses support both calls, and writes nothing', async () => {
      for (const path of [listLegalVersions.path, publishLegalVersion.path]) {
        const res = await support.call(path, {
          kind: 'terms',
          texts: [{ lang: 'tk', title: 'X', bodyMd: 'Y' }],
          reason: 'deneme',
        });
        expect({ path, state: res.state, msg: res.msg }).toEqual({
          path,
          state: '403',
          msg: 'Bu işlem için yetkiniz yok.',
        });
      }
      const rows = await t.database.db
        .selectFrom('legal_documents')
        .select('version')
        .where('kind', '=', 'terms')
        .execute();
      expect(rows.map((r) => r.version)).toEqual([1, 1]);
    });

    it('refuses a version without its Turkish text or with a language twice', async () => {
      const noTk = await editor.call(publishLegalVersion.path, {
        kind: 'terms',
        texts: [{ lang: 'en', title: 'Terms', bodyMd: 'Text' }],
        reason: 'yeni sürüm',
      });
      expect(noTk.state).toBe('500');
      expect(noTk.msg).toBe('texts geçersiz.');
      const twice = await editor.call(publishLegalVersion.path, {
        kind: 'terms',
        texts: [
          { lang: 'tk', title: 'A', bodyMd: 'B' },
          { lang: 'tk', title: 'C', bodyMd: 'D' },
        ],
        reason: 'yeni sürüm',
      });
      expect(twice.state).toBe('500');
      expect(twice.msg).toBe('texts geçersiz.');
    });

    it('publishes version 2, audited; a player accepts it at the next login', async () => {
      const player = await createPlayer(t);
      await call(
        t,
        legalAccept,
        {
          accepted: [
            { kind: 'terms', version: 1 },
            { kind: 'privacy', version: 1 },
          ],
        },
        {
          session: player.token,
        },
      );
      expect(await call(t, legalPending, {}, { session: player.token })).toEqual([]);

      const published = await staffCall(editor, publishLegalVersion, {
        kind: 'terms',
        texts: [
          {
            lang: 'tk',
            title: 'Şartlar ve Koşullar',
            bodyMd: '## Yeni madde\n\nÇekimler 24 saatte.',
          },
          {
            lang: 'en',
            title: 'Terms and Conditions',
            bodyMd: '## New clause\n\nWithdrawals in 24 h.',
          },
        ],
        reason: 'çekim süresi değişti',
      });
      expect(published).toMatchObject({ kind: 'terms', version: 2, langs: ['tk', 'en'] });

      const listed = await staffCall(editor, listLegalVersions, { kind: 'terms' });
      expect(listed.currentVersion).toBe(2);
      expect(listed.rows.map((r) => [r.version, r.lang, r.title, r.createdBy])).toEqual([
        [2, 'en', 'Terms and Conditions', editor.name],
        [2, 'tk', 'Şartlar ve Koşullar', editor.name],
        [1, 'en', 'Terms and Conditions', 'system'],
        [1, 'tk', 'Şartlar ve Koşullar', 'system'],
      ]);

      const [audit] = await t.database.db
        .selectFrom('staff_audit')
        .selectAll()
        .where('action', '=', 'legal.publish')
        .execute();
      expect(audit).toMatchObject({
        staff_name: editor.name,
        object_type: 'legal_text',
        object_id: 'terms:2',
        reason: 'çekim süresi değişti',
      });
      expect(JSON.parse(audit!.before_json!)).toEqual({ version: 1 });

      expect(await call(t, legalPending, {}, { session: player.token })).toEqual([
        { kind: 'terms', version: 2, title: 'Şartlar ve Koşullar' },
      ]);
      await call(
        t,
        legalAccept,
        { accepted: [{ kind: 'terms', version: 2 }] },
        { session: player.token },
      );
      expect(await call(t, legalPending, {}, { session: player.token })).toEqual([]);
      // The support member still reads nothing.
      expect((await staffAnswer(support, listLegalVersions, { kind: 'terms' })).state).toBe('403');
    });
  });
}
