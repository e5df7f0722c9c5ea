// How cost grows with the ledger: an empty ledger, then ledgers of 1 and 10 million
// journal lines generated straight into SQLite (lib/ledger-generate.ts), each on a fresh file;
// on each, `talih reconcile` (the CLI's run, in process, timed check by check) and the wallet
// bench's bet/win run (bench/wallet.ts) against the real server. Bars: reconcile grows
// linearly and takes at most 60 s at 10 million lines; the wallet rate drops by at most 10%
// against the empty ledger. BENCH_LEDGER_LINES sets the sizes (comma separated, 0 is added),
// BENCH_LEDGER_PLAYERS the players the rounds are dealt to.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { reconcile } from '../apps/server/src/testing/reconcile.ts';
import { generateLedger } from './lib/ledger-generate.ts';
import { startTalih } from './lib/server.ts';
import type { BenchDatabase } from './lib/databases.ts';
import { benchWallet } from './wallet.ts';

const SIZES = [
  0,
  ...(process.env.BENCH_LEDGER_LINES ?? '1000000,10000000')
    .split(',')
    .map(Number)
    .filter((n) => n > 0),
];
const PLAYERS = Number(process.env.BENCH_LEDGER_PLAYERS ?? 10_000);
/** Bytes a journal line takes on disk with its entry, round and indexes, with room to spare. */
const BYTES_PER_LINE = 250;

interface Figures {
  lines: number;
  generatedS: number;
  fileMb: number;
  reconcileS: number;
  slowest: string;
  walletRps: number;
  walletP99: number;
  errors: number;
}

/** A migrated, demo-seeded database: what a server leaves after its first start. */
async function seededDir(): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'talih-bench-ledger-scale-'));
  const talih = await startTalih({ DATA_DIR: dir });
  await talih.stop();
  return dir;
}

async function timedReconcile(file: string) {
  const database = openDatabase({ url: '', sqlitePath: file });
  const times: { name: string; s: number }[] = [];
  try {
    let last = performance.now();
    const started = last;
    const { violations } = await reconcile(database, (line) => {
      const now = performance.now();
      if (/^(ok {2}|FAIL) /.test(line)) times.push({ name: line.slice(5), s: (now - last) / 1000 });
      else if (/^reconcile: /.test(line)) return;
      else console.log(`  ${line}`); // a violation
      last = now;
    });
    if (violations > 0) throw new Error(`reconcile found ${violations} violation(s)`);
    const slowest = times
      .sort((a, b) => b.s - a.s)
      .slice(0, 3)
      .map((t) => `${t.s.toFixed(1)} s ${t.name.slice(0, 60)}`);
    return { s: (performance.now() - started) / 1000, slowest: slowest.join('; ') };
  } finally {
    await database.close();
  }
}

async function measure(lines: number): Promise<Figures> {
  const dir = await seededDir();
  try {
    const file = path.join(dir, 'talih.db');
    const generated =
      lines > 0
        ? generateLedger(file, lines, PLAYERS, (l) => console.log(l))
        : { lines: 0, seconds: 0 };
    const fileMb = fs.statSync(file).size / 1e6;
    const rec = await timedReconcile(file);
    const database: BenchDatabase = {
      name: `SQLite, ${lines} lines`,
      // No scheduled work: the hourly reconcile job would run on the same (synchronous)
      // connection mid-run. No load shedding: a busy shared machine must not refuse launches.
      env: { DATA_DIR: dir, SCHEDULED_WORK: 'off', UNDER_PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0' },
      open: () => openDatabase({ url: '', sqlitePath: file }),
    };
    const wallet = await benchWallet(database);
    const f = {
      lines: generated.lines,
      generatedS: generated.seconds,
      fileMb,
      reconcileS: rec.s,
      slowest: rec.slowest,
      walletRps: wallet.rps,
      walletP99: wallet.p99,
      errors: wallet.errors,
    };
    console.log(
      `${String(f.lines).padStart(9)} lines (${PLAYERS} players, generated in ${f.generatedS.toFixed(0)} s, ${f.fileMb.toFixed(0)} MB): reconcile ${f.reconcileS.toFixed(1)} s (slowest: ${f.slowest}); wallet ${f.walletRps} tx/s p99 ${f.walletP99} ms`,
    );
    return f;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** 1M, 10M, 100k: a size as the summary names it. */
const size = (lines: number) =>
  lines >= 1e6 ? `${+(lines / 1e6).toFixed(1)}M` : `${+(lines / 1e3).toFixed(0)}k`;

function freeDiskBytes(dir: string): number {
  const out = execFileSync('df', ['-Pk', dir], { encoding: 'utf8' }).trim().split('\n').pop()!;
  return Number(out.split(/\s+/)[3]) * 1024;
}

const largest = Math.max(...SIZES);
const need = largest * BYTES_PER_LINE;
if (freeDiskBytes(os.tmpdir()) < need) {
  console.log(
    `ledger-scale: skipped (${(need / 1e9).toFixed(1)} GB needed in ${os.tmpdir()} for ${largest} lines)`,
  );
  console.log('summary: ledger-scale skipped, not enough disk');
} else {
  console.log(
    `ledger-scale: SQLite ledgers of ${SIZES.join(', ')} journal lines (${PLAYERS} players), reconcile and wallet bet/win on each, on one ${os.cpus().length}-core machine`,
  );
  const all: Figures[] = [];
  for (const lines of SIZES) all.push(await measure(lines));
  const empty = all[0]!;
  const parts = all.slice(1).map((f) => {
    const perMillion = f.reconcileS / (f.lines / 1e6);
    const drop = ((empty.walletRps - f.walletRps) / empty.walletRps) * 100;
    return `${size(f.lines)} lines reconcile ${f.reconcileS.toFixed(1)} s (${perMillion.toFixed(1)} s/M) wallet ${f.walletRps} tx/s (${drop >= 0 ? '-' : '+'}${Math.abs(drop).toFixed(1)}%)`;
  });
  console.log(
    `summary: ledger-scale empty reconcile ${empty.reconcileS.toFixed(1)} s wallet ${empty.walletRps} tx/s; ${parts.join('; ')}`,
  );
  process.exitCode = all.every((f) => f.errors === 0) ? 0 : 1;
}
