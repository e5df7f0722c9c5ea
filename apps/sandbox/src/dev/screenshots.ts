// Plays each game in demo mode in Chromium at desktop (1440×900) and phone (390×844) sizes and
// saves screenshots, failing loudly on any console error or page error (Chromium reports CSP
// violations as console errors).
//   npm run build -w @talih/sandbox && node apps/sandbox/src/dev/screenshots.ts [outDir]
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { FAKE_SECRET, FAKE_TOKEN, startFakeWallet } from '../server/testing/fake-wallet.ts';
import { startPreview } from './preview.ts';

const outDir = path.resolve(process.argv[2] ?? '/tmp/studio-shots');
fs.mkdirSync(outDir, { recursive: true });

const VIEWPORTS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'mobile', width: 390, height: 844 },
] as const;

// A stand-in wallet for the real-money and expired-token shots.
const wallet = await startFakeWallet(250_000);
const { app, address } = await startPreview(0, wallet.baseUrl, FAKE_SECRET);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const problems: string[] = [];

async function shot(page: Page, name: string) {
  const file = path.join(outDir, `${name}.png`);
  await page.screenshot({ path: file });
  console.log(file);
}

function watch(page: Page, label: string) {
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`${label}: console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${label}: page error: ${error.message}`));
}

async function playSlot(page: Page, prefix: string) {
  await shot(page, `${prefix}-slot-idle`);
  // Spin until a win is on screen (or give up after a few spins).
  for (let i = 0; i < 12; i++) {
    await page.click('.btn-main');
    // Selectors, not functions: the page's CSP forbids the eval a string predicate needs.
    await page.waitForSelector('.btn-main:not([disabled])');
    if (await page.$('.reels.has-win')) break;
  }
  await page.waitForTimeout(400);
  await shot(page, `${prefix}-slot-win`);
  await page.click('.topbar .icon-button >> nth=0');
  await page.waitForSelector('.sheet-backdrop.open');
  await page.waitForTimeout(300);
  await shot(page, `${prefix}-slot-paytable`);
  await page.keyboard.press('Escape');
  await page.click('.topbar .icon-button >> nth=1');
  await page.waitForSelector('.fair-panel');
  await page.click('.fair-panel .btn-wide');
  await page.waitForSelector('.revealed:not([hidden])');
  await page.waitForTimeout(300);
  await shot(page, `${prefix}-slot-fair`);
  return page.getAttribute('.round-list a', 'href');
}

async function playMines(page: Page, prefix: string) {
  await shot(page, `${prefix}-mines-idle`);
  await page.click('.btn-main');
  await page.waitForSelector('.tile:not([disabled])');
  for (const tile of [6, 12, 18]) {
    const open = await page.$(`.tile:nth-child(${tile + 1}):not([disabled])`);
    if (!open) break;
    await open.click();
    await page.waitForTimeout(350);
  }
  await shot(page, `${prefix}-mines-round`);
  const cashout = await page.$('.btn-main.btn-cashout:not([disabled])');
  if (cashout) await cashout.click();
  await page.waitForSelector('.mines-grid.ended');
  await page.waitForTimeout(400);
  await shot(page, `${prefix}-mines-end`);
}

async function playCrash(page: Page, prefix: string) {
  await shot(page, `${prefix}-crash-idle`);
  await page.click('.btn-main');
  await page.waitForTimeout(2200);
  await shot(page, `${prefix}-crash-flying`);
  const cashout = await page.$('.btn-main.btn-cashout:not([disabled])');
  if (cashout) await cashout.click();
  await page.waitForSelector('.crash-multiplier.is-win, .crash-multiplier.is-loss', {
    timeout: 60_000,
  });
  await page.waitForTimeout(1600);
  await shot(page, `${prefix}-crash-end`);
}

