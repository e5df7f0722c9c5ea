// Probes for the orchestrator: /healthz says the process answers, /readyz that it can serve
// (database reachable, and the cache when one is configured).
import type { FastifyInstance } from 'fastify';
import { pingDatabase } from '../../db/database.ts';
import type { Services } from '../../services.ts';

export function registerSystemRoutes(app: FastifyInstance, services: Services) {
  app.get('/healthz', async () => ({ status: 'ok', uptimeS: Math.round(process.uptime()) }));
  app.get('/readyz', async (_req, reply) => {
    const [database, cache] = await Promise.all([
      pingDatabase(services.database),
      services.cache.ping(),
    ]);
    const ready = database && cache;
    return reply.code(ready ? 200 : 503).send({
      status: ready ? 'ready' : 'unavailable',
      database: { kind: services.database.kind, ok: database },
      cache: { kind: services.cache.kind, ok: cache },
    });
  });
}
