// `npm run bench [-- <name>...]`: runs every benchmark in this folder (or those whose file name
// contains one of the names) in turn, each printing its own figures as it goes; then one table with the
// machine, the date and one line per bench, made of the lines it printed starting with
// `summary: ` (several are joined with " | "; a bench printing none is named as such).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';

const SUMMARY = 'summary: ';
const dir = import.meta.dirname;
const only = process.argv.slice(2);
/** Files here that are not benches: a wallet the benches drive. */
const NOT_BENCHES = new Set(['run.ts', 'reference-wallet.ts']);
const files = fs
  .readdirSync(dir)
  .filter(
    (f) =>
      f.endsWith('.ts') &&
      !NOT_BENCHES.has(f) &&
      (only.length === 0 || only.some((name) => f.includes(name))),
  )
  .sort();

/** Runs one bench, passing its output through, and answers its summary lines and exit code. */
async function runBench(file: string): Promise<{ summaries: string[]; code: number | null }> {
  const child = spawn(process.execPath, [path.join(dir, file)], {
    stdio: ['inherit', 'pipe', 'inherit'],
  });
  const summaries: string[] = [];
  const lines = readline.createInterface({ input: child.stdout });
  lines.on('line', (line) => {
    console.log(line);
    if (line.startsWith(SUMMARY)) summaries.push(line.slice(SUMMARY.length).trim());
  });
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  return { summaries, code };
}

const rows: { name: string; text: string }[] = [];
let failed = 0;
for (const file of files) {
  console.log(`\n# ${file}`);
  const { summaries, code } = await runBench(file);
  if (code !== 0) failed++;
  const text = summaries.length > 0 ? summaries.join(' | ') : '(printed no summary line)';
  rows.push({
    name: file.replace(/\.ts$/, ''),
    text: code === 0 ? text : `FAILED (exit ${code}) ${text}`,
  });
}

const cpus = os.cpus();
console.log(
  `\n# summary: ${new Date().toISOString()}, ${cpus.length} cores (${cpus[0]?.model.trim() ?? 'unknown CPU'}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${os.platform()} ${os.release()}`,
);
const width = Math.max(...rows.map((r) => r.name.length), 5);
console.log(`${'bench'.padEnd(width)}  summary`);
for (const r of rows) console.log(`${r.name.padEnd(width)}  ${r.text}`);
process.exitCode = failed === 0 ? 0 : 1;
