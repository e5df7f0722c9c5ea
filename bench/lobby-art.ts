// What the lobby's generated art costs the page's main thread. A sandbox game without a picture
// of its own, and a Hub88 game the aggregator sent none for, gets a generated SVG tile
// (apps/server/src/modules/lobby/art.ts); an SVG picture is a document of its own, parsed,
// styled, laid out and painted on the page's main thread, unlike a raster picture. Here a blank
// page in Debian's Chromium, 390x844 with the CPU slowed four times as Lighthouse's phone is,
// shows 48 tiles (a phone home's first screens) and 4 banners, each a different picture; the
// figure is the renderer's main-thread task time from inserting them until all are decoded and
// two frames have been drawn (Chromium's own TaskDuration metric), the median of several pages;
// beside it the same page with raster pictures of the same sizes (PNG, as an aggregator sends
// raster art), pages of the two kinds taken in turn.
import fs from 'node:fs';
import { bannerArtSvg, gameArtSvg } from '../apps/server/src/modules/lobby/art.ts';
import { drawPng } from '../e2e/lib/images.ts';

const TILES = 48;
const BANNERS = 4;
const PAGES = Number(process.env.BENCH_ART_PAGES ?? 7);
const CPU_SLOWDOWN = 4;
const CATEGORIES = ['slot', 'slot', 'slot', 'live', 'table', 'instant', 'jackpot', 'fishing'];
const FIRST = ['Sweet', 'Altın', 'Gece', 'Kral', 'Büyük', 'Ejder', 'Işıklı', 'Mega', 'Şeker'];
const SECOND = ['Bonanza', 'Hazine', 'Rulet', 'Kervan', 'Yıldız', 'Meyve', 'Sultan'];

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(chromium)) {
  console.log(`summary: lobby-art skipped: no Chromium at ${chromium} (apt-get install chromium)`);
  process.exit(0);
}

type Picture = { type: string; body: string | Buffer };
const RASTER_TILE = drawPng(
  300,
  400,
  [40, 90, 160],
  [{ x: 0, y: 300, w: 300, h: 100, color: [8, 16, 32] }],
);
const RASTER_BANNER = drawPng(
  1600,
  500,
  [14, 22, 33],
  [{ x: 900, y: 80, w: 500, h: 340, color: [200, 150, 40] }],
);

/** Every picture of one page, by path; `round` makes each page's pictures new to the cache. */
function pictures(round: number, raster: boolean): Map<string, Picture> {
  const byPath = new Map<string, Picture>();
  const svg = (body: string): Picture => ({ type: 'image/svg+xml', body });
  for (let i = 0; i < TILES; i++) {
    const name = `${FIRST[i % FIRST.length]} ${SECOND[(i * 5) % SECOND.length]} ${round * 100 + i}`;
    byPath.set(
      `/game-art/${round}-${i}`,
      raster
        ? { type: 'image/png', body: RASTER_TILE }
        : svg(gameArtSvg({ name, firmName: 'Pragmatic Play', category: CATEGORIES[i % 8]! })),
    );
  }
  for (let i = 0; i < BANNERS; i++) {
    byPath.set(
      `/banner-art/${round}-${i}`,
      raster
        ? { type: 'image/png', body: RASTER_BANNER }
        : svg(bannerArtSvg({ id: round * 10 + i, title: 'Hoş geldin bonusu' })),
    );
  }
  return byPath;
}

const { launch, PROJECTS } = await import('../e2e/lib/browser.ts');
const browser = await launch();
const taskMs = { svg: [] as number[], raster: [] as number[] };
let bytes = 0;
try {
  for (let n = 0; n < PAGES * 2; n++) {
    const round = Math.floor(n / 2);
    const kind = n % 2 === 0 ? 'svg' : 'raster';
    const byPath = pictures(round, kind === 'raster');
    if (n === 0) bytes = [...byPath.values()].reduce((sum, p) => sum + p.body.length, 0);
    const context = await browser.newContext(PROJECTS.mobile);
    const page = await context.newPage();
    await page.route('http://art.test/**', (route) => {
      const picture = byPath.get(new URL(route.request().url()).pathname);
      return picture
        ? route.fulfill({ contentType: picture.type, body: picture.body })
        : route.fulfill({ contentType: 'text/html', body: '<!doctype html><body></body>' });
    });
    await page.goto('http://art.test/');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const taskDuration = async () => {
      const { metrics } = await cdp.send('Performance.getMetrics');
      return metrics.find((m) => m.name === 'TaskDuration')!.value;
    };
    const before = await taskDuration();
    // The lobby's markup for them: banner pictures full width, tiles three to a row.
    await page.evaluate(
      async ({ paths }) => {
        const doc = (globalThis as unknown as { document: BenchDocument }).document;
        doc.body.innerHTML = paths
          .map((p) =>
            p.startsWith('/banner')
              ? `<img src="${p}" width="1600" height="500" style="width:100%;height:auto">`
              : `<img src="${p}" width="300" height="400" style="width:31%;height:auto">`,
          )
          .join('');
        await Promise.all([...doc.images].map((img) => img.decode()));
        await new Promise((done) =>
          (globalThis as unknown as BenchWindow).requestAnimationFrame(() =>
            (globalThis as unknown as BenchWindow).requestAnimationFrame(done),
          ),
        );
      },
      { paths: [...byPath.keys()] },
    );
    taskMs[kind].push((await taskDuration()) - before);
    await context.close();
  }
} finally {
  await browser.close();
}

/** The page's globals used above (this file is type-checked without the DOM's). */
interface BenchDocument {
  body: { innerHTML: string };
  images: Iterable<{ decode(): Promise<void> }>;
}
interface BenchWindow {
  requestAnimationFrame(callback: (time: number) => void): number;
}

const medianMs = (seconds: number[]) =>
  ([...seconds].sort((a, b) => a - b)[Math.floor(seconds.length / 2)] ?? 0) * 1000;
for (const kind of ['svg', 'raster'] as const) {
  console.log(
    `${kind}: ${taskMs[kind].map((s) => (s * 1000).toFixed(0)).join(', ')} ms of main-thread tasks per page`,
  );
}
const svgMs = medianMs(taskMs.svg);
const rasterMs = medianMs(taskMs.raster);
console.log(
  `summary: ${TILES} tiles + ${BANNERS} banners, main thread at 4x slowdown (median of ${PAGES} pages): ` +
    `generated SVG (${Math.round(bytes / 1024)} KiB) ${svgMs.toFixed(0)} ms, raster ${rasterMs.toFixed(0)} ms ` +
    `(${(svgMs / rasterMs).toFixed(1)}x)`,
);
