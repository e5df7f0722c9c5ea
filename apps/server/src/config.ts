// Configuration from the environment, parsed once. Every variable is listed in .env.example
// with its default; a bad value stops the process at start with a message naming it.
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import type { JurisdictionPack } from '@talih/contracts/jurisdiction.ts';
import {
  SANDBOX_OPERATOR_PRIVATE_KEY_PEM,
  SIMULATOR_PUBLIC_KEY_PEM,
} from '@talih/sandbox/hub88/keys.ts';
import { loadJurisdiction } from './jurisdiction/load.ts';
import { IDENTITY_SETTINGS } from './adapters/identity/settings.ts';
import { SCREENING_SETTINGS } from './modules/screening/settings.ts';
import { REGISTER_SETTINGS } from './adapters/registers/settings.ts';
import { Refusal } from './operations/refusal.ts';
import {
  AUDIT_CHAIN_DEV_KEY,
  DEV_CORS_ORIGINS,
  productionProblems,
  refusalMessage,
  SANDBOX_PROVIDER_DEV_SECRET,
  SECRETS_DEV_KEY,
} from './production-checks.ts';

export { DEV_CORS_ORIGINS, SANDBOX_PROVIDER_DEV_SECRET, SECRETS_DEV_KEY };

/** The simulator's operator_id. */
export const HUB88_SIMULATOR_OPERATOR_ID = 1;

const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');

/**
 * A switch whose default depends on the mode: unset means "on" in sandbox mode (so `npm start`,
 * the e2e run and demos work on a fresh machine) and "off" in production.
 */
const modeFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => (v ? v === 'true' || v === '1' : undefined));
/** An adapter selection; unset or empty means the mode's default (resolveConfig). */
const modeChoice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z
    .union([z.enum(values), z.literal('')])
    .optional()
    .transform((v) => (v ? (v as T[number]) : undefined));

/** SECRETS_KEY as 32 bytes: 64 hex characters or base64 of 32 bytes. */
function parseSecretsKey(value: string, ctx: z.RefinementCtx): Buffer {
  const v = value.trim();
  const bytes = /^[0-9a-fA-F]{64}$/.test(v)
    ? Buffer.from(v, 'hex')
    : /^[A-Za-z0-9+/_-]{43}=?$/.test(v)
      ? Buffer.from(v, 'base64')
      : null;
  if (bytes?.length === 32) return bytes;
  ctx.addIssue({
    code: 'custom',
    message: 'needs 32 bytes as 64 hex characters or base64 (e.g. `openssl rand -hex 32`)',
  });
  return z.NEVER;
}

/** What Fastify's trustProxy gets: off, a number of hops, or the proxies' addresses. */
export type TrustProxy = false | number | string[];

const TRUST_PROXY_FORMS =
  'use false, a hop count such as 1 (one proxy in front), or a comma-separated list of the ' +
  "proxies' IPs or CIDRs such as 10.0.0.0/8,127.0.0.1";

