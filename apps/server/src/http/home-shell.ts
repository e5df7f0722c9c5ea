// The home's index.html: a phone used to paint nothing until the app's JavaScript had
// run and then asked for the banners, so the first banner (the largest paint) came after three
// round trips. For `/` the page now carries:
// - the first banner's picture preloaded at high priority;
// - a static first screen (header frame, the first banner as a real <img> with its title,
//   skeletons) that lies over the page until the home has drawn itself under it; its styles are
//   the web app's (apps/web/src/styles/boot-shell.css) and its removal apps/web/src/lib/boot.ts;
// - the banners and the visitor's lobby as a JSON data block the query cache starts from, so
//   the app asks for neither again. A data block is not a script: the CSP stays as it is.
// The answers are the server's own calls' (through inject), so they cannot differ from what the
// app would have been answered; the page is made again at most every HOME_INDEX_TTL_MS.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_LANGUAGE, type Language } from '@talih/contracts/i18n.ts';
import { HOUSE_STUDIO_CODE } from '@talih/contracts/lobby.ts';
import { escapeXml } from './xml.ts';
import { t } from './i18n.ts';

/**
 * How long a made home page is served before it is made again: banners and the catalogue change
 * rarely, and the lobby's playing-now counts may be this old (the app's own cache keeps them a
 * minute).
 */
export const HOME_INDEX_TTL_MS = 15_000;
/** The label rows' length the app asks for (apps/web lobby-api.ts ROW_SIZE). */
const ROW_SIZE = 12;
/** A grid page's length the app asks for (apps/web lobby-api.ts GRID_PAGE_SIZE). */
const GRID_PAGE_SIZE = 48;

export interface HomeBoot {
  lang: Language;
  /** When the answers were taken (ms since the epoch). */
  at: number;
  banners: HomeBanner[];
  lobby: unknown;
  /** The first page of the house studio's games (Home's first row), when it has a studio. */
  studio: { firmCode: string; page: unknown } | null;
}

export interface HomeBanner {
  title: string;
  subtitle: string | null;
  imageUrl: string | null;
}

/**
 * JSON that can sit in an HTML <script> element: `<` can't close it (nor open a comment), and
 * U+2028/U+2029 are written as escapes, so the block reads the same in any parser.
 */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** A banner picture the page may load (CSP img-src 'self'): a path of this site only. */
function ownImage(url: string | null): string | null {
  return url && url.startsWith('/') && !/^\/[/\\]/.test(url) ? url : null;
}

const SPARKLE =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="currentColor" stroke="currentColor" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="M11.017 2.814a1 1 0 0 1 1.966 0l1.051 5.558a2 2 0 0 0 1.594 1.594l5.558 1.051a1 1 0 0 1 0 1.966l-5.558 1.051a2 2 0 0 0-1.594 1.594l-1.051 5.558a1 1 0 0 1-1.966 0l-1.051-5.558a2 2 0 0 0-1.594-1.594l-5.558-1.051a1 1 0 0 1 0-1.966l5.558-1.051a2 2 0 0 0 1.594-1.594z"/></svg>';
const BURGER =
  '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" aria-hidden="true"><path d="M4 5h16"/><path d="M4 12h16"/><path d="M4 19h16"/></svg>';

function bannerMarkup(banner: HomeBanner | undefined): string {
  if (!banner) return '';
  const image = ownImage(banner.imageUrl);
  const img = image
    ? `<img src="${escapeXml(image)}" alt="" width="1600" height="500" fetchpriority="high" decoding="async">`
    : '';
  const sub = banner.subtitle
    ? `<span class="boot-banner-sub">${escapeXml(banner.subtitle)}</span>`
    : '';
  return (
    `<div class="boot-banner">${img}<span class="boot-banner-copy">` +
    `<span class="boot-banner-title">${escapeXml(banner.title)}</span>${sub}</span></div>`
  );
}

/** The static first screen (boot-shell.css draws it); hidden from assistive technology. */
export function homeShellMarkup(boot: HomeBoot): string {
  const chips = '<span class="boot-chip"></span>'.repeat(4);
  const tiles = '<span class="boot-tile"></span>'.repeat(3);
  return (
    '<div id="boot-shell" class="boot-shell" aria-hidden="true">' +
    `<div class="boot-header"><span class="boot-burger">${BURGER}</span>` +
    `<span class="boot-logo"><span class="boot-logo-mark">${SPARKLE}</span>` +
    `${escapeXml(t(boot.lang, 'app.name'))}</span>` +
    '<span class="boot-header-right"><span class="boot-pill"></span><span class="boot-pill"></span></span></div>' +
    '<div class="boot-main"><div class="boot-hero"></div>' +
    bannerMarkup(boot.banners[0]) +
    `<div class="boot-chips">${chips}</div>` +
    '<div class="boot-row"><span class="boot-line"></span><span class="boot-line"></span>' +
    `<div class="boot-tiles">${tiles}</div></div></div><div class="boot-tabbar"></div></div>`
  );
}

/**
 * The app's scripts at low priority: on this page they no longer draw the first screen, so the
 * stylesheets, the font and the banner's picture go first on a slow line (a game page's too,
 * ./game-shell.ts).
 */
