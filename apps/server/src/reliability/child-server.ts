// The real server (apps/server/src/server.ts) as a child process on a fixed loopback port, so
// a test can kill it with SIGKILL at any moment and start it again where clients expect it.
// Also runs the operator CLI against the same environment.
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../../..');
const SERVER = path.join(REPO_ROOT, 'apps/server/src/server.ts');
const CLI = path.join(REPO_ROOT, 'apps/server/src/cli/talih.ts');
const READY = /Talih is running at/;
// Generous: a start compiles the TypeScript and migrates, slow on a machine shared by many runs.
const START_TIMEOUT_MS = 90_000;

/** A free loopback port: the kernel picks one, we release it and keep its number. */
export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

export class ChildServer {
  readonly port: number;
  readonly base: string;
  readonly #env: Record<string, string>;
  #child: ChildProcess | undefined;
  /** The last output, for the error message when a start fails. */
  #tail = '';

  constructor(env: Record<string, string>, port: number) {
    this.port = port;
    this.base = `http://127.0.0.1:${port}`;
    // The back-office listens too: on a free port, so parallel child servers never collide.
    this.#env = { BACKOFFICE_PORT: '0', ...env, PORT: String(port), HOST: '127.0.0.1' };
  }

  /** Starts the server and resolves once it listens; answers how long that took (ms). */
  async start(): Promise<number> {
    const started = performance.now();
    const child = spawn(process.execPath, [SERVER], {
      cwd: REPO_ROOT,
      env: { ...process.env, ...this.#env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.#child = child;
    this.#tail = '';
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(this.#failure('did not start in time')),
        START_TIMEOUT_MS,
      );
      const onData = (data: Buffer) => {
        this.#tail = (this.#tail + data.toString()).slice(-4000);
        if (READY.test(this.#tail)) {
          clearTimeout(timer);
          resolve();
        }
      };
      child.stdout!.on('data', onData);
      child.stderr!.on('data', onData);
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        reject(this.#failure(`exited (${code ?? signal}) while starting`));
      });
    });
    return performance.now() - started;
  }

  #failure(what: string) {
    return new Error(`the server ${what}; its last output:\n${this.#tail}`);
  }

  /** SIGKILL: no shutdown hook runs, in-flight transactions die with the process. */
  async kill(): Promise<void> {
    await this.#signal('SIGKILL');
  }

  /** SIGTERM: the graceful shutdown. Answers the exit code (null when it was not running). */
  async stop(): Promise<number | null> {
    return this.#signal('SIGTERM');
  }

  /** The output's last 4000 characters (a failing test's message). */
  get tail(): string {
    return this.#tail;
  }

  async #signal(signal: NodeJS.Signals): Promise<number | null> {
    const child = this.#child;
    this.#child = undefined;
    if (!child || child.exitCode !== null || child.signalCode !== null) return null;
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    child.kill(signal);
    return exited;
  }

  /** Runs `talih <args>` on the same database; answers its exit code and output. */
  cli(args: string[]): Promise<{ code: number; output: string }> {
    return new Promise((resolve, reject) => {
      const child = spawn(process.execPath, [CLI, ...args], {
        cwd: REPO_ROOT,
        env: { ...process.env, ...this.#env },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (d: Buffer) => (output += d.toString()));
      child.stderr.on('data', (d: Buffer) => (output += d.toString()));
      child.once('error', reject);
      child.once('exit', (code) => resolve({ code: code ?? 1, output }));
    });
  }
}
