// Safer-gambling help in the player app, desktop (1440x900) and mobile (390x844): the footer
// of every page (the lobby, a bare sign-in page) leads to /safer-gambling, which shows the
// pack's help-line (the sandbox pack: Yeşilay's 115, free, 24/7) to visitors; a player finds
// it on the responsible-gaming page, in the self-exclusion confirmation and, once excluded, on
// the exclusion screen of a closed page, from where the help page stays open.
// SMS sends in this file: 2 (one registration through the API per layout).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Locator, Page } from 'playwright-core';
import { axeProblems } from '../lib/axe.ts';
import { launch, open, ready, screenshot, type ProjectName } from '../lib/browser.ts';
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

async function footerLink(page: Page, project: ProjectName) {
  const footer = page.getByTestId('site-footer');
  await footer.getByText('18+').waitFor();
  await footer.getByRole('link', { name: 'Yardım hattı' })[tap(project)]();
  await page.waitForURL((url) => url.pathname === '/safer-gambling');
  await page.getByRole('heading', { level: 1, name: 'Sorumlu Oyun Desteği' }).waitFor();
}

for (const project of ['desktop', 'mobile'] as ProjectName[]) {
  describe(`safer-gambling help (${project})`, () => {
    it("every page's footer leads a visitor to the pack's help-line", async () => {
      const { page, context, errors } = await open(browser, project);
      await page.goto('/');
      await ready(page);
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
  });
}
