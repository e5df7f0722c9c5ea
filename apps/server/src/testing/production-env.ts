// A production environment that starts: every sandbox part off, explicit long secrets, a real
// CORS origin, a jurisdiction pack that is not the sandbox's. Tests add one unsafe setting at a
// time to it.
import path from 'node:path';

/**
 * An operator's own pack with the sandbox pack's rules (lira, +90, any country) under another
 * code: production refuses the sandbox pack itself, and the tests of production mode keep the
 * figures the rest of the suite uses.
 */
export const TEST_PRODUCTION_PACK = path.join(import.meta.dirname, 'production-pack.json');

export const SAFE_PRODUCTION_ENV: Record<string, string> = {
  NODE_ENV: 'production',
  JURISDICTION: TEST_PRODUCTION_PACK,
  SCREENING_LIST_PATH: path.join(
    import.meta.dirname,
    '../modules/screening/fixtures/test-list.ftm.json',
  ),
  CORS_ORIGINS: 'https://talih.example',
  PROVIDER_SECRET_SANDBOX: 'prod-provider-secret-0123456789abcdef',
  PAYMENT_SECRET_HAVALE: 'prod-havale-webhook-secret-0123456789ab',
  SECRETS_KEY: '5ec7e75ec7e75ec7e75ec7e75ec7e75ec7e75ec7e75ec7e75ec7e75ec7e75ec7',
  AUDIT_CHAIN_KEY: 'prod-audit-chain-key-0123456789abcdef',
};
