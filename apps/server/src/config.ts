// Configuration from the environment, parsed once. Every variable is listed in .env.example
// with its default; a bad value stops the process at start with a message naming it.
import path from 'node:path';
import { z } from 'zod';
import {
  DEV_CORS_ORIGINS,
  productionProblems,
  refusalMessage,
  SANDBOX_PROVIDER_DEV_SECRET,
} from './production-checks.ts';

export { DEV_CORS_ORIGINS, SANDBOX_PROVIDER_DEV_SECRET };

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
  CORS_ORIGINS: z.string().default(DEV_CORS_ORIGINS),
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
  /** Load demo data on the first start of an empty database (default: sandbox mode only). */
  SEED_DEMO: modeFlag,
  /** Grace period for in-flight requests on SIGTERM. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  PROVIDER_SECRET_SANDBOX: z.string().min(16).default(SANDBOX_PROVIDER_DEV_SECRET),
  /** Serve the sandbox game studio (apps/sandbox) under /studio (default: sandbox mode only). */
  SANDBOX_STUDIO: modeFlag,
  /** Where the sandbox studio reaches the wallet API; empty means this process's own port. */
  SANDBOX_STUDIO_WALLET_URL: z.string().default(''),
  /**
   * Sandbox havale and USDT orders confirm themselves (a signed webhook after a delay). Off
   * (production's default), havale orders wait for staff: `talih deposits confirm`.
   */
  PAYMENT_SANDBOX_AUTO: modeFlag,
  /** Card deposits: the sandbox PSP page, or off (production's default; no real PSP yet). */
  PAYMENT_CARD_ADAPTER: modeChoice(['sandbox', 'off']),
  /** USDT deposits: the sandbox gateway, or off (production's default; no real gateway yet). */
  PAYMENT_USDT_ADAPTER: modeChoice(['sandbox', 'off']),
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
   * The sportsbook's odds feed: sandbox (made-up matches; default outside production) or off
   * (production's default: no real feed yet, so the sportsbook is switched off and hidden).
   */
  SPORT_FEED: modeChoice(['sandbox', 'off']),
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
});

type Parsed = z.infer<typeof schema>;
type ModeSettings =
  | 'SEED_DEMO'
  | 'SANDBOX_STUDIO'
  | 'PAYMENT_SANDBOX_AUTO'
  | 'PAYMENT_CARD_ADAPTER'
  | 'PAYMENT_USDT_ADAPTER'
  | 'SMS_ADAPTER'
  | 'SPORT_FEED'
  | 'SPORT_SANDBOX_FEED';

export type Mode = 'sandbox' | 'production';

export type Config = Omit<Parsed, ModeSettings> & {
  /** production when NODE_ENV=production, sandbox otherwise. */
  mode: Mode;
  SEED_DEMO: boolean;
  SANDBOX_STUDIO: boolean;
  PAYMENT_SANDBOX_AUTO: boolean;
  PAYMENT_CARD_ADAPTER: 'sandbox' | 'off';
  PAYMENT_USDT_ADAPTER: 'sandbox' | 'off';
  SMS_ADAPTER: 'sandbox' | 'http' | 'off';
  SPORT_FEED: 'sandbox' | 'off';
  SPORT_SANDBOX_FEED: boolean;
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

/**
 * The configuration as the environment gives it, with the mode's defaults, without refusing
 * anything production would refuse (`talih doctor` uses it to report; loadConfig refuses).
 */
export function resolveConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const config = parsed.data;
  const mode: Mode = config.NODE_ENV === 'production' ? 'production' : 'sandbox';
  const sandbox = mode === 'sandbox';
  const sportFeed = config.SPORT_FEED ?? (sandbox ? 'sandbox' : 'off');
  const smsAdapter = config.SMS_ADAPTER ?? (sandbox ? 'sandbox' : 'off');
  if (smsAdapter === 'http' && (!config.SMS_GATEWAY_URL || config.SMS_GATEWAY_SECRET.length < 16)) {
    throw new Error(
      'Invalid configuration:\n  SMS_ADAPTER: http needs SMS_GATEWAY_URL and an SMS_GATEWAY_SECRET of at least 16 characters',
    );
  }
  return {
    ...config,
    mode,
    SEED_DEMO: config.SEED_DEMO ?? sandbox,
    SANDBOX_STUDIO: config.SANDBOX_STUDIO ?? sandbox,
    PAYMENT_SANDBOX_AUTO: config.PAYMENT_SANDBOX_AUTO ?? sandbox,
    PAYMENT_CARD_ADAPTER: config.PAYMENT_CARD_ADAPTER ?? (sandbox ? 'sandbox' : 'off'),
    PAYMENT_USDT_ADAPTER: config.PAYMENT_USDT_ADAPTER ?? (sandbox ? 'sandbox' : 'off'),
    SMS_ADAPTER: smsAdapter,
    SPORT_FEED: sportFeed,
    SPORT_SANDBOX_FEED: config.SPORT_SANDBOX_FEED ?? sportFeed === 'sandbox',
    providerSecrets: secretsFrom(env, 'PROVIDER_SECRET_', {
      sandbox: config.PROVIDER_SECRET_SANDBOX,
    }),
    paymentSecrets: secretsFrom(env, 'PAYMENT_SECRET_', {}),
    repoRoot: REPO_ROOT,
    sqlitePath: path.join(config.DATA_DIR, 'talih.db'),
  };
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
      throw new Error(`Invalid configuration:\n  ${key}: a secret needs at least 16 characters`);
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
    if (problems.length > 0) throw new Error(refusalMessage(problems));
  }
  return config;
}

export function corsOrigins(config: Config): string[] {
  return config.CORS_ORIGINS.split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}
