import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bannerList, getGameByCategoryAndPage, labelList } from '@talih/contracts/lobby.ts';
import { backends, type TestApp } from '../testing/backends.ts';
import { answer } from '../testing/calls.ts';
import { openWebAppTestApp } from '../testing/web-dist.ts';
import { catalogueChanged } from '../modules/lobby/catalogue.ts';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import {
  compressedPage,
  homeIndexSource,
  indexWithHomeBoot,
  jsonForHtml,
  pickEncoding,
  type HomeBoot,
} from './home-shell.ts';

const PLAIN =
  '<!doctype html>\n<html lang="tr">\n  <head>\n    <title>Talih</title>\n    <script type="module" crossorigin src="/assets/index.js"></script>\n    <link rel="modulepreload" crossorigin href="/assets/vendor.js">\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n';

const boot = (over: Partial<HomeBoot> = {}): HomeBoot => ({
  lang: 'tk',
  at: 1_000,
  banners: [{ title: "Talih'e hoş geldiniz", subtitle: 'Kısa', imageUrl: '/banner-art/1.svg' }],
  lobby: { labelList: [] },
  studio: null,
  ...over,
});

/** The JSON of the page's data block, as the app reads it. */
function bootBlock(html: string): unknown {
  const match = /<script type="application\/json" id="talih-boot">(.*?)<\/script>/s.exec(html);
  return match ? JSON.parse(match[1]!) : null;
}

describe('the home page with its first screen', () => {
  it('writes JSON no HTML parser can end early, and reads back the same value', () => {
    const value = { t: '</script><script>alert(1)</script>', line: 'a\u2028b\u2029c', amp: '&' };
    const json = jsonForHtml(value);
    expect(json).not.toMatch(/<|>|&|\u2028|\u2029/);
    expect(json).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(json)).toEqual(value);
  });

  it('preloads the first banner, draws it over the page and carries the answers', () => {
    const html = indexWithHomeBoot(PLAIN, boot());
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(
      '<link rel="preload" as="image" href="/banner-art/1.svg" fetchpriority="high" />',
    );
    expect(html).toContain(
      '<div id="root"></div><div id="boot-shell" class="boot-shell" aria-hidden="true">',
    );
    expect(html).toContain(
      '<img src="/banner-art/1.svg" alt="" width="1600" height="500" fetchpriority="high" decoding="async">',
    );
    expect(html).toContain('<span class="boot-banner-title">Talih&#39;e hoş geldiniz</span>');
    expect(html).toContain('<span class="boot-banner-sub">Kısa</span>');
    // The scripts no longer draw the first screen: the banner and the styles go first.
    expect(head).toContain(
      '<script type="module" fetchpriority="low" crossorigin src="/assets/index.js"></script>',
    );
    expect(head).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/vendor.js">',
    );
    // The logo's name, in Turkish.
    expect(html).toMatch(/<\/span>Talih<\/span>/);
    expect(bootBlock(html)).toEqual(boot());
    // The data block sits at the end of the body, after the first screen.
    expect(html.indexOf('id="talih-boot"')).toBeGreaterThan(html.indexOf('boot-tabbar'));
  });

  it("escapes a banner's text and loads no picture from another site", () => {
    const html = indexWithHomeBoot(
      PLAIN,
      boot({
        banners: [{ title: '<b>Bonus</b>', subtitle: null, imageUrl: 'https://example.com/x.png' }],
      }),
    );
    expect(html).toContain('<span class="boot-banner-title">&lt;b&gt;Bonus&lt;/b&gt;</span>');
    expect(html).not.toContain('boot-banner-sub');
    expect(html).not.toContain('="https://example.com/x.png"');
    expect(html).not.toContain('rel="preload" as="image"');
    expect(html).not.toContain('<img');
  });

  it('loads a picture by a path of its own only (no //host, no /\\host)', () => {
    for (const imageUrl of ['//example.com/x.png', '/\\example.com/x.png', 'data:image/png,x']) {
      const html = indexWithHomeBoot(
        PLAIN,
        boot({ banners: [{ title: 'x', subtitle: null, imageUrl }] }),
      );
      expect(html, imageUrl).not.toContain('<img');
    }
  });

  it('without banners draws the rest of the first screen', () => {
    const html = indexWithHomeBoot(PLAIN, boot({ banners: [] }));
    expect(html).not.toContain('boot-banner');
    expect(html).toContain('boot-chips');
    expect(bootBlock(html)).toEqual(boot({ banners: [] }));
  });
});

