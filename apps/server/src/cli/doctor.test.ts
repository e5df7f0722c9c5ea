// `talih doctor`: prints the mode and adapters, names every setting production would refuse
// with its fix, and exits 1 when the environment would not start in production.
import { describe, expect, it } from 'vitest';
import { generateKeyPairSync } from 'node:crypto';
import {
  SANDBOX_OPERATOR_PRIVATE_KEY_PEM,
  SIMULATOR_PUBLIC_KEY_PEM,
} from '@talih/sandbox/hub88/keys.ts';
import vectors from '../adapters/games/hub88/fixtures/signature-vectors.json' with { type: 'json' };
import { SAFE_PRODUCTION_ENV } from '../testing/production-env.ts';
import { runCli } from './talih.ts';

const run = async (env: Record<string, string>) => {
  const lines: string[] = [];
  const code = await runCli(
    ['doctor'],
    (l) => lines.push(l),
    (l) => lines.push(l),
    { DATA_DIR: '/tmp/talih-doctor-test', ...env },
  );
  return { code, lines };
};

describe('talih doctor', () => {
  it('exits 0 on a safe production environment, listing the mode and adapters', async () => {
    const { code, lines } = await run(SAFE_PRODUCTION_ENV);
    expect(code).toBe(0);
    expect(lines).toEqual([
      'mode: production (NODE_ENV=production)',
      'adapters:',
      '  sms: off (no codes can be sent)',
      '  deposit havale: manual (staff confirm with `talih deposits confirm`)',
      '  deposit usdt: off',
      '  deposit card: off',
      '  payouts: manual (finance transfers by bank, then `talih withdrawals mark-paid`)',
      '  games: no in-process studio; outside studios: none',
      '  hub88: off (no Hub88 games)',
      '  sportsbook feed: off (sportsbook hidden)',
      '  identity: off; the pack verifies by vendor and documents',
      '  registers: none (the pack needs none)',
      `  screening: ${SAFE_PRODUCTION_ENV.SCREENING_LIST_PATH}; a hit scores 0.9 or more`,
      '  demo data: off',
      '  back-office links: http://localhost:3001: enrolment links would point at this machine; set BACKOFFICE_PUBLIC_URL to the address staff open (e.g. https://bo.talih.example)',
      '  database: SQLite /tmp/talih-doctor-test/talih.db; cache: in-process',
      'jurisdiction:',
      '  pack: test-tr (Test licence (the sandbox rules, for tests of production mode)); currency TRY',
      '  countries: any; country from GeoIP of the address; unknown country refused',
      '  phone codes: +90; minimum age 18',
      '  slots: no stake cap, no minimum round time, autoplay allowed',
      '  limits: required at sign-up none; increases after 24 h; deposit cap a month none',
      '  kyc: verified before deposit no, before withdrawal no; source of funds at ₺200.000,00',
      '  protection: reality check every 60 min; self-exclusion at least 6 months; panic button off',
      'production: nothing to refuse; this environment would start with NODE_ENV=production',
    ]);
  });

  it('names BACKOFFICE_PUBLIC_URL only while enrolment links would point at localhost', async () => {
    const set = await run({
      ...SAFE_PRODUCTION_ENV,
      BACKOFFICE_PUBLIC_URL: 'https://bo.talih.example',
    });
    expect(set.lines).toContain('  back-office links: https://bo.talih.example');
    expect(set.lines.join('\n')).not.toContain('BACKOFFICE_PUBLIC_URL');
    const local = await run({
      ...SAFE_PRODUCTION_ENV,
      BACKOFFICE_PUBLIC_URL: 'http://127.0.0.1:3001',
    });
    expect(local.lines.filter((l) => l.includes('BACKOFFICE_PUBLIC_URL'))).toEqual([
      '  back-office links: http://127.0.0.1:3001: enrolment links would point at this machine; set BACKOFFICE_PUBLIC_URL to the address staff open (e.g. https://bo.talih.example)',
    ]);
  });

  it("prints the German pack's key rules: EUR, DE only, +49, €1 and 5 s a spin", async () => {
    const refused = await run({
      ...SAFE_PRODUCTION_ENV,
      JURISDICTION: 'de',
      COUNTRY_HEADER: 'cf-ipcountry',
    });
    expect(refused.code).toBe(1);
    expect(refused.lines).toContain('  identity: off; the pack verifies by vendor');
    expect(refused.lines).toContain(
      '  IDENTITY_VENDOR: the jurisdiction pack verifies identity through a vendor only, and none is set. Fix: set IDENTITY_VENDOR=onfido with ONFIDO_API_TOKEN, ONFIDO_WEBHOOK_TOKEN and ONFIDO_WORKFLOW_ID.',
    );
    const { code, lines } = await run({
      ...SAFE_PRODUCTION_ENV,
      JURISDICTION: 'de',
      COUNTRY_HEADER: 'cf-ipcountry',
      IDENTITY_VENDOR: 'onfido',
      ONFIDO_API_TOKEN: 'api_live.prod-token',
      ONFIDO_WEBHOOK_TOKEN: 'prod-webhook-token-0123456789',
      ONFIDO_WORKFLOW_ID: 'f2b0c2a8-workflow',
    });
    // OASIS and LUGAS have only their sandbox simulators: production refuses the pack.
    expect(code).toBe(1);
    expect(lines).toContain('  identity: onfido (region eu); the pack verifies by vendor');
    expect(lines).toContain('  registers: oasis (none: refused), lugas (none: refused)');
    expect(lines.filter((l) => /^ {2}REGISTER_/.test(l)).map((l) => l.split(':')[0])).toEqual([
      '  REGISTER_OASIS',
      '  REGISTER_LUGAS',
    ]);
    const from = lines.indexOf('jurisdiction:');
    expect(lines.slice(from, from + 8)).toEqual([
      'jurisdiction:',
      '  pack: de (Germany (GlüStV 2021)); currency EUR',
      '  countries: DE; country from the cf-ipcountry header of a trusted proxy; unknown country refused',
      '  phone codes: +49; minimum age 18',
      '  slots: stake at most €1,00, 5000 ms a round, autoplay off',
      '  limits: required at sign-up deposit; increases after 168 h; deposit cap a month €1.000,00',
      '  kyc: verified before deposit yes, before withdrawal yes; source of funds at €2.000,00',
      '  protection: reality check every 60 min; self-exclusion at least 3 months; panic button locks 24 h',
    ]);
  });

  describe('OASIS under the de pack', () => {
    const DE = {
      ...SAFE_PRODUCTION_ENV,
      JURISDICTION: 'de',
      COUNTRY_HEADER: 'cf-ipcountry',
      IDENTITY_VENDOR: 'onfido',
      ONFIDO_API_TOKEN: 'api_live.prod-token',
      ONFIDO_WEBHOOK_TOKEN: 'prod-webhook-token-0123456789',
      ONFIDO_WORKFLOW_ID: 'f2b0c2a8-workflow',
      REGISTER_OASIS: 'oasis',
    };
    const fixture = (name: string) =>
      new URL(`../adapters/registers/fixtures/oasis/${name}`, import.meta.url).pathname;
    const named = (lines: string[]) =>
      lines.filter((l) => /^ {2}(OASIS|REGISTER)_/.test(l)).map((l) => l.split('. Fix:')[0]);

    it('names every OASIS setting still missing', async () => {
      const { code, lines } = await run(DE);
      expect(code).toBe(1);
      expect(lines).toContain(
        '  registers: oasis (OASIS WS at (no OASIS_URL), basic fields, 3000 ms), lugas (none: refused)',
      );
      expect(named(lines)).toEqual([
        '  OASIS_URL: not set: the address of OASIS WS',
        "  OASIS_KENNUNG: not set: the operator's OASIS login (or the simulator's)",
        "  OASIS_PASSWORT: not set: the OASIS login's password (or the simulator's)",
        "  OASIS_CLIENT_CERT: not set: the operator's client certificate (PKCS#12): OASIS WS accepts no connection without it",
        "  OASIS_CLIENT_CERT_PASSPHRASE: not set: the client certificate's passphrase (or the tests' published one)",
        '  REGISTER_LUGAS: the de pack checks players against LUGAS, and only its sandbox simulator exists',
      ]);
    });

    it("refuses the simulator's address and login and the tests' certificate", async () => {
      const { lines } = await run({
        ...DE,
        OASIS_URL: 'http://127.0.0.1:3000/sandbox/oasis/oasisws',
        OASIS_KENNUNG: 'U0000000',
        OASIS_PASSWORT: 'talih-oasis-simulator',
        OASIS_CLIENT_CERT: fixture('client.p12'),
        OASIS_CLIENT_CERT_PASSPHRASE: 'talih-oasis-test',
      });
      expect(named(lines).slice(0, 5)).toEqual([
        "  OASIS_URL: it points at the sandbox's OASIS simulator, which excludes nobody real",
        "  OASIS_KENNUNG: not set: the operator's OASIS login (or the simulator's)",
        "  OASIS_PASSWORT: not set: the OASIS login's password (or the simulator's)",
        "  OASIS_CLIENT_CERT: it is the tests' published certificate",
        "  OASIS_CLIENT_CERT_PASSPHRASE: not set: the client certificate's passphrase (or the tests' published one)",
      ]);
    });

    it('accepts a complete OASIS setup (LUGAS still has no adapter)', async () => {
      const { lines } = await run({
        ...DE,
        OASIS_URL: 'https://oasis.hessen.de/oasisws',
        OASIS_KENNUNG: 'U2000001',
        OASIS_PASSWORT: 'operator-password-0123',
        OASIS_CLIENT_CERT: fixture('ca.pem'),
        OASIS_CLIENT_CERT_PASSPHRASE: 'operator-passphrase',
        OASIS_QUERY_FIELDS: 'full',
      });
      expect(lines).toContain(
        '  registers: oasis (OASIS WS at https://oasis.hessen.de/oasisws, full fields, 3000 ms), lugas (none: refused)',
      );
      expect(named(lines)).toEqual([
        '  REGISTER_LUGAS: the de pack checks players against LUGAS, and only its sandbox simulator exists',
      ]);
    });
  });

  it('exits 1 on the development defaults even without NODE_ENV=production', async () => {
    const { code, lines } = await run({});
    expect(code).toBe(1);
    expect(lines[0]).toBe('mode: sandbox (NODE_ENV=development)');
    expect(lines).toContain('  sms: sandbox (codes kept in sms_outbox, readable at /sms/getTest)');
    expect(lines).toContain('  deposit card: sandbox card page');
    expect(lines).toContain('production would refuse 7 setting(s):');
    expect(
      lines.filter((l) => /^ {2}[A-Z_]+: .*Fix: /.test(l)).map((l) => l.split(':')[0]),
    ).toEqual([
      '  PROVIDER_SECRET_SANDBOX',
      '  SECRETS_KEY',
      '  AUDIT_CHAIN_KEY',
      '  JURISDICTION',
      '  CORS_ORIGINS',
      '  SCREENING_LIST_PATH',
      '  PAYMENT_SECRET_HAVALE',
    ]);
    expect(lines.at(-1)).toBe(
      'result: this environment would not start with NODE_ENV=production (exit 1)',
    );
  });

  it('names an explicitly switched-on sandbox part with its fix', async () => {
    const { code, lines } = await run({
      ...SAFE_PRODUCTION_ENV,
      NODE_ENV: 'development',
      SEED_DEMO: 'true',
      PAYMENT_CARD_ADAPTER: 'sandbox',
    });
    expect(code).toBe(1);
    expect(lines).toContain(
      '  SEED_DEMO: demo data loads players with published passwords and play-money balances. ' +
        'Fix: set SEED_DEMO=false (or leave it unset).',
    );
    expect(lines.some((l) => l.startsWith('  PAYMENT_CARD_ADAPTER: '))).toBe(true);
    expect(lines.some((l) => l.startsWith('  PAYMENT_SECRET_CARD: not set'))).toBe(true);
  });

  it('exits 1 on an invalid configuration', async () => {
    const { code, lines } = await run({ PORT: 'eighty' });
    expect(code).toBe(1);
    expect(lines[0]).toMatch(/PORT/);
  });

  describe('Hub88', () => {
    const pair = () =>
      generateKeyPairSync('rsa', {
        modulusLength: 2048,
        publicKeyEncoding: { type: 'spki', format: 'pem' },
        privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      });
    const hub88 = pair();
    const ours = pair();
    const LIVE = {
      ...SAFE_PRODUCTION_ENV,
      HUB88_ADAPTER: 'live',
      HUB88_API_URL: 'https://api.hub88.example',
      HUB88_OPERATOR_ID: '42',
      // One line with \n escapes, as an env file holds it.
      HUB88_PUBLIC_KEY: hub88.publicKey.trim().replaceAll('\n', '\\n'),
      HUB88_PRIVATE_KEY: ours.privateKey,
    };

    it('accepts live settings with keys of its own and says where the wallet listens', async () => {
      const { code, lines } = await run(LIVE);
      expect(lines).toContain(
        '  hub88: https://api.hub88.example, operator 42, wallet at /provider/hub88',
      );
      expect(code).toBe(0);
    });

    it("refuses the simulator, the simulator's keys, Hub88's published demo key and a loopback address", async () => {
      const simulator = await run({ ...SAFE_PRODUCTION_ENV, HUB88_ADAPTER: 'simulator' });
      expect(simulator.code).toBe(1);
      expect(simulator.lines).toContain(
        '  HUB88_ADAPTER: the Hub88 simulator serves made-up games and signs with published keys. ' +
          'Fix: set HUB88_ADAPTER=live with HUB88_API_URL, HUB88_OPERATOR_ID, HUB88_PUBLIC_KEY and HUB88_PRIVATE_KEY (or HUB88_ADAPTER=off).',
      );
      const published = await run({
        ...LIVE,
        HUB88_API_URL: 'http://127.0.0.1:3000/hub88-sim',
        HUB88_PUBLIC_KEY: SIMULATOR_PUBLIC_KEY_PEM,
        HUB88_PRIVATE_KEY: SANDBOX_OPERATOR_PRIVATE_KEY_PEM,
      });
      expect(published.code).toBe(1);
      const named = published.lines
        .filter((l) => l.startsWith('  HUB88_'))
        .map((l) => l.split(':')[0]);
      expect(named).toEqual(['  HUB88_API_URL', '  HUB88_PUBLIC_KEY', '  HUB88_PRIVATE_KEY']);
      const demo = await run({ ...LIVE, HUB88_PUBLIC_KEY: vectors.publicKeyPem });
      expect(demo.code).toBe(1);
      expect(demo.lines.some((l) => l.startsWith('  HUB88_PUBLIC_KEY: '))).toBe(true);
    });

    it('live without its settings is an invalid configuration naming each', async () => {
      const { code, lines } = await run({ ...SAFE_PRODUCTION_ENV, HUB88_ADAPTER: 'live' });
      expect(code).toBe(1);
      expect(lines[0]).toBe(
        'Invalid configuration:\n  HUB88_ADAPTER: live needs HUB88_API_URL, HUB88_OPERATOR_ID, HUB88_PUBLIC_KEY, HUB88_PRIVATE_KEY',
      );
    });
  });
});
