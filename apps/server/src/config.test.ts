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

  it('syncs SQLite commits fully unless told NORMAL, and prefixes Redis keys with talih:', () => {
    expect(loadConfig({}).SQLITE_SYNCHRONOUS).toBe('FULL');
    expect(loadConfig({ SQLITE_SYNCHRONOUS: 'NORMAL' }).SQLITE_SYNCHRONOUS).toBe('NORMAL');
    expect(() => loadConfig({ SQLITE_SYNCHRONOUS: 'OFF' })).toThrow(/SQLITE_SYNCHRONOUS/);
    expect(loadConfig({}).REDIS_KEY_PREFIX).toBe('talih:');
  });

  it('gives each SQLite connection 64 MiB of page cache and no memory map unless told', () => {
    expect(loadConfig({}).SQLITE_CACHE_MIB).toBe(64);
    expect(loadConfig({}).SQLITE_MMAP_MIB).toBe(0);
    expect(loadConfig({ SQLITE_CACHE_MIB: '256', SQLITE_MMAP_MIB: '1024' })).toMatchObject({
      SQLITE_CACHE_MIB: 256,
      SQLITE_MMAP_MIB: 1024,
    });
    expect(() => loadConfig({ SQLITE_CACHE_MIB: '0' })).toThrow(/SQLITE_CACHE_MIB/);
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
        JURISDICTION: 'mga',
        PROVIDER_SECRET_SANDBOX: 'a-real-secret-of-32-characters!!',
        SECRETS_KEY: 'b'.repeat(64),
        AUDIT_CHAIN_KEY: 'a-real-audit-chain-key-of-32-chars',
        CORS_ORIGINS: 'https://talih.example',
        PAYMENT_SECRET_HAVALE: 'a-real-havale-secret-of-32-chars',
        SCREENING_LIST_PATH: '/srv/lists/entities.ftm.json',
      }).NODE_ENV,
    ).toBe('production');
    expect(SANDBOX_PROVIDER_DEV_SECRET.length).toBeGreaterThanOrEqual(16);
  });

  it('refuses to start in production on the development SECRETS_KEY', () => {
    const production = {
      NODE_ENV: 'production',
      PROVIDER_SECRET_SANDBOX: 'a-real-secret-of-32-characters!!',
    };
    // One line of the production refusal (production-checks.ts) names it with its fix.
    expect(() => loadConfig(production)).toThrow(
      '\n  SECRETS_KEY: the development default, published in the repository, seals payment secrets and keys OTP hashes. Fix: set 32 random bytes (openssl rand -hex 32).',
    );
    expect(() =>
      loadConfig({
        ...production,
        SECRETS_KEY: '74616c69682d6465762d736563726574732d6b65792d6368616e67652d6d6521',
      }),
    ).toThrow(/\n {2}SECRETS_KEY: the development default/);
    expect(loadConfig({}).SECRETS_KEY.toString()).toBe('talih-dev-secrets-key-change-me!');
  });

  it('reads SECRETS_KEY as 32 bytes of hex or base64, nothing else', () => {
    expect(loadConfig({ SECRETS_KEY: 'ab'.repeat(32) }).SECRETS_KEY).toEqual(
      Buffer.alloc(32, 0xab),
    );
    expect(loadConfig({ SECRETS_KEY: Buffer.alloc(32, 1).toString('base64') }).SECRETS_KEY).toEqual(
      Buffer.alloc(32, 1),
    );
    expect(() => loadConfig({ SECRETS_KEY: 'short' })).toThrow(/SECRETS_KEY: needs 32 bytes/);
    expect(() => loadConfig({ SECRETS_KEY: 'ab'.repeat(31) })).toThrow(/SECRETS_KEY/);
  });
});