/** An app whose two calls answer `answers` (or fail), counting the requests. */
function fakeApp(answers: { fail: boolean }) {
  const urls: string[] = [];
  const app = {
    log: { warn() {} },
    async inject({ url }: { url: string }) {
      urls.push(url);
      const resultData =
        url === '/banner/list'
          ? []
          : url === '/labelGame/list'
            ? { labelList: [], providerList: [{ firmCode: 'TALIH' }] }
            : { list: [], total: 0 };
      return {
        statusCode: 200,
        json: () => (answers.fail ? { state: '500', msg: 'x' } : { state: '200', resultData }),
      };
    },
  };
  return { app: app as unknown as FastifyInstance, urls };
}

describe('the compressed page', () => {
  it('is the same page in brotli and gzip', () => {
    const page = compressedPage(PLAIN);
    expect(brotliDecompressSync(page.br).toString()).toBe(PLAIN);
    expect(gunzipSync(page.gzip).toString()).toBe(PLAIN);
  });

  it('goes out in the encoding the browser takes first of brotli and gzip', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip, deflate')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
  });
});

describe('homeIndexSource', () => {
  it('makes the page every 15 s; callers in between share it, and never wait for a remake', async () => {
    let now = 50_000;
    const { app, urls } = fakeApp({ fail: false });
    const home = homeIndexSource(app, compressedPage(PLAIN), undefined, () => now);
    const html = async () => (await home.get()).html;
    const [a, b] = await Promise.all([html(), html()]);
    expect(a).toBe(b);
    expect(bootBlock(a)).toEqual({
      lang: 'tk',
      at: 50_000,
      banners: [],
      lobby: { labelList: [], providerList: [{ firmCode: 'TALIH' }] },
      studio: { firmCode: 'TALIH', page: { list: [], total: 0 } },
    });
    expect(urls).toEqual([
      '/banner/list',
      '/labelGame/list',
      '/labelGame/getGameByCategoryAndPage',
    ]);
    now += 14_999;
    await html();
    expect(urls).toHaveLength(3);
    now += 1;
    // The old page while the next is made.
    expect(bootBlock(await html())).toMatchObject({ at: 50_000 });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(urls).toHaveLength(6);
    expect(bootBlock(await html())).toMatchObject({ at: 65_000 });
  });

  it('serves the plain page when a call fails, and tries again on the next request', async () => {
    const answers = { fail: true };
    const { app, urls } = fakeApp(answers);
    const home = homeIndexSource(app, compressedPage(PLAIN), 15_000, () => 1);
    const html = async () => (await home.get()).html;
    expect(await html()).toBe(PLAIN);
    answers.fail = false;
    expect(await html()).toContain('id="talih-boot"');
    expect(urls).toHaveLength(6);
  });

  it('after a change, makes the next page from answers taken after it', async () => {
    let now = 0;
    const { app, urls } = fakeApp({ fail: false });
    const home = homeIndexSource(app, compressedPage(PLAIN), 15_000, () => now);
    const html = async () => (await home.get()).html;
    expect(bootBlock(await html())).toMatchObject({ at: 0 });
    now = 1_000;
    home.invalidate();
    // Not the page made before the change, even though it is younger than 15 s.
    expect(bootBlock(await html())).toMatchObject({ at: 1_000 });
    expect(urls).toHaveLength(6);
    // A page being made when the change came is not kept.
    now = 2_000;
    home.invalidate();
    const before = home.get();
    home.invalidate();
    now = 3_000;
    await before;
    expect(bootBlock(await html())).toMatchObject({ at: 3_000 });
  });

  it('drops a made page when making the next one fails', async () => {
    let now = 0;
    const answers = { fail: false };
    const { app } = fakeApp(answers);
    const home = homeIndexSource(app, compressedPage(PLAIN), 15_000, () => now);
    const html = async () => (await home.get()).html;
    expect(await html()).toContain('id="talih-boot"');
    answers.fail = true;
    now = 15_000;
    expect(await html()).toContain('id="talih-boot"');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await html()).toBe(PLAIN);
  });
});

