// What production refuses to run with. One list of named checks, each with the setting, the
// problem and the fix, used by loadConfig (the server refuses to start, naming every problem at
// once) and by `talih doctor` (which reports them for the current environment). The mode's
// defaults (config.ts) already make an unset production environment safe; these catch what is
// set explicitly, or left at a development value.
import type { DepositMethod } from '@talih/contracts/payments.ts';
import { DEPOSIT_PROVIDER_CODES } from './adapters/payments/types.ts';
import { merchantPrivateKeyOf, trustlyPublicKeyOf } from './adapters/payments/trustly/signature.ts';
import { hub88Problems } from './adapters/games/hub88/production.ts';
import type { Config } from './config.ts';
import { IDENTITY_PRODUCTION_CHECKS } from './adapters/identity/settings.ts';
import { SCREENING_PRODUCTION_CHECKS } from './modules/screening/settings.ts';
import { registerProblems } from './adapters/registers/settings.ts';

/** Development default of the sandbox studio's secret; production refuses to start with it. */
export const SANDBOX_PROVIDER_DEV_SECRET = 'talih-sandbox-dev-secret-change-me';
/**
 * Development default of SECRETS_KEY (the key payment secrets are encrypted with and OTP codes
 * hashed with); production refuses to start with it.
 */
export const SECRETS_DEV_KEY = Buffer.from('talih-dev-secrets-key-change-me!').toString('hex');
/** Development default of AUDIT_CHAIN_KEY (keys the staff audit chain); production refuses it. */
export const AUDIT_CHAIN_DEV_KEY = 'talih-dev-audit-chain-key-change-me';
/** Development default of CORS_ORIGINS (the Vite dev server); production refuses it. */
export const DEV_CORS_ORIGINS = 'http://localhost:5173,http://127.0.0.1:5173';
/** Shortest secret production accepts (openssl rand -hex 32 gives 64 characters). */
export const PRODUCTION_SECRET_MIN = 32;

export interface ProductionProblem {
  /** The environment variable to change. */
  setting: string;
  problem: string;
  fix: string;
}

interface Check extends ProductionProblem {
  refuses(config: Config): boolean;
}

const SECRET_FIX = `set a random secret of at least ${PRODUCTION_SECRET_MIN} characters (openssl rand -hex 32)`;

