// Gauges of this process: open server-sent event streams and the database connection pool.
import type { FastifyInstance } from 'fastify';
import { Gauge, type Registry } from 'prom-client';
import { streamGateOf } from '../http/stream-gate.ts';
import type { Services } from '../services.ts';

export function registerRuntimeGauges(
  app: FastifyInstance,
  registry: Registry,
  services: Services,
) {
  const registers = [registry];
  const gate = streamGateOf(app, services.config);
  new Gauge({
    name: 'talih_sse_clients',
    help: 'Open server-sent event streams (balance and sport) on this instance',
    registers,
    collect() {
      this.set(gate.open());
    },
  });
  new Gauge({
    name: 'talih_db_pool_connections',
    help: 'Database connections by state (SQLite: one connection, always open)',
    labelNames: ['state'],
    registers,
    collect() {
      const pool = services.database.pool;
      if (!pool) {
        this.set({ state: 'total' }, 1);
        this.set({ state: 'idle' }, 0);
        this.set({ state: 'waiting' }, 0);
        return;
      }
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      // Queries waiting for a free connection: above zero for long, the pool is too small.
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });
  new Gauge({
    name: 'talih_db_pool_max',
    help: 'The most connections the pool opens',
    registers,
    collect() {
      this.set(services.database.pool?.options.max ?? 1);
    },
  });
}
