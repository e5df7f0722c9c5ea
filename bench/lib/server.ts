// Starts the real Talih server (apps/server/src/server.ts) as a child process on a free port.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

export async function startChild(script: string, env: Record<string, string>, ready: RegExp) {
  // BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the server under load.
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, path.join(root, script)], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const base = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d) => {
      out += d;
      const m = ready.exec(out);
      if (m?.[1]) resolve(m[1]);
    });
    child.on('exit', (code) => reject(new Error(`${script} exited ${code}`)));
  });
  return {
    base,
    /** The server's process id: drive() reads its CPU time under the load (load.ts). */
    pid: child.pid!,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}

export function startTalih(env: Record<string, string>) {
  return startChild(
    'apps/server/src/server.ts',
    {
      PORT: '0',
      BACKOFFICE_PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      ...env,
    },
    /running at (http:\/\/localhost:\d+)/,
  );
}

export function startBare() {
  return startChild('bench/lib/bare-server.ts', {}, /bare listening (http:\/\/[\d.:]+)/);
}

/** The plain durable wallet (bench/reference-wallet.ts), on SQLite or PostgreSQL per env. */
export function startReference(env: Record<string, string>) {
  return startChild(
    'bench/reference-wallet.ts',
    env,
    /reference wallet listening (http:\/\/[\d.:]+)/,
  );
}
