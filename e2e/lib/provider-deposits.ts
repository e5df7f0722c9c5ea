// Deposits through Trustly and paysafecard on a second server under a euro or pound pack (the
// providers' and the markets' tests): the player's calls on that server, a player made ready
// for the pack (registered on its calling code, the limits it asks for at sign-up set, identity
// verified through the identity vendor's simulator where the pack needs it before a deposit),
// the Recharge page's steps, the provider's page (framed on the desktop, a redirect on a phone)
// and the way back to the confirmed order.
import assert from 'node:assert/strict';
import type { FrameLocator, Page } from 'playwright-core';
import { screenshot, type ProjectName } from './browser.ts';
import { newDeviceNumber, type SeededPlayer } from './session.ts';
import { ready } from './german-pages.ts';
import { waitUntil } from './wait.ts';

type Envelope<T> = { state: string; msg: string; resultData: T };

/** A player call on the server at `base` (the envelope's resultData, or it throws). */
export function playerCalls(base: () => string) {
  return async function call<T>(path: string, body: object, token?: string): Promise<T> {
    const res = await fetch(`${base()}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
      body: JSON.stringify({ appId: 2020, ...body }),
    });
    const envelope = (await res.json()) as Envelope<T>;
    if (envelope.state !== '200') throw new Error(`${path}: ${envelope.state} ${envelope.msg}`);
    return envelope.resultData;
  };
}

/** An amount as the Turkish interface shows it in the pack's currency: "€50,00", "£50,00". */
export function moneyText(currency: string, amount: number) {
  return new Intl.NumberFormat('tr-TR', {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 2,
  }).format(amount);
}

export interface PlayerReadiness {
  /** The national number (the pack's first calling code is the default). */
  phone: string;
  /** The limits the pack asks for before play (GlüStV: deposit; KOA: deposit and loss). */
  limits: ('deposit' | 'loss')[];
  /** Identity verified before a deposit (the pack's kyc.verifiedBeforeDeposit). */
  verified: boolean;
}

/** A registered player the pack lets deposit, with the time of registration (SMS cooldown). */
export async function readyPlayer(
  base: () => string,
  readiness: PlayerReadiness,
): Promise<SeededPlayer & { registeredAt: number }> {
  const call = playerCalls(base);
  const deviceNumber = newDeviceNumber();
  const tourist = await call<{ token: string }>('/sso/v2/login', { deviceNumber });
  const phone = readiness.phone;
  await call('/sms/send', { tel: phone });
  const verificationCode = await call<string>('/sms/getTest', { tel: phone });
  const user = await call<Record<string, unknown> & { token: string; mobile: string }>(
    '/sso/register',
    {
      deviceNumber,
      mobile: phone,
      password: 'gizli1234',
      verificationCode,
      ageConfirmed: true,
      termsAccepted: true,
    },
    tourist.token,
  );
  const registeredAt = Date.now();
  for (const kind of readiness.limits) {
    await call('/protection/limit/set', { kind, period: 'month', amountMinor: 50_000 }, user.token);
  }
  if (readiness.verified) {
    await call(
      '/kyc/basic',
      {
        fullName: 'Deniz Yıldız',
        birthDate: '1990-04-12',
        country: 'TR',
        city: 'İzmir',
        address: 'Alsancak Mah. 1453 Sok. No: 7 Konak',
        nationalId: '10000000146',
      },
      user.token,
    );
    // Identity through the identity vendor's capture flow (the sandbox's Onfido simulator:
    // the tester picks "clear").
    const { captureUrl } = await call<{ captureUrl: string }>(
      '/kyc/identity/start',
      {},
      user.token,
    );
    const captured = await fetch(new URL(captureUrl, base()), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'outcome=clear&misbehave=none',
      redirect: 'manual',
    });
    assert.ok(captured.status < 400, `the capture page answered ${captured.status}`);
    await waitUntil(
      'identity verified',
      async () => (await call<{ level: string }>('/kyc/status', {}, user.token)).level,
      (level) => level === 'verified',
    );
  }
  return { phone, password: 'gizli1234', user, deviceNumber, registeredAt };
}

/** Chooses the method on the Recharge page, types the amount and continues. */
export async function startDeposit(
  page: Page,
  project: ProjectName,
  method: string,
  shot: string,
  amount = '50',
) {
  await page.goto('/kisiselBilgiler/recharge');
  await ready(page);
  const choice = page.locator('label.pay-method', { hasText: method });
  await choice.waitFor();
  await choice.click();
  // A provider's money arrives at once; a bank transfer when the bank says so.
  if (method !== 'Havale/EFT') assert.match(await choice.innerText(), /Ücretsiz · Anında/);
  await page.getByRole('textbox', { name: 'Tutar' }).fill(amount);
  await screenshot(page, `${project}-${shot}-recharge`);
  await page.getByRole('button', { name: 'Devam Et' }).click();
}

/** The provider's page: framed in the order's page on the desktop, the whole page on a phone. */
export async function providerPage(page: Page, project: ProjectName): Promise<Page | FrameLocator> {
  if (project === 'mobile') {
    await page.waitForURL((url) => url.pathname.startsWith('/sandbox/'));
    return page;
  }
  await page.waitForURL((url) => url.pathname === '/kisiselBilgiler/recharge-detail');
  await page.getByTestId('provider-frame').waitFor();
  return page.frameLocator('[data-testid="provider-frame"]');
}

/** Pays on the provider's page: Trustly's bank button, or a 16-digit paysafecard PIN. */
export async function payOnProvider(provider: Page | FrameLocator, method: string) {
  if (method === 'Trustly') {
    await provider.getByRole('button', { name: 'Pay from my bank' }).click();
    return;
  }
  await provider.getByLabel('16-digit PIN').fill('0000 1111 2222 3333');
  await provider.getByRole('button', { name: 'Pay', exact: true }).click();
}

/** Back on the order's page (the whole window, out of the frame), the order confirmed. */
export async function backOnConfirmedOrder(page: Page) {
  await page.waitForURL((url) => url.pathname === '/kisiselBilgiler/recharge-detail');
  await waitUntil(
    'order confirmed',
    () => page.getByTestId('order-status').innerText(),
    (v) => v === 'Başarılı',
  );
  assert.equal(await page.getByTestId('provider-frame').count(), 0, 'the frame is gone');
}
