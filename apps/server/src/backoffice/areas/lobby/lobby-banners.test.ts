// Banners on both databases: a picture upload is checked by its bytes (type and size) and kept
// under BANNER_IMAGE_DIR; the player app serves it; a banner shows only inside its window and
// when switched on, in the player's language with Turkish where it has no version; bad input
// (an end before the start, a picture never uploaded) changes nothing; each change is audited.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../../../testing/backends.ts';
import { SESSION_COOKIE } from '../../auth/sessions.ts';
import {
  openBackofficeTest,
  staffClient,
  type BackofficeTest,
  type StaffClient,
} from '../../../testing/staff.ts';
import { call, staffAnswer, staffCall } from '../../../testing/calls.ts';
import { bannerList } from '@talih/contracts/lobby.ts';
import { listBanners, saveBanner, uploadBannerImage } from '@talih/contracts/backoffice/content.ts';

/** A 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);
const HOUR = 3_600_000;

for (const backend of backends()) {
  describe(`banners on ${backend.name}`, () => {
    let t: BackofficeTest;
    let editor: StaffClient;
    beforeAll(async () => {
      t = await openBackofficeTest(backend, { BANNER_IMAGE_DIR: 'pictures/banners' });
      editor = await staffClient(t, 'content');
    });
    afterAll(() => t.dispose());

    const live = async (lang = 'tk') =>
      await call(t, bannerList, {}, { headers: { 'accept-language': lang } });
    const upload = (data: string, contentType = 'image/png') =>
      staffAnswer(editor, uploadBannerImage, {
        fileName: 'kampanya.png',
        contentType,
        data,
      });
    const base = {
      titles: { tk: 'Hafta sonu turnuvası', en: 'Weekend tournament', zh: '' },
      subtitles: { tk: 'Cumartesi başlıyor', en: 'Starts on Saturday', zh: '' },
      images: { tk: null, en: null, zh: null },
      linkType: 'route' as const,
      link: '/promotions',
      sort: 0,
      startsAt: null,
      endsAt: null,
      enabled: true,
    };

    it('checks an upload by its bytes and size, and the player app serves it', async () => {
      const dir = path.join(t.config.DATA_DIR, 'pictures/banners');
      const notPng = await upload(
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64'),
      );
      expect(notPng.msg).toBe('Yalnızca PNG, JPEG veya WebP görsel yüklenebilir.');
      const lying = await upload(PNG.toString('base64'), 'image/jpeg');
      expect(lying.state).toBe('500');
      const big = Buffer.concat([PNG, Buffer.alloc(1024 * 1024)]).toString('base64');
      const tooBig = await upload(big);
      expect(tooBig.msg).toBe('Görsel en fazla 1024 KB olabilir.');
      expect(existsSync(dir) ? readdirSync(dir) : []).toEqual([]);

      const ok = await upload(PNG.toString('base64'));
      expect(ok.state).toBe('200');
      expect(ok.resultData.file).toMatch(/^[a-f0-9]{32}\.png$/);
      expect(ok.resultData.bytes).toBe(PNG.length);
      expect(readdirSync(dir)).toEqual([ok.resultData.file]);
      const uploads = await t.database.db
        .selectFrom('staff_audit')
        .select(['staff_name', 'object_id', 'after_json'])
        .where('action', '=', 'content.banner_image.upload')
        .execute();
      expect(uploads).toHaveLength(1);
      expect(uploads[0]).toMatchObject({ staff_name: editor.name, object_id: ok.resultData.file });
      expect(JSON.parse(uploads[0]!.after_json!)).toMatchObject({ bytes: PNG.length });
      const served = await t.app.inject({ url: `/banner-image/${ok.resultData.file}` });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.rawPayload.equals(PNG)).toBe(true);
      expect((await t.app.inject({ url: '/banner-image/..%2Fpasswd' })).statusCode).toBe(404);
      // The back-office shows it to a signed-in staff member only.
      const staffUrl = ok.resultData.url;
      expect((await t.bo.inject({ url: staffUrl })).statusCode).toBe(401);
      const seen = await t.bo.inject({
        url: staffUrl,
        headers: { cookie: `${SESSION_COOKIE}=${editor.cookie}` },
      });
      expect(seen.statusCode).toBe(200);
    });

    it('shows a banner only in its window, switched on, in the player language', async () => {
      const picture = (await upload(PNG.toString('base64'))).resultData.file;
      const now = Date.now();
      const future = await staffAnswer(editor, saveBanner, {
        ...base,
        images: { tk: picture, en: null, zh: null },
        startsAt: now + HOUR,
        endsAt: now + 2 * HOUR,
      });
      expect(future.resultData.status).toBe('scheduled');
      expect((await live()).map((b) => b.bannerId)).not.toContain(future.resultData.bannerId);

      const started = await staffAnswer(editor, saveBanner, {
        ...base,
        bannerId: future.resultData.bannerId,
        images: { tk: picture, en: null, zh: null },
        startsAt: now - HOUR,
        endsAt: now + HOUR,
      });
      expect(started.resultData.status).toBe('live');
      const tk = (await live('tr')).find((b) => b.bannerId === future.resultData.bannerId);
      expect(tk).toEqual({
        bannerId: future.resultData.bannerId,
        title: 'Hafta sonu turnuvası',
        subtitle: 'Cumartesi başlıyor',
        imageUrl: `/banner-image/${picture}`,
        linkType: 'route',
        link: '/promotions',
      });
      const en = (await live('en')).find((b) => b.bannerId === future.resultData.bannerId);
      expect(en).toMatchObject({
        title: 'Weekend tournament',
        imageUrl: `/banner-image/${picture}`,
      });
      // No Chinese version: the Turkish one.
      const zh = (await live('zh-CN')).find((b) => b.bannerId === future.resultData.bannerId);
      expect(zh).toMatchObject({ title: 'Hafta sonu turnuvası', subtitle: 'Cumartesi başlıyor' });

      const ended = await staffAnswer(editor, saveBanner, {
        ...base,
        bannerId: future.resultData.bannerId,
        startsAt: now - 2 * HOUR,
        endsAt: now - HOUR,
      });
      expect(ended.resultData.status).toBe('ended');
      expect((await live()).map((b) => b.bannerId)).not.toContain(future.resultData.bannerId);
      const off = await staffAnswer(editor, saveBanner, {
        ...base,
        bannerId: future.resultData.bannerId,
        enabled: false,
      });
      expect(off.resultData.status).toBe('off');
      expect((await live()).map((b) => b.bannerId)).not.toContain(future.resultData.bannerId);

      const audit = await t.database.db
        .selectFrom('staff_audit')
        .select(['action', 'before_json', 'after_json'])
        .where('object_type', '=', 'banner')
        .where('object_id', '=', String(future.resultData.bannerId))
        .orderBy('seq')
        .execute();
      expect(audit.map((a) => a.action)).toEqual([
        'content.banner.create',
        'content.banner.save',
        'content.banner.save',
        'content.banner.save',
      ]);
      expect(JSON.parse(audit[3]!.before_json!)).toMatchObject({ enabled: true, status: 'ended' });
      expect(JSON.parse(audit[3]!.after_json!)).toMatchObject({ enabled: false, status: 'off' });
    });

    it('refuses bad input and changes nothing', async () => {
      const count = async () => (await staffCall(editor, listBanners)).rows.length;
      const before = await count();
      const now = Date.now();
      const cases = [
        { startsAt: now, endsAt: now - 1 },
        { images: { tk: `${'a'.repeat(32)}.png`, en: null, zh: null } },
        { linkType: 'route', link: 'javascript:alert(1)' },
        { linkType: 'game', link: '999999' },
        { titles: { tk: '', en: 'x', zh: '' } },
      ];
      for (const change of cases) {
        const res = await editor.call('/content/banners/save', { ...base, ...change });
        expect({ change, state: res.state }).toEqual({ change, state: '500' });
      }
      expect(await count()).toBe(before);
      const windowMsg = await editor.call('/content/banners/save', { ...base, ...cases[0] });
      expect(windowMsg.msg).toBe('Bitiş zamanı başlangıçtan sonra olmalıdır.');
    });

    it('an edit keeps its optional reason in the audit row, and none when left empty', async () => {
      const made = await staffAnswer(editor, saveBanner, base);
      const edited = await staffAnswer(editor, saveBanner, {
        ...base,
        bannerId: made.resultData.bannerId,
        sort: 7,
        reason: 'sıra öne alındı',
      });
      expect(edited.state).toBe('200');
      const rows = await t.database.db
        .selectFrom('staff_audit')
        .select(['action', 'reason'])
        .where('object_type', '=', 'banner')
        .where('object_id', '=', String(made.resultData.bannerId))
        .orderBy('id')
        .execute();
      expect(rows).toEqual([
        { action: 'content.banner.create', reason: null },
        { action: 'content.banner.save', reason: 'sıra öne alındı' },
      ]);
    });

    it('removes a banner, audited', async () => {
      const made = await staffAnswer(editor, saveBanner, base);
      const gone = await editor.call('/content/banners/delete', {
        bannerId: made.resultData.bannerId,
        reason: 'kampanya bitti',
      });
      expect(gone.state).toBe('200');
      expect((await live()).map((b) => b.bannerId)).not.toContain(made.resultData.bannerId);
      const [row] = await t.database.db
        .selectFrom('staff_audit')
        .select(['reason', 'after_json'])
        .where('action', '=', 'content.banner.delete')
        .execute();
      expect(row).toEqual({ reason: 'kampanya bitti', after_json: 'null' });
      const missing = await editor.call('/content/banners/delete', { bannerId: 987654 });
      expect(missing.msg).toBe('Bu banner bulunamadı.');
    });
  });
}
