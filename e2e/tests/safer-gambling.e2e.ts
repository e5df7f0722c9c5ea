// Safer-gambling help in the player app, desktop (1440x900) and mobile (390x844): the footer
// of every page (the lobby, a bare sign-in page) leads to /safer-gambling, which shows the
// pack's help-line (the sandbox pack: Yeşilay's 115, free, 24/7) to visitors; a player finds
// it on the responsible-gaming page, in the self-exclusion confirmation and, once excluded, on
// the exclusion screen of a closed page, from where the help page stays open. The PGSI
// self-test: a visitor answers the nine questions from the footer's link and reads the band
// (nothing sent); a player keeps a result only after ticking consent, sees it listed, and
// deletes it. Screenshots of the help page and the result in both layouts.
// SMS sends in this file: 4 (two registrations through the API per layout).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Locator, Page } from 'playwright-core';
import { axeProblems } from '../lib/axe.ts';
import { launch, open, ready, screenshot, type ProjectName } from '../lib/browser.ts';
import { api } from '../lib/api.ts';
import { installSession, newDeviceNumber, registerPlayerViaApi } from '../lib/session.ts';

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

const tap = (project: ProjectName) => (project === 'mobile' ? 'tap' : 'click');

/** The sandbox pack's help-line as a card shows it. */
async function expectYesilay(scope: Locator | Page) {
  const line = scope.getByTestId('help-line').first();
  await line.getByText('Yeşilay Danışmanlık Merkezi (YEDAM) 115 Danışma Hattı').waitFor();
  const phone = line.getByRole('link', { name: '115' });
  assert.equal(await phone.getAttribute('href'), 'tel:115');
  await line.getByText('7 gün 24 saat açık · Ücretsiz').waitFor();
}

/**
 * The home draws what lies below its first screen a piece at a time (lib/useStaged.ts), the
 * games' grid last, as tall as all its games: its footer moves down by that much when the grid
 * comes. A tap aimed at the footer before then lands on whatever took its place (a game tile).
 */
async function homeDrawn(page: Page) {
  await page.locator('.lobby-grid .game-row-count').waitFor();
}

async function footerLink(page: Page, project: ProjectName) {
  const footer = page.getByTestId('site-footer');
  await footer.getByText('18+').waitFor();
  await footer.getByRole('link', { name: 'Yardım hattı' })[tap(project)]();
  await page.waitForURL((url) => url.pathname === '/safer-gambling');
  await page.getByRole('heading', { level: 1, name: 'Sorumlu Oyun Desteği' }).waitFor();
}

const ANSWER_WORDS = ['Hiçbir zaman', 'Bazen', 'Çoğu zaman', 'Neredeyse her zaman'];

/** Answers question i (1-9) with 0-3 for each, then presses "Sonucu göster". */
async function answerAll(page: Page, project: ProjectName, answers: number[]) {
  const form = page.getByRole('form', { name: 'Kendinizi Değerlendirin' });
  const show = form.getByRole('button', { name: 'Sonucu göster' });
  for (const [i, a] of answers.entries()) {
    assert.equal(await show.isDisabled(), true, 'no result before the ninth answer');
    const question = form.getByRole('group', { name: new RegExp(`^${i + 1}\\. `) });
    await question.getByLabel(ANSWER_WORDS[a] ?? '', { exact: true }).check();
  }
  await form.getByText('9/9 soru yanıtlandı').waitFor();
  await show[tap(project)]();
  return page.getByTestId('self-test-result');
}

