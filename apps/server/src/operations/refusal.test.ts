// Refusals reach the operator as their message and exit code 1, without a Node stack trace:
// production refusing to start, `talih backup` onto an existing file, `talih restore` into a
// database that has Talih's tables. Also: sandbox mode listens on loopback unless HOST says
// otherwise (the demo staff password is published).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { resolveConfig } from '../config.ts';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'talih-refusal-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** Runs an entry point as the operator would; the environment is the test's alone. */
function run(script: string, args: string[], env: Record<string, string>) {
  const result = spawnSync(process.execPath, [path.join(REPO_ROOT, script), ...args], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'silent', DATA_DIR: dataDir, ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: result.status, stderr: result.stderr };
}

const STACK_LINE = /^\s+at /m;

describe('refusals print their message and exit 1', () => {
  it('production start on an unsafe environment', () => {
    const { status, stderr } = run('apps/server/src/server.ts', [], {
      NODE_ENV: 'production',
      PORT: '0',
      BACKOFFICE_PORT: '0',
    });
    expect(status).toBe(1);
    expect(stderr.split('\n')[0]).toMatch(
      /^Refusing to start in production \(NODE_ENV=production\): \d+ setting\(s\) to fix:$/,
    );
    expect(stderr).toContain('  SECRETS_KEY: the development default');
    expect(stderr).not.toMatch(STACK_LINE);
  });

  it('talih backup onto an existing file, talih restore into a database with tables', () => {
    const file = path.join(dataDir, 'talih.backup');
    expect(run('apps/server/src/cli/talih.ts', ['migrate'], {}).status).toBe(0);
    expect(run('apps/server/src/cli/talih.ts', ['backup', file], {}).status).toBe(0);

    const again = run('apps/server/src/cli/talih.ts', ['backup', file], {});
    expect(again.status).toBe(1);
    expect(again.stderr.trim()).toBe(`${file} exists; name a new file`);

    const restore = run('apps/server/src/cli/talih.ts', ['restore', file], {});
    expect(restore.status).toBe(1);
    expect(restore.stderr.trim()).toBe(
      'the database already has Talih tables: restore into a new, empty database (a new DATA_DIR, or a new database in DATABASE_URL) and point the servers at it',
    );
    expect(again.stderr + restore.stderr).not.toMatch(STACK_LINE);
  });
});

describe('HOST', () => {
  it('is loopback in sandbox mode and every interface in production, unless set', () => {
    expect(resolveConfig({}).HOST).toBe('127.0.0.1');
    expect(resolveConfig({ HOST: '' }).HOST).toBe('127.0.0.1');
    expect(resolveConfig({ NODE_ENV: 'production' }).HOST).toBe('0.0.0.0');
    expect(resolveConfig({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
    expect(resolveConfig({ NODE_ENV: 'production', HOST: '10.0.0.5' }).HOST).toBe('10.0.0.5');
  });
});
