// `npm run test:e2e` (after `npm run build`): starts the real server on a free port with a
// throw-away data directory, runs the browser tests (node:test, files e2e/tests/*.e2e.ts)
// against it, stops the server with SIGTERM and exits with the tests' status.
// With E2E_BASE_URL set it runs against that address instead (e.g. `vite preview`).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { launchServer, type RunningServer } from './lib/server.ts';

const root = path.resolve(import.meta.dirname, '..');

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
  let server: RunningServer | undefined;
  try {
    // A withdrawal above ₺100 waits for a second staff member (backoffice.e2e.ts).
    server = await launchServer({ env: { FOUR_EYES_WITHDRAWAL_MINOR: '10000' } });
    console.log(`e2e: server ready at ${server.base}`);
    return await runTests(server.base, server.dataDir, server.backofficeBase);
  } catch (error) {
    console.error('e2e:', error);
    return 1;
  } finally {
    await server?.stop();
  }
}

process.exitCode = await main();
