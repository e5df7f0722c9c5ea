// National registers under the `de` pack (OASIS and LUGAS, sandbox simulators), on both
// databases: a player a register lists is treated as self-excluded from the moment they give
// their details (staff read the register and its reference as the reason), their launches and
// deposits are refused; the answer is reused for REGISTER_CACHE_MINUTES and asked again after;
// a register that later clears the player ends the exclusion; an unreachable register refuses
// a launch (fail closed) but not a login.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submitKycBasic } from '@talih/contracts/kyc.ts';
import { getGameUrlByGame } from '@talih/contracts/games.ts';
import { backends, openTestApp, type TestApp } from '../../testing/backends.ts';
import { answer } from '../../testing/calls.ts';
import { BASIC, markVerified } from '../../testing/kyc.ts';
import { createPlayer } from '../../testing/players.ts';
import { seedDemoData } from '../../seed/demo.ts';
import { checkRegisters } from './check.ts';

describe.each(backends())('national registers on $name', (backend) => {
  let t: TestApp;
  let clock = Date.now();
  beforeAll(async () => {
    t = await openTestApp(
      backend,
      { JURISDICTION: 'de', REGISTER_CACHE_MINUTES: '5' },
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
        reason: `on OASIS OASIS-SANDBOX-${p.userId}`,
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

  it('asks nothing of a player who gave no details yet', async () => {
    const p = await createPlayer(t);
    await checkRegisters(t.app.talih.services, p.userId, 'launch');
    expect(await checksOf(p.userId)).toEqual([]);
  });
});
