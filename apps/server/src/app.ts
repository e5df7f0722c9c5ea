// Builds the Fastify app as a plugin-style factory: tests drive it with inject() without a
// port, server.ts only listens. Owns the database and cache it opens, and closes them.
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { smsAdapterFor } from './adapters/sms/sms.ts';
import { openCache, type Cache } from './cache/cache.ts';
import type { Config } from './config.ts';
import { openDatabase, sqliteGroupCommitOf, sqliteMemoryOf, type Database } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { createLedger } from './ledger/ledger.ts';
import { createNoBonusMemo } from './modules/bonus/no-bonus-memo.ts';
import { createLaunchCache } from './modules/provider-wallet/launch-cache.ts';
import { onCatalogueChange } from './modules/lobby/catalogue.ts';
import { setDeploymentCurrency } from './jurisdiction/currency.ts';
import { createCallRegistry, type CallRegistry } from './http/calls.ts';
import { installDocs } from './http/docs.ts';
import { installErrorHandler } from './http/error-handler.ts';
import { installJsonParser } from './http/json-parser.ts';
import { REDACTED_LOG_PATHS, serializeRequest } from './http/log-redaction.ts';
import { installSecurity } from './http/security.ts';
import { installWebApp } from './http/web-app.ts';
import { ownUrl } from './http/own-url.ts';
import { streamGateOf } from './http/stream-gate.ts';
import { registerSandboxStudio } from '@talih/sandbox/server/plugin.ts';
import { registerHub88Simulator } from '@talih/sandbox/hub88/plugin.ts';
import { SANDBOX_STUDIO_PATH } from './adapters/games/studios.ts';
import type { Services } from './services.ts';
import { installOperations, schedulerFor } from './operations/install.ts';
import { createMetrics } from './operations/metrics.ts';
import { auditHeadPublisher, formatHead } from './audit/staff-audit.ts';
import { TracedLogController, traceLogFields } from './operations/trace-logs.ts';
import { installTracing } from './operations/tracing.ts';
import { protectionGuard } from './modules/protection/guard.ts';
import { AREAS } from './areas.ts';
import { reconcileChecksOf } from './operations/reconcile.ts';

export interface BuildAppOptions {
  config: Config;
  /** An already-open database (tests); otherwise one is opened from config and closed with the app. */
  database?: Database;
  cache?: Cache;
  /** Apply pending migrations before serving (default true). */
  migrate?: boolean;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
  /** A controlled clock for the ledger and player protection (tests); default Date.now. */
  now?: () => number;
}

const REQUEST_ID_PATTERN = /^[A-Za-z0-9._-]{8,64}$/;

/** A hop count as the function proxy-addr builds for one (Fastify's types omit numbers). */
function trustProxyOption(trust: Config['TRUST_PROXY']) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** What buildApp decorates the app with: its services and call registry. */
    talih: { services: Services; calls: CallRegistry };
  }
}

/** The app buildApp answers: a Fastify instance decorated with `talih` (and each area's own). */
export type TalihApp = FastifyInstance;

