// Jurisdiction packs over HTTP on both databases: the German pack (EUR, Germany only, +49,
// €1 and 5 s a spin) against the sandbox pack (TRY, anywhere, +90, no slot rules). The
// player's country comes from a trusted proxy's header or from GeoIP of the address.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, loginTourist, openTestApp, type TestApp } from '../testing/backends.ts';
import { TEST_PAYMENT_SECRETS } from '../testing/payments.ts';
import { createPlayer, studioClient, txId } from '../testing/players.ts';
import { markVerified } from '../testing/kyc.ts';
import { seedDemoData } from '../seed/demo.ts';
import { answer } from '../testing/calls.ts';
import { getSiteConfig } from '@talih/contracts/system.ts';
import { getTestSms } from '@talih/contracts/accounts.ts';

const GERMAN = {
  ...TEST_PAYMENT_SECRETS,
  JURISDICTION: 'de',
  COUNTRY_HEADER: 'cf-ipcountry',
  // app.inject() comes from 127.0.0.1: the proxy whose header is believed.
  TRUST_PROXY: '127.0.0.1',
  COUNTRY_UNKNOWN_ALLOWED: 'false',
};
const FROM_GERMANY = { 'cf-ipcountry': 'DE' };
const FROM_TURKEY = { 'cf-ipcountry': 'TR' };

const REFUSED_TK =
  'Bulunduğunuz ülkeden bu işlemi yapamazsınız: lisansımız yalnızca belirli ülkelerden oynamaya izin veriyor.';
const REFUSED_EN =
  "You can't do this from the country you're in: our licence allows play only from certain countries.";
const UNKNOWN_TK =
  'Bulunduğunuz ülkeyi belirleyemediğimiz için bu işlemi yapamıyoruz. VPN ya da proxy kullanıyorsanız kapatıp yeniden deneyin.';

type Envelope = { state: string; msg: string; resultData: unknown };

async function post(
  t: TestApp,
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
  remoteAddress = '127.0.0.1',
): Promise<Envelope> {
  const res = await t.app.inject({
    method: 'POST',
    url,
    remoteAddress,
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(body),
  });
  return res.json();
}

const registration = (mobile: string) => ({
  mobile,
  password: 'gizli1234',
  verificationCode: '123456',
  ageConfirmed: true,
  termsAccepted: true,
});

async function launchSlot(t: TestApp, token: string, headers: Record<string, string>) {
  return post(t, '/labelGame/getGameUrlByGame', { gameId: 1, isReal: 1 }, { token, ...headers });
}

