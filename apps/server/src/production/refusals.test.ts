// Production refuses to start while any sandbox part, default or short secret, or development
// CORS origin is on: one message naming every offending setting with its fix.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { SAFE_PRODUCTION_ENV } from '../testing/production-env.ts';

const REFUSED: [setting: string, value: string, fix: RegExp][] = [
  ['SMS_ADAPTER', 'sandbox', /SMS_ADAPTER=http/],
  ['SEED_DEMO', 'true', /SEED_DEMO=false/],
  ['PAYMENT_SANDBOX_AUTO', 'true', /PAYMENT_SANDBOX_AUTO=false/],
  ['PAYMENT_CARD_ADAPTER', 'sandbox', /PAYMENT_CARD_ADAPTER=off/],
  ['PAYMENT_USDT_ADAPTER', 'sandbox', /PAYMENT_USDT_ADAPTER=off/],
  ['PAYOUT_ADAPTER', 'sandbox', /PAYOUT_ADAPTER=manual/],
  ['SANDBOX_STUDIO', 'true', /SANDBOX_STUDIO=false/],
  ['SPORT_FEED', 'sandbox', /SPORT_FEED=off/],
  ['SPORT_SANDBOX_FEED', '1', /SPORT_SANDBOX_FEED=false/],
  ['PROVIDER_SECRET_SANDBOX', 'talih-sandbox-dev-secret-change-me', /at least 32 characters/],
  [
    'SECRETS_KEY',
    '74616c69682d6465762d736563726574732d6b65792d6368616e67652d6d6521',
    /openssl rand -hex 32/,
  ],
  ['AUDIT_CHAIN_KEY', 'talih-dev-audit-chain-key-change-me', /keep it outside the database/],
  ['AUDIT_CHAIN_KEY', 'only-twenty-chars-ok', /at least 32 characters/],
  ['PROVIDER_SECRET_ACME', 'only-twenty-chars-ok', /at least 32 characters/],
  ['PAYMENT_SECRET_HAVALE', 'sixteen-chars-ok', /at least 32 characters/],
  ['CORS_ORIGINS', 'https://talih.example,http://localhost:5173', /CORS_ORIGINS to your site/],
  ['CORS_ORIGINS', 'http://127.0.0.1:8080', /CORS_ORIGINS to your site/],
  ['CORS_ORIGINS', '*', /CORS_ORIGINS to your site/],
  ['JURISDICTION', 'sandbox', /JURISDICTION to your licence's pack \(de, nl, mga, uk\)/],
  ['JURISDICTION', '', /JURISDICTION to your licence's pack/],
];

describe('production refuses to start', () => {
  it('starts on a safe configuration with every sandbox part off by default', () => {
    const config = loadConfig(SAFE_PRODUCTION_ENV);
    expect(config.mode).toBe('production');
    expect(config.SEED_DEMO).toBe(false);
    expect(config.PAYMENT_SANDBOX_AUTO).toBe(false);
    expect(config.SANDBOX_STUDIO).toBe(false);
    expect(config.SMS_ADAPTER).toBe('off');
    expect(config.PAYMENT_CARD_ADAPTER).toBe('off');
    expect(config.PAYMENT_USDT_ADAPTER).toBe('off');
    expect(config.PAYOUT_ADAPTER).toBe('manual');
    expect(config.SPORT_FEED).toBe('off');
    expect(config.SPORT_SANDBOX_FEED).toBe(false);
  });

  for (const [setting, value, fix] of REFUSED) {
    it(`on ${setting}=${value}, naming it and the fix`, () => {
      const env = { ...SAFE_PRODUCTION_ENV, [setting]: value };
      expect(() => loadConfig(env)).toThrow(new RegExp(`\\n  ${setting}: `));
      expect(() => loadConfig(env)).toThrow(fix);
      // The same setting is fine outside production.
      expect(() => loadConfig({ ...env, NODE_ENV: 'development' })).not.toThrow();
    });
  }

  it('on JURISDICTION left unset (the sandbox pack: play money, any country, no KYC)', () => {
    const { JURISDICTION: _, ...unset } = SAFE_PRODUCTION_ENV;
    expect(() => loadConfig(unset)).toThrow(
      "  JURISDICTION: the sandbox pack is play money: any country, no KYC thresholds, no stake caps, no limits at sign-up. Fix: set JURISDICTION to your licence's pack (de, nl, mga, uk) or the path of your own JSON pack (docs/jurisdictions.md).",
    );
    expect(loadConfig({ ...SAFE_PRODUCTION_ENV, JURISDICTION: 'mga' }).jurisdiction.code).toBe(
      'mga',
    );
  });

  it('on a pack whose national register has no adapter (GAMSTOP for uk)', () => {
    expect(() => loadConfig({ ...SAFE_PRODUCTION_ENV, JURISDICTION: 'uk' })).toThrow(
      '  REGISTER_GAMSTOP: the uk pack checks players against GAMSTOP, and only its sandbox simulator exists.',
    );
  });

  it('on CORS_ORIGINS left at its development default', () => {
    const { CORS_ORIGINS: _, ...env } = SAFE_PRODUCTION_ENV;
    expect(() => loadConfig(env)).toThrow(/\n {2}CORS_ORIGINS: development origins/);
  });

  it('on AUDIT_CHAIN_KEY left unset (the development default would key the chain)', () => {
    const { AUDIT_CHAIN_KEY: _, ...env } = SAFE_PRODUCTION_ENV;
    expect(() => loadConfig(env)).toThrow(
      /\n {2}AUDIT_CHAIN_KEY: unset or the development default/,
    );
  });

  it('on a payment webhook secret left unset (production never generates one)', () => {
    const { PAYMENT_SECRET_HAVALE: _, ...env } = SAFE_PRODUCTION_ENV;
    expect(() => loadConfig(env)).toThrow(/\n {2}PAYMENT_SECRET_HAVALE: not set/);
    // An enabled card or USDT provider needs its own (and the sandbox adapters are refused).
    expect(() => loadConfig({ ...SAFE_PRODUCTION_ENV, PAYMENT_CARD_ADAPTER: 'sandbox' })).toThrow(
      /\n {2}PAYMENT_SECRET_CARD: not set/,
    );
  });

  it('names every offending setting at once, in one message', () => {
    let message = '';
    try {
      loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'true', SMS_ADAPTER: 'sandbox' });
    } catch (err) {
      message = (err as Error).message;
    }
    const settings = [...message.matchAll(/\n {2}([A-Z_]+):/g)].map((m) => m[1]);
    expect(settings).toEqual([
      'SMS_ADAPTER',
      'SEED_DEMO',
      'PROVIDER_SECRET_SANDBOX',
      'SECRETS_KEY',
      'AUDIT_CHAIN_KEY',
      'JURISDICTION',
      'CORS_ORIGINS',
      'SCREENING_LIST_PATH',
      'PAYMENT_SECRET_HAVALE',
    ]);
    expect(message).toMatch(/^Refusing to start in production \(NODE_ENV=production\): 9 setting/);
  });

  it('keeps the sandbox defaults outside production', () => {
    const config = loadConfig({});
    expect(config.mode).toBe('sandbox');
    expect(config.SEED_DEMO).toBe(true);
    expect(config.PAYMENT_SANDBOX_AUTO).toBe(true);
    expect(config.SANDBOX_STUDIO).toBe(true);
    expect(config.SMS_ADAPTER).toBe('sandbox');
    expect(config.PAYMENT_CARD_ADAPTER).toBe('sandbox');
    expect(config.PAYMENT_USDT_ADAPTER).toBe('sandbox');
    expect(config.SPORT_FEED).toBe('sandbox');
    expect(config.SPORT_SANDBOX_FEED).toBe(true);
  });

  it('reads .env.example as is: empty mode settings take the mode default', () => {
    const file = fs.readFileSync(
      path.join(import.meta.dirname, '../../../../.env.example'),
      'utf8',
    );
    const env = Object.fromEntries(
      file
        .split('\n')
        .filter((l) => /^[A-Z_]+=/.test(l))
        .map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]),
    );
    expect(env.SEED_DEMO).toBe('');
    const sandbox = loadConfig(env);
    expect([sandbox.SEED_DEMO, sandbox.SMS_ADAPTER, sandbox.SPORT_FEED, sandbox.HOST]).toEqual([
      true,
      'sandbox',
      'sandbox',
      '127.0.0.1',
    ]);
    const production = loadConfig({ ...env, ...SAFE_PRODUCTION_ENV });
    expect([
      production.SEED_DEMO,
      production.SMS_ADAPTER,
      production.SPORT_FEED,
      production.HOST,
    ]).toEqual([false, 'off', 'off', '0.0.0.0']);
  });
});
