import { describe, expect, it } from 'vitest';
import { loadConfig, corsOrigins, SANDBOX_PROVIDER_DEV_SECRET } from './config.ts';

describe('config', () => {
  it('has working defaults for a fresh machine', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBe('');
    expect(config.REDIS_URL).toBe('');
    expect(config.sqlitePath).toMatch(/data[/\\]talih\.db$/);
    expect(config.SEED_DEMO).toBe(true);
    expect(corsOrigins(config)).toContain('http://localhost:5173');
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
  });

  it('refuses to start in production on the development provider secret', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PROVIDER_SECRET_SANDBOX/);
    // Production now also needs a real CORS origin and explicit payment webhook secrets
    // (production/refusals.test.ts checks every refused setting).
    expect(
      loadConfig({
        NODE_ENV: 'production',
        PROVIDER_SECRET_SANDBOX: 'a-real-secret-of-32-characters!!',
        CORS_ORIGINS: 'https://talih.example',
        PAYMENT_SECRET_HAVALE: 'a-real-havale-secret-of-32-chars',
      }).NODE_ENV,
    ).toBe('production');
    expect(SANDBOX_PROVIDER_DEV_SECRET.length).toBeGreaterThanOrEqual(16);
  });
});
