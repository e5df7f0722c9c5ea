// National registers under the `de` pack (OASIS through its web-service simulator, LUGAS's
// in-process simulator), on both databases: a player a register lists is treated as
// self-excluded from the moment they give their details (staff read the register and its Meldung
// as the reason), their launches and deposits are refused; the answer is reused for
// REGISTER_CACHE_MINUTES and asked again after, and asked afresh whenever the details change; a
// register that later clears the player ends the exclusion; a register that gives no answer
// (down, too slow, an answer nobody can read) refuses a launch (fail closed) but not a login.
// Then the real OASIS adapter (REGISTER_OASIS=oasis) over HTTPS with the client certificate.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submitKycBasic } from '@talih/contracts/kyc.ts';
import { getGameUrlByGame } from '@talih/contracts/games.ts';
import { backends, openTestApp, type TestApp } from '../../testing/backends.ts';
import { answer } from '../../testing/calls.ts';
import { BASIC, markVerified } from '../../testing/kyc.ts';
import { createPlayer } from '../../testing/players.ts';
import { seedDemoData } from '../../seed/demo.ts';
import { startOasisHttpsSimulator, OASIS_FIXTURE_PATH } from '../../testing/oasis.ts';
import { checkRegisters } from './check.ts';

describe.each(backends())('national registers on $name', (backend) => {
  let t: TestApp;
  let clock = Date.now();
  beforeAll(async () => {
    t = await openTestApp(
      backend,
      { JURISDICTION: 'de', REGISTER_CACHE_MINUTES: '5', OASIS_TIMEOUT_MS: '200' },
      { now: () => clock },
    );
    await seedDemoData(t.app.talih.services);
  });
  afterAll(() => t.dispose());

  const details = (fullName: string) => ({
    ...BASIC,
    fullName,
    country: 'DE',
    nationalId: 'T22000129',
  });
  const launch = (token: string) =>
    answer(t, getGameUrlByGame, { gameId: 1, isReal: 1, lang: 'en' }, { session: token });
  const exclusionsOf = (userId: number) =>
    t.database.db
      .selectFrom('player_exclusions')
      .select(['kind', 'reason', 'set_by', 'ends_at'])
      .where('user_id', '=', userId)
      .execute();
  const checksOf = (userId: number) =>
    t.database.db
      .selectFrom('register_checks')
      .select(['register', 'status', 'reference', 'checked_at'])
      .where('user_id', '=', userId)
      .orderBy('register')
      .execute();

  it('treats a player on OASIS as self-excluded, with the register as the reason', async () => {
    const p = await createPlayer(t);
    const saved = await answer(t, submitKycBasic, details('Max Sperre'), { session: p.token });
    expect(saved.state, saved.msg).toBe('200');
    expect(await exclusionsOf(p.userId)).toEqual([
      {
        kind: 'register',
        reason: 'on OASIS Meldung 18 Der Spieler ist gesperrt.',
        set_by: 'register',
        ends_at: null,
      },
    ]);
    await markVerified(t, p.userId);
    expect(await launch(p.token)).toMatchObject({
      state: '500',
      msg:
        'Your account is closed to play right now (a time-out or self-exclusion). Until it ends ' +
        'you can only withdraw, see your history and limits, and contact Customer Service.',
    });
    expect((await checksOf(p.userId)).map((c) => [c.register, c.status])).toEqual([
      ['lugas', 'clear'],
      ['oasis', 'excluded'],
    ]);
  });

  it('reuses an answer for 5 minutes, asks again after, and ends the exclusion it cleared', async () => {
    const p = await createPlayer(t);
    await answer(t, submitKycBasic, details('Erika Sperre'), { session: p.token });
    await markVerified(t, p.userId);
    const first = (await checksOf(p.userId))[1]!.checked_at;
    // The register no longer lists her (her name, as the simulator reads it, changed).
    await t.database.db
      .updateTable('kyc_profiles')
      .set({ full_name: 'Erika Muster' })
      .where('user_id', '=', p.userId)
      .execute();
    clock += 4 * 60_000;
    expect((await launch(p.token)).state).toBe('500');
    expect((await checksOf(p.userId))[1]!.checked_at).toBe(first);
    clock += 2 * 60_000;
    const opened = await launch(p.token);
    expect(opened.state, opened.msg).toBe('200');
    expect(await checksOf(p.userId)).toMatchObject([
      { register: 'lugas', status: 'clear' },
      { register: 'oasis', status: 'clear', reference: null, checked_at: clock },
    ]);
    expect((await exclusionsOf(p.userId))[0]!.ends_at).toBe(clock);
  });

  it('refuses a launch while a register is unreachable, and lets the login through', async () => {
    const p = await createPlayer(t);
    await answer(t, submitKycBasic, details('Hans Offline'), { session: p.token });
    await markVerified(t, p.userId);
    expect(await launch(p.token)).toMatchObject({
      state: '500',
      msg:
        "The national register can't be reached right now, so this is on hold for your " +
        'protection. Please try again in a few minutes.',
    });
    await expect(checkRegisters(t.app.talih.services, p.userId, 'login')).resolves.toBeUndefined();
    expect(await exclusionsOf(p.userId)).toEqual([]);
  });

  it('asks afresh when the details change, whatever the cache', async () => {
    const p = await createPlayer(t);
    await answer(t, submitKycBasic, details('Erika Muster'), { session: p.token });
    expect(await exclusionsOf(p.userId)).toEqual([]);
    const saved = await answer(t, submitKycBasic, details('Erika Fremdsperre'), {
      session: p.token,
    });
    expect(saved.state, saved.msg).toBe('200');
    expect((await exclusionsOf(p.userId)).map((e) => e.reason)).toEqual([
      'on OASIS Meldung 23 Der Spieler ist gesperrt (Fremdsperre).',
    ]);
  });

  it.each([
    ['Langsam', 'no answer within OASIS_TIMEOUT_MS'],
    ['Unbekannt', 'an answer that says neither listed nor not listed'],
  ])('fails closed when OASIS gives %s (%s)', async (surname) => {
    const p = await createPlayer(t);
    await answer(t, submitKycBasic, details(`Eva ${surname}`), { session: p.token });
    await markVerified(t, p.userId);
    expect(await launch(p.token)).toMatchObject({
      state: '500',
      msg:
        "The national register can't be reached right now, so this is on hold for your " +
        'protection. Please try again in a few minutes.',
    });
    await expect(checkRegisters(t.app.talih.services, p.userId, 'login')).resolves.toBeUndefined();
    expect(await checksOf(p.userId)).toMatchObject([{ register: 'lugas', status: 'clear' }]);
  });

  it('serves the OASIS WS simulator over HTTP in sandbox mode', async () => {
    const ask = (surname: string, passwort = 'talih-oasis-simulator') =>
      t.app.inject({
        method: 'POST',
        url: '/sandbox/oasis/oasisws/spielerstatus',
        headers: {
          kennung: 'U0000000',
          passwort,
          accept: 'text/plain; charset=UTF-8; version=6.0',
          'content-type': 'text/plain; charset=UTF-8',
        },
        payload:
          '<tns:SPIELER-SUCHPARAMETER xmlns:tns="http://www.hzd.de/spielerSuchparameter">' +
          `<SPIELER><V>Max</V><N>${surname}</N><D>1990-04-12</D></SPIELER>` +
          '</tns:SPIELER-SUCHPARAMETER>',
      });
    const said = async (surname: string, passwort?: string) => {
      const res = await ask(surname, passwort);
      return [res.statusCode, res.body.replace(/^.*?<MELDUNG>|<\/MELDUNG>.*$/g, '')];
    };
    expect(await said('Muster')).toEqual([
      200,
      '<KENNUNG>19</KENNUNG><TEXT>Der Spieler ist nicht gesperrt.</TEXT>',
    ]);
    expect(await said('Sperre')).toEqual([
      200,
      '<KENNUNG>18</KENNUNG><TEXT>Der Spieler ist gesperrt.</TEXT>',
    ]);
    expect(await said('Offline')).toEqual([503, '<TEXT>Der Dienst ist nicht verfügbar.</TEXT>']);
    expect(await said('Muster', 'wrong')).toEqual([
      401,
      '<TEXT>Authentisierung fehlgeschlagen: Kennung oder Passwort falsch.</TEXT>',
    ]);
  });

  it('asks nothing of a player who gave no details yet', async () => {
    const p = await createPlayer(t);
    await checkRegisters(t.app.talih.services, p.userId, 'launch');
    expect(await checksOf(p.userId)).toEqual([]);
  });
});

