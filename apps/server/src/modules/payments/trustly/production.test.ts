// What production asks of Trustly's and paysafecard's settings (`talih doctor` prints the same
// list): no simulator, every live setting present and well formed, a public https URL for the
// notifications; and a method whose provider is off is not offered.
import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../../../config.ts';
import { enabledDepositCodes, productionProblems } from '../../../production-checks.ts';
import { SAFE_PRODUCTION_ENV } from '../../../testing/production-env.ts';
import { providerFrameHosts } from '../../../http/security.ts';

const PRIVATE_PEM = generateKeyPairSync('rsa', { modulusLength: 2048 })
  .privateKey.export({ type: 'pkcs8', format: 'pem' })
  .toString();

const settingsOf = (env: Record<string, string>) =>
  productionProblems(resolveConfig({ ...SAFE_PRODUCTION_ENV, JURISDICTION: 'mga', ...env }))
    .map((p) => p.setting)
    .filter((s) => /^(TRUSTLY|PAYSAFECARD|PAYMENT_NOTIFY)/.test(s));

const LIVE_TRUSTLY = {
  TRUSTLY_ADAPTER: 'live',
  TRUSTLY_API_URL: 'https://test.trustly.com/api/1',
  TRUSTLY_USERNAME: 'talih_eu',
  TRUSTLY_PASSWORD: 'secret-from-trustly',
  TRUSTLY_PRIVATE_KEY: PRIVATE_PEM,
  TRUSTLY_PUBLIC_KEY: 'test',
  PAYMENT_NOTIFY_BASE_URL: 'https://talih.example',
};

describe('Trustly and paysafecard in production', () => {
  it('is off by default and then not offered', () => {
    const config = resolveConfig({ ...SAFE_PRODUCTION_ENV, JURISDICTION: 'mga' });
    expect(config.TRUSTLY_ADAPTER).toBe('off');
    expect(config.PAYSAFECARD_ADAPTER).toBe('off');
    expect(enabledDepositCodes(config)).toEqual(['havale']);
    expect(settingsOf({})).toEqual([]);
  });

  it('refuses the simulators', () => {
    expect(settingsOf({ TRUSTLY_ADAPTER: 'simulator', PAYSAFECARD_ADAPTER: 'simulator' })).toEqual([
      'TRUSTLY_ADAPTER',
      'PAYSAFECARD_ADAPTER',
    ]);
  });

  it('names every live Trustly setting that is missing', () => {
    expect(settingsOf({ TRUSTLY_ADAPTER: 'live' })).toEqual([
      'TRUSTLY_API_URL',
      'TRUSTLY_USERNAME',
      'TRUSTLY_PASSWORD',
      'TRUSTLY_PRIVATE_KEY',
      'TRUSTLY_PUBLIC_KEY',
      'PAYMENT_NOTIFY_BASE_URL',
    ]);
  });

  it('refuses the simulator’s URL and user name, plain http and a bad key', () => {
    expect(
      settingsOf({
        ...LIVE_TRUSTLY,
        TRUSTLY_API_URL: 'https://talih.example/sandbox/trustly/api/1',
        TRUSTLY_USERNAME: 'talih-simulator-merchant',
        TRUSTLY_PUBLIC_KEY: 'not a key',
        PAYMENT_NOTIFY_BASE_URL: 'http://talih.example',
      }),
    ).toEqual([
      'TRUSTLY_API_URL',
      'TRUSTLY_USERNAME',
      'TRUSTLY_PUBLIC_KEY',
      'PAYMENT_NOTIFY_BASE_URL',
    ]);
  });

  it('names missing paysafecard settings and refuses the simulator’s key', () => {
    expect(settingsOf({ PAYSAFECARD_ADAPTER: 'live' })).toEqual([
      'PAYSAFECARD_API_URL',
      'PAYSAFECARD_API_KEY',
      'PAYMENT_NOTIFY_BASE_URL',
    ]);
    expect(
      settingsOf({
        PAYSAFECARD_ADAPTER: 'live',
        PAYSAFECARD_API_URL: 'http://127.0.0.1:3000/sandbox/paysafecard/v1',
        PAYSAFECARD_API_KEY: 'talih-simulator-psc_0011',
        PAYMENT_NOTIFY_BASE_URL: 'https://talih.example',
      }),
    ).toEqual(['PAYSAFECARD_API_URL', 'PAYSAFECARD_API_KEY']);
    expect(
      settingsOf({
        PAYSAFECARD_ADAPTER: 'live',
        PAYSAFECARD_API_URL: 'https://apitest.paysafecard.com/v1',
        PAYSAFECARD_API_KEY: 'psc_from_paysafecard',
        PAYMENT_NOTIFY_BASE_URL: 'https://talih.example',
      }),
    ).toEqual([]);
  });

  it('accepts a complete live configuration and offers Trustly in euro packs only', () => {
    expect(settingsOf(LIVE_TRUSTLY)).toEqual([]);
    const config = resolveConfig({ ...SAFE_PRODUCTION_ENV, JURISDICTION: 'mga', ...LIVE_TRUSTLY });
    expect(enabledDepositCodes(config)).toEqual(['havale', 'trustly']);
    const turkish = resolveConfig({
      ...SAFE_PRODUCTION_ENV,
      JURISDICTION: 'sandbox',
      ...LIVE_TRUSTLY,
    });
    expect(enabledDepositCodes(turkish)).toEqual(['havale']);
  });

  it('lets the app frame only the configured live providers’ pages', () => {
    expect(
      providerFrameHosts({ TRUSTLY_ADAPTER: 'simulator', PAYSAFECARD_ADAPTER: 'off' }),
    ).toEqual([]);
    expect(providerFrameHosts({ TRUSTLY_ADAPTER: 'live', PAYSAFECARD_ADAPTER: 'live' })).toEqual([
      'https://*.trustly.com',
      'https://*.paysafecard.com',
    ]);
  });
});
