// A production environment that starts: every sandbox part off, explicit long secrets, a real
// CORS origin. Tests add one unsafe setting at a time to it.
export const SAFE_PRODUCTION_ENV: Record<string, string> = {
  NODE_ENV: 'production',
  CORS_ORIGINS: 'https://talih.example',
  PROVIDER_SECRET_SANDBOX: 'prod-provider-secret-0123456789abcdef',
  PAYMENT_SECRET_HAVALE: 'prod-havale-webhook-secret-0123456789ab',
  SECRETS_KEY: '5ec7e75ec7e75ec7e75ec7e75ec7e75ec7e75ec7e75ec7e75ec7e75ec7e75ec7',
  AUDIT_CHAIN_KEY: 'prod-audit-chain-key-0123456789abcdef',
};
