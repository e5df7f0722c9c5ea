// Instructions per wallet call, counted by valgrind --tool=callgrind over the in-process wallet
// (bench/lib/micro-wallet.ts: the provider wallet's route through Fastify's inject, no HTTP, no
// load generator): Talih's and the plain durable wallet's (bench/reference-wallet.ts), on
// SQLite and, when BENCH_DATABASE_URL or TEST_DATABASE_URL is set, on PostgreSQL (the client
// side: this Node process's instructions; the database server's are not counted). Unlike a
// rate, the count does not move with the machine's load: Node runs --predictable (one thread,
// a fixed JIT order) with fixed hash and random seeds, the requests are the same each run, and
// callgrind counts only the measured rounds (cut at micro-wallet's two marks), without the
// event-loop delay monitors, which cost per second, not per call (lib/no-loop-monitors.ts). The first
// wallet is counted twice to show the count repeats. docs/performance.md keeps the figures.
// Slow by nature (callgrind runs Node 50-100x slower): a few minutes.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const WARM = Number(process.env.BENCH_INSTRUCTIONS_WARM ?? 200);
const ROUNDS = Number(process.env.BENCH_INSTRUCTIONS_ROUNDS ?? 100);
// --predictable-gc-schedule: V8 otherwise grows the heap and runs its memory reducer by
// elapsed time, and the count would carry more collections the slower callgrind ran.
const NODE_FLAGS = [
  '--predictable',
  '--predictable-gc-schedule',
  '--hash-seed=1',
  '--random-seed=1',
];
const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? '';

interface Config {
  wallet: 'Talih' | 'plain';
  engine: 'SQLite' | 'PostgreSQL';
}

/** Instructions per call of one wallet on one engine: callgrind's count between the marks. */
async function count({ wallet, engine }: Config): Promise<number> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'talih-callgrind-'));
  try {
    const env: Record<string, string | undefined> = {
      ...process.env,
      MICRO_WALLET: wallet === 'plain' ? 'plain' : 'talih',
      MICRO_NO_LOOP_MONITORS: '1',
      WARM: String(WARM),
      N: String(ROUNDS),
      PG: engine === 'PostgreSQL' ? '1' : '',
      TEST_DATABASE_URL: engine === 'PostgreSQL' ? pgUrl : '',
    };
    if (engine === 'SQLite') env.TEST_REDIS_URL = '';
    const child = spawn(
      'valgrind',
      [
        '--tool=callgrind',
        '--dump-before=getpriority',
        `--callgrind-out-file=${dir}/callgrind.out`,
        process.execPath,
        ...NODE_FLAGS,
        path.join(root, 'bench/lib/micro-wallet.ts'),
      ],
      { env, stdio: ['ignore', 'inherit', 'pipe'] },
    );
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += d));
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    if (code !== 0)
      throw new Error(`callgrind of ${wallet} on ${engine} exited ${code}\n${stderr}`);
    // Part 1 ends at the first mark, part 2 at the second: part 2 is the measured rounds.
    const part = fs.readFileSync(`${dir}/callgrind.out.2`, 'utf8');
    const summary = /^summary: (\d+)$/m.exec(part);
    if (!summary) throw new Error('no summary in callgrind part 2');
    return Math.round(Number(summary[1]) / (2 * ROUNDS));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const fmt = (n: number) => n.toLocaleString('en-US');

if (spawnSync('valgrind', ['--version']).status !== 0) {
  console.log('summary: wallet instructions: valgrind is not installed, nothing counted');
} else {
  const engines: Config['engine'][] = pgUrl ? ['SQLite', 'PostgreSQL'] : ['SQLite'];
  console.log(
    `wallet-instructions: callgrind, node ${NODE_FLAGS.join(' ')}, ${WARM} bet+win rounds to warm, ${ROUNDS} counted; engines: ${engines.join(', ')}${pgUrl ? '' : ' (no BENCH_DATABASE_URL or TEST_DATABASE_URL: PostgreSQL skipped)'}; instruction counts do not depend on the machine's load`,
  );
  const rows: string[] = [];
  let first = true;
  for (const engine of engines) {
    const talih = await count({ wallet: 'Talih', engine });
    console.log(`Talih wallet on ${engine}: ${fmt(talih)} instructions per call`);
    if (first) {
      const again = await count({ wallet: 'Talih', engine });
      console.log(
        `Talih wallet on ${engine}, counted again: ${fmt(again)} instructions per call (${(((again - talih) / talih) * 100).toFixed(2)}% apart)`,
      );
      first = false;
    }
    const plain = await count({ wallet: 'plain', engine });
    console.log(`plain wallet on ${engine}: ${fmt(plain)} instructions per call`);
    rows.push(
      `${engine}: Talih ${fmt(talih)}, plain ${fmt(plain)} instructions per call, Talih/plain ${(talih / plain).toFixed(2)}`,
    );
  }
  for (const row of rows) console.log(`summary: wallet instructions on ${row}`);
}
