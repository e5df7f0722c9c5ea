// The operator CLI against the e2e server's database: `npm run talih -- <args>` as a child
// process with the server's DATA_DIR (run.ts passes it as E2E_DATA_DIR) or DATABASE_URL.
import { execFile } from 'node:child_process';
import path from 'node:path';
import type { TestContext } from 'node:test';
import { promisify } from 'node:util';

const root = path.resolve(import.meta.dirname, '..', '..');
const run = promisify(execFile);

/** Why the CLI cannot reach the server's database here, or null when it can. */
export function cliUnavailable(): string | null {
  if (process.env.E2E_DATA_DIR || process.env.DATABASE_URL) return null;
  return 'the server was started outside e2e/run.ts: its DATA_DIR is unknown (set E2E_DATA_DIR)';
}

/**
 * Skips a test that cannot run here (no CLI, no studio build). Under CI a skip would hide a test
 * that never ran behind a green run, so there it fails instead.
 */
export function skipOutsideCi(t: TestContext, why: string): void {
  if (process.env.CI) throw new Error(`cannot run in CI: ${why}`);
  t.skip(why);
}

export async function talihCli(args: string[]): Promise<string> {
  const env: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'warn' };
  if (process.env.E2E_DATA_DIR) env.DATA_DIR = process.env.E2E_DATA_DIR;
  // npm runs the script with node_modules/.bin first on the PATH: the repo's pinned Node.
  const { stdout } = await run('npm', ['run', '--silent', 'talih', '--', ...args], {
    cwd: root,
    env,
    timeout: 30_000,
  });
  return stdout;
}

/**
 * Confirms a havale deposit as the operator. The sandbox bank confirms it by itself after
 * PAYMENT_SANDBOX_DELAY_MS, which on a loaded machine can come first: then the CLI answers
 * "already confirmed" (exit 1), and the order is confirmed either way. Anything else throws.
 */
export async function confirmDeposit(orderId: string): Promise<void> {
  try {
    await talihCli(['deposits', 'confirm', orderId]);
  } catch (error) {
    const stderr = String((error as { stderr?: unknown }).stderr ?? '');
    if (!stderr.includes(`${orderId} is already confirmed; nothing changed`)) throw error;
  }
}

/** Credits a player's cash balance, as an operator would (an audited adjustment). */
export function credit(userId: string | number, amount: string, reason: string): Promise<string> {
  return talihCli(['credit', String(userId), amount, '--reason', reason]);
}
