// What every module gets: configuration, the database, the cache/bus, the ledger, the logger.
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { SmsAdapter } from './adapters/sms/sms.ts';
import type { AuditChain } from './audit/staff-audit.ts';
import type { Cache } from './cache/cache.ts';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import type { DB } from './db/schema.ts';
import type { Ledger } from './ledger/ledger.ts';
import type { NoBonusMemo } from './modules/bonus/no-bonus-memo.ts';
import type { LaunchCache } from './modules/provider-wallet/launch-cache.ts';
import type { Metrics } from './operations/metrics.ts';
import type { Scheduler } from './operations/scheduler.ts';

export interface Services {
  config: Config;
  database: Database;
  db: Kysely<DB>;
  cache: Cache;
  sms: SmsAdapter;
  ledger: Ledger;
  log: FastifyBaseLogger;
  /** The staff audit chain's key and head publisher (absent in CLI commands: the key alone). */
  auditChain?: AuditChain;
  /** The app's Prometheus metrics (absent in CLI commands). */
  metrics?: Metrics;
  /** Runs scheduled work once across instances (absent in CLI commands). */
  scheduler?: Scheduler;
  /** Players known to have no active bonus (modules/bonus/no-bonus-memo.ts); absent in CLIs. */
  noBonus?: NoBonusMemo;
  /** Live launch tokens, dropped on revocation (modules/provider-wallet/launch-cache.ts). */
  launches?: LaunchCache;
  /** The clock player protection and the ledger read (tests move it); absent: Date.now. */
  now?: () => number;
}
