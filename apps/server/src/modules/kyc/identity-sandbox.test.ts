// What `npm start` runs: no Onfido settings in sandbox mode, so the app serves the Onfido
// simulator itself and the real adapter reaches it over HTTP on the app's own address, the
// simulator's webhooks coming back to the app's webhook route. A listening app on loopback.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getKycStatus, startIdentityCheck, submitKycBasic } from '@talih/contracts/kyc.ts';
import { backends, openTestApp, type TestApp } from '../../testing/backends.ts';
import { answer, call } from '../../testing/calls.ts';
import { BASIC } from '../../testing/kyc.ts';
import { createPlayer } from '../../testing/players.ts';

describe('the in-process Onfido simulator (sandbox mode)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(backends()[0]!, { JURISDICTION: 'de' });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => t.dispose());

  it('walks a player from registered to verified through the capture page', async () => {
    const p = await createPlayer(t);
    const saved = await answer(
      t,
      submitKycBasic,
      { ...BASIC, country: 'DE', nationalId: 'T22000129' },
      { session: p.token },
    );
    expect(saved.state, saved.msg).toBe('200');
    const started = await answer(t, startIdentityCheck, {}, { session: p.token });
    expect(started.state, started.msg).toBe('200');
    const page = await fetch(started.resultData.captureUrl);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Sandbox simulator');
    const sent = await fetch(started.resultData.captureUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'outcome=clear&misbehave=none',
      redirect: 'manual',
    });
    expect(sent.status).toBe(303);
    expect((await call(t, getKycStatus, {}, { session: p.token })).level).toBe('verified');
  });
});
