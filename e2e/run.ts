// `npm run test:e2e` (after `npm run build`): starts the real server on a free port with a
// throw-away data directory, runs the browser tests (node:test, files e2e/tests/*.e2e.ts)
// against it, stops the server with SIGTERM and exits with the tests' status.
// With E2E_BASE_URL set it runs against that address instead (e.g. `vite preview`).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const HEALTH_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 10_000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

async function waitForHealth(base: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited early (${server.exitCode})`);
    try {
      const res = await fetch(`${base}/healthz`);
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server not healthy within ${HEALTH_TIMEOUT_MS} ms`);
}

function stop(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => server.kill('SIGKILL'), STOP_TIMEOUT_MS);
    server.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    server.kill('SIGTERM');
  });
}

/**
 * The tests get the server's address, and its data directory as E2E_DATA_DIR so that operator
 * CLI commands they run (`npm run talih -- credit ...`) reach the same database.
 */
function runTests(base: string, dataDir?: string, backofficeBase?: string): Promise<number> {
  return new Promise((resolve) => {
    const env: NodeJS.ProcessEnv = { ...process.env, E2E_BASE_URL: base };
    if (dataDir) env.E2E_DATA_DIR = dataDir;
    if (backofficeBase) env.E2E_BO_URL = backofficeBase;
    const child = spawn(
      process.execPath,
      // `node e2e/run.ts e2e/tests/sport.e2e.ts` (or E2E_FILES, a glob) runs the files named;
      // no name runs them all.
      ['--test', '--test-reporter=spec', '--test-concurrency=1', ...testFiles()],
      { cwd: root, stdio: 'inherit', env },
    );
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

function testFiles(): string[] {
  const named = process.argv.slice(2).filter((a) => a.endsWith('.e2e.ts'));
  if (named.length > 0) return named;
  return [process.env.E2E_FILES ?? 'e2e/tests/*.e2e.ts'];
}

async function main(): Promise<number> {
  if (process.env.E2E_BASE_URL) return runTests(process.env.E2E_BASE_URL);

  if (!existsSync(path.join(root, 'apps/web/dist/index.html'))) {
    console.error('e2e: apps/web/dist is missing; run `npm run build` first.');
    return 1;
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'talih-e2e-'));
  const port = await freePort();
  const base = `http://localhost:${port}`;
  const backofficePort = await freePort();
  const server = spawn(process.execPath, ['apps/server/src/server.ts'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      BACKOFFICE_PORT: String(backofficePort),
      // A withdrawal above ₺100 waits for a second staff member (backoffice.e2e.ts).
      FOUR_EYES_WITHDRAWAL_MINOR: '10000',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Every browser and API call of the run comes from one loopback address; the per-IP OTP
      // limit is tested in the accounts integration tests, not here.
      SMS_IP_HOURLY_MAX: '500',
      SMS_IP_DAILY_MAX: '1000',
      // Likewise every browser's event streams (two a tab) count against one IP.
      STREAM_MAX_PER_IP: '1000',
      SANDBOX_STUDIO_SESSIONS_PER_MINUTE: '1000',
      OTP_VERIFY_IP_HOURLY_MAX: '1000',
      LOGIN_IP_10MIN_MAX: '1000',
      TOURIST_CREATE_IP_HOURLY_MAX: '1000',
      // A machine busy with the browser (and CI's other work) must not make the server shed
      // load mid-test; load shedding has its own tests (operations/pressure-and-readiness.test.ts).
      UNDER_PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
    },
  });
  try {
    await waitForHealth(base, server);
    console.log(`e2e: server ready at ${base}`);
    return await runTests(base, dataDir, `http://localhost:${backofficePort}`);
  } catch (error) {
    console.error('e2e:', error);
    return 1;
  } finally {
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

process.exitCode = await main();
