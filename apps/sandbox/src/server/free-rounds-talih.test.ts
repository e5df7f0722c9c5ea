// Free rounds end to end through real HTTP: Talih awards a free_spins template, its
// delivery job calls the sandbox studio's signed award endpoint over the network, the player's
// next slot launch plays the rounds first (no stake, the award's spin value, "3/10" data for
// the page) and each result reaches the wallet as a win with freeRoundsAwardId.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freeRoundsStudios } from '@talih/server/adapters/games/free-rounds.ts';
import { reconcile } from '@talih/server/testing/reconcile.ts';
import { deliverFreeSpinAwards } from '@talih/server/modules/bonus/free-spins/delivery.ts';
import { grantFromTemplate } from '@talih/server/modules/bonus/triggers/grant.ts';
import { seedDemoData } from '@talih/server/seed/demo.ts';
import { backends, openTestApp, type TestApp } from '@talih/server/testing/backends.ts';
import { createBonusTemplate } from '@talih/server/testing/bonus.ts';
import { createPlayer, launchReal } from '@talih/server/testing/players.ts';

interface Spin {
  betMinor: number;
  winMinor: number;
  balanceMinor: number;
  winStatus: string;
  freeRound: { awardId: string; number: number; total: number } | null;
  freeRounds: { next: number; total: number } | null;
}

for (const backend of backends()) {
  describe(`free rounds at the sandbox studio (${backend.name})`, () => {
    let talih: TestApp;
    let base = '';

    beforeAll(async () => {
      const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-dist-'));
      fs.writeFileSync(path.join(dist, 'play.html'), '<!doctype html><title>play</title>');
      talih = await openTestApp(backend, { SANDBOX_STUDIO: 'true', SANDBOX_STUDIO_DIST_DIR: dist });
      await seedDemoData(talih.app.talih.services);
      await talih.app.listen({ port: 0, host: '127.0.0.1' });
      const address = talih.app.server.address();
      if (!address || typeof address === 'string') throw new Error('not listening');
      base = `http://127.0.0.1:${address.port}`;
    });

    afterAll(async () => {
      await talih?.dispose();
    });

    async function studio<T>(apiPath: string, body: unknown) {
      const res = await fetch(`${base}/studio/api/${apiPath}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json()) as T };
    }

    async function slotId(): Promise<number> {
      const row = await talih.database.db
        .selectFrom('games')
        .select('id')
        .where('studio_game', '=', 'slot')
        .executeTakeFirstOrThrow();
      return Number(row.id);
    }

    it('refuses an award call that Talih did not sign', async () => {
      const res = await fetch(`${base}/studio/operator/v1/freeRounds`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-signature': '0'.repeat(64) },
        body: JSON.stringify({ awardId: '1' }),
      });
      expect(await res.json()).toEqual({ status: 'ERROR', code: 'INVALID_SIGNATURE' });
    });

    it('plays 3 awarded free rounds first, then paid ones, paying the wins as cash', async () => {
      const player = await createPlayer(talih, 100_00);
      const template = await createBonusTemplate(talih, {
        kind: 'free_spins',
        trigger: 'promotion_join',
        promotionId: 1,
        wageringMultiple: 0,
        expiryDays: 7,
        freeSpins: { gameId: await slotId(), count: 3, spinValueMinor: 20, winsAs: 'cash' },
      });
      const outcome = await talih.app.talih.services.ledger.transact('bonus_grant', (tx) =>
        grantFromTemplate(tx, talih.config.jurisdiction.bonus, {
          userId: player.userId,
          template: { ...template, code: 'SPINS', title: { tk: 'Dönüş', en: 'Spins' } },
          grantKey: `studio-test:${player.userId}`,
        }),
      );
      if (!('awarded' in outcome)) throw new Error('not awarded');
      const awardId = String(outcome.awarded.awardId);
      const studios = freeRoundsStudios({
        sandboxOwnUrl: () => base,
        secrets: talih.config.providerSecrets,
      });
      expect(await deliverFreeSpinAwards(talih.app.talih.services, studios)).toEqual({
        delivered: 1,
      });

      const launch = await launchReal(talih, player.token, await slotId());
      const opened = await studio<{ sessionId: string; freeRounds: unknown }>('session', {
        mode: 'real',
        game: 'slot',
        token: launch,
        lang: 'tk',
      });
      expect(opened.body.freeRounds).toEqual({ awardId, next: 1, total: 3, spinValueMinor: 20 });
      let expected = 100_00;
      let wonMinor = 0;
      for (let i = 1; i <= 3; i++) {
        const spin = await studio<Spin>('slot/spin', {
          sessionId: opened.body.sessionId,
          betMinor: 100,
        });
        expect(spin.status).toBe(200);
        expect(spin.body.betMinor).toBe(20);
        expect(spin.body.freeRound).toEqual({ awardId, number: i, total: 3 });
        expect(spin.body.freeRounds).toEqual(
          i < 3 ? { awardId, next: i + 1, total: 3, spinValueMinor: 20 } : null,
        );
        expect(spin.body.winStatus).toBe('paid');
        wonMinor += spin.body.winMinor;
        expected += spin.body.winMinor;
        expect(spin.body.balanceMinor).toBe(expected);
      }
      const paid = await studio<Spin>('slot/spin', {
        sessionId: opened.body.sessionId,
        betMinor: 100,
      });
      expect(paid.body.betMinor).toBe(100);
      expect(paid.body.freeRound).toBeNull();
      expected += paid.body.winMinor - 100;
      expect(paid.body.balanceMinor).toBe(expected);

      const row = await talih.database.db
        .selectFrom('free_spin_awards')
        .selectAll()
        .where('id', '=', Number(awardId))
        .executeTakeFirstOrThrow();
      expect([row.status, Number(row.spins_used), Number(row.wins_minor)]).toEqual([
        'finished',
        3,
        wonMinor,
      ]);
      const { violations } = await reconcile(talih.database, () => {});
      expect(violations).toBe(0);
    });
  });
}