const CHECKS: Check[] = [
  {
    setting: 'SMS_ADAPTER',
    refuses: (c) => c.SMS_ADAPTER === 'sandbox',
    problem: "the sandbox SMS adapter sends nothing and /sms/getTest reads any phone's code back",
    fix: 'set SMS_ADAPTER=http with SMS_GATEWAY_URL and SMS_GATEWAY_SECRET (or SMS_ADAPTER=off)',
  },
  {
    setting: 'SMS_GATEWAY_SECRET',
    refuses: (c) => c.SMS_ADAPTER === 'http' && c.SMS_GATEWAY_SECRET.length < PRODUCTION_SECRET_MIN,
    problem: 'the SMS gateway signing secret is short',
    fix: SECRET_FIX,
  },
  {
    setting: 'SEED_DEMO',
    refuses: (c) => c.SEED_DEMO,
    problem: 'demo data loads players with published passwords and play-money balances',
    fix: 'set SEED_DEMO=false (or leave it unset)',
  },
  {
    setting: 'PAYMENT_SANDBOX_AUTO',
    refuses: (c) => c.PAYMENT_SANDBOX_AUTO,
    problem: 'havale and USDT orders confirm themselves without any money arriving',
    fix: 'set PAYMENT_SANDBOX_AUTO=false; staff confirm havale with `talih deposits confirm`',
  },
  {
    setting: 'PAYMENT_CARD_ADAPTER',
    refuses: (c) => c.PAYMENT_CARD_ADAPTER === 'sandbox',
    problem: 'the sandbox card page lets the player choose outcome=success: free money',
    fix: 'set PAYMENT_CARD_ADAPTER=off until a real card PSP adapter is configured',
  },
  {
    setting: 'PAYMENT_USDT_ADAPTER',
    refuses: (c) => c.PAYMENT_USDT_ADAPTER === 'sandbox',
    problem: 'the sandbox USDT gateway shows made-up addresses and sees no real transfer',
    fix: 'set PAYMENT_USDT_ADAPTER=off until a real USDT gateway adapter is configured',
  },
  {
    setting: 'PAYOUT_ADAPTER',
    refuses: (c) => c.PAYOUT_ADAPTER === 'sandbox',
    problem: 'the sandbox payout provider marks a withdrawal paid though no money was sent',
    fix: 'set PAYOUT_ADAPTER=manual: finance transfers by bank and marks each withdrawal paid',
  },
  {
    setting: 'TRUSTLY_ADAPTER',
    refuses: (c) => c.TRUSTLY_ADAPTER === 'simulator',
    problem:
      "the Trustly simulator credits deposits from a made-up bank with the simulator's own keys",
    fix: 'set TRUSTLY_ADAPTER=live with the TRUSTLY_* settings from Trustly, or TRUSTLY_ADAPTER=off',
  },
  {
    setting: 'PAYSAFECARD_ADAPTER',
    refuses: (c) => c.PAYSAFECARD_ADAPTER === 'simulator',
    problem: 'the paysafecard simulator accepts any voucher PIN',
    fix: 'set PAYSAFECARD_ADAPTER=live with PAYSAFECARD_API_URL and PAYSAFECARD_API_KEY, or off',
  },
  {
    setting: 'SANDBOX_STUDIO',
    refuses: (c) => c.SANDBOX_STUDIO,
    problem: 'the in-process sandbox studio serves /studio with made-up games',
    fix: 'set SANDBOX_STUDIO=false; outside studios use the provider wallet API',
  },
  {
    setting: 'SPORT_FEED',
    refuses: (c) => c.SPORT_FEED === 'sandbox',
    problem: 'the sandbox odds feed invents matches, odds and results that bets settle on',
    fix: 'set SPORT_FEED=off until a real odds feed adapter is configured',
  },
  {
    setting: 'LSPORTS_SIMULATOR',
    refuses: (c) => c.LSPORTS_SIMULATOR,
    problem: 'the TRADE360 simulator invents matches, odds and results that bets settle on',
    fix: 'set LSPORTS_SIMULATOR=false and point LSPORTS_* at the package LSports gave you',
  },
  {
    setting: 'LSPORTS_AMQP_URL',
    refuses: (c) => c.SPORT_FEED === 'lsports' && !/^amqps?:\/\/[^@]+@/.test(c.LSPORTS_AMQP_URL),
    problem: 'SPORT_FEED=lsports needs the package RabbitMQ address with its user and password',
    fix: 'set LSPORTS_AMQP_URL=amqps://<user>:<password>@<host>:<port>/<vhost> as LSports gave it',
  },
  {
    setting: 'LSPORTS_PACKAGE_ID',
    refuses: (c) =>
      c.SPORT_FEED === 'lsports' &&
      (c.LSPORTS_PACKAGE_ID === 0 || !c.LSPORTS_USERNAME || !c.LSPORTS_PASSWORD),
    problem: 'SPORT_FEED=lsports needs the package id and its Snapshot API credentials',
    fix: 'set LSPORTS_PACKAGE_ID, LSPORTS_USERNAME and LSPORTS_PASSWORD',
  },
  {
    setting: 'LSPORTS_SNAPSHOT_URL',
    refuses: (c) => c.SPORT_FEED === 'lsports' && !/^https:\/\//.test(c.LSPORTS_SNAPSHOT_URL),
    problem: 'the Snapshot API must be LSports over https, not a simulator',
    fix: 'set LSPORTS_SNAPSHOT_URL=https://stm-snapshot.lsports.eu/ (the default)',
  },
  {
    setting: 'SPORT_SANDBOX_FEED',
    refuses: (c) => c.SPORT_SANDBOX_FEED,
    problem: 'this process would run the sandbox odds feed',
    fix: 'set SPORT_SANDBOX_FEED=false (or leave it unset)',
  },
  {
    setting: 'PROVIDER_SECRET_SANDBOX',
    refuses: (c) => c.PROVIDER_SECRET_SANDBOX === SANDBOX_PROVIDER_DEV_SECRET,
    problem: 'the development default, published in the repository, signs wallet calls',
    fix: SECRET_FIX,
  },
  {
    setting: 'SECRETS_KEY',
    refuses: (c) => c.SECRETS_KEY.equals(Buffer.from(SECRETS_DEV_KEY, 'hex')),
    problem:
      'the development default, published in the repository, seals payment secrets and keys OTP hashes',
    fix: 'set 32 random bytes (openssl rand -hex 32)',
  },
  {
    setting: 'AUDIT_CHAIN_KEY',
    refuses: (c) =>
      c.AUDIT_CHAIN_KEY === AUDIT_CHAIN_DEV_KEY || c.AUDIT_CHAIN_KEY.length < PRODUCTION_SECRET_MIN,
    problem:
      'unset or the development default, published in the repository: anyone who can write the database could recompute the staff audit chain',
    fix: `${SECRET_FIX}; keep it outside the database and its backups, and never change it (verify needs it for every row)`,
  },
  {
    setting: 'JURISDICTION',
    // Unset means the sandbox pack too (config.ts's default).
    refuses: (c) => c.jurisdiction.code === 'sandbox',
    problem:
      'the sandbox pack is play money: any country, no KYC thresholds, no stake caps, no limits at sign-up',
    fix: "set JURISDICTION to your licence's pack (de, nl, mga, uk) or the path of your own JSON pack (docs/jurisdictions.md)",
  },
  {
    setting: 'OBJECT_STORE',
    // Redis is what several instances share; one instance does not need it.
    refuses: (c) => c.OBJECT_STORE === 'local' && c.REDIS_URL !== '' && c.KYC_STORAGE_DIR === '',
    problem:
      "several instances (REDIS_URL is set) would each keep KYC documents on their own disk, which another instance can't read",
    fix: 'set OBJECT_STORE=s3 with S3_BUCKET (and S3_ENDPOINT for an S3-compatible server), or KYC_STORAGE_DIR to a folder every instance shares',
  },
  {
    setting: 'CORS_ORIGINS',
    refuses: (c) => c.CORS_ORIGINS === DEV_CORS_ORIGINS || hasDevOrigin(c.CORS_ORIGINS),
    problem: 'development origins (localhost, 127.0.0.1, *) may call the API with credentials',
    fix: "set CORS_ORIGINS to your site's origins, e.g. https://talih.example (comma-separated)",
  },
];