export function scriptsAfterFirstScreen(html: string): string {
  return html
    .replace(/<script type="module" /g, '<script type="module" fetchpriority="low" ')
    .replace(/<link rel="modulepreload" /g, '<link rel="modulepreload" fetchpriority="low" ');
}

/** index.html for `/` with the boot payload, the first banner's preload and the first screen. */
export function indexWithHomeBoot(html: string, boot: HomeBoot): string {
  const image = ownImage(boot.banners[0]?.imageUrl ?? null);
  const preload = image
    ? `  <link rel="preload" as="image" href="${escapeXml(image)}" fetchpriority="high" />\n  </head>`
    : '  </head>';
  const data = `<script type="application/json" id="talih-boot">${jsonForHtml(boot)}</script>`;
  return scriptsAfterFirstScreen(html)
    .replace('</head>', preload)
    .replace('<div id="root"></div>', `<div id="root"></div>${homeShellMarkup(boot)}`)
    .replace('</body>', `  ${data}\n  </body>`);
}

interface Envelope {
  state?: string;
  resultData?: unknown;
}

/** One of the app's calls, answered as a visitor in `lang` would be; null unless it succeeded. */
async function visitorAnswer(app: FastifyInstance, url: string, body: object, lang: Language) {
  const res = await app.inject({ method: 'POST', url, payload: { ...body, lang } });
  if (res.statusCode !== 200) return null;
  const envelope = res.json<Envelope>();
  return envelope.state === '200' ? envelope.resultData : null;
}

/** The boot payload now, in the default language; null when a call failed (plain index then). */
export async function takeHomeBoot(
  app: FastifyInstance,
  now = Date.now(),
): Promise<HomeBoot | null> {
  const lang = DEFAULT_LANGUAGE;
  const firmCode = HOUSE_STUDIO_CODE;
  const [banners, lobby, page] = await Promise.all([
    visitorAnswer(app, '/banner/list', {}, lang),
    visitorAnswer(app, '/labelGame/list', { rowSize: ROW_SIZE }, lang),
    visitorAnswer(
      app,
      '/labelGame/getGameByCategoryAndPage',
      { categoryId: 0, firmCode, page: 1, pageSize: GRID_PAGE_SIZE },
      lang,
    ),
  ]);
  if (!Array.isArray(banners) || !lobby) return null;
  // The app draws the studio's row only when the lobby lists the studio.
  const providers = (lobby as { providerList?: { firmCode: string }[] }).providerList ?? [];
  const listed = providers.some((p) => p.firmCode === firmCode);
  const studio = listed && page ? { firmCode, page } : null;
  return { lang, at: now, banners: banners as HomeBanner[], lobby, studio };
}

/** A page with its compressed forms, made once (the page is 20-odd KB, most of it JSON). */
export interface CompressedPage {
  html: string;
  br: Buffer;
  gzip: Buffer;
}

export function compressedPage(html: string): CompressedPage {
  const raw = Buffer.from(html);
  return {
    html,
    br: brotliCompressSync(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 9,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    }),
    gzip: gzipSync(raw, { level: 9 }),
  };
}

/** The encoding to send for an Accept-Encoding header: brotli, gzip or none. */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const offered = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter((part) => !/;\s*q=0(\.0*)?$/.test(part))
      .map((part) => part.split(';')[0]!.trim()),
  );
  if (offered.has('br')) return 'br';
  if (offered.has('gzip')) return 'gzip';
  return null;
}

/** The home's page: `get` it for a request; `invalidate` when its banners or lobby changed. */
export interface HomeIndex {
  get(): Promise<CompressedPage>;
  invalidate(): void;
}

/**
 * The home's page, made again every `ttlMs`: a request finds the page made (a stale one too, while
 * the next is being made: players never wait for it), and only the first one after a start or a
 * change of the catalogue or banners waits for it to be made. A failure serves `plain` and drops
 * the made page, so the next request tries again.
 */
export function homeIndexSource(
  app: FastifyInstance,
  plain: CompressedPage,
  ttlMs = HOME_INDEX_TTL_MS,
  clock: () => number = Date.now,
): HomeIndex {
  let made: { page: CompressedPage; until: number } | null = null;
  let making: Promise<CompressedPage> | null = null;
  /** Bumped by a change: a page made from answers taken before it is not kept. */
  let generation = 0;
  const make = async () => {
    const started = generation;
    let page = plain;
    try {
      const at = clock();
      const boot = await takeHomeBoot(app, at);
      if (boot) page = compressedPage(indexWithHomeBoot(plain.html, boot));
      if (started === generation) made = boot ? { page, until: at + ttlMs } : null;
    } catch (error) {
      if (started === generation) made = null;
      app.log.warn({ err: error }, 'home index: boot payload failed; serving the plain page');
    } finally {
      if (started === generation) making = null;
    }
    return page;
  };
  return {
    get() {
      if (made && clock() < made.until) return Promise.resolve(made.page);
      making ??= make();
      return made ? Promise.resolve(made.page) : making;
    },
    invalidate() {
      generation++;
      made = null;
      making = null;
    },
  };
}
