// Deposits in the Netherlands (KOA, EUR), Great Britain (UKGC, GBP) and Malta (MGA, EUR)
// deployments, each a second server under its pack with the sandbox's Trustly and paysafecard
// simulators. A player the pack lets deposit (registered on its calling code; KOA's deposit and
// loss limits set; identity verified where the pack asks for it before a deposit) finds on the
// Recharge page the methods the pack offers (havale/EFT, Trustly, paysafecard), with the
// limits in that currency, and deposits €50 or £50 with each: the sandbox bank's transfer
// confirmed by its webhook, Trustly's bank page or paysafecard's PIN panel and their
// notifications; each order confirmed, and the header balance in the pack's currency. Netherlands and Malta on
// the desktop, Great Britain on the phone. Screenshots of each Recharge page and each
// confirmed order go to e2e/artifacts. SMS sends in this file: 3 (one registration per pack).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { launch, screenshot, type ProjectName } from '../lib/browser.ts';
import { installSession } from '../lib/session.ts';
import { startServer, type ExtraServer } from '../lib/server.ts';
import { openOn, ready } from '../lib/german-pages.ts';
import {
  backOnConfirmedOrder,
  moneyText,
  payOnProvider,
  playerCalls,
  providerPage,
  readyPlayer,
  startDeposit,
  type PlayerReadiness,
} from '../lib/provider-deposits.ts';
import { waitUntil } from '../lib/wait.ts';

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

const digits = (n: number) => String(Math.floor(Math.random() * 10 ** n)).padStart(n, '0');

interface Market {
  pack: 'nl' | 'uk' | 'mga';
  currency: 'EUR' | 'GBP';
  project: ProjectName;
  readiness: () => PlayerReadiness;
}

const MARKETS: Market[] = [
  {
    pack: 'nl',
    currency: 'EUR',
    project: 'desktop',
    readiness: () => ({ phone: `6${digits(8)}`, limits: ['deposit', 'loss'], verified: true }),
  },
  {
    pack: 'uk',
    currency: 'GBP',
    project: 'mobile',
    readiness: () => ({ phone: `7${digits(9)}`, limits: [], verified: true }),
  },
  {
    pack: 'mga',
    currency: 'EUR',
    project: 'desktop',
    readiness: () => ({ phone: `79${digits(6)}`, limits: [], verified: false }),
  },
];

const BALANCE: Record<ProjectName, string> = {
  desktop: 'header .chip-balance .balance-value',
  mobile: '.m-assets .balance-value',
};
const NAMES: Record<string, string> = {
  havale: 'Havale/EFT',
  trustly: 'Trustly',
  paysafecard: 'paysafecard',
};

for (const market of MARKETS) {
  describe(`deposits under the ${market.pack} pack (${market.currency}, ${market.project})`, () => {
    let server: ExtraServer;
    before(async () => {
      server = await startServer({ JURISDICTION: market.pack, PAYMENT_SANDBOX_DELAY_MS: '300' });
    });
    after(async () => {
      await server?.stop();
    });

    it(`deposits 50 with each of the three methods the pack offers, in ${market.currency}`, async () => {
      const base = () => server.base;
      const call = playerCalls(base);
      const player = await readyPlayer(base, market.readiness());
      const info = await call<{
        currency: string;
        methods: { code: string; enabled: boolean; minAmount: number }[];
      }>('/recharge/getChargeInfo', {}, player.user.token);
      assert.equal(info.currency, market.currency);
      const offered = info.methods.filter((m) => m.enabled).map((m) => m.code);
      assert.deepEqual(offered, ['havale', 'trustly', 'paysafecard']);

      const { page, context, errors } = await openOn(browser, server.base, market.project);
      await installSession(page, player);
      await page.goto('/kisiselBilgiler/recharge');
      await ready(page);
      const shown = page.locator('label.pay-method');
      await shown.first().waitFor();
      assert.deepEqual(
        (await shown.allInnerTexts()).map((t) => t.split('\n')[0]?.trim()),
        offered.map((code) => NAMES[code]),
      );
      // Each method's limits are shown in the pack's currency.
      await shown.first().click();
      assert.match(
        await page.locator('#main').innerText(),
        new RegExp(moneyText(market.currency, 50).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
      );
      await screenshot(page, `${market.project}-${market.pack}-recharge`);

      const balance = page.locator(BALANCE[market.project]);
      let total = 0;
      for (const code of offered) {
        const name = NAMES[code]!;
        await startDeposit(page, market.project, name, `${market.pack}-${code}`);
        if (code === 'havale') {
          // The sandbox bank transfers and its webhook confirms the order.
          await page.waitForURL('**/kisiselBilgiler/recharge-detail?orderId=D*');
          await waitUntil(
            'the transfer confirmed',
            () => page.getByTestId('order-status').innerText(),
            (v) => v === 'Başarılı',
            30_000,
          );
        } else {
          await payOnProvider(await providerPage(page, market.project), name);
          await backOnConfirmedOrder(page);
        }
        total += 50;
        await waitUntil(
          `balance after ${name}`,
          () => balance.innerText(),
          (v) => v === moneyText(market.currency, total),
        );
        await screenshot(page, `${market.project}-${market.pack}-${code}-confirmed`);
      }
      const after = await call<{ totalAssets: number }>('/user/getUserInfo', {}, player.user.token);
      assert.equal(after.totalAssets, 150);
      assert.deepEqual(errors, []);
      await context.close();
    });
  });
}