const DEV_ORIGIN = /^(\*|https?:\/\/(localhost|127\.\d+\.\d+\.\d+|\[::1\]|0\.0\.0\.0)(:\d+)?\/?)$/i;

function hasDevOrigin(origins: string): boolean {
  return origins.split(',').some((o) => DEV_ORIGIN.test(o.trim()));
}

/**
 * The deposit methods a pack's currency is served by: the Turkish rails (havale/EFT, USDT, card)
 * in TRY, Trustly and paysafecard beside bank transfer in EUR and GBP (docs/payments-providers.md).
 */
export function packDepositMethods(currency: string): DepositMethod[] {
  if (currency === 'TRY') return ['havale', 'crypto', 'card'];
  if (currency === 'EUR' || currency === 'GBP') return ['havale', 'trustly', 'paysafecard'];
  return ['havale'];
}

/**
 * Deposit methods that take orders with this configuration: the pack's methods whose provider
 * is configured (havale always: staff confirm it). A method without its provider is hidden.
 */
export function enabledDepositCodes(config: Config): DepositMethod[] {
  const off: Record<DepositMethod, boolean> = {
    havale: false,
    crypto: config.PAYMENT_USDT_ADAPTER === 'off',
    card: config.PAYMENT_CARD_ADAPTER === 'off',
    trustly: config.TRUSTLY_ADAPTER === 'off',
    paysafecard: config.PAYSAFECARD_ADAPTER === 'off',
  };
  return packDepositMethods(config.jurisdiction.currency).filter((m) => !off[m]);
}

/** The prefix of every key and user name a simulator makes up: production refuses them. */
export const SIMULATOR_KEY_PREFIX = 'talih-simulator-';

const SIMULATOR_PATH = '/sandbox/';

