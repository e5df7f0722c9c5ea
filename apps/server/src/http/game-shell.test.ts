import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, type TestApp } from '../testing/backends.ts';
import { openWebAppTestApp } from '../testing/web-dist.ts';
import { brotliDecompressSync } from 'node:zlib';
import { gameShellMarkup, indexWithGameShell, isGamePagePath } from './game-shell.ts';

const PLAIN =
  '<!doctype html>\n<html lang="tr">\n  <head>\n    <title>Talih</title>\n    <script type="module" crossorigin src="/assets/index.js"></script>\n    <link rel="modulepreload" crossorigin href="/assets/vendor.js">\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n';

const SHELL_START = '<div id="root"></div><div id="boot-shell" class="boot-shell boot-game"';

describe("a game page's first screen", () => {
  it('is for the routes of a game only, matched as strictly as the app matches them', () => {
    for (const page of ['/gamePlayingFront/1', '/gamePlaying/12', '/gamePlaying/12/1']) {
      expect(isGamePagePath(page), page).toBe(true);
    }
    for (const other of [
      '/',
      '/login',
      '/gamePlayingFront',
      '/gamePlayingFront/1/',
      '/gamePlayingFront/1/0',
      '/gamePlaying/12/1/',
      '/gamePlaying/12/1/x',
      '/GamePlayingFront/1',
      '/gameplaying/12',
      '/x/gamePlaying/12',
    ]) {
      expect(isGamePagePath(other), other).toBe(false);
    }
  });

  it("draws the bar's frame and the stage's loading line in the default language", () => {
    const markup = gameShellMarkup();
    expect(
      markup.startsWith('<div id="boot-shell" class="boot-shell boot-game" aria-hidden="true">'),
    ).toBe(true);
    expect(markup).toContain('<span class="boot-game-loading">Oyun yükleniyor…</span>');
    expect(gameShellMarkup('en')).toContain(
      '<span class="boot-game-loading">Loading the game…</span>',
    );
  });

  it('lies beside the root, with the scripts after the stylesheets and the font', () => {
    const html = indexWithGameShell(PLAIN);
    expect(html).toContain(`${SHELL_START} aria-hidden="true">`);
    expect(html).toContain(
      '<script type="module" fetchpriority="low" crossorigin src="/assets/index.js"></script>',
    );
    expect(html).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/vendor.js">',
    );
    expect(html.replace(gameShellMarkup(), '').replaceAll(' fetchpriority="low"', '')).toBe(PLAIN);
  });
});

for (const backend of backends()) {
  describe(`the served game page on ${backend.name}`, () => {
    let t: TestApp;
    let close: () => Promise<void>;
    beforeAll(async () => {
      ({ t, close } = await openWebAppTestApp(backend, PLAIN));
    });
    afterAll(() => close());

    it('carries its first screen on a game page only, under the same CSP', async () => {
      const res = await t.app.inject({ url: '/gamePlayingFront/1?from=home' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-security-policy']).toContain("script-src 'self';");
      expect(res.body).toContain(SHELL_START);
      expect(res.body).toContain('name="talih-jurisdiction"');
      const br = await t.app.inject({
        url: '/gamePlaying/3/1',
        headers: { 'accept-encoding': 'gzip, br' },
      });
      expect(br.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(res.body);
      for (const other of ['/login', '/gamePlayingFront/1/', '/GamePlayingFront/1']) {
        const page = await t.app.inject({ url: other });
        expect(page.statusCode, other).toBe(200);
        expect(page.body, other).not.toContain('boot-shell');
        expect(page.body, other).not.toContain('fetchpriority');
      }
    });
  });
}