for (const project of ['desktop', 'mobile'] as ProjectName[]) {
  describe(`safer-gambling help (${project})`, () => {
    it("every page's footer leads a visitor to the pack's help-line", async () => {
      const { page, context, errors } = await open(browser, project);
      await page.goto('/');
      await ready(page);
      await homeDrawn(page);
      await footerLink(page, project);
      await expectYesilay(page);
      await page.getByText('Kayıplarınızı geri kazanmak için tekrar oynamak').waitFor();
      await screenshot(page, `${project}-safer-gambling`);
      assert.deepEqual(await axeProblems(page), [], 'axe on the help page');

      // A page of the bare layout (sign-in) has the footer too.
      await page.goto('/login');
      await ready(page);
      await footerLink(page, project);
      assert.deepEqual(errors, []);
      await context.close();
    });

    it('a player finds it on responsible gaming, before and after a self-exclusion', async () => {
      const { page, context, errors } = await open(browser, project);
      const player = await registerPlayerViaApi(newDeviceNumber());
      await installSession(page, player);
      await page.goto('/responsible-gaming');
      await ready(page);
      const card = page.getByTestId('rg-help');
      await card.getByRole('heading', { name: 'Destek hattı' }).waitFor();
      await expectYesilay(card);

      // The self-exclusion confirmation names where to get support before deciding.
      await page.getByRole('button', { name: '6 ay' })[tap(project)]();
      const dialog = page.getByRole('dialog', {
        name: '6 ay kendinizi hariç tutmak istiyor musunuz?',
      });
      const help = dialog.getByRole('link', {
        name: 'Bu kararda destek almak isterseniz destek hattımıza ulaşın',
      });
      assert.equal(await help.getAttribute('href'), '/safer-gambling');
      await screenshot(page, `${project}-safer-gambling-exclusion-confirm`);
      await dialog.getByRole('button', { name: 'Onayla' })[tap(project)]();
      const notice = page.getByTestId('rg-excluded');
      await notice.getByRole('heading', { name: 'Kendinizi hariç tuttunuz' }).waitFor();
      await expectYesilay(notice);

      // A closed page shows the exclusion with the help-line; the help page itself stays open.
      await page.goto('/promotions');
      const gate = page.getByTestId('exclusion-gate');
      await expectYesilay(gate);
      await screenshot(page, `${project}-safer-gambling-excluded`);
      await gate.getByRole('link', { name: 'Tüm destek seçenekleri' })[tap(project)]();
      await page.waitForURL((url) => url.pathname === '/safer-gambling');
      await page.getByTestId('safer-gambling').waitFor();
      assert.equal(await page.getByTestId('exclusion-gate').count(), 0);
      await expectYesilay(page);
      assert.deepEqual(errors, []);
      await context.close();
    });

    it('a visitor takes the self-test from the footer and reads the band; nothing is kept', async () => {
      const { page, context, errors } = await open(browser, project);
      await page.goto('/');
      await ready(page);
      await homeDrawn(page);
      const toTest = page.getByTestId('site-footer').getByRole('link', {
        name: 'Kendinizi değerlendirin',
      });
      await toTest[tap(project)]();
      await page.waitForURL((url) => url.pathname === '/self-test');
      await page.getByRole('heading', { level: 1, name: 'Kendinizi Değerlendirin' }).waitFor();
      await page.getByText('Son 12 ayı düşünerek yanıtlayın.').waitFor();
      await page
        .getByRole('group', {
          name: '1. Kaybetmeyi gerçekten göze alabileceğinizden daha fazlasıyla bahis oynadınız mı?',
        })
        .waitFor();
      await screenshot(page, `${project}-self-test-questions`);
      // 1+0+2+0+1+0+1+0+0 = 5: moderate risk.
      const result = await answerAll(page, project, [1, 0, 2, 0, 1, 0, 1, 0, 0]);
      await result.getByText('Puanınız: 5 / 27').waitFor();
      await result.getByRole('heading', { name: 'Orta risk' }).waitFor();
      await result
        .getByText(
          'Bazı olumsuz sonuçlara yol açan, orta düzeyde sorunlar yaşıyor olabilirsiniz.',
          { exact: false },
        )
        .waitFor();
      await expectYesilay(result);
      await result.getByText('Sonucunuz hiçbir yere kaydedilmedi.').waitFor();
      assert.equal(await result.getByRole('button', { name: 'Sonucu kaydet' }).count(), 0);
      await screenshot(page, `${project}-self-test-result`);
      assert.deepEqual(await axeProblems(page), [], 'axe on the self-test result');

      // Again: all "Hiçbir zaman" is 0, no problem.
      await result.getByRole('button', { name: 'Testi yeniden yap' })[tap(project)]();
      const zero = await answerAll(page, project, [0, 0, 0, 0, 0, 0, 0, 0, 0]);
      await zero.getByText('Puanınız: 0 / 27').waitFor();
      await zero.getByRole('heading', { name: 'Sorunsuz oyun' }).waitFor();
      assert.deepEqual(errors, []);
      await context.close();
    });

    it('a player keeps a result only after ticking consent, and deletes it', async () => {
      const { page, context, errors } = await open(browser, project);
      const player = await registerPlayerViaApi(newDeviceNumber());
      await installSession(page, player);
      await page.goto('/responsible-gaming');
      await ready(page);
      const toTest = page.getByTestId('rg-help').getByRole('link', {
        name: 'Kendinizi değerlendirin',
      });
      await toTest[tap(project)]();
      await page.waitForURL((url) => url.pathname === '/self-test');
      // 3+1+1+1+1+0+0+1+0 = 8: problem gambling.
      const result = await answerAll(page, project, [3, 1, 1, 1, 1, 0, 0, 1, 0]);
      await result.getByText('Puanınız: 8 / 27').waitFor();
      await result.getByRole('heading', { name: 'Sorunlu kumar' }).waitFor();
      const keep = result.getByRole('button', { name: 'Sonucu kaydet' });
      assert.equal(await keep.isDisabled(), true, 'no keeping without consent');
      type Kept = { items: { score: number; band: string; consentedAt: number }[] };
      const token = String(player.user.token);
      assert.deepEqual((await api<Kept>('/protection/self-test/list', {}, token)).items, []);
      const consent = result.getByLabel(
        'Bu sonucun hesabımda saklanmasına izin veriyorum. İstediğim zaman silebilirim.',
      );
      await consent[tap(project)]();
      await keep[tap(project)]();
      await result.getByText('Sonucunuz kaydedildi.').waitFor();
      const kept = await api<Kept>('/protection/self-test/list', {}, token);
      assert.deepEqual(
        kept.items.map((i) => [i.score, i.band]),
        [[8, 'problem']],
      );
      assert.ok(kept.items[0] && kept.items[0].consentedAt > Date.now() - 60_000, 'consent time');
      const list = page.getByTestId('self-test-kept');
      await list.getByText('Sorunlu kumar').waitFor();
      await screenshot(page, `${project}-self-test-kept`);
      await list.getByRole('button', { name: 'Kaydedilen sonuçları sil' })[tap(project)]();
      await list.waitFor({ state: 'detached' });
      assert.deepEqual((await api<Kept>('/protection/self-test/list', {}, token)).items, []);
      assert.deepEqual(errors, []);
      await context.close();
    });
  });
}
