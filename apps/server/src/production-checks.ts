// What production refuses to run with. One list of named checks, each with the setting, the
// problem and the fix, used by loadConfig (the server refuses to start, naming every problem at
// once) and by `talih doctor` (which reports them for the current environment). The mode's
// defaults (config.ts) already make an unset production environment safe; these catch what is
// set explicitly, or left at a development value.
import type { Config } from './config.ts';
import { IDENTITY_PRODUCTION_CHECKS } from './adapters/identity/settings.ts';

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

/** Deposit providers that take orders with this configuration (havale always: staff confirm it). */
export function enabledDepositCodes(config: Config): ('havale' | 'crypto' | 'card')[] {
  return [
    'havale' as const,
    ...(config.PAYMENT_USDT_ADAPTER === 'off' ? [] : ['crypto' as const]),
    ...(config.PAYMENT_CARD_ADAPTER === 'off' ? [] : ['card' as const]),
  ];
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
  for (const code of enabledDepositCodes(config)) {
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
  const fixed = [...CHECKS, ...IDENTITY_PRODUCTION_CHECKS]
    .filter((c) => c.refuses(config))
    .map(({ setting, problem, fix }) => ({
      setting,
      problem,
      fix,
    }));
  return [...fixed, ...secretProblems(config)];
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
