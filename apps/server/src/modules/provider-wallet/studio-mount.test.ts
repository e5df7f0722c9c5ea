// The sandbox studio as npm start mounts it: inside Talih's own process under /studio, yet
// reaching the wallet only over loopback HTTP with signed calls. One real spin proves the loop.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, type TestApp } from '../../testing/backends.ts';
import { totalAssetsOf } from '../../testing/calls.ts';
import { createPlayer, launchReal, openWalletTestApp } from '../../testing/players.ts';

const [backend] = backends();

describe('the sandbox studio mounted in Talih', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await openWalletTestApp(backend!);
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.dispose());

  const post = async (path: string, body: unknown) => {
    const res = await fetch(`${base}/studio/api/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };

  it('a launch URL from getGameUrlByGame opens a real session and a spin moves the ledger', async () => {
    const player = await createPlayer(t, 50_00);
    const launch = await launchReal(t, player.token, 1);
    const opened = await post('session', { mode: 'real', game: 'slot', token: launch, lang: 'tk' });
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({ balanceMinor: 50_00, currency: 'TRY' });
    const spin = await post('slot/spin', { sessionId: opened.body.sessionId, betMinor: 100 });
    expect(spin.status, JSON.stringify(spin.body)).toBe(200);
    const totalAssets = await totalAssetsOf(t, player.token);
    expect(Math.round(totalAssets * 100)).toBe(spin.body.balanceMinor);
    expect(spin.body.balanceMinor).toBe(50_00 - 100 + Number(spin.body.winMinor));
  });

  it('a demo session plays with play money and never touches the wallet', async () => {
    const opened = await post('session', { mode: 'demo', game: 'slot', lang: 'tk' });
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({ mode: 'demo', balanceMinor: 1000_00 });
    const rounds = await t.database.db.selectFrom('game_rounds').select('id').execute();
    const spin = await post('slot/spin', { sessionId: opened.body.sessionId, betMinor: 100 });
    expect(spin.status).toBe(200);
    expect(await t.database.db.selectFrom('game_rounds').select('id').execute()).toHaveLength(
      rounds.length,
    );
  });
});