/** The live Trustly and paysafecard settings: each one missing, malformed or a simulator's. */
function providerProblems(config: Config): ProductionProblem[] {
  const out: ProductionProblem[] = [];
  const need = (setting: string, bad: boolean, problem: string, fix: string) => {
    if (bad) out.push({ setting, problem, fix });
  };
  const liveUrl = (url: string) =>
    /^https:\/\/[^/]+/.test(url) &&
    !url.includes(SIMULATOR_PATH) &&
    !hasDevOrigin(new URL(url).origin);
  if (config.TRUSTLY_ADAPTER === 'live') {
    need(
      'TRUSTLY_API_URL',
      !safeTest(() => liveUrl(config.TRUSTLY_API_URL)),
      'not an https URL of Trustly (empty, plain http, loopback or the simulator)',
      'set https://test.trustly.com/api/1 (test) or https://api.trustly.com/1 (live)',
    );
    need(
      'TRUSTLY_USERNAME',
      !config.TRUSTLY_USERNAME || config.TRUSTLY_USERNAME.startsWith(SIMULATOR_KEY_PREFIX),
      "not set, or the simulator's",
      'set the API user name Trustly gave for the processing account',
    );
    need(
      'TRUSTLY_PASSWORD',
      config.TRUSTLY_PASSWORD.length === 0,
      'not set',
      'set the API password Trustly gave',
    );
    need(
      'TRUSTLY_PRIVATE_KEY',
      !safeTest(() => Boolean(merchantPrivateKeyOf(config.TRUSTLY_PRIVATE_KEY))),
      'not an RSA private key in PEM',
      'openssl genrsa -out private.pem 2048; send the public half to Trustly',
    );
    need(
      'TRUSTLY_PUBLIC_KEY',
      !safeTest(() => Boolean(trustlyPublicKeyOf(config.TRUSTLY_PUBLIC_KEY))),
      "not Trustly's public key",
      'set test or live (the keys Trustly publishes), or the PEM Trustly gave',
    );
  }
  if (config.PAYSAFECARD_ADAPTER === 'live') {
    need(
      'PAYSAFECARD_API_URL',
      !safeTest(() => liveUrl(config.PAYSAFECARD_API_URL)),
      'not an https URL of paysafecard (empty, plain http, loopback or the simulator)',
      'set https://apitest.paysafecard.com/v1 (test) or https://api.paysafecard.com/v1',
    );
    need(
      'PAYSAFECARD_API_KEY',
      !config.PAYSAFECARD_API_KEY || config.PAYSAFECARD_API_KEY.startsWith(SIMULATOR_KEY_PREFIX),
      "not set, or the simulator's",
      'set the API key paysafecard gave (psc_...)',
    );
  }
  if (config.TRUSTLY_ADAPTER === 'live' || config.PAYSAFECARD_ADAPTER === 'live') {
    const base = config.PAYMENT_NOTIFY_BASE_URL || config.PUBLIC_URL;
    need(
      'PAYMENT_NOTIFY_BASE_URL',
      !safeTest(() => liveUrl(base)),
      'Trustly and paysafecard need a public https URL to send notifications to',
      "set the site's public https URL (or PUBLIC_URL)",
    );
  }
  return out;
}

function safeTest(test: () => boolean): boolean {
  try {
    return test();
  } catch {
    return false;
  }
}

/**
 * Secrets: every provider wallet secret must be long; every enabled payment provider's webhook
 * secret must come from the environment, because production never generates one into the
 * database (a copy of the database would then be enough to forge deposits).
 */
function secretProblems(config: Config): ProductionProblem[] {
  const out: ProductionProblem[] = [];
  for (const [code, secret] of Object.entries(config.providerSecrets)) {
    if (code === 'sandbox' && secret === SANDBOX_PROVIDER_DEV_SECRET) continue;
    if (secret.length < PRODUCTION_SECRET_MIN) {
      out.push({
        setting: `PROVIDER_SECRET_${code.toUpperCase()}`,
        problem: "the studio's wallet secret is short",
        fix: SECRET_FIX,
      });
    }
  }
  const webhookCodes: readonly string[] = DEPOSIT_PROVIDER_CODES;
  for (const code of enabledDepositCodes(config).filter((c) => webhookCodes.includes(c))) {
    const secret = config.paymentSecrets[code];
    if (secret && secret.length >= PRODUCTION_SECRET_MIN) continue;
    out.push({
      setting: `PAYMENT_SECRET_${code.toUpperCase()}`,
      problem: secret
        ? 'the payment webhook secret is short'
        : 'not set: production takes webhook secrets from the environment, never generates them',
      fix: SECRET_FIX,
    });
  }
  return out;
}

/** Everything production would refuse in this configuration, in a stable order. */
export function productionProblems(config: Config): ProductionProblem[] {
  const fixed = [...CHECKS, ...IDENTITY_PRODUCTION_CHECKS, ...SCREENING_PRODUCTION_CHECKS]
    .filter((c) => c.refuses(config))
    .map(({ setting, problem, fix }) => ({
      setting,
      problem,
      fix,
    }));
  return [
    ...fixed,
    ...registerProblems(config),
    ...secretProblems(config),
    ...providerProblems(config),
    ...hub88Problems(config),
  ];
}

/** One line per problem: "SETTING: problem; fix: ...". */
export function problemLine(p: ProductionProblem): string {
  return `${p.setting}: ${p.problem}. Fix: ${p.fix}.`;
}

export function refusalMessage(problems: ProductionProblem[]): string {
  return [
    `Refusing to start in production (NODE_ENV=production): ${problems.length} setting(s) to fix:`,
    ...problems.map((p) => `  ${problemLine(p)}`),
  ].join('\n');
}