for (const backend of backends()) {
  describe(`the served home page on ${backend.name}`, () => {
    let t: TestApp;
    let close: () => Promise<void>;
    beforeAll(async () => {
      ({ t, close } = await openWebAppTestApp(backend, PLAIN));
    });
    afterAll(() => close());

    it("carries the visitor's banners and lobby for `/` only, under the same CSP", async () => {
      const res = await t.app.inject({ url: '/' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-security-policy']).toContain("script-src 'self';");
      const data = bootBlock(res.body) as HomeBoot;
      expect(data.lang).toBe('tk');
      expect(data.banners).toEqual((await answer(t, bannerList, { lang: 'tk' })).resultData);
      expect(data.lobby).toEqual((await answer(t, labelList, { rowSize: 12 })).resultData);
      // Home's first row, the house studio's games, as the app asks for them.
      const studioPage = await answer(t, getGameByCategoryAndPage, {
        categoryId: 0,
        firmCode: 'TALIH',
        page: 1,
        pageSize: 48,
      });
      expect(data.studio).toEqual({ firmCode: 'TALIH', page: studioPage.resultData });
      expect(studioPage.resultData.list.map((g) => g.gameName)).toEqual([
        'Nazar Slot',
        'Mayın Tarlası',
        'Roket',
      ]);
      expect(res.body).toContain('<link rel="preload" as="image" href="/banner-art/');
      expect(res.body).toContain('<span class="boot-banner-title">Talih&#39;e hoş geldiniz</span>');

      const br = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'gzip, br' } });
      // The same page, compressed (its time aside: on a bus shared with other tests' servers,
      // another test's catalogue change may have made it again in between).
      const noTime = (html: string) => html.replace(/"at":\d+/, '"at":0');
      expect(noTime(brotliDecompressSync(br.rawPayload).toString())).toBe(noTime(res.body));
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toContain('Accept-Encoding');
      const jurisdiction = /name="talih-jurisdiction" content="([^"]*)"/.exec(res.body)![1]!;
      const other = await t.app.inject({ url: '/login' });
      expect(other.statusCode).toBe(200);
      expect(other.body).not.toContain('boot-shell');
      expect(other.body).not.toContain('talih-boot');
      expect(other.body).toBe(
        PLAIN.replace(
          '</head>',
          `  <meta name="talih-jurisdiction" content="${jurisdiction}" />\n  </head>`,
        ),
      );
    });

    it('shows a changed banner on the next visit, not the page made before the change', async () => {
      const first = bootBlock((await t.app.inject({ url: '/' })).body) as HomeBoot;
      const [banner] = await t.database.db
        .selectFrom('banners')
        .select('id')
        .orderBy('sort')
        .orderBy('id')
        .limit(1)
        .execute();
      await t.database.db
        .updateTable('banners')
        .set({ title_tk: 'Kış Turnuvası' })
        .where('id', '=', banner!.id)
        .execute();
      await catalogueChanged(t.app.talih.services.cache);
      const next = await t.app.inject({ url: '/' });
      expect(first.banners[0]!.title).toBe("Talih'e hoş geldiniz");
      expect((bootBlock(next.body) as HomeBoot).banners[0]!.title).toBe('Kış Turnuvası');
      expect(next.body).toContain('<span class="boot-banner-title">Kış Turnuvası</span>');
    });
  });
}
