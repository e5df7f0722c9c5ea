// The studio against the real Talih: Talih's app listens on an ephemeral port, the studio (its
// own Fastify, as an outside studio would be) reaches it only through the provider wallet API,
// and a player credited through the ledger plays real slot and mines rounds. Balances must
// agree on both sides and the ledger must reconcile.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconcile } from '@talih/server/cli/reconcile.ts';
import { seedDemoData } from '@talih/server/seed/demo.ts';
import { backends, openTestApp, type TestApp } from '@talih/server/testing/backends.ts';
import { createPlayer, launchReal } from '@talih/server/testing/players.ts';
import { openStudio, type StudioTestApp } from './testing/studio-app.ts';

for (const backend of backends()) {
  describe(`the studio on Talih's wallet (${backend.name})`, () => {
    let talih: TestApp;
    let studio: StudioTestApp;

    beforeAll(async () => {
      talih = await openTestApp(backend);
      await seedDemoData(talih.app.talih.services);
      const address = await talih.app.listen({ port: 0, host: '127.0.0.1' });
      studio = await openStudio({
        walletBaseUrl: () => address,
        secret: talih.config.PROVIDER_SECRET_SANDBOX,
        walletTimeoutMs: 5000,
        realClock: true,
      });
    });

    afterAll(async () => {
      await studio?.close();
      await talih?.dispose();
    });

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

    it('plays real slot rounds: each moves Talih’s balance by win − bet', async () => {
      const player = await createPlayer(talih, 100_00);
      const launch = await launchReal(talih, player.token, await gameId('slot'));
      const opened = await studio.post<{
        sessionId: string;
        balanceMinor: number;
        currency: string;
      }>('session', { mode: 'real', game: 'slot', token: launch, lang: 'tk' });
      expect(opened.status).toBe(200);
      expect(opened.body).toMatchObject({ balanceMinor: 100_00, currency: 'TRY' });
      let expected = 100_00;
      for (let i = 0; i < 10; i++) {
        const spin = await studio.post<{
          winMinor: number;
          balanceMinor: number;
          winStatus: string;
        }>('slot/spin', { sessionId: opened.body.sessionId, betMinor: 200 });
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
      const opened = await studio.post<{ sessionId: string }>('session', {
        mode: 'real',
        game: 'slot',
        token: launch,
      });
      const spin = await studio.post<{ error: { code: string; message: string } }>('slot/spin', {
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
      const opened = await studio.post<{ sessionId: string }>('session', {
        mode: 'real',
        game: 'mines',
        token: launch,
      });
      const sessionId = opened.body.sessionId;
      const start = await studio.post('mines/start', { sessionId, betMinor: 3_00, mineCount: 3 });
      expect(start.status).toBe(200);
      const first = await studio.post<{ status: string; winMinor: number | null }>('mines/reveal', {
        sessionId,
        tile: 12,
      });
      const end =
        first.body.status === 'open'
          ? await studio.post<{ status: string; winMinor: number | null }>('mines/cashout', {
              sessionId,
            })
          : first;
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
