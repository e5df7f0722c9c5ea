// Configuration from the environment, parsed once. Every variable is listed in .env.example
// with its default; a bad value stops the process at start with a message naming it.
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');

/** Development default of the sandbox studio's secret; production refuses to start with it. */
export const SANDBOX_PROVIDER_DEV_SECRET = 'talih-sandbox-dev-secret-change-me';

/**
 * Development default of SECRETS_KEY (the key payment secrets are encrypted with and OTP codes
 * hashed with); production refuses to start with it.
 */
export const SECRETS_DEV_KEY = Buffer.from('talih-dev-secrets-key-change-me!').toString('hex');

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
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default(path.join(REPO_ROOT, 'data')),
  /** PostgreSQL connection string; empty means the embedded SQLite file in DATA_DIR. */
  DATABASE_URL: z.string().default(''),
  /** Redis connection string; empty means the in-process cache and bus. */
  REDIS_URL: z.string().default(''),
  /** Prefix of every Redis key and channel, so deployments (or test runs) can share one Redis. */
  REDIS_KEY_PREFIX: z.string().min(1).default('talih:'),
  /**
   * SQLite's `synchronous` pragma. FULL syncs the WAL on every commit, so an acknowledged bet
   * survives a power loss; NORMAL survives a process crash only (README "SQLite durability").
   */
  SQLITE_SYNCHRONOUS: z.enum(['FULL', 'NORMAL']).default('FULL'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PUBLIC_URL: z.string().default(''),
  /** Comma-separated origins allowed to call the API with credentials. */
  CORS_ORIGINS: z.string().default('http://localhost:5173,http://127.0.0.1:5173'),
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
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(256 * 1024),
  /** Where the built web app lives; served at / when present. */
  WEB_DIST_DIR: z.string().default(path.join(REPO_ROOT, 'apps/web/dist')),
  /** Load demo data on the first start of an empty database. */
  SEED_DEMO: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
  /** Grace period for in-flight requests on SIGTERM. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
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
  /** 32 bytes (hex or base64) that encrypt payment secrets and key the OTP code hashes. */
  SECRETS_KEY: z.string().default(SECRETS_DEV_KEY).transform(parseSecretsKey),
  /** Serve the sandbox game studio (apps/sandbox) under /studio from this process. */
  SANDBOX_STUDIO: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
  /**
   * New sandbox studio sessions (game pages opened, demo or real) one client IP may start a
   * minute; reloads resume theirs for free. The e2e run raises it (one loopback address).
   */
  SANDBOX_STUDIO_SESSIONS_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  /** Where the sandbox studio reaches the wallet API; empty means this process's own port. */
  SANDBOX_STUDIO_WALLET_URL: z.string().default(''),
  /** Sandbox payment providers call back by themselves (a signed webhook after a delay). */
  PAYMENT_SANDBOX_AUTO: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
  /** How long the sandbox bank, chain or card page takes before its webhook. */
  PAYMENT_SANDBOX_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(3000),
  /** Share of sandbox webhook deliveries that are lost on the way (then retried). */
  PAYMENT_SANDBOX_DROP_RATE: z.coerce.number().min(0).max(0.9).default(0.2),
  /** Where sandbox providers send webhooks; empty means this process's own port on loopback. */
  PAYMENT_SANDBOX_WEBHOOK_URL: z.string().default(''),
  /** TRY per USDT that USDT deposit orders are priced at (the sandbox exchange's rate). */
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
  /** Reconcile flags a withdrawal left pending, approved or payout_failed for longer (hours). */
  WITHDRAW_STUCK_HOURS: z.coerce
    .number()
    .min(0)
    .max(24 * 365)
    .default(24),
  // ---- sportsbook ----
  /** Run the sandbox odds feed inside the server (fixtures, live matches, settlement). */
  SPORT_SANDBOX_FEED: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
  /** One sandbox feed tick (one match minute) in ms. */
  SPORT_FEED_TICK_MS: z.coerce.number().int().min(50).max(600_000).default(1000),
  /** How long a live bet waits before it is accepted (refused if the odds moved meanwhile). */
  SPORT_LIVE_DELAY_MS: z.coerce.number().int().min(0).max(30_000).default(2000),
  /** The cash-out margin in per mille of the bet's current value. */
  SPORT_CASHOUT_MARGIN_PM: z.coerce.number().int().min(0).max(500).default(50),
});

export type Config = z.infer<typeof schema> & {
  repoRoot: string;
  sqlitePath: string;
  /** Provider code (lower case) -> wallet API secret, from PROVIDER_SECRET_<CODE>. */
  providerSecrets: Record<string, string>;
  /**
   * Payment provider code (havale, crypto, card) -> webhook secret, from PAYMENT_SECRET_<CODE>.
   * A code without one gets a random secret generated once and kept in the database
   * (modules/payments/secrets.ts), so no default secret is ever written in the repository.
   */
  paymentSecrets: Record<string, string>;
};

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const config = parsed.data;
  if (config.NODE_ENV === 'production') {
    if (config.PROVIDER_SECRET_SANDBOX === SANDBOX_PROVIDER_DEV_SECRET) {
      throw new Error(
        'Invalid configuration: PROVIDER_SECRET_SANDBOX is the development default; set a secret.',
      );
    }
    if (config.SECRETS_KEY.equals(Buffer.from(SECRETS_DEV_KEY, 'hex'))) {
      throw new Error(
        'Invalid configuration: SECRETS_KEY is the development default; set 32 random bytes (openssl rand -hex 32).',
      );
    }
  }
  if (config.HTTP_HEADERS_TIMEOUT_MS > config.HTTP_REQUEST_TIMEOUT_MS) {
    throw new Error(
      'Invalid configuration:\n  HTTP_HEADERS_TIMEOUT_MS: must not exceed HTTP_REQUEST_TIMEOUT_MS',
    );
  }
  const providerSecrets: Record<string, string> = { sandbox: config.PROVIDER_SECRET_SANDBOX };
  for (const [key, value] of Object.entries(env)) {
    const match = /^PROVIDER_SECRET_([A-Z0-9_]+)$/.exec(key);
    if (!match?.[1] || match[1] === 'SANDBOX' || !value) continue;
    if (value.length < 16) {
      throw new Error(`Invalid configuration:\n  ${key}: a secret needs at least 16 characters`);
    }
    providerSecrets[match[1].toLowerCase()] = value;
  }
  const paymentSecrets: Record<string, string> = {};
  for (const [key, value] of Object.entries(env)) {
    const match = /^PAYMENT_SECRET_([A-Z0-9_]+)$/.exec(key);
    if (!match?.[1] || !value) continue;
    if (value.length < 16) {
      throw new Error(`Invalid configuration:\n  ${key}: a secret needs at least 16 characters`);
    }
    paymentSecrets[match[1].toLowerCase()] = value;
  }
  return {
    ...config,
    paymentSecrets,
    repoRoot: REPO_ROOT,
    sqlitePath: path.join(config.DATA_DIR, 'talih.db'),
    providerSecrets,
  };
}

export function corsOrigins(config: Config): string[] {
  return config.CORS_ORIGINS.split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}
