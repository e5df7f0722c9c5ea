// Probes for the orchestrator: /healthz says the process answers, /readyz that it can serve
// (database reachable, the cache when one is configured, and the database's migrations exactly
// the code's: none pending, none from a newer release).
import type { FastifyInstance } from 'fastify';
import { pingDatabase } from '../../db/database.ts';
import { pendingMigrations, unknownMigrations } from '../../db/migrate.ts';
import { isDraining } from '../../operations/drain.ts';
import type { Services } from '../../services.ts';

export function registerSystemRoutes(app: FastifyInstance, services: Services) {
  app.get('/healthz', async () => ({ status: 'ok', uptimeS: Math.round(process.uptime()) }));
  app.get('/readyz', async (_req, reply) => {
    const [database, cache] = await Promise.all([
      pingDatabase(services.database),
      services.cache.ping(),
    ]);
    const [pending, unknown] = database
      ? await Promise.all([
          pendingMigrations(services.database).catch(() => ['?']),
          unknownMigrations(services.database).catch(() => ['?']),
        ])
      : [['?'], []];
    const migrations = pending.length === 0 && unknown.length === 0;
    const draining = isDraining(app);
    const ready = database && cache && migrations && !draining;
    return reply.code(ready ? 200 : 503).send({
      status: ready ? 'ready' : draining ? 'shutting down' : 'unavailable',
      database: { kind: services.database.kind, ok: database },
      cache: { kind: services.cache.kind, ok: cache },
      migrations: { ok: migrations, pending, unknown },
    });
  });
}