function isIpOrCidr(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

function parseTrustProxy(value: string, ctx: z.RefinementCtx): TrustProxy {
  const v = value.trim().toLowerCase();
  if (v === '' || v === 'false' || v === '0') return false;
  if (v === 'true') {
    ctx.addIssue({
      code: 'custom',
      message: `true trusts every hop, so any client can spoof its IP; ${TRUST_PROXY_FORMS}`,
    });
    return z.NEVER;
  }
  if (/^\d+$/.test(v)) return Math.min(Number(v), 64);
  const list = v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (list.length > 0 && list.every(isIpOrCidr)) return list;
  ctx.addIssue({ code: 'custom', message: `not understood; ${TRUST_PROXY_FORMS}` });
  return z.NEVER;
}

const schema = z.object({
  // The identity vendor's settings live with its adapter.
  ...IDENTITY_SETTINGS,
  ...SCREENING_SETTINGS,
  ...REGISTER_SETTINGS,
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /**
   * The address both ports listen on. Default: 127.0.0.1 in sandbox mode (demo staff have a
   * published password), every interface (0.0.0.0) in production.
   */
  HOST: z.string().optional(),
  DATA_DIR: z.string().default(path.join(REPO_ROOT, 'data')),
  /** PostgreSQL connection string; empty means the embedded SQLite file in DATA_DIR. */
  DATABASE_URL: z.string().default(''),
  /**
   * PostgreSQL: statement texts run at least three times become named (prepared) statements,
   * parsed and planned once per connection; at most this many texts. 0 turns it off (a pooler
   * that can't keep prepared statements: docs/decisions/0026-postgres-named-statements-on.md).
   */
  PG_NAMED_STATEMENTS_MAX: z.coerce.number().int().min(0).max(1000).default(200),
  /** Redis connection string; empty means the in-process cache and bus. */
  REDIS_URL: z.string().default(''),
  /** Prefix of every Redis key and channel, so deployments (or test runs) can share one Redis. */
  REDIS_KEY_PREFIX: z.string().min(1).default('talih:'),
  /**
   * SQLite's `synchronous` pragma. FULL syncs the WAL on every commit, so an acknowledged bet
   * survives a power loss; NORMAL survives a process crash only
   * (docs/money.md "SQLite durability").
   */
  SQLITE_SYNCHRONOUS: z.enum(['FULL', 'NORMAL']).default('FULL'),
  /**
   * SQLite group commit (docs/money.md "SQLite durability"): transactions waiting for the
   * connection share one COMMIT (one disk sync), at most this many; 1 commits each alone.
   */
  SQLITE_GROUP_COMMIT_TX_MAX: z.coerce.number().int().min(1).max(1000).default(32),
  /**
   * How long a group keeps taking in waiting transactions, from its first one's start; a lone
   * transaction never waits for company. Bounds what the first member waits for the others.
   */
  SQLITE_GROUP_COMMIT_WAIT_MS_MAX: z.coerce.number().int().min(0).max(1000).default(5),
  /**
   * SQLite's page cache, per connection (the server opens two: the writer and a reader). The
   * built-in 2 MB stops holding the upper levels of the journal's indexes once history reaches
   * millions of lines, and every bet and win then re-reads them
   * (docs/performance.md "How cost grows").
   */
  SQLITE_CACHE_MIB: z.coerce.number().int().min(1).max(4096).default(64),
  /**
   * SQLite reads the file through a memory map of at most this size (0 off): pages come from
   * the operating system's cache without a copy into each connection's own.
   */
  SQLITE_MMAP_MIB: z.coerce.number().int().min(0).max(65536).default(0),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PUBLIC_URL: z.string().default(''),
  /** Comma-separated origins allowed to call the API with credentials. */
  CORS_ORIGINS: z.string().default(DEV_CORS_ORIGINS),
  /**
   * Which X-Forwarded-* hops to believe for client IPs (rate limits, logs): `false`, a hop count
   * or a comma-separated list of proxy IPs/CIDRs. Never `true`: trusting every hop lets a client
   * name its own IP in X-Forwarded-For and walk past every per-IP limit.
   */
  TRUST_PROXY: z.string().default('false').transform(parseTrustProxy),
  /**
   * OTP sends allowed from one client IP per hour and per day (per phone the limits are fixed).
   * Behind a carrier NAT many players share an IP; the e2e run raises them because all its
   * browsers come from one loopback address.
   */
  SMS_IP_HOURLY_MAX: z.coerce.number().int().min(1).default(20),
  SMS_IP_DAILY_MAX: z.coerce.number().int().min(1).default(50),
  /**
   * Seconds before one phone may be sent another code: the countdown the pages show, from the
   * send's answer. The per-phone limits (5 an hour, 10 a day) hold whatever this is.
   */
  SMS_RESEND_SECONDS: z.coerce.number().int().min(1).max(600).default(60),
  /**
   * Open server-sent event streams (GET /api/stream and /api/sport/stream together) allowed per
   * client IP, per player and in the whole process; one more answers HTTP 429. A browser tab
   * holds two. The e2e run raises the per-IP cap (its browsers share one loopback address) and
   * the odds-push benchmark raises all of them.
   */
  STREAM_MAX_PER_IP: z.coerce.number().int().min(1).default(40),
  STREAM_MAX_PER_PLAYER: z.coerce.number().int().min(1).default(10),
  STREAM_MAX_TOTAL: z.coerce.number().int().min(1).default(20_000),
  /**
   * Node's HTTP server limits: the whole request (headers and body) must arrive within
   * HTTP_REQUEST_TIMEOUT_MS, its headers within HTTP_HEADERS_TIMEOUT_MS; a connection with no
   * bytes either way for HTTP_CONNECTION_TIMEOUT_MS is closed (streams ping every 25 s); an idle
   * keep-alive connection is closed after HTTP_KEEP_ALIVE_TIMEOUT_MS (keep it above a load
   * balancer's idle timeout).
   */
  HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
  HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  HTTP_CONNECTION_TIMEOUT_MS: z.coerce.number().int().min(100).default(60_000),
  HTTP_KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).default(72_000),
  /**
   * Registrations and phone bindings (each checks an OTP) allowed from one client IP per hour;
   * per phone the limit is fixed. Slows guessing and phone enumeration.
   */
  OTP_VERIFY_IP_HOURLY_MAX: z.coerce.number().int().min(1).default(30),
  /**
   * Password or code logins tried from one client IP in ten minutes (slows spraying one password
   * over many accounts), and new tourist accounts created from one IP in an hour (generous for
   * shared NATs, a wall against scripted sign-ups). The e2e run raises both: all its browsers
   * and API calls share one loopback address.
   */
  LOGIN_IP_10MIN_MAX: z.coerce.number().int().min(1).default(50),
  TOURIST_CREATE_IP_HOURLY_MAX: z.coerce.number().int().min(1).default(60),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(256 * 1024),
  /** Where the built web app lives; served at / when present. */
  WEB_DIST_DIR: z.string().default(path.join(REPO_ROOT, 'apps/web/dist')),
  /** Load demo data on the first start of an empty database (default: sandbox mode only). */
  SEED_DEMO: modeFlag,
  /**
   * How many stand-in games the demo seed generates (0: the catalogue as designed, about
   * 3,000). 10000 gives the lobby an aggregator's size, for its benchmark and browser test.
   */
  SEED_CATALOGUE_GAMES: z.coerce.number().int().min(0).max(20_000).default(0),
  /** Grace period for in-flight requests on SIGTERM. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  /**
   * The first part of a shutdown: /readyz answers 503 and every answer closes its connection,
   * so the load balancer and keep-alive clients move away before the listener closes. Counts
   * within SHUTDOWN_TIMEOUT_MS.
   */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).default(1000),
  /**
   * A session unused this long ends, inside its 7-day validity (default a day, as casinos
   * commonly do). Its last use is written at most once a minute.
   */
  SESSION_IDLE_TIMEOUT_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .max(7 * 24 * 60)
    .default(24 * 60),
  PROVIDER_SECRET_SANDBOX: z.string().min(16).default(SANDBOX_PROVIDER_DEV_SECRET),
  /**
   * Keys the staff audit log's hash chain (HMAC-SHA256): whoever can write the database but not
   * read this setting cannot recompute the chain after editing a row. Never stored in the database.
   */
  AUDIT_CHAIN_KEY: z.string().min(16).default(AUDIT_CHAIN_DEV_KEY),
  /** 32 bytes (hex or base64) that encrypt payment secrets and key the OTP code hashes. */
  SECRETS_KEY: z.string().default(SECRETS_DEV_KEY).transform(parseSecretsKey),
  /** Serve the sandbox game studio (apps/sandbox) under /studio (default: sandbox mode only). */
  SANDBOX_STUDIO: modeFlag,
  /**
   * New sandbox studio sessions (game pages opened, demo or real) one client IP may start a
   * minute; reloads resume theirs for free. The e2e run raises it (one loopback address).
   */
  SANDBOX_STUDIO_SESSIONS_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  /** Where the sandbox studio reaches the wallet API; empty means this process's own port. */
  SANDBOX_STUDIO_WALLET_URL: z.string().default(''),
  /** The studio's built client (tests point it at a fixture); empty: apps/sandbox/dist. */
  SANDBOX_STUDIO_DIST_DIR: z.string().default(''),
  /**
   * Sandbox havale and USDT orders confirm themselves (a signed webhook after a delay). Off
   * (production's default), havale orders wait for staff: `talih deposits confirm`.
   */
  PAYMENT_SANDBOX_AUTO: modeFlag,
  /** Card deposits: the sandbox PSP page, or off (production's default; no real PSP yet). */
  PAYMENT_CARD_ADAPTER: modeChoice(['sandbox', 'off']),
  /** USDT deposits: the sandbox gateway, or off (production's default; no real gateway yet). */
  PAYMENT_USDT_ADAPTER: modeChoice(['sandbox', 'off']),
  /**
   * Who pays approved withdrawals: the sandbox payout provider (marks them paid at once; default
   * outside production), or manual (production's default: finance transfers by bank, then marks
   * each paid with the bank's reference).
   */
  PAYOUT_ADAPTER: modeChoice(['sandbox', 'manual']),
  /**
   * Trustly (open banking deposits and payouts; docs/payments-providers.md): the sandbox's
   * simulator (default outside production, in packs whose currency Trustly serves), the live
   * API, or off (production's default until configured).
   */
  TRUSTLY_ADAPTER: modeChoice(['simulator', 'live', 'off']),
  /** Trustly's JSON-RPC endpoint: https://test.trustly.com/api/1 (test) or https://api.trustly.com/1. */
  TRUSTLY_API_URL: z.string().default(''),
  /** The processing account's API username and password, from Trustly. */
  TRUSTLY_USERNAME: z.string().default(''),
  TRUSTLY_PASSWORD: z.string().default(''),
  /** The operator's RSA private key (PEM; newlines may be written \\n); its public.pem goes to Trustly. */
  TRUSTLY_PRIVATE_KEY: z.string().default(''),
  /** Trustly's public key: `test` or `live` (the published keys) or a PEM. */
  TRUSTLY_PUBLIC_KEY: z.string().default(''),
  /** paysafecard (prepaid vouchers): the sandbox's simulator, the live REST API, or off. */
  PAYSAFECARD_ADAPTER: modeChoice(['simulator', 'live', 'off']),
  /** https://apitest.paysafecard.com/v1 (test) or https://api.paysafecard.com/v1. */
  PAYSAFECARD_API_URL: z.string().default(''),
  /** The API key from paysafecard (psc_...), sent as the Basic auth user name. */
  PAYSAFECARD_API_KEY: z.string().default(''),
  /** Where Trustly and paysafecard send notifications and players return: the site's public URL. */
  PAYMENT_NOTIFY_BASE_URL: z.string().default(''),
  /** How long the sandbox bank, chain or card page takes before its webhook. */
  PAYMENT_SANDBOX_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(3000),
  /** Share of sandbox webhook deliveries that are lost on the way (then retried). */
  PAYMENT_SANDBOX_DROP_RATE: z.coerce.number().min(0).max(0.9).default(0.2),
  /** Where sandbox providers send webhooks; empty means this process's own port on loopback. */
  PAYMENT_SANDBOX_WEBHOOK_URL: z.string().default(''),
  /**
   * How much of the deployment's currency (the jurisdiction pack's) one USDT buys: what USDT
   * deposit orders are priced at. The default suits the sandbox pack's currency; set it with
   * any other pack.
   */
  PAYMENT_USDT_RATE: z
    .string()
    .regex(/^\d{1,6}(\.\d{1,2})?$/)
    .default('41.50'),
  /** A withdrawal needs a verified phone number. */
  PAYMENT_WITHDRAW_REQUIRE_PHONE: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
  /**
   * A cash gift paid on claim (the welcome gift) needs a verified phone and a confirmed
   * deposit, so new accounts opened to collect it pay nothing.
   */
  PROMOTION_GIFT_REQUIRE_PHONE: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
  PROMOTION_GIFT_REQUIRE_DEPOSIT: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
  /**
   * The most one game round may win in total (TRY) and as a multiple of the round's stake; a
   * win above either is refused with LIMIT_EXCEEDED and raises a risk alert for staff.
   */
  WALLET_WIN_MAX: z
    .string()
    .regex(/^\d{1,10}(\.\d{1,2})?$/)
    .default('1000000.00'),
  WALLET_WIN_MAX_MULTIPLE: z.coerce.number().int().min(1).max(1_000_000).default(10_000),
  // ---- Hub88, the game aggregator (docs/hub88.md) ----
  /**
   * Hub88's operator API: the sandbox's simulator (default outside production), the real
   * Hub88 (`live`, with the settings below), or off (production's default: no Hub88 games).
   */
  HUB88_ADAPTER: modeChoice(['simulator', 'live', 'off']),
  /** Hub88's API base, e.g. https://api.server1.ih.testenv.io (live); simulator: this process. */
  HUB88_API_URL: z.string().default(''),
  /** The operator_id Hub88 gave (live); the simulator's is 1. */
  HUB88_OPERATOR_ID: z.coerce.number().int().min(0).default(0),
  /** Hub88's public key (PEM, `\n` escapes allowed): what its wallet calls are checked with. */
  HUB88_PUBLIC_KEY: z.string().default(''),
  /** The operator's private key (PEM): what Talih signs its calls to Hub88 with. */
  HUB88_PRIVATE_KEY: z.string().default(''),
  /** Where Hub88's wallet calls arrive: <base>/user/info, <base>/transaction/bet, ... */
  HUB88_WALLET_BASE: z
    .string()
    .regex(/^(\/[a-z0-9_-]+)+$/, 'a path such as /provider/hub88')
    .default('/provider/hub88'),
  /** Reconcile flags a withdrawal left pending, approved or payout_failed for longer (hours). */
  WITHDRAW_STUCK_HOURS: z.coerce
    .number()
    .min(0)
    .max(24 * 365)
    .default(24),
  /**
   * The licence's rules (docs/design.md "Jurisdictions"): a built-in pack (sandbox, de, nl, mga,
   * uk) or the path of an operator's JSON pack file; sets the currency, countries, limits and KYC.
   */
  JURISDICTION: z.string().default('sandbox'),
  // ---- jurisdiction: the player's country ----
  /**
   * A header the proxy in front sets to the client's ISO country (cf-ipcountry behind
   * Cloudflare); believed only from a hop TRUST_PROXY trusts. Empty: GeoIP of the address.
   */
  COUNTRY_HEADER: z
    .string()
    .regex(/^([a-z0-9-]{1,64})?$/, 'a lower-case header name such as cf-ipcountry')
    .default(''),
  /**
   * Players whose country can't be known (a loopback or private address, no header) may play.
   * Default: on in sandbox mode, off in production.
   */
  COUNTRY_UNKNOWN_ALLOWED: modeFlag,
  /**
   * Where players' KYC documents are kept (the local-folder object store); empty: DATA_DIR/kyc.
   * Outside the database and outside any folder the web server serves.
   */
  KYC_STORAGE_DIR: z.string().default(''),
  /**
   * Where KYC documents and `talih backup store:NAME` go: local (the folder above, the
   * embedded default) or s3, an S3-compatible bucket every instance shares
   * (docs/operations.md "Object storage").
   */
  OBJECT_STORE: z.enum(['local', 's3']).default('local'),
  /** An S3-compatible server's address (MinIO, Ceph, R2, ...); empty: AWS S3 in S3_REGION. */
  S3_ENDPOINT: z.string().default(''),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_BUCKET: z.string().default(''),
  /** Empty: the SDK's own credential chain (an instance role, web identity, AWS_* variables). */
  S3_ACCESS_KEY_ID: z.string().default(''),
  S3_SECRET_ACCESS_KEY: z.string().default(''),
  /** The bucket in the path rather than the host name, as most S3-compatible servers want. */
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
  /** Put before every key, so several deployments can share one bucket. */
  S3_PREFIX: z.string().default('talih/'),
  // ---- operations ----
  /**
   * Bearer token for GET /metrics. In production /metrics is off while it is empty; outside
   * production it is open unless a token is set.
   */
  METRICS_TOKEN: z.union([z.literal(''), z.string().min(24)]).default(''),
  /**
   * Scheduled work (invite rebates, reconcile, the sandbox feed) on this instance: auto runs it
   * outside NODE_ENV=test; with several instances one leads (a PostgreSQL advisory lock).
   */
  SCHEDULED_WORK: z.enum(['auto', 'on', 'off']).default('auto'),
  /** How often an instance that does not lead tries to take over the scheduled work. */
  LEADER_RETRY_MS: z.coerce.number().int().min(10).max(600_000).default(5000),
  /** Delay before a repeating job's first run once an instance leads. */
  SCHEDULER_FIRST_RUN_DELAY_MS: z.coerce.number().int().min(0).max(3_600_000).default(10_000),
  /**
   * Load shedding: new requests answer 503 (Retry-After 5) while the event loop's mean delay
   * over the last sample passes this many ms, or (when set) its utilization over the last
   * sample passes the fraction; 0 is off. Utilization is off by default: a busy instance that
   * still answers quickly should not refuse work.
   */
  UNDER_PRESSURE_MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).default(1000),
  UNDER_PRESSURE_MAX_EVENT_LOOP_UTILIZATION: z.coerce.number().min(0).max(1).default(0),
  UNDER_PRESSURE_SAMPLE_INTERVAL_MS: z.coerce.number().int().min(10).max(60_000).default(1000),
  /**
   * OpenTelemetry traces (requests and database queries) go to this OTLP/HTTP collector, e.g.
   * http://otel-collector:4318; empty (the default) is off.
   */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.string().default(''),
  OTEL_SERVICE_NAME: z.string().min(1).default('talih'),
  /**
   * The share of traces kept (0 to 1), decided where a trace starts: a request that arrives
   * with a trace context follows its caller's decision. Unset: 0.1 in production, 1 in
   * sandbox. Traces with an error are kept whatever it says (operations/trace-sampling.ts).
   */
  OTEL_TRACES_SAMPLER_ARG: z
    .union([z.literal(''), z.coerce.number().min(0).max(1)])
    .optional()
    .transform((v) => (v === '' ? undefined : v)),
  /** The leader runs every reconcile check this often and /metrics reports them; 0 is off. */
  RECONCILE_INTERVAL_MINUTES: z.coerce
    .number()
    .int()
    .min(0)
    .max(24 * 60)
    .default(60),
  /** The name `talih reconcile` keeps its runs under in the history (default: the login user). */
  TALIH_OPERATOR: z.string().trim().max(64).optional(),
  // ---- SMS ----
  /**
   * sandbox: codes stay in sms_outbox and /sms/getTest reads them back (default outside
   * production); http: the signed HTTP gateway (adapters/sms/http-gateway.ts); off: no SMS
   * (production's default until a gateway is configured).
   */
  SMS_ADAPTER: modeChoice(['sandbox', 'http', 'off']),
  SMS_GATEWAY_URL: z.string().default(''),
  /** Signs every gateway request (HMAC-SHA256); at least 32 characters in production. */
  SMS_GATEWAY_SECRET: z.string().default(''),
  /** Sender name shown on the phone. */
  SMS_GATEWAY_SENDER: z.string().min(1).max(11).default('TALIH'),
  /** One gateway attempt's timeout. */
  SMS_GATEWAY_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  /** Attempts after the first one, on 5xx answers and timeouts (never on 4xx). */
  SMS_GATEWAY_RETRIES: z.coerce.number().int().min(0).max(5).default(2),
  // ---- sportsbook ----
  /**
   * The sportsbook's odds feed: sandbox (made-up matches in this process; default outside
   * production), lsports (LSports TRADE360 over RabbitMQ: LSPORTS_*; in the sandbox against
   * the simulator unless LSPORTS_SIMULATOR=false) or off (production's default: the
   * sportsbook is switched off and hidden).
   */
  SPORT_FEED: modeChoice(['sandbox', 'lsports', 'off']),
  /** The package's RabbitMQ (amqp:// or amqps://, with the user and password LSports gave). */
  LSPORTS_AMQP_URL: z.string().default(''),
  /** The package's queue; default LSports' name for it, `_<LSPORTS_PACKAGE_ID>_`. */
  LSPORTS_QUEUE: z.string().default(''),
  LSPORTS_PACKAGE_ID: z.coerce.number().int().min(0).default(0),
  /** The package's credentials for the Snapshot API. */
  LSPORTS_USERNAME: z.string().default(''),
  LSPORTS_PASSWORD: z.string().default(''),
  LSPORTS_SNAPSHOT_URL: z.string().default('https://stm-snapshot.lsports.eu/'),
  LSPORTS_SNAPSHOT_TIMEOUT_MS: z.coerce.number().int().min(500).max(120_000).default(10_000),
  /**
   * No heartbeat for this long and every market of the feed is suspended until a snapshot
   * recovers it (LSports sends one every 5 s).
   */
  LSPORTS_HEARTBEAT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  /** Deliveries in flight before one is acknowledged. */
  LSPORTS_PREFETCH: z.coerce.number().int().min(1).max(1000).default(50),
  /**
   * Sandbox: run the TRADE360 simulator in this process (it publishes to LSPORTS_AMQP_URL and
   * serves the Snapshot API); default on with SPORT_FEED=lsports outside production.
   */
  LSPORTS_SIMULATOR: modeFlag,
  /**
   * Run the sandbox feed in this process (with SPORT_FEED=sandbox; with Redis, one instance
   * runs it and the others forward its events).
   */
  SPORT_SANDBOX_FEED: modeFlag,
  /** One sandbox feed tick (one match minute) in ms. */
  SPORT_FEED_TICK_MS: z.coerce.number().int().min(50).max(600_000).default(1000),
  /** How long a live bet waits before it is accepted (refused if the odds moved meanwhile). */
  SPORT_LIVE_DELAY_MS: z.coerce.number().int().min(0).max(30_000).default(2000),
  /** The cash-out margin in per mille of the bet's current value. */
  SPORT_CASHOUT_MARGIN_PM: z.coerce.number().int().min(0).max(500).default(50),
  /**
   * How often the sportsbook looks for bets left open on settled markets (and the sandbox feed
   * for ended matches with markets not settled), in ms; also once at start.
   */
  SPORT_SWEEP_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(60_000),
  /**
   * How often an approved withdrawal whose payout a crash left unsent or unanswered (approved
   * at least this long ago) has its payout sent again, in ms; also once at start.
   */
  PAYOUT_SWEEP_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(60_000),
  /** The back-office (staff app and staff calls) listens here, on the same HOST; 0 picks a free port. */
  BACKOFFICE_PORT: z.coerce.number().int().min(0).max(65535).default(3001),
  /** Where the built back-office lives; served at / on BACKOFFICE_PORT when present. */
  BACKOFFICE_DIST_DIR: z.string().default(path.join(REPO_ROOT, 'apps/backoffice/dist')),
  /** The back-office's public address, for enrolment links (default http://localhost:BACKOFFICE_PORT). */
  BACKOFFICE_PUBLIC_URL: z.string().default(''),
  /** A staff session unused this long ends; it never lasts longer than 12 hours. */
  STAFF_SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).max(720).default(30),
  /** Staff sign-in attempts (password or TOTP) allowed from one client IP per 15 minutes. */
  STAFF_LOGIN_IP_MAX: z.coerce.number().int().min(1).default(30),
  /**
   * Four-eyes: a withdrawal approval or a manual adjustment above these amounts (minor units of
   * the deployment's currency) waits for a second staff member. Default 10,000.00.
   */
  FOUR_EYES_WITHDRAWAL_MINOR: z.coerce.number().int().min(0).default(1_000_000),
  FOUR_EYES_ADJUSTMENT_MINOR: z.coerce.number().int().min(0).default(1_000_000),
  /**
   * Where uploaded banner pictures are kept: a folder under DATA_DIR (a relative path) or an
   * absolute path. The player app's server serves them at /banner-image/<file>.
   */
  BANNER_IMAGE_DIR: z.string().min(1).default('banner-images'),
  /**
   * Back-office engagement: a mail send whose total prize money (recipients x prize) is above
   * this (kuruş) waits for a second staff member. Default ₺1.000.
   */
  FOUR_EYES_MAIL_PRIZE_MINOR: z.coerce.number().int().min(0).default(100_000),
  // sportsbook trading
  /**
   * Four-eyes on a trader's settle, void or rollback: when what it pays or takes back (a
   * rollback: the winnings it puts in question) is above this (kuruş). Default ₺10.000.
   */
  FOUR_EYES_SPORT_MINOR: z.coerce.number().int().min(0).default(1_000_000),
  /**
   * Bonus: a staff grant of a bonus above this (kuruş) waits for a second staff
   * member holding bonus.grant. Default ₺1.000.
   */
  FOUR_EYES_BONUS_GRANT_MINOR: z.coerce.number().int().min(0).default(100_000),
});

