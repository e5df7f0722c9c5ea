// The Hub88 area (docs/hub88.md): the wallet Hub88 calls (modules/provider-wallet/hub88),
// the client of Hub88's Games API (client.ts there), the game list sync on a schedule (one
// instance) and on demand (`talih hub88 sync`). Off when HUB88_ADAPTER=off. Its money invariants are the provider
// wallet's: every call moves money through that service.
import type { FastifyInstance } from 'fastify';
import { defineArea } from '../area.ts';
import { withCache } from '../cli/command.ts';
import { ownUrl } from '../http/own-url.ts';
import { catalogueChanged } from '../modules/lobby/catalogue.ts';
import type { Services } from '../services.ts';
import { freeRoundsStudiosOf } from '../adapters/games/free-rounds.ts';
import { clientFor, setHub88Client } from '../adapters/games/hub88/client-of.ts';
import { hub88FreeRoundsStudio } from '../adapters/games/hub88/rewards.ts';
import { hub88Checks } from '../adapters/games/hub88/reconcile-checks.ts';
import { registerHub88Wallet } from '../modules/provider-wallet/hub88/routes.ts';
import { syncHub88Games } from '../adapters/games/hub88/sync.ts';
import { dayBefore, fetchHub88Day } from '../adapters/games/hub88/transactions.ts';
import { HUB88_STUDIO, jurisdictionOf } from '../adapters/games/hub88/protocol.ts';

const SYNC_EVERY_MS = 6 * 60 * 60 * 1000;
/** Yesterday's transaction list, once a day (and at the leader's start). */
const TRANSACTIONS_EVERY_MS = 24 * 60 * 60 * 1000;

function register(app: FastifyInstance, services: Services) {
  const config = services.config;
  if (config.HUB88_ADAPTER === 'off') return;
  registerHub88Wallet(app, services);
  const client = clientFor(config, () => ownUrl(app), services);
  setHub88Client(services, client);
  // The bonus engine's free spins on Hub88's games become rewards at Hub88.
  freeRoundsStudiosOf(services).set(HUB88_STUDIO, hub88FreeRoundsStudio(services.db, client));
  services.scheduler?.every({
    name: 'hub88-games',
    everyMs: SYNC_EVERY_MS,
    async run() {
      const result = await syncHub88Games(services.db, client, jurisdictionOf(config.jurisdiction));
      // The lobby's snapshot takes the new games now, on every instance.
      if (result.added + result.updated + result.hidden > 0 && services.cache) {
        await catalogueChanged(services.cache);
      }
      app.log.info({ ...result }, 'hub88 game list synced');
    },
  });
  services.scheduler?.every({
    name: 'hub88-transactions',
    everyMs: TRANSACTIONS_EVERY_MS,
    async run() {
      const result = await fetchHub88Day(services.db, client, dayBefore(Date.now()));
      app.log.info(result, 'hub88 transaction list fetched for reconcile');
    },
  });
}

export const area = defineArea({
  name: 'hub88',
  dependencies: ['provider-wallet'],
  reconcileChecks: hub88Checks,
  routes: (app, _calls, services) => register(app, services),
  cli: [
    {
      names: ['hub88'],
      help: `  hub88 sync                     Hub88's game list into the catalogue now (the running
                                 server's simulator in sandbox mode)
  hub88 transactions [DAY]       Hub88's transaction list of DAY (YYYY-MM-DD, UTC; yesterday
                                 unless given) kept for \`talih reconcile\``,
      migrate: true,
      async run(ctx) {
        const verb = ctx.positionals[1];
        if (verb !== 'sync' && verb !== 'transactions') {
          ctx.err('usage: talih hub88 sync | talih hub88 transactions [DAY]');
          return 2;
        }
        if (ctx.config.HUB88_ADAPTER === 'off') {
          ctx.err('Hub88 is off (HUB88_ADAPTER=off)');
          return 1;
        }
        const client = clientFor(ctx.config, () => `http://127.0.0.1:${ctx.config.PORT}`);
        if (verb === 'transactions') {
          const day = ctx.positionals[2] ?? dayBefore(Date.now());
          const r = await fetchHub88Day(ctx.database.db, client, day);
          ctx.out(`${r.day}: ${r.listed} transactions listed; \`talih reconcile\` compares them`);
          return 0;
        }
        const jurisdiction = jurisdictionOf(ctx.config.jurisdiction);
        const r = await syncHub88Games(ctx.database.db, client, jurisdiction);
        // Running servers hear of it over Redis; alone, they refresh within 30 s.
        await withCache(ctx.config, async (cache) => {
          if (cache) await catalogueChanged(cache);
        });
        ctx.out(`listed ${r.listed}, added ${r.added}, updated ${r.updated}, hidden ${r.hidden}`);
        return 0;
      },
    },
  ],
});
