// compose.yaml as `docker compose config` would read it (Docker is not on every test machine):
// Talih's settings come from the env_file, compose joins the services and keeps every folder
// on a named volume, both ports are published, and the documented settings
// (deploy/compose/env.example) pass `talih doctor` as the container would see them.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { doctor } from '../cli/doctor.ts';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');

interface Service {
  env_file?: string[];
  environment?: Record<string, string>;
  ports?: string[];
  volumes?: string[];
  depends_on?: object;
}
const compose = parse(read('compose.yaml')) as {
  services: Record<string, Service>;
  volumes: Record<string, unknown>;
};
const talih = compose.services.talih!;

/** An env file's settings; `<...>` placeholders become a 64-character secret, as told. */
function envFile(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const m = /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line.trim());
    if (m) out[m[1]!] = m[2]!.startsWith('<') ? 'c0ffee'.repeat(10) + 'c0de' : m[2]!;
  }
  return out;
}

/** Compose's interpolation: ${VAR}, ${VAR:-default}, ${VAR:?message} (refuses when unset). */
function interpolate(value: string, env: Record<string, string>): string {
  return value.replace(/\$\{([A-Z0-9_]+)(?::([-?])([^}]*))?\}/g, (_, name, op, arg) => {
    const v = env[name];
    if (v) return v;
    if (op === '?') throw new Error(`required variable ${name} is missing a value: ${arg}`);
    return op === '-' ? arg : '';
  });
}

describe('compose.yaml', () => {
  const documented = envFile(read('deploy/compose/env.example'));

  it('runs Talih on PostgreSQL and Redis, its settings from .env', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['postgres', 'redis', 'talih']);
    expect(Object.keys(talih.depends_on!).sort()).toEqual(['postgres', 'redis']);
    expect(talih.env_file).toEqual(['.env']);
    // Only what compose itself decides; no secret is written in the file.
    expect(Object.keys(talih.environment!).sort()).toEqual([
      'DATABASE_URL',
      'DATA_DIR',
      'HOST',
      'KYC_STORAGE_DIR',
      'NODE_ENV',
      'REDIS_URL',
    ]);
  });

  it('publishes the player app and the back-office (loopback by default)', () => {
    const ports = talih.ports!.map((p) => interpolate(p, {}));
    expect(ports).toEqual(['3000:3000', '127.0.0.1:3001:3001']);
    expect(talih.ports!.map((p) => interpolate(p, documented))).toEqual([
      '3000:3000',
      '127.0.0.1:3001:3001',
    ]);
  });

  it('keeps data, KYC files and backups on named volumes', () => {
    expect(talih.volumes).toEqual(['talih-data:/data', 'talih-kyc:/kyc', 'talih-backups:/backups']);
    expect(talih.environment!.KYC_STORAGE_DIR).toBe('/kyc');
    for (const service of Object.values(compose.services)) {
      for (const volume of service.volumes ?? []) {
        const name = volume.split(':')[0]!;
        // A named volume, declared below: never a host path that a rebuild could lose.
        expect(name, volume).toMatch(/^[a-z][a-z0-9-]*$/);
        expect(Object.keys(compose.volumes), volume).toContain(name);
      }
    }
  });

  it('refuses to start without POSTGRES_PASSWORD, as compose does', () => {
    expect(() => interpolate(talih.environment!.DATABASE_URL!, {})).toThrow(
      'required variable POSTGRES_PASSWORD is missing a value: set POSTGRES_PASSWORD in .env',
    );
  });

  it("passes talih doctor with the documented settings, as the container's environment", () => {
    const environment = Object.fromEntries(
      Object.entries(talih.environment!).map(([k, v]) => [k, interpolate(String(v), documented)]),
    );
    // `environment:` wins over env_file, as in compose.
    const env = { ...documented, ...environment };
    expect(env.PAYMENT_SECRET_HAVALE).toHaveLength(64);
    expect(env.JURISDICTION).toBe('mga');
    const lines: string[] = [];
    expect(doctor(env, (l) => lines.push(l))).toBe(0);
    expect(lines).toContain(
      'production: nothing to refuse; this environment would start with NODE_ENV=production',
    );
    expect(lines).toContain('  database: PostgreSQL; cache: Redis');
  });

  it('without the env file, production refuses the sandbox jurisdiction and the missing secrets', () => {
    const env = Object.fromEntries(
      Object.entries(talih.environment!).map(([k, v]) => [
        k,
        interpolate(String(v), { POSTGRES_PASSWORD: 'x' }),
      ]),
    );
    const lines: string[] = [];
    expect(doctor(env, (l) => lines.push(l))).toBe(1);
    const refused = lines
      .filter((l) => /^ {2}[A-Z_]+: /.test(l))
      .map((l) => l.split(':')[0]!.trim());
    expect(refused).toEqual(
      expect.arrayContaining([
        'JURISDICTION',
        'PAYMENT_SECRET_HAVALE',
        'SECRETS_KEY',
        'CORS_ORIGINS',
      ]),
    );
  });
});