type Parsed = z.infer<typeof schema>;
type ModeSettings =
  | 'HOST'
  | 'SEED_DEMO'
  | 'SANDBOX_STUDIO'
  | 'PAYMENT_SANDBOX_AUTO'
  | 'PAYMENT_CARD_ADAPTER'
  | 'PAYMENT_USDT_ADAPTER'
  | 'PAYOUT_ADAPTER'
  | 'TRUSTLY_ADAPTER'
  | 'PAYSAFECARD_ADAPTER'
  | 'SMS_ADAPTER'
  | 'SPORT_FEED'
  | 'SPORT_SANDBOX_FEED'
  | 'LSPORTS_SIMULATOR'
  | 'COUNTRY_UNKNOWN_ALLOWED'
  | 'HUB88_ADAPTER'
  | 'OTEL_TRACES_SAMPLER_ARG';

export type Mode = 'sandbox' | 'production';

export type Config = Omit<Parsed, ModeSettings> & {
  /** production when NODE_ENV=production, sandbox otherwise. */
  mode: Mode;
  HOST: string;
  SEED_DEMO: boolean;
  SANDBOX_STUDIO: boolean;
  PAYMENT_SANDBOX_AUTO: boolean;
  PAYMENT_CARD_ADAPTER: 'sandbox' | 'off';
  PAYMENT_USDT_ADAPTER: 'sandbox' | 'off';
  PAYOUT_ADAPTER: 'sandbox' | 'manual';
  TRUSTLY_ADAPTER: 'simulator' | 'live' | 'off';
  PAYSAFECARD_ADAPTER: 'simulator' | 'live' | 'off';
  SMS_ADAPTER: 'sandbox' | 'http' | 'off';
  SPORT_FEED: 'sandbox' | 'lsports' | 'off';
  SPORT_SANDBOX_FEED: boolean;
  LSPORTS_SIMULATOR: boolean;
  COUNTRY_UNKNOWN_ALLOWED: boolean;
  HUB88_ADAPTER: 'simulator' | 'live' | 'off';
  OTEL_TRACES_SAMPLER_ARG: number;
  /** Hub88's settings as they apply (the simulator's own when HUB88_ADAPTER=simulator). */
  hub88: Hub88Settings;
  repoRoot: string;
  sqlitePath: string;
  /** The jurisdiction pack named by JURISDICTION, validated. */
  jurisdiction: JurisdictionPack;
  /** Provider code (lower case) -> wallet API secret, from PROVIDER_SECRET_<CODE>. */
  providerSecrets: Record<string, string>;
  /**
   * Payment provider code (havale, crypto, card) -> webhook secret, from PAYMENT_SECRET_<CODE>.
   * A code without one gets a random secret generated once and kept in the database
   * (modules/payments/secrets.ts), so no default secret is ever written in the repository.
   */
  paymentSecrets: Record<string, string>;
};

