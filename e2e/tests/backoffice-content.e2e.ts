// The back-office's lobby and content area end to end: the demo content editor (`content`,
// password talih-demo-staff) signs in and enrols TOTP, looks through the content screens
// (games and the Hub88 list sync, providers and the mobile drawer, sections, an import with a
// bad row that cannot be applied, the home preview), then schedules a banner with its own picture for Turkish
// players; the player app's home shows it, on desktop (1440x900) and mobile (390x844). Every
// back-office screen is checked with axe and photographed into e2e/artifacts.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { crc32, deflateSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { simulatedGames } from '../../apps/sandbox/src/hub88/games.ts';
import { totpAt, timeStep } from '../../apps/server/src/backoffice/auth/totp.ts';
import { axeProblems } from '../lib/axe.ts';
import { launch, open, ready, screenshot } from '../lib/browser.ts';

const BO_URL = process.env.E2E_BO_URL ?? 'http://localhost:3001';
const EDITOR = 'content';
const DEMO_PASSWORD = 'talih-demo-staff';
/** A banner picture drawn here: a 800x250 PNG, a warm gradient with a darker band. */
function bannerPng(): Buffer {
  const width = 800;
  const height = 250;
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) {
      const band = y > 170 ? 0.55 : 1;
      row[1 + x * 3] = Math.round((120 + (135 * x) / width) * band);
      row[2 + x * 3] = Math.round((40 + (90 * y) / height) * band);
      row[3 + x * 3] = Math.round((90 - (60 * x) / width) * band);
    }
    rows.push(row);
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

async function noAxeProblems(page: Page, where: string) {
  assert.deepEqual(await axeProblems(page), [], `axe on ${where}`);
}

/** The demo editor's first sign-in: password, then TOTP enrolment from the key on screen. */
async function signInFirstTime(page: Page) {
  await page.goto(`${BO_URL}/`);
  await page.getByLabel('Kullanıcı adı').fill(EDITOR);
  await page.getByLabel('Şifre', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Devam' }).click();
  await page.getByRole('heading', { name: 'İki adımlı doğrulamayı kurun' }).waitFor();
  const secret = (await page.getByTestId('totp-secret').innerText()).replace(/\s/g, '');
  await page.getByLabel('6 haneli kod').fill(totpAt(secret, timeStep()));
  await page.getByRole('button', { name: 'Giriş yap' }).click();
  await page.locator('.shell').waitFor();
}

/** A moment as a Turkish staff member types it, in Istanbul time (UTC+3 all year): 06.12.2026 14:30. */
function istanbulInput(ms: number): string {
  const iso = new Date(ms + 3 * 3_600_000).toISOString();
  return `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)} ${iso.slice(11, 16)}`;
}

async function lookAround(page: Page) {
  await page.goto(`${BO_URL}/lobby/games`);
  await page.locator('tbody tr:not(.skeleton-row)').first().waitFor();
  await page.getByLabel('Oyun adı veya kimliği').fill('nazar slot');
  await page.getByRole('button', { name: 'Filtrele' }).click();
  await page.getByRole('button', { name: 'Nazar Slot oyununu düzenle' }).click();
  await page.getByRole('form', { name: 'Nazar Slot oyununu düzenle' }).waitFor();
  await screenshot(page, 'desktop-bo-content-games');
  await noAxeProblems(page, 'content games');
  await syncHub88(page);

  await page.getByRole('link', { name: 'Sağlayıcılar' }).click();
  await page.getByRole('heading', { name: 'Mobil menüdeki sağlayıcılar' }).waitFor();
  await page.getByText('Talih Stüdyo').first().waitFor();
  await screenshot(page, 'desktop-bo-content-providers');
  await noAxeProblems(page, 'content providers');

  await page.getByRole('link', { name: 'Lobi bölümleri' }).click();
  await page.getByTestId('label-row').first().waitFor();
  await screenshot(page, 'desktop-bo-content-labels');
  await noAxeProblems(page, 'content labels');

  await page.getByRole('link', { name: 'İçe aktarma' }).click();
  await page.getByTestId('import-file').setInputFiles({
    name: 'saglayici.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      'provider,external_id,name,category\nPP,e2e-1,E2E Bir,slot\nYOK,e2e-2,E2E İki,slot\n',
    ),
  });
  await page.getByText('“YOK” adında bir sağlayıcı yok.').waitFor();
  assert.equal(await page.getByRole('button', { name: 'Uygula' }).isDisabled(), true);
  await screenshot(page, 'desktop-bo-content-import');
  await noAxeProblems(page, 'content import');
}

