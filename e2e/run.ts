// `npm run test:e2e` (after `npm run build`): starts the real server on a free port with a
// throw-away data directory, runs the browser tests (node:test, files e2e/tests/*.e2e.ts)
// against it, stops the server with SIGTERM and exits with the tests' status.
// With E2E_BASE_URL set it runs against that address instead (e.g. `vite preview`).
// That server needs the settings the run's own gets (ONE_ADDRESS_ALLOWANCES in e2e/lib/server.ts),
// SMS_RESEND_SECONDS=5 above all: the tests wait 5.5 s before a phone's second code, not 60.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { launchServer, type RunningServer } from './lib/server.ts';

const root = path.resolve(import.meta.dirname, '..');

/**
 * The files that start servers of their own (another jurisdiction pack, a lobby of 10,000 games)
 * and change nothing on the run's server: they run in a second lane beside the others, whose
 * files share the run's server one at a time (a back-office test changes what every page shows).
 * The machine has CPU to spare while a browser test waits (a quarter of two cores idle).
 */
const OWN_SERVER_FILES = [
  'jurisdiction',
  'lobby-10k',
  'payments-markets',
  'payments-paysafecard-payout',
  'payments-providers',
].map((name) => `e2e/tests/${name}.e2e.ts`);

interface Lane {
  files: string[];
  /** Its output held and printed in one piece when it ends, so the lanes' lines don't mix. */
  held: boolean;
}

/**
 * The tests get the server's address, and its data directory as E2E_DATA_DIR so that operator
 * CLI commands they run (`npm run talih -- credit ...`) reach the same database.
 */
function runTests(
  lane: Lane,
  base: string,
  dataDir?: string,
  backofficeBase?: string,
): Promise<number> {
  return new Promise((resolve) => {
    const env: NodeJS.ProcessEnv = { ...process.env, E2E_BASE_URL: base };
    if (dataDir) env.E2E_DATA_DIR = dataDir;
    if (backofficeBase) env.E2E_BO_URL = backofficeBase;
    const child = spawn(
      process.execPath,
      ['--test', '--test-reporter=spec', '--test-concurrency=1', ...lane.files],
      { cwd: root, stdio: lane.held ? ['ignore', 'pipe', 'pipe'] : 'inherit', env },
    );
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('exit', (code, signal) => {
      if (lane.held) {
        const files = lane.files.map((f) => path.basename(f)).join(', ');
        process.stdout.write(`\ne2e: the lane of ${files}:\n${Buffer.concat(output).toString()}\n`);
      }
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

/**
 * `node e2e/run.ts e2e/tests/sport.e2e.ts` (or E2E_FILES, a glob) runs the files named in one
 * lane; no name runs them all, the files with servers of their own in a lane of their own.
 */
function lanes(): Lane[] {
  const named = process.argv.slice(2).filter((a) => a.endsWith('.e2e.ts'));
  if (named.length > 0) return [{ files: named, held: false }];
  if (process.env.E2E_FILES) return [{ files: [process.env.E2E_FILES], held: false }];
  const all = readdirSync(path.join(root, 'e2e/tests'))
    .filter((f) => f.endsWith('.e2e.ts'))
    .sort()
    .map((f) => `e2e/tests/${f}`);
  const gone = OWN_SERVER_FILES.filter((f) => !all.includes(f));
  if (gone.length > 0) throw new Error(`e2e: OWN_SERVER_FILES names no file: ${gone.join(', ')}`);
  const own = all.filter((f) => OWN_SERVER_FILES.includes(f));
  return [
    { files: all.filter((f) => !own.includes(f)), held: false },
    { files: own, held: true },
  ];
}

async function runLanes(base: string, dataDir?: string, backofficeBase?: string) {
  const codes = await Promise.all(
    lanes().map((lane) => runTests(lane, base, dataDir, backofficeBase)),
  );
  return codes.find((code) => code !== 0) ?? 0;
}

async function main(): Promise<number> {
  if (process.env.E2E_BASE_URL) return runLanes(process.env.E2E_BASE_URL);

  if (!existsSync(path.join(root, 'apps/web/dist/index.html'))) {
    console.error('e2e: apps/web/dist is missing; run `npm run build` first.');
    return 1;
  }
  let server: RunningServer | undefined;
  try {
    // A withdrawal above ₺100 waits for a second staff member (backoffice.e2e.ts).
    server = await launchServer({ env: { FOUR_EYES_WITHDRAWAL_MINOR: '10000' } });
    console.log(`e2e: server ready at ${server.base}`);
    return await runLanes(server.base, server.dataDir, server.backofficeBase);
  } catch (error) {
    console.error('e2e:', error);
    return 1;
  } finally {
    await server?.stop();
  }
}

process.exitCode = await main();