describe.each(backends())('the OASIS adapter in place on $name', (backend) => {
  let t: TestApp;
  let sim: Awaited<ReturnType<typeof startOasisHttpsSimulator>>;
  beforeAll(async () => {
    sim = await startOasisHttpsSimulator();
    t = await openTestApp(backend, {
      JURISDICTION: 'de',
      REGISTER_OASIS: 'oasis',
      OASIS_URL: sim.url,
      OASIS_KENNUNG: 'U0000000',
      OASIS_PASSWORT: 'talih-oasis-simulator',
      OASIS_CLIENT_CERT: OASIS_FIXTURE_PATH('client.p12'),
      OASIS_CLIENT_CERT_PASSPHRASE: 'talih-oasis-test',
      OASIS_CA: OASIS_FIXTURE_PATH('ca.pem'),
      OASIS_TIMEOUT_MS: '1000',
    });
    await seedDemoData(t.app.talih.services);
  });
  afterAll(async () => {
    await t.dispose();
    await sim.close();
  });

  it('asks OASIS WS over TLS with the client certificate and excludes whom it lists', async () => {
    const p = await createPlayer(t);
    const saved = await answer(
      t,
      submitKycBasic,
      { ...BASIC, fullName: 'Max Kurzzeitsperre', country: 'DE', nationalId: 'T22000129' },
      { session: p.token },
    );
    expect(saved.state, saved.msg).toBe('200');
    expect(sim.seen.map((s) => [s.path, s.status, s.clientCert])).toEqual([
      ['/oasisws/spielerstatus', 200, 'Talih test operator U0000000 (not for production)'],
    ]);
    expect(sim.seen[0]!.body).toContain(
      '<SPIELER><V>Max</V><N>Kurzzeitsperre</N><D>1990-04-12</D>',
    );
    const reasons = await t.database.db
      .selectFrom('player_exclusions')
      .select(['kind', 'reason'])
      .where('user_id', '=', p.userId)
      .execute();
    expect(reasons).toEqual([
      {
        kind: 'register',
        reason: 'on OASIS Meldung 24 Der Spieler ist gesperrt (Kurzzeitsperre).',
      },
    ]);
  });
});
