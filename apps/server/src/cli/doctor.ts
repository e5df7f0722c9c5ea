// `talih doctor`: the mode, every adapter the environment selects, and every setting production
// would refuse (production-checks.ts, the same list the server checks at start), with its fix.
// Exits 1 when this environment would not start with NODE_ENV=production, whatever NODE_ENV is
// now, so a deploy pipeline can run it before switching.
import { resolveConfig, type Config } from '../config.ts';
import { describePack } from '../jurisdiction/describe.ts';
import { moneyIn } from './money.ts';
import { backofficeUrl } from '../backoffice/auth/accounts.ts';
import { identityLine } from '../adapters/identity/settings.ts';
import { registersLine } from '../adapters/registers/settings.ts';
import { problemLine, productionProblems } from '../production-checks.ts';

type Env = Record<string, string | undefined>;

const LOCAL_HOST = /^https?:\/\/(localhost|127\.\d+\.\d+\.\d+|\[::1\]|0\.0\.0\.0)(:\d+)?(\/|$)/i;

/** Where staff enrolment links point; named with its fix when that is this machine. */
function backofficeLine(c: Config): string {
  const url = backofficeUrl(c);
  if (!LOCAL_HOST.test(url)) return `  back-office links: ${url}`;
  return `  back-office links: ${url}: enrolment links would point at this machine; set BACKOFFICE_PUBLIC_URL to the address staff open (e.g. https://bo.talih.example)`;
}

function adapterLines(c: Config): string[] {
  const outside = Object.keys(c.providerSecrets).filter((code) => code !== 'sandbox');
  return [
    `  sms: ${
      c.SMS_ADAPTER === 'sandbox'
        ? 'sandbox (codes kept in sms_outbox, readable at /sms/getTest)'
        : c.SMS_ADAPTER === 'http'
          ? `http gateway ${c.SMS_GATEWAY_URL}`
          : 'off (no codes can be sent)'
    }`,
    `  deposit havale: ${
      c.PAYMENT_SANDBOX_AUTO
        ? 'sandbox bank (orders confirm themselves)'
        : 'manual (staff confirm with `talih deposits confirm`)'
    }`,
    `  deposit usdt: ${
      c.PAYMENT_USDT_ADAPTER === 'sandbox'
        ? `sandbox gateway (${c.PAYMENT_SANDBOX_AUTO ? 'orders confirm themselves' : 'staff confirm'})`
        : 'off'
    }`,
    `  deposit card: ${c.PAYMENT_CARD_ADAPTER === 'sandbox' ? 'sandbox card page' : 'off'}`,
    `  payouts: ${
      c.PAYOUT_ADAPTER === 'sandbox'
        ? 'sandbox MangirPay (marks an approved withdrawal paid at once)'
        : 'manual (finance transfers by bank, then `talih withdrawals mark-paid`)'
    }`,
    `  games: ${c.SANDBOX_STUDIO ? 'sandbox studio at /studio' : 'no in-process studio'}; outside studios: ${
      outside.length > 0 ? outside.join(', ') : 'none'
    }`,
    `  hub88: ${
      c.HUB88_ADAPTER === 'simulator'
        ? 'simulator in this process (published keys)'
        : c.HUB88_ADAPTER === 'live'
          ? `${c.hub88.apiUrl}, operator ${c.hub88.operatorId}, wallet at ${c.hub88.walletBase}`
          : 'off (no Hub88 games)'
    }`,
    `  sportsbook feed: ${
      c.SPORT_FEED === 'sandbox'
        ? `sandbox (${c.SPORT_SANDBOX_FEED ? 'runs in this process' : 'runs in another instance'})`
        : c.SPORT_FEED === 'lsports'
          ? `LSports TRADE360, package ${c.LSPORTS_PACKAGE_ID}${
              c.LSPORTS_SIMULATOR ? ' (the in-process TRADE360 simulator, sandbox only)' : ''
            }`
          : 'off (sportsbook hidden)'
    }`,
    identityLine(c),
    registersLine(c),
    `  screening: ${
      c.SCREENING_LIST_PATH
        ? `${c.SCREENING_LIST_PATH}`
        : c.mode === 'sandbox'
          ? 'the sandbox list of made-up people'
          : 'no list (refused)'
    }; a hit scores ${c.SCREENING_THRESHOLD} or more`,
    `  demo data: ${c.SEED_DEMO ? 'loaded on the first start' : 'off'}`,
    backofficeLine(c),
    `  database: ${c.DATABASE_URL ? 'PostgreSQL' : `SQLite ${c.sqlitePath}`}; cache: ${
      c.REDIS_URL ? 'Redis' : 'in-process'
    }`,
  ];
}

export function doctor(env: Env, out: (line: string) => void): number {
  let current: Config;
  let asProduction: Config;
  try {
    current = resolveConfig(env);
    asProduction = resolveConfig({ ...env, NODE_ENV: 'production' });
  } catch (err) {
    out((err as Error).message);
    out('result: the configuration is invalid; the server would not start (exit 1)');
    return 1;
  }
  out(`mode: ${current.mode} (NODE_ENV=${current.NODE_ENV})`);
  out('adapters:');
  for (const line of adapterLines(current)) out(line);
  out('jurisdiction:');
  for (const line of describePack(current.jurisdiction, current, moneyIn)) out(line);
  const problems = productionProblems(asProduction);
  if (problems.length === 0) {
    out('production: nothing to refuse; this environment would start with NODE_ENV=production');
    return 0;
  }
  out(`production would refuse ${problems.length} setting(s):`);
  for (const p of problems) out(`  ${problemLine(p)}`);
  out('result: this environment would not start with NODE_ENV=production (exit 1)');
  return 1;
}