try {
  for (const viewport of VIEWPORTS) {
    for (const game of ['slot', 'mines', 'crash'] as const) {
      const page = await browser.newPage({ viewport, deviceScaleFactor: 1 });
      const label = `${viewport.name}/${game}`;
      watch(page, label);
      await page.goto(`${address}/studio/play.html?game=${game}&mode=demo&lang=tk`);
      await page.waitForSelector('.controlbar');
      await page.waitForTimeout(300);
      const prefix = viewport.name;
      if (game === 'slot') {
        const verifyHref = await playSlot(page, prefix);
        if (verifyHref) {
          await page.goto(new URL(verifyHref, `${address}/studio/`).toString());
          await page.waitForSelector('.outcome');
          await shot(page, `${prefix}-verify`);
        }
      } else if (game === 'mines') {
        await playMines(page, prefix);
      } else {
        await playCrash(page, prefix);
      }
      await page.close();
    }
  }
  // English and Chinese, once each.
  for (const lang of ['en', 'zh-CN']) {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    watch(page, `mobile/slot/${lang}`);
    await page.goto(`${address}/studio/play.html?game=slot&mode=demo&lang=${lang}`);
    await page.waitForSelector('.controlbar');
    await page.waitForTimeout(300);
    await shot(page, `mobile-slot-${lang}`);
    await page.close();
  }
  // Real money through the (fake) wallet, and an expired launch token.
  const real = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  watch(real, 'desktop/real');
  await real.goto(`${address}/studio/play.html?game=mines&token=${FAKE_TOKEN}&lang=tk`);
  await real.waitForSelector('.controlbar');
  await real.waitForTimeout(300);
  await shot(real, 'desktop-mines-real');
  await real.close();

  // A win the wallet does not answer: shown as pending, then credited from the background.
  let failedWins = 0;
  wallet.behave = (action, body) => {
    if (action !== 'win' || body.amount === '0.00' || failedWins >= 5) return 'normal';
    failedWins += 1;
    return 'http500';
  };
  const pending = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  watch(pending, 'desktop/pending');
  await pending.goto(`${address}/studio/play.html?game=slot&token=${FAKE_TOKEN}&lang=tk`);
  await pending.waitForSelector('.controlbar');
  for (let i = 0; i < 20 && failedWins === 0; i++) {
    await pending.click('.btn-main');
    await pending.waitForSelector('.btn-main:not([disabled])', { timeout: 15_000 });
  }
  await pending.waitForSelector('.chip-pending:not([hidden])', { timeout: 15_000 });
  await pending.waitForTimeout(600);
  await shot(pending, 'desktop-slot-win-pending');
  await pending.waitForSelector('.chip-pending[hidden]', { state: 'attached', timeout: 20_000 });
  await shot(pending, 'desktop-slot-win-credited');
  await pending.close();
  wallet.behave = () => 'normal';

  // A reload in the middle of a mines round carries on with the same round.
  const resume = await browser.newPage({ viewport: { width: 390, height: 844 } });
  watch(resume, 'mobile/resume');
  await resume.goto(`${address}/studio/play.html?game=mines&mode=demo&lang=tk`);
  await resume.waitForSelector('.controlbar');
  await resume.selectOption('.field select', '1');
  await resume.click('.btn-main');
  await resume.waitForSelector('.tile:not([disabled])');
  await resume.click('.tile:nth-child(13)');
  await resume.waitForTimeout(500);
  const stillOpen = await resume.$('.btn-main.btn-cashout');
  await resume.reload();
  await resume.waitForSelector('.controlbar');
  await resume.waitForTimeout(400);
  if (stillOpen && !(await resume.$('.tile.gem.revealed'))) {
    problems.push('mobile/resume: the open round was not drawn again after a reload');
  }
  await shot(resume, 'mobile-mines-resumed');
  await resume.close();
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  watch(page, 'mobile/error');
  await page.goto(`${address}/studio/play.html?game=slot&token=stale&lang=tk`);
  await page.waitForSelector('.status-screen[role="alert"]');
  await shot(page, 'mobile-error');
  await page.close();
} finally {
  await browser.close();
  await app.close();
  await wallet.close();
}

// Expected HTTP errors Chromium logs: the expired token's 401; nothing else.
const unexpected = problems.filter((p) => !(p.startsWith('mobile/error') && p.includes('401')));
if (unexpected.length) {
  console.error(unexpected.join('\n'));
  process.exitCode = 1;
}