/** The Hub88 button: the simulator's 300 games are listed and one of them is in the list. */
async function syncHub88(page: Page) {
  const button = page.getByRole('button', { name: 'Hub88 oyun listesini şimdi eşitle' });
  await button.click();
  await page
    .locator('.hub88-sync')
    .getByRole('status')
    .filter({ hasText: /^Hub88: 300 oyun listelendi; \d+ eklendi, \d+ güncellendi, 0 gizlendi\.$/ })
    .waitFor();
  const game = simulatedGames().find((g) => g.product === 'Pragmatic Play')!;
  await page.getByLabel('Oyun adı veya kimliği').fill(game.name);
  await page.getByRole('button', { name: 'Filtrele' }).click();
  await page
    .getByRole('button', { name: `${game.name} oyununu düzenle` })
    .first()
    .waitFor();
  await screenshot(page, 'desktop-bo-content-hub88-sync');
  await noAxeProblems(page, 'content games after the Hub88 sync');
}

async function scheduleBanner(page: Page, title: string) {
  await page.getByRole('link', { name: 'Bannerlar' }).click();
  await page.getByRole('button', { name: 'Yeni banner' }).click();
  const form = page.getByRole('form', { name: 'Yeni banner' });
  await form.getByLabel('Başlık', { exact: true }).fill(title);
  await form.getByLabel('Alt satır').fill('Cuma akşamı başlıyor; ödüller kasaya.');
  await form.getByTestId('banner-picture').setInputFiles({
    name: 'kis.png',
    mimeType: 'image/png',
    buffer: bannerPng(),
  });
  await form.getByRole('img', { name: 'Banner görseli' }).waitFor();
  await form.getByRole('combobox', { name: /^Bağlantı/ }).selectOption('route');
  await form.getByLabel('Sayfa adresi (ör. /promotions)').fill('/promotions');
  const now = Date.now();
  await form.getByLabel('Başlangıç').fill(istanbulInput(now - 60_000));
  await form.getByLabel('Bitiş').fill(istanbulInput(now + 2 * 86_400_000));
  // The staff locale's format, whatever the browser's: the placeholder says how to write it.
  assert.equal(await form.getByLabel('Başlangıç').getAttribute('placeholder'), 'GG.AA.YYYY SS:DD');
  await form.getByLabel('Gerekçe').fill('Kış turnuvası duyurusu');
  await screenshot(page, 'desktop-bo-content-banner-form');
  await noAxeProblems(page, 'banner form');
  await form.getByRole('button', { name: 'Kaydet' }).click();
  await page.getByText('Banner kaydedildi (Yayında).').waitFor();
  await page.getByRole('cell', { name: new RegExp(title) }).waitFor();
  await screenshot(page, 'desktop-bo-content-banners');
  await noAxeProblems(page, 'content banners');

  await page.getByRole('link', { name: 'Ana sayfa önizleme' }).click();
  await page.getByTestId('preview-mobile').getByText(title).waitFor();
  await screenshot(page, 'desktop-bo-content-preview');
  await noAxeProblems(page, 'home preview');
}

describe('back-office content (desktop)', () => {
  it('a content editor schedules a banner and the player home shows it', async () => {
    const suffix = Date.now().toString(36).slice(-4);
    const title = `Kış Turnuvası ${suffix}`;
    const editor = await open(browser, 'desktop');
    const page = editor.page;
    await signInFirstTime(page);
    try {
      await lookAround(page);
      await scheduleBanner(page, title);
    } catch (error) {
      await screenshot(page, 'desktop-bo-content-failure');
      throw error;
    }
    assert.deepEqual(editor.errors, []);
    await editor.context.close();

    for (const project of ['desktop', 'mobile'] as const) {
      const player = await open(browser, project);
      await player.page.goto('/');
      await ready(player.page);
      const slide = player.page.locator('.banner-title', { hasText: title });
      await slide.waitFor();
      // The slide shows the uploaded picture, served by the player app's own server.
      const picture = player.page.locator('.banners img[src^="/banner-image/"]').first();
      await picture.waitFor({ state: 'attached' });
      await picture.evaluate((img) => (img as unknown as { decode(): Promise<void> }).decode());
      await player.page.getByText('Nazar Slot').first().waitFor();
      await player.page.waitForTimeout(800);
      await screenshot(player.page, `${project}-home-content-banner`);
      assert.deepEqual(player.errors, [], `${project} page errors`);
      await player.context.close();
    }
  });
});