export async function buildApp(options: BuildAppOptions): Promise<TalihApp> {
  const { config } = options;
  // One currency per deployment: messages written outside a request use it too.
  setDeploymentCurrency(config.jurisdiction.currency);
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact: REDACTED_LOG_PATHS,
      serializers: { req: serializeRequest },
      // With tracing on, each line a request writes names its trace (operations/trace-logs.ts).
      ...(config.OTEL_EXPORTER_OTLP_ENDPOINT ? { mixin: traceLogFields } : {}),
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    ...(config.OTEL_EXPORTER_OTLP_ENDPOINT ? { logController: new TracedLogController() } : {}),
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    // Fastify takes requestIdHeader's value as sent and skips genReqId; off, genReqId alone
    // decides, so an 8 KB or control-character id never reaches the logs or the answer.
    requestIdHeader: false,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID_PATTERN.test(given) ? given : randomUUID();
    },
    forceCloseConnections: 'idle',
    // Node's own request limits (Fastify turns requestTimeout off unless given): a client that
    // sends headers and then nothing, or trickles its body, is cut off instead of holding a
    // socket forever. Timed-out requests are found on a sweep; sweep often enough for the limit.
    requestTimeout: config.HTTP_REQUEST_TIMEOUT_MS,
    connectionTimeout: config.HTTP_CONNECTION_TIMEOUT_MS,
    keepAliveTimeout: config.HTTP_KEEP_ALIVE_TIMEOUT_MS,
    http: {
      headersTimeout: config.HTTP_HEADERS_TIMEOUT_MS,
      connectionsCheckingInterval: Math.min(
        30_000,
        Math.max(50, Math.floor(config.HTTP_HEADERS_TIMEOUT_MS / 4)),
      ),
    },
    routerOptions: { caseSensitive: true, ignoreTrailingSlash: false },
  });

  const database =
    options.database ??
    openDatabase({
      url: config.DATABASE_URL,
      pgNamedStatementsMax: config.PG_NAMED_STATEMENTS_MAX,
      sqlitePath: config.sqlitePath,
      sqliteSynchronous: config.SQLITE_SYNCHRONOUS,
      sqliteGroupCommit: sqliteGroupCommitOf(config),
      sqliteMemory: sqliteMemoryOf(config),
    });
  const ownCache = options.cache ?? openCache(config.REDIS_URL, config.REDIS_KEY_PREFIX);
  app.addHook('onClose', async () => {
    if (!options.database) await database.close();
    if (!options.cache) await ownCache.close();
  });
  if (options.migrate ?? true) await migrateToLatest(database);

  const metrics = createMetrics();
  // Before any route: tracing wraps them as they are defined (off unless configured).
  const tracing = await installTracing(app, config);
  const db = tracing ? database.db.withPlugin(tracing.queryPlugin) : database.db;
  const cache = tracing ? tracing.traceCache(ownCache) : ownCache;
  // Per-instance memos of the wallet's hot path, closed with the app.
  const noBonus = createNoBonusMemo(cache);
  const launches = createLaunchCache(cache);
  app.addHook('onClose', async () => {
    await Promise.all([noBonus.close(), launches.close()]);
  });
  const services: Services = {
    config,
    database,
    db,
    cache,
    sms: smsAdapterFor(config, db, app.log),
    ledger: createLedger({
      db,
      cache,
      onCommitted: metrics.committed,
      currency: config.jurisdiction.currency,
      ...(options.now ? { now: options.now } : {}),
      guard: protectionGuard(config.jurisdiction),
      bonusWatch: noBonus,
    }),
    noBonus,
    launches,
    now: options.now,
    log: app.log,
    metrics,
    scheduler: schedulerFor(app, config, database, metrics),
  };
  // The audit chain's head, published outside the database after every append it commits.
  const heads = auditHeadPublisher(db, (head) => {
    services.log.info({ auditHead: formatHead(head) }, 'staff audit head');
    metrics.auditHead(head);
  });
  services.auditChain = { key: config.AUDIT_CHAIN_KEY, ...heads };

  // The stream gate is per app and shared by every stream route: decorated on the root now.
  streamGateOf(app, config);
  installJsonParser(app);
  installErrorHandler(app, config.jurisdiction.currency);
  await installSecurity(app, config);
  await installOperations(app, services, reconcileChecksOf(AREAS));
  // While shutting down, answers to requests already in flight close their connection, so a
  // keep-alive client cannot hold the process open past the drain.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  // Callback style, not async: every answer passes here, and an async hook costs a promise
  // and a turn of the microtask queue each.
  app.addHook('onSend', (req, reply, payload, done) => {
    reply.header('x-request-id', req.id);
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });

  const calls = createCallRegistry(app, services);
  app.decorate('talih', { services, calls });
  // Each area is a fastify-plugin (not encapsulated): its hooks and decorations reach the app,
  // and Fastify refuses an area listed before one it depends on.
  for (const area of AREAS) await app.register(area.plugin, { calls, services });
  installDocs(app, calls.calls);
  if (config.SANDBOX_STUDIO) {
    // The studio is an outside party that happens to share the process: it reaches the wallet
    // only over HTTP, signed, like any studio would.
    await registerSandboxStudio(app, {
      prefix: SANDBOX_STUDIO_PATH,
      providerCode: 'sandbox',
      secret: config.PROVIDER_SECRET_SANDBOX,
      walletBaseUrl: () => config.SANDBOX_STUDIO_WALLET_URL || ownUrl(app),
      sessionsPerIpPerMinute: config.SANDBOX_STUDIO_SESSIONS_PER_MINUTE,
      ...(config.SANDBOX_STUDIO_DIST_DIR ? { distDir: config.SANDBOX_STUDIO_DIST_DIR } : {}),
      demoCurrency: config.jurisdiction.currency,
    });
  }
  if (config.SANDBOX_STUDIO && config.HUB88_ADAPTER === 'simulator') {
    // Hub88's part in the sandbox: an outside party too, reaching the Hub88 wallet over HTTP.
    await registerHub88Simulator(app, {
      walletUrl: () =>
        `${config.SANDBOX_STUDIO_WALLET_URL || ownUrl(app)}${config.hub88.walletBase}`,
      demoCurrency: config.jurisdiction.currency,
      ...(config.SANDBOX_STUDIO_DIST_DIR ? { distDir: config.SANDBOX_STUDIO_DIST_DIR } : {}),
    });
  }
  await installWebApp(app, config.WEB_DIST_DIR, config.jurisdiction, (listener) =>
    onCatalogueChange(services.cache, listener),
  );

  return app;
}