/**
 * The configuration as the environment gives it, with the mode's defaults, without refusing
 * anything production would refuse (`talih doctor` uses it to report; loadConfig refuses).
 */
export function resolveConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Refusal(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const config = parsed.data;
  const mode: Mode = config.NODE_ENV === 'production' ? 'production' : 'sandbox';
  const sandbox = mode === 'sandbox';
  const sportFeed = config.SPORT_FEED ?? (sandbox ? 'sandbox' : 'off');
  const smsAdapter = config.SMS_ADAPTER ?? (sandbox ? 'sandbox' : 'off');
  const hub88Adapter = config.HUB88_ADAPTER ?? (sandbox ? 'simulator' : 'off');
  if (smsAdapter === 'http' && (!config.SMS_GATEWAY_URL || config.SMS_GATEWAY_SECRET.length < 16)) {
    throw new Refusal(
      'Invalid configuration:\n  SMS_ADAPTER: http needs SMS_GATEWAY_URL and an SMS_GATEWAY_SECRET of at least 16 characters',
    );
  }
  if (config.OBJECT_STORE === 's3' && !config.S3_BUCKET) {
    throw new Refusal('Invalid configuration:\n  S3_BUCKET: OBJECT_STORE=s3 needs the bucket');
  }
  if (config.HTTP_HEADERS_TIMEOUT_MS > config.HTTP_REQUEST_TIMEOUT_MS) {
    throw new Refusal(
      'Invalid configuration:\n  HTTP_HEADERS_TIMEOUT_MS: must not exceed HTTP_REQUEST_TIMEOUT_MS',
    );
  }
  return {
    ...config,
    mode,
    HOST: config.HOST || (sandbox ? '127.0.0.1' : '0.0.0.0'),
    SEED_DEMO: config.SEED_DEMO ?? sandbox,
    SANDBOX_STUDIO: config.SANDBOX_STUDIO ?? sandbox,
    PAYMENT_SANDBOX_AUTO: config.PAYMENT_SANDBOX_AUTO ?? sandbox,
    PAYMENT_CARD_ADAPTER: config.PAYMENT_CARD_ADAPTER ?? (sandbox ? 'sandbox' : 'off'),
    PAYMENT_USDT_ADAPTER: config.PAYMENT_USDT_ADAPTER ?? (sandbox ? 'sandbox' : 'off'),
    PAYOUT_ADAPTER: config.PAYOUT_ADAPTER ?? (sandbox ? 'sandbox' : 'manual'),
    TRUSTLY_ADAPTER: config.TRUSTLY_ADAPTER ?? (sandbox ? 'simulator' : 'off'),
    PAYSAFECARD_ADAPTER: config.PAYSAFECARD_ADAPTER ?? (sandbox ? 'simulator' : 'off'),
    SMS_ADAPTER: smsAdapter,
    SPORT_FEED: sportFeed,
    SPORT_SANDBOX_FEED: config.SPORT_SANDBOX_FEED ?? sportFeed === 'sandbox',
    LSPORTS_SIMULATOR: config.LSPORTS_SIMULATOR ?? (sandbox && sportFeed === 'lsports'),
    COUNTRY_UNKNOWN_ALLOWED: config.COUNTRY_UNKNOWN_ALLOWED ?? sandbox,
    HUB88_ADAPTER: hub88Adapter,
    OTEL_TRACES_SAMPLER_ARG: config.OTEL_TRACES_SAMPLER_ARG ?? (sandbox ? 1 : 0.1),
    hub88: hub88Settings(config, hub88Adapter),
    providerSecrets: secretsFrom(env, 'PROVIDER_SECRET_', {
      sandbox: config.PROVIDER_SECRET_SANDBOX,
    }),
    paymentSecrets: secretsFrom(env, 'PAYMENT_SECRET_', {}),
    repoRoot: REPO_ROOT,
    jurisdiction: loadJurisdiction(config.JURISDICTION, process.cwd()),
    sqlitePath: path.join(config.DATA_DIR, 'talih.db'),
  };
}

