// The back-office player list end to end (desktop 1440x900): a risk staff member tags a player
// on their page, finds them on the list by that tag through the filters, sorts by lifetime
// deposits, downloads the filtered list as CSV (one row: the player), clears the filters, and
// takes the tag off again; the audit log shows the change field by field. Every screen is checked with axe and photographed into e2e/artifacts.
// SMS sends in this file: 1 (one registration).
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { axeProblems } from '../lib/axe.ts';
import { launch, open, screenshot } from '../lib/browser.ts';
import { cliUnavailable, skipOutsideCi } from '../lib/cli.ts';
import { newDeviceNumber, registerPlayerViaApi, type SeededPlayer } from '../lib/session.ts';
import { BO_URL, createStaff, enrolAndSignIn } from '../lib/staff.ts';

let browser: Browser;
let player: SeededPlayer;
before(async () => {
  browser = await launch();
  if (cliUnavailable()) return;
  player = await registerPlayerViaApi(newDeviceNumber());
});
after(async () => {
  await browser?.close();
});

async function noAxeProblems(page: Page, where: string) {
  assert.deepEqual(await axeProblems(page), [], `axe on ${where}`);
}

describe('back-office player list (desktop)', () => {
  it('tags a player, filters the list by the tag, sorts, exports the CSV, clears, untags', async (t) => {
    const missing = cliUnavailable();
    if (missing) {
      skipOutsideCi(t, missing);
      return;
    }
    const suffix = Date.now().toString(36).slice(-5);
    const name = `risk.${suffix}`;
    const tag = `izle-${suffix}`;
    const link = await createStaff(name, 'risk');
    const { page } = await open(browser, 'desktop');
    await enrolAndSignIn(page, name, link);
    const userId = String(player.user.userid ?? player.user.id);
    const nickname = String(player.user.nikeName);

    // 1. The player's page: add the tag ("İzle-…" is written lower-case).
    await page.goto(`${BO_URL}/players/${userId}`);
    const tags = page.locator('.player-tags');
    await tags.getByText('Etiket yok.').waitFor();
    await tags.getByLabel('Yeni etiket').fill(`İzle-${suffix}`);
    await tags.getByRole('button', { name: 'Ekle' }).click();
    await page.getByText(`${tag} etiketi eklendi.`).waitFor();
    await tags.locator('.tag-chip', { hasText: tag }).waitFor();
    await noAxeProblems(page, 'player tags');

    // 2. The list: open the filters, pick the tag, apply; only the player is left.
    await page.goto(`${BO_URL}/players`);
    await page.getByText('Filtreler (0)').click();
    const filters = page.getByRole('form', { name: 'Oyuncu filtreleri' });
    // Dates in the staff locale's format, not the browser's (mm/dd/yyyy).
    const since = filters.getByLabel('Kayıt tarihi (başlangıç)');
    assert.equal(await since.getAttribute('placeholder'), 'GG.AA.YYYY');
    await filters.getByLabel('Etiketler').fill(tag);
    await filters.getByRole('button', { name: 'Ekle' }).click();
    await filters.locator('.tag-chip', { hasText: tag }).waitFor();
    await filters.getByRole('button', { name: 'Uygula' }).click();
    await page.getByText('Filtreler (1)').waitFor();
    await page.getByText('Toplam 1 kayıt').waitFor();
    const rows = page.locator('tbody tr');
    assert.equal(await rows.count(), 1);
    assert.match(await rows.first().innerText(), new RegExp(nickname));
    assert.match(page.url(), new RegExp(`tag=${tag}`));
    await screenshot(page, 'desktop-bo-player-list-filtered');
    await noAxeProblems(page, 'player list with filters');

    // 3. Sort by lifetime deposits: the address carries it, the row stays.
    await page.getByRole('button', { name: 'Toplam yatırım' }).click();
    await page.waitForURL(/sort=deposits&dir=asc/);
    await rows.first().getByText(nickname).waitFor();

    // 4. Download the filtered list: one player in the CSV, and the toast says so.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'CSV indir' }).click();
    const file = await (await downloading).path();
    const csv = (await readFile(file, 'utf8'))
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    assert.equal(csv.length, 2);
    assert.match(csv[1]!, new RegExp(`^${userId},${nickname},`));
    assert.match(csv[1]!, new RegExp(`,${tag},`));
    await page.getByText('1 oyuncu indirildi.').waitFor();

    // 5. Clear: every filter goes, the address loses the tag.
    await page.getByRole('button', { name: 'Temizle' }).click();
    await page.getByText('Filtreler (0)').waitFor();
    assert.doesNotMatch(page.url(), /tag=/);
    // At 1440x900 the list fits its box: no sideways scrolling.
    const box = page.getByRole('region', { name: 'Oyuncular' });
    const widths = await box.evaluate((el) => [el.scrollWidth, el.clientWidth]);
    assert.ok(widths[0]! <= widths[1]!, `the list is ${widths[0]} px wide in ${widths[1]} px`);
    await screenshot(page, 'desktop-bo-player-list');

    // 6. Back on the player's page, take the tag off.
    await page.goto(`${BO_URL}/players/${userId}`);
    await tags.getByRole('button', { name: `${tag} etiketini kaldır` }).click();
    await page.getByText(`${tag} etiketi kaldırıldı.`).waitFor();
    await tags.getByText('Etiket yok.').waitFor();
    await screenshot(page, 'desktop-bo-player-tags');

    // 7. The audit log shows what each tag change changed, and the whole record on a click.
    await page.goto(`${BO_URL}/audit`);
    const added = page.locator('tr', { hasText: 'Etiket ekledi' }).first();
    await added.locator('.field-change').getByText(`["${tag}"]`).waitFor();
    await added.getByText('Tüm kayıt').click();
    await added.getByText('Sonra:').waitFor();
    // The export's row: the filter and the row count, no empty "query: — →".
    const exported = page.locator('tr', { hasText: 'Oyuncu listesini indirdi' }).first();
    const lines = await exported.locator('.field-change').allInnerTexts();
    assert.deepEqual(
      lines.map((l) => l.split(':')[0]),
      ['filter', 'rows'],
    );
    await screenshot(page, 'desktop-bo-audit-diff');
  });
});
