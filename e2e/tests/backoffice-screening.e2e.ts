// The back-office's screening screen end to end (desktop 1440x900): two players give the name
// and birth date of an entry of the sandbox sanctions list (OpenSanctions format) at the basic
// KYC level and are screened; a risk officer sees both hits with the matched entry and its
// score, confirms one (the hold stays) and asks to clear the other, which waits for a second
// approver; an admin approves the clear in the approval queue and the hit is cleared. The
// empty state of the cleared list before that, and axe on the screen, are checked too; and
// "screen everyone now" finds a third player whose name was never screened.
// SMS sends in this file: 3 (three registrations through the API).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { api } from '../lib/api.ts';
import { axeProblems } from '../lib/axe.ts';
import { launch, open, screenshot } from '../lib/browser.ts';
import { cliUnavailable } from '../lib/cli.ts';
import { writeKycNameUnscreened } from '../lib/db.ts';
import { newDeviceNumber, registerPlayerViaApi } from '../lib/session.ts';
import { BO_URL, createStaff, enrolAndSignIn } from '../lib/staff.ts';

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

/** Answers the id of a player whose basic details are those of the list's "Kemal Sancaklı" (written plainly). */
async function listedPlayer(): Promise<string> {
  return playerNamed('Kemal Sancakli', '1971-05-14');
}

/** Answers the id of a player who gave these basic KYC details (screened as they are given). */
async function playerNamed(fullName: string, birthDate: string): Promise<string> {
  const player = await registerPlayerViaApi(newDeviceNumber());
  await api(
    '/kyc/basic',
    {
      fullName,
      birthDate,
      country: 'TR',
      city: 'Ankara',
      address: 'Kızılay Mah. 12. Sok. No: 3 Çankaya',
      nationalId: '10000000146',
    },
    String(player.user.token),
  );
  return String(player.user.userid ?? player.user.id);
}

describe('the screening screen', () => {
  it('shows the hits; one is confirmed, the other cleared with a second approver', async (t) => {
    const missing = cliUnavailable();
    if (missing) return t.skip(missing);
    const first = await listedPlayer();
    const second = await listedPlayer();

    // The approver's account exists before the request (a newer one may not decide it).
    const adminName = `onayci${Date.now() % 1e6}`;
    const adminLink = await createStaff(adminName, 'admin');
    const riskName = `tarama${Date.now() % 1e6}`;
    const risk = await open(browser, 'desktop', BO_URL);
    await enrolAndSignIn(risk.page, riskName, await createStaff(riskName, 'risk'));
    const page = risk.page;
    await page.goto('/risk/screening');
    await page.getByRole('heading', { level: 1, name: 'Yaptırım ve PEP taraması' }).waitFor();
    const table = page.getByRole('table', { name: 'Yaptırım ve PEP taraması' });
    const rowOf = (userId: string) =>
      table.locator('tr').filter({ has: page.locator(`a[href="/players/${userId}"]`) });
    for (const userId of [first, second]) {
      await rowOf(userId).getByText('Kemal Sancaklı').waitFor();
      await rowOf(userId).getByText('Açık').waitFor();
    }
    await screenshot(page, 'backoffice-screening');
    assert.deepEqual(await axeProblems(page), [], 'axe on the screening screen');

    // A third player's name reached the records unscreened (as names kept from before screening
    // was switched on do): no hit until "screen everyone now", which finds them.
    const third = await playerNamed('Ayla Deniz', '1990-02-02');
    writeKycNameUnscreened(Number(third), 'Kemal Sancakli', '1971-05-14');
    await page.reload();
    await rowOf(first).waitFor();
    assert.equal(await rowOf(third).count(), 0, 'no hit before the run');
    await page.getByRole('button', { name: 'Herkesi şimdi tara' }).click();
    await page.getByText(/\d+ oyuncu tarandı, 1 yeni eşleşme\./).waitFor();
    await rowOf(third).getByText('Kemal Sancaklı').waitFor();
    await rowOf(third).getByText('Günlük tarama').waitFor();

    // Confirm the first: the note is required, and the hit leaves the open list.
    await rowOf(first).getByRole('button', { name: 'Eşleşmeyi doğrula' }).click();
    const confirm = page.getByRole('dialog', { name: 'Eşleşme doğrulansın mı?' });
    await confirm.getByLabel('Gerekçe').fill('Doğum tarihi ve uyruk aynı');
    await confirm.getByRole('button', { name: 'Eşleşmeyi doğrula' }).click();
    await page.getByText('Eşleşme doğrulandı.').waitFor();
    await rowOf(first).waitFor({ state: 'detached' });

    // Clear the second: it waits for a second approver.
    await rowOf(second).getByRole('button', { name: 'Temizle' }).click();
    const clear = page.getByRole('dialog', { name: 'Eşleşme temizlensin mi?' });
    await clear.getByLabel('Gerekçe').fill('Farklı kişi: kimlik belgesi incelendi');
    await clear.getByRole('button', { name: 'Temizle' }).click();
    await page.getByText('Temizleme ikinci onaya gönderildi.').waitFor();
    await rowOf(second).getByText('İkinci onay bekliyor').waitFor();
    assert.equal(await rowOf(second).getByRole('button', { name: 'Temizle' }).count(), 0);
    await page.getByLabel('Durum').selectOption('cleared');
    await page.getByText('Temizlenmiş eşleşme yok.').waitFor();
    assert.deepEqual(risk.errors, []);

    const admin = await open(browser, 'desktop', BO_URL);
    await enrolAndSignIn(admin.page, adminName, adminLink);
    await admin.page.goto('/approvals');
    const approval = admin.page.locator('tr', { hasText: 'Yaptırım eşleşmesini temizleme' });
    await approval.getByRole('button', { name: 'Onayla' }).click();
    await admin.page.getByRole('dialog').getByRole('button', { name: 'Onayla' }).click();
    await admin.page.getByRole('dialog').waitFor({ state: 'hidden' });
    assert.deepEqual(admin.errors, []);
    await admin.context.close();

    await page.reload();
    await page.getByLabel('Durum').selectOption('cleared');
    await rowOf(second)
      .getByText(/Farklı kişi: kimlik belgesi incelendi/)
      .waitFor();
    await rowOf(second).getByText('Temizlendi').waitFor();
    await page.getByLabel('Durum').selectOption('confirmed');
    await rowOf(first).getByText('Doğrulandı').waitFor();
    await screenshot(page, 'backoffice-screening-confirmed');
    assert.deepEqual(risk.errors, []);
    await risk.context.close();
  });
});