export interface Hub88Settings {
  apiUrl: string;
  operatorId: number;
  publicKeyPem: string;
  privateKeyPem: string;
  walletBase: string;
}

/**
 * The simulator's published keys and operator id unless set (production refuses them:
 * production-checks.ts); `live` needs every setting.
 */
function hub88Settings(config: Parsed, adapter: 'simulator' | 'live' | 'off'): Hub88Settings {
  const simulator = adapter === 'simulator';
  const settings = {
    apiUrl: config.HUB88_API_URL,
    operatorId: config.HUB88_OPERATOR_ID || (simulator ? HUB88_SIMULATOR_OPERATOR_ID : 0),
    publicKeyPem: config.HUB88_PUBLIC_KEY || (simulator ? SIMULATOR_PUBLIC_KEY_PEM : ''),
    privateKeyPem: config.HUB88_PRIVATE_KEY || (simulator ? SANDBOX_OPERATOR_PRIVATE_KEY_PEM : ''),
    walletBase: config.HUB88_WALLET_BASE,
  };
  if (adapter === 'live') {
    const missing = [
      !settings.apiUrl && 'HUB88_API_URL',
      !settings.operatorId && 'HUB88_OPERATOR_ID',
      !settings.publicKeyPem && 'HUB88_PUBLIC_KEY',
      !settings.privateKeyPem && 'HUB88_PRIVATE_KEY',
    ].filter(Boolean);
    if (missing.length > 0) {
      throw new Refusal(
        `Invalid configuration:\n  HUB88_ADAPTER: live needs ${missing.join(', ')}`,
      );
    }
  }
  return settings;
}

/** Secrets from <PREFIX><CODE> variables, by lower-case code; shorter than 16 is refused. */
function secretsFrom(
  env: Record<string, string | undefined>,
  prefix: string,
  initial: Record<string, string>,
): Record<string, string> {
  const out = { ...initial };
  const pattern = new RegExp(`^${prefix}([A-Z0-9_]+)$`);
  for (const [key, value] of Object.entries(env)) {
    const code = pattern.exec(key)?.[1];
    if (!code || !value || code.toLowerCase() in initial) continue;
    if (value.length < 16) {
      throw new Refusal(`Invalid configuration:\n  ${key}: a secret needs at least 16 characters`);
    }
    out[code.toLowerCase()] = value;
  }
  return out;
}

/**
 * The configuration the server runs with. In production it refuses to start while any sandbox
 * part or weak setting is on, naming every one with its fix (production-checks.ts).
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const config = resolveConfig(env);
  if (config.mode === 'production') {
    const problems = productionProblems(config);
    if (problems.length > 0) throw new Refusal(refusalMessage(problems));
  }
  return config;
}

export function corsOrigins(config: Config): string[] {
  return config.CORS_ORIGINS.split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}
