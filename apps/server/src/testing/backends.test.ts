// The test backends are named for what runs, and CI can't skip the PostgreSQL + Redis pass.
import { afterEach, describe, expect, it } from 'vitest';
import { backends, requirePostgres, secondBackend } from './backends.ts';

const saved = { ...process.env };
afterEach(() => {
  for (const key of ['CI', 'TALIH_TEST_REQUIRE_POSTGRES', 'TEST_DATABASE_URL', 'TEST_REDIS_URL']) {
    if (saved[key] === undefined) delete process.env[key];
    else process.env[key] = saved[key];
  }
});

describe('test backends', () => {
  it('names the second backend for what it is', () => {
    expect(secondBackend('postgres://x', 'redis://y').name).toBe('postgres+redis');
    expect(secondBackend('', 'redis://y').name).toBe('sqlite+redis');
    expect(secondBackend('postgres://x', '').name).toBe('postgres+memory');
  });

  it('requires both backends under CI or TALIH_TEST_REQUIRE_POSTGRES', () => {
    expect(requirePostgres({ CI: 'true' })).toBe(true);
    expect(requirePostgres({ CI: '1' })).toBe(true);
    expect(requirePostgres({ TALIH_TEST_REQUIRE_POSTGRES: '1' })).toBe(true);
    expect(requirePostgres({ CI: '' })).toBe(false);
    expect(requirePostgres({ CI: 'false' })).toBe(false);
    expect(requirePostgres({})).toBe(false);
  });

  it('refuses to run with only SQLite when both are required', () => {
    process.env.TALIH_TEST_REQUIRE_POSTGRES = '1';
    process.env.TEST_DATABASE_URL = '';
    process.env.TEST_REDIS_URL = 'redis://127.0.0.1:6379';
    expect(() => backends()).toThrow(/TEST_DATABASE_URL and TEST_REDIS_URL must both be set/);
    process.env.TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';
    expect(backends().map((b) => b.name)).toEqual(['sqlite+memory', 'postgres+redis']);
  });
});
