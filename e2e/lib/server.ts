// The real Talih server for browser runs: on a free port with a throw-away data directory and
// the per-IP allowances one loopback address needs, stopped with SIGTERM. e2e/run.ts starts the
// run's server with it, a test that needs other settings (another jurisdiction pack) starts a
// second one with startServer, and e2e/lighthouse.ts audits one. Every caller builds nothing:
// `npm run build` comes first.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const root = path.resolve(import.meta.dirname, '..', '..');
const HEALTH_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 10_000;

/**
 * Seconds before a phone may get another code on the run's servers (players wait 60, the
 * default): a test that sends one phone a second code waits this out, not a minute.
 */
export const SMS_RESEND_SECONDS = 5;

/** Waits until a phone sent a code at `sentAt` (epoch ms) may be sent another. */
export async function smsResendOpen(sentAt: number): Promise<void> {
  const left = sentAt + SMS_RESEND_SECONDS * 1000 + 500 - Date.now();
  if (left > 0) await new Promise((r) => setTimeout(r, left));
}

/**
 * Every browser and API call of a run comes from one loopback address: the per-IP limits are
 * tested in the integration tests, not here, so they are raised.
 */
const ONE_ADDRESS_ALLOWANCES: Record<string, string> = {
  SMS_IP_HOURLY_MAX: '500',
  SMS_IP_DAILY_MAX: '1000',
  // Likewise every browser's event streams (two a tab) count against one IP.
  STREAM_MAX_PER_IP: '1000',
  SANDBOX_STUDIO_SESSIONS_PER_MINUTE: '1000',
  OTP_VERIFY_IP_HOURLY_MAX: '1000',
  LOGIN_IP_10MIN_MAX: '1000',
  // Staff sign-ins (password, then TOTP) of every back-office test: ~20 files sign in 2-4 times.
  STAFF_LOGIN_IP_MAX: '1000',
  TOURIST_CREATE_IP_HOURLY_MAX: '1000',
  // A machine busy with the browser (and CI's other work) must not make the server shed load
  // mid-test; load shedding has its own tests (operations/pressure-and-readiness.test.ts).
  UNDER_PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
  SMS_RESEND_SECONDS: String(SMS_RESEND_SECONDS),
};

export interface RunningServer {
  base: string;
  backofficeBase: string;
  dataDir: string;
  /** The environment the server runs with (its operator CLI needs the same). */
  env: NodeJS.ProcessEnv;
  /** SIGTERM (SIGKILL after 10 s), then the data directory is removed. */
  stop(): Promise<void>;
}

export interface LaunchOptions {
  /** Settings on top of the allowances. */
  env?: Record<string, string>;
  /**
   * Its own SQLite file even when DATABASE_URL/REDIS_URL are set (a second server must not
   * share the first one's database).
   */
  ownDatabase?: boolean;
}

export function freePort(): Promise<number> {
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
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server not healthy within ${HEALTH_TIMEOUT_MS} ms`);
}

function stopProcess(server: ChildProcess): Promise<void> {
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

/** Starts the built server and waits for /healthz; throws (after stopping it) if it is not healthy. */
export async function launchServer(options: LaunchOptions = {}): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'talih-e2e-'));
  const port = await freePort();
  const backofficePort = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    BACKOFFICE_PORT: String(backofficePort),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ...ONE_ADDRESS_ALLOWANCES,
    ...options.env,
  };
  if (options.ownDatabase) {
    delete env.DATABASE_URL;
    delete env.REDIS_URL;
  }
  const server = spawn(process.execPath, ['apps/server/src/server.ts'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env,
  });
  const stop = async () => {
    await stopProcess(server);
    rmSync(dataDir, { recursive: true, force: true });
  };
  const base = `http://localhost:${port}`;
  try {
    await waitForHealth(base, server);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, backofficeBase: `http://localhost:${backofficePort}`, dataDir, env, stop };
}

export interface ExtraServer {
  base: string;
  /** Its back-office, on a port of its own. */
  backofficeBase: string;
  /** `npm run talih -- <args>` against this server's database and settings. */
  cli(args: string[]): Promise<string>;
  stop(): Promise<void>;
}

/** A second server with its own SQLite file and the settings given (e.g. another pack). */
export async function startServer(extraEnv: Record<string, string>): Promise<ExtraServer> {
  const server = await launchServer({ env: extraEnv, ownDatabase: true });
  const run = promisify(execFile);
  return {
    base: server.base,
    backofficeBase: server.backofficeBase,
    stop: server.stop,
    async cli(args) {
      const { stdout } = await run('npm', ['run', '--silent', 'talih', '--', ...args], {
        cwd: root,
        env: server.env,
        timeout: 30_000,
      });
      return stdout;
    },
  };
}
