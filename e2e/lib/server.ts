// A second Talih server for a test that needs other settings than e2e/run.ts's (another
// jurisdiction pack): the real server on a free port with its own throw-away data directory,
// the same per-IP allowances as run.ts, stopped with SIGTERM. Its operator CLI runs with the
// same environment so that it reaches the same database under the same pack.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const root = path.resolve(import.meta.dirname, '..', '..');
const HEALTH_TIMEOUT_MS = 60_000;

export interface ExtraServer {
  base: string;
  /** `npm run talih -- <args>` against this server's database and settings. */
  cli(args: string[]): Promise<string>;
  stop(): Promise<void>;
}

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
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server not healthy within ${HEALTH_TIMEOUT_MS} ms`);
}

export async function startServer(extraEnv: Record<string, string>): Promise<ExtraServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'talih-e2e-extra-'));
  const port = await freePort();
  const base = `http://localhost:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    BACKOFFICE_PORT: String(await freePort()),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SMS_IP_HOURLY_MAX: '500',
    SMS_IP_DAILY_MAX: '1000',
    STREAM_MAX_PER_IP: '1000',
    SANDBOX_STUDIO_SESSIONS_PER_MINUTE: '1000',
    OTP_VERIFY_IP_HOURLY_MAX: '1000',
    LOGIN_IP_10MIN_MAX: '1000',
    TOURIST_CREATE_IP_HOURLY_MAX: '1000',
    // A machine busy with the other server and the browser must not make this one shed load.
    UNDER_PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
    ...extraEnv,
  };
  // run.ts's database settings are not this server's: it has its own SQLite file.
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  const server = spawn(process.execPath, ['apps/server/src/server.ts'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env,
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      const done = () => {
        rmSync(dataDir, { recursive: true, force: true });
        resolve();
      };
      if (server.exitCode !== null || server.signalCode !== null) return done();
      const timer = setTimeout(() => server.kill('SIGKILL'), 10_000);
      server.once('exit', () => {
        clearTimeout(timer);
        done();
      });
      server.kill('SIGTERM');
    });
  try {
    await waitForHealth(base, server);
  } catch (error) {
    await stop();
    throw error;
  }
  const run = promisify(execFile);
  return {
    base,
    stop,
    async cli(args) {
      const { stdout } = await run('npm', ['run', '--silent', 'talih', '--', ...args], {
        cwd: root,
        env,
        timeout: 30_000,
      });
      return stdout;
    },
  };
}