for (const backend of backends()) {
  describe(`jurisdiction packs on ${backend.name}`, () => {
    let de: TestApp;
    let sandbox: TestApp;
    const clock = { ms: Date.now() };
    beforeAll(async () => {
      de = await openTestApp(backend, GERMAN, { now: () => clock.ms });
      sandbox = await openTestApp(backend, {}, { now: () => clock.ms });
      await seedDemoData(de.app.talih.services);
      await seedDemoData(sandbox.app.talih.services);
    });
    afterAll(async () => {
      await de?.dispose();
      await sandbox?.dispose();
    });

    it('tells the web app the currency and phone codes: EUR and +49 in Germany, TRY and +90 in sandbox', async () => {
      const german = await answer(de, getSiteConfig);
      expect(german.resultData.jurisdiction).toMatchObject({
        code: 'de',
        currency: 'EUR',
        phoneCallingCodes: ['49'],
      });
      const play = await answer(sandbox, getSiteConfig);
      expect(play.resultData.jurisdiction).toMatchObject({
        code: 'sandbox',
        currency: 'TRY',
        phoneCallingCodes: ['90'],
      });
    });

    it("gives the web app the market's safer-gambling help-line", async () => {
      const german = await answer(de, getSiteConfig);
      expect(german.resultData.jurisdiction.helpLines).toEqual([
        {
          organisation: 'Bundesinstitut für Öffentliche Gesundheit (BIÖG, früher BZgA)',
          service: 'Check dein Spiel – Telefonberatung zur Glücksspielsucht',
          phone: '0800 1 37 27 00',
          url: 'https://www.check-dein-spiel.de',
          hours: [
            { fromDay: 1, toDay: 4, opens: '10:00', closes: '22:00' },
            { fromDay: 5, toDay: 7, opens: '10:00', closes: '18:00' },
          ],
          free: true,
        },
      ]);
      const play = await answer(sandbox, getSiteConfig);
      expect(
        play.resultData.jurisdiction.helpLines.map((l) => [l.organisation, l.phone, l.hours]),
      ).toEqual([['Yeşilay', '115', '24/7']]);
    });

    it('gives the studio EUR and the slot rules in the launch URL and on authenticate', async () => {
      const p = await createPlayer(de, 10_000);
      await markVerified(de, p.userId);
      const launched = await launchSlot(de, p.token, FROM_GERMANY);
      expect(launched.state, launched.msg).toBe('200');
      const url = new URL((launched.resultData as { gameUrl: string }).gameUrl, 'http://x');
      expect(url.searchParams.get('currency')).toBe('EUR');
      expect(url.searchParams.get('stakeMax')).toBe('1.00');
      expect(url.searchParams.get('roundMinMs')).toBe('5000');
      expect(url.searchParams.get('autoplay')).toBe('0');
      const studio = studioClient(de);
      const token = url.searchParams.get('token')!;
      expect(await studio('authenticate', { token })).toEqual({
        status: 'OK',
        balance: '100.00',
        currency: 'EUR',
        playerId: String(p.userId),
        nickname: expect.any(String),
        gameLimits: { stakeMax: '1.00', roundMinMs: 5000, autoplay: false },
      });
      expect(await studio('balance', { token, playerId: String(p.userId) })).toEqual({
        status: 'OK',
        balance: '100.00',
        currency: 'EUR',
      });
      // The demo of a game with no slot rules carries the currency alone.
      const tourist = await loginTourist(de);
      const demo = await post(
        de,
        '/labelGame/getGameUrlByGame',
        { gameId: 2, isReal: 0 },
        { token: tourist.token },
      );
      expect((demo.resultData as { gameUrl: string }).gameUrl).toBe(
        '/studio/play.html?game=mines&lang=tk&currency=EUR&mode=demo',
      );
    });

    it('caps a slot round at €1.00 and starts a new round no sooner than 5,000 ms after the last', async () => {
      const p = await createPlayer(de, 10_000);
      await markVerified(de, p.userId);
      const launched = await launchSlot(de, p.token, FROM_GERMANY);
      const token = new URL(
        (launched.resultData as { gameUrl: string }).gameUrl,
        'http://x',
      ).searchParams.get('token')!;
      const studio = studioClient(de);
      const bet = (roundId: string, amount: string) =>
        studio('bet', {
          token,
          playerId: String(p.userId),
          transactionId: txId(),
          roundId,
          gameId: 'slot',
          amount,
        });
      const start = clock.ms;
      const first = await bet('r1', '0.50');
      expect(first).toMatchObject({ status: 'OK', currency: 'EUR', balance: '99.50' });
      clock.ms = start + 1_000;
      // A second bet in the same round is no new round: only the cap counts, €1.00 in all.
      expect(await bet('r1', '0.50')).toMatchObject({ status: 'OK', balance: '99.00' });
      expect(await bet('r1', '0.01')).toMatchObject({ status: 'ERROR', code: 'LIMIT_EXCEEDED' });
      clock.ms = start + 4_999;
      expect(await bet('r2', '1.00')).toMatchObject({ status: 'ERROR', code: 'LIMIT_EXCEEDED' });
      clock.ms = start + 5_000;
      expect(await bet('r2', '1.00')).toMatchObject({ status: 'OK', balance: '98.00' });
      clock.ms = start + 10_000;
      expect(await bet('r3', '1.01')).toMatchObject({ status: 'ERROR', code: 'LIMIT_EXCEEDED' });
      expect(await bet('r3', '1.00')).toMatchObject({ status: 'OK', balance: '97.00' });
    });

    it('sets no slot rules in sandbox: €1.01 and a round 1 ms after the last are taken', async () => {
      const p = await createPlayer(sandbox, 10_000);
      const launched = await launchSlot(sandbox, p.token, {});
      const url = new URL((launched.resultData as { gameUrl: string }).gameUrl, 'http://x');
      expect(url.searchParams.get('currency')).toBe('TRY');
      expect(url.searchParams.has('stakeMax')).toBe(false);
      const studio = studioClient(sandbox);
      const bet = (roundId: string) =>
        studio('bet', {
          token: url.searchParams.get('token'),
          playerId: String(p.userId),
          transactionId: txId(),
          roundId,
          gameId: 'slot',
          amount: '1.01',
        });
      const start = clock.ms;
      expect(await bet('s1')).toMatchObject({ status: 'OK', currency: 'TRY' });
      clock.ms = start + 1;
      expect(await bet('s2')).toMatchObject({ status: 'OK', balance: '97.98' });
    });

    it('refuses registration, login, deposits and bets from outside Germany, in the player language', async () => {
      const p = await createPlayer(de, 10_000);
      const register = await post(de, '/sso/register', registration('15123456789'), FROM_TURKEY);
      expect(register).toMatchObject({ state: '500', msg: REFUSED_TK });
      const login = await post(
        de,
        '/sso/loginNew',
        { mobile: '15123456789', password: 'gizli1234', lang: 'en' },
        FROM_TURKEY,
      );
      expect(login).toMatchObject({ state: '500', msg: REFUSED_EN });
      const deposit = await post(
        de,
        '/recharge/createRechargeOrder',
        { amount: 100, method: 'havale' },
        { token: p.token, ...FROM_TURKEY },
      );
      expect(deposit).toMatchObject({ state: '500', msg: REFUSED_TK });
      const launch = await launchSlot(de, p.token, FROM_TURKEY);
      expect(launch).toMatchObject({ state: '500', msg: REFUSED_TK });
      const sportBet = await post(
        de,
        '/sport/placeBet',
        { kind: 'single', selections: [{ selectionId: 1, odds: 1.5 }], stake: 10 },
        { token: p.token, ...FROM_TURKEY },
      );
      expect(sportBet).toMatchObject({ state: '500', msg: REFUSED_TK });
    });

    it('lets a player in Germany through, with amounts in euros in its messages', async () => {
      const p = await createPlayer(de, 10_000);
      const deposit = await post(
        de,
        '/recharge/createRechargeOrder',
        { amount: 10, method: 'havale' },
        { token: p.token, ...FROM_GERMANY },
      );
      expect(deposit).toMatchObject({ state: '500', msg: 'En az €50,00 yatırabilirsiniz.' });
      const login = await post(
        de,
        '/sso/loginNew',
        { mobile: '15123456780', password: 'yanlis1234' },
        FROM_GERMANY,
      );
      expect(login.msg).toBe('Telefon numarası veya şifre hatalı.');
    });

    it("believes the header only from a trusted proxy: another hop's is ignored", async () => {
      // 10.1.2.3 is not TRUST_PROXY's 127.0.0.1, so its "DE" counts for nothing and GeoIP
      // knows no country for a private address: refused, since unknown isn't allowed here.
      const login = await post(
        de,
        '/sso/loginNew',
        { mobile: '15123456789', password: 'gizli1234' },
        FROM_GERMANY,
        '10.1.2.3',
      );
      expect(login).toMatchObject({ state: '500', msg: UNKNOWN_TK });
    });

    it("takes German phone numbers and refuses a Turkish one, naming the pack's code", async () => {
      const sent = await post(de, '/sms/send', { tel: '+49 151 2345 6701' });
      expect(sent.state, sent.msg).toBe('200');
      const code = await answer(de, getTestSms, { tel: '015123456701' });
      expect(code.resultData).toMatch(/^\d{6}$/);
      const turkish = await post(de, '/sms/send', { tel: '+90 555 111 22 33' });
      expect(turkish).toMatchObject({
        state: '500',
        msg: 'Bu ülke kodlu telefon numaraları kabul edilmiyor. Kabul edilen kodlar: +49.',
      });
      const registered = await post(
        de,
        '/sso/register',
        { ...registration('0151 2345 6701'), verificationCode: code.resultData },
        FROM_GERMANY,
      );
      expect(registered.state, registered.msg).toBe('200');
      expect(registered.resultData).toMatchObject({ mobile: '4915123456701' });
    });
  });

  describe(`country by GeoIP on ${backend.name}`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await openTestApp(backend, {
        JURISDICTION: 'de',
        COUNTRY_UNKNOWN_ALLOWED: 'false',
      });
    });
    afterAll(async () => t?.dispose());

    const loginFrom = (address: string) =>
      post(t, '/sso/loginNew', { mobile: '15123456789', password: 'gizli1234' }, {}, address);

    it('maps addresses to countries: Germany passes, Turkey and the US are refused', async () => {
      // 85.214.132.117 and 2a00:1450:4001:80b::200e are German, 88.255.99.1 Turkish, 8.8.8.8 American.
      expect((await loginFrom('85.214.132.117')).msg).toBe('Telefon numarası veya şifre hatalı.');
      expect((await loginFrom('2a00:1450:4001:80b::200e')).msg).toBe(
        'Telefon numarası veya şifre hatalı.',
      );
      expect((await loginFrom('88.255.99.1')).msg).toBe(REFUSED_TK);
      expect((await loginFrom('8.8.8.8')).msg).toBe(REFUSED_TK);
    });

    it('finds no country for loopback and private addresses: refused unless the setting allows', async () => {
      expect((await loginFrom('127.0.0.1')).msg).toBe(UNKNOWN_TK);
      expect((await loginFrom('192.168.1.20')).msg).toBe(UNKNOWN_TK);
    });
  });
}
