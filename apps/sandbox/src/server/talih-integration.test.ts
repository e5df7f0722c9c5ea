// The studio inside the real Talih, as Talih's own buildApp mounts it under /studio: the app
// listens on an ephemeral port and the studio reaches its provider wallet API over HTTP at that
// address. A player credited through the ledger plays real slot and mines rounds; balances must
// agree on both sides and the ledger must reconcile.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconcile } from '@talih/server/testing/reconcile.ts';
import { seedDemoData } from '@talih/server/seed/demo.ts';
import { backends, openTestApp, type TestApp } from '@talih/server/testing/backends.ts';
import { createPlayer, launchReal } from '@talih/server/testing/players.ts';

for (const backend of backends()) {
  describe(`the studio inside Talih (${backend.name})`, () => {
    let talih: TestApp;

    beforeAll(async () => {
      // A built client of our own: the tests run before `npm run build` in CI, and the page's
      // headers must be checked there too, not only on a machine that happened to build.
      const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-dist-'));
      fs.writeFileSync(path.join(dist, 'play.html'), '<!doctype html><title>play</title>');
      talih = await openTestApp(backend, { SANDBOX_STUDIO: 'true', SANDBOX_STUDIO_DIST_DIR: dist });
      await seedDemoData(talih.app.talih.services);
      await talih.app.listen({ port: 0, host: '127.0.0.1' });
    });

    afterAll(async () => {
      await talih?.dispose();
    });

    async function studio<T = Record<string, unknown>>(apiPath: string, body: unknown) {
      const res = await talih.app.inject({
        method: 'POST',
        url: `/studio/api/${apiPath}`,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
      return { status: res.statusCode, body: res.json() as T };
    }

    async function gameId(studioGame: string): Promise<number> {
      const row = await talih.database.db
        .selectFrom('games')
        .select('id')
        .where('studio_game', '=', studioGame)
        .executeTakeFirstOrThrow();
      return Number(row.id);
    }

    async function talihBalance(sessionToken: string): Promise<number> {
      const info = await talih.call<{ totalAssets: number }>(
        '/user/getUserInfo',
        {},
        { token: sessionToken },
      );
      return Math.round(info.resultData.totalAssets * 100);
    }

    it('serves the launch URL Talih hands out as the studio page, with its headers', async () => {
      const player = await createPlayer(talih, 0);
      const res = await talih.call<{ gameUrl: string }>(
        '/labelGame/getGameUrlByGame',
        { gameId: await gameId('slot'), isReal: 1 },
        { token: player.token },
      );
      const page = await talih.app.inject({ method: 'GET', url: res.resultData.gameUrl });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<title>play</title>');
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    });

    it('plays real slot rounds: each moves Talih’s balance by win − bet', async () => {
      const player = await createPlayer(talih, 100_00);
      const launch = await launchReal(talih, player.token, await gameId('slot'));
      const opened = await studio<{ sessionId: string; balanceMinor: number; currency: string }>(
        'session',
        { mode: 'real', game: 'slot', token: launch, lang: 'tk' },
      );
      expect(opened.status).toBe(200);
      expect(opened.body).toMatchObject({ balanceMinor: 100_00, currency: 'TRY' });
      let expected = 100_00;
      for (let i = 0; i < 10; i++) {
        const spin = await studio<{ winMinor: number; balanceMinor: number; winStatus: string }>(
          'slot/spin',
          { sessionId: opened.body.sessionId, betMinor: 200 },
        );
        expect(spin.status).toBe(200);
        expect(spin.body.winStatus).toBe('paid');
        expected += spin.body.winMinor - 200;
        expect(spin.body.balanceMinor).toBe(expected);
        expect(await talihBalance(player.token)).toBe(expected);
      }
      const records = await talih.call<{ list: { status: string; betAmount: number }[] }>(
        '/balance/getGameRecord',
        { page: 1, pageSize: 20 },
        { token: player.token },
      );
      expect(records.resultData.list).toHaveLength(10);
      expect(records.resultData.list.every((r) => r.status === 'closed' && r.betAmount === 2)).toBe(
        true,
      );
    });

    it('refuses a bet above the player’s money with Talih’s answer, in Turkish', async () => {
      const player = await createPlayer(talih, 5_00);
      const launch = await launchReal(talih, player.token, await gameId('slot'));
      const opened = await studio<{ sessionId: string }>('session', {
        mode: 'real',
        game: 'slot',
        token: launch,
      });
      const spin = await studio<{ error: { code: string; message: string } }>('slot/spin', {
        sessionId: opened.body.sessionId,
        betMinor: 10_00,
      });
      expect(spin.status).toBe(402);
      expect(spin.body.error.message).toBe('Bakiye yetersiz.');
      expect(await talihBalance(player.token)).toBe(5_00);
    });

    it('a mines round closes at Talih with the cash-out or a 0.00 win', async () => {
      const player = await createPlayer(talih, 50_00);
      const launch = await launchReal(talih, player.token, await gameId('mines'));
      const opened = await studio<{ sessionId: string }>('session', {
        mode: 'real',
        game: 'mines',
        token: launch,
      });
      const sessionId = opened.body.sessionId;
      const start = await studio('mines/start', { sessionId, betMinor: 3_00, mineCount: 3 });
      expect(start.status).toBe(200);
      type View = { status: string; winMinor: number | null };
      const first = await studio<View>('mines/reveal', { sessionId, tile: 12 });
      const end =
        first.body.status === 'open' ? await studio<View>('mines/cashout', { sessionId }) : first;
      expect(end.body.status).toMatch(/cashed|lost/);
      expect(await talihBalance(player.token)).toBe(50_00 - 3_00 + (end.body.winMinor ?? 0));
    });

    it('leaves a ledger that reconciles', async () => {
      const lines: string[] = [];
      const { violations } = await reconcile(talih.database, (line) => lines.push(line));
      expect(violations, lines.join('\n')).toBe(0);
    });
  });
}
