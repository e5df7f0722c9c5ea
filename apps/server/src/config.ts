// Configuration from the environment, parsed once. Every variable is listed in .env.example
// with its default; a bad value stops the process at start with a message naming it.
import path from 'node:path';
import { z } from 'zod';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');

/** Development default of the sandbox studio's secret; production refuses to start with it. */
export const SANDBOX_PROVIDER_DEV_SECRET = 'talih-sandbox-dev-secret-change-me';

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default(path.join(REPO_ROOT, 'data')),
  /** PostgreSQL connection string; empty means the embedded SQLite file in DATA_DIR. */
  DATABASE_URL: z.string().default(''),
  /** Redis connection string; empty means the in-process cache and bus. */
  REDIS_URL: z.string().default(''),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PUBLIC_URL: z.string().default(''),
  /** Comma-separated origins allowed to call the API with credentials. */
  CORS_ORIGINS: z.string().default('http://localhost:5173,http://127.0.0.1:5173'),
  /** Trust X-Forwarded-* from a reverse proxy (for client IPs in rate limits and logs). */
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  /**
   * OTP sends allowed from one client IP per hour and per day (per phone the limits are fixed).
   * Behind a carrier NAT many players share an IP; the e2e run raises them because all its
   * browsers come from one loopback address.
   */
  SMS_IP_HOURLY_MAX: z.coerce.number().int().min(1).default(20),
  SMS_IP_DAILY_MAX: z.coerce.number().int().min(1).default(50),
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
  PROVIDER_SECRET_SANDBOX: z.string().min(16).default(SANDBOX_PROVIDER_DEV_SECRET),
  /** Serve the sandbox game studio (apps/sandbox) under /studio from this process. */
  SANDBOX_STUDIO: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
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
  /**
   * How often the sportsbook looks for bets left open on settled markets (and the sandbox feed
   * for ended matches with markets not settled), in ms; also once at start.
   */
  SPORT_SWEEP_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(60_000),
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
