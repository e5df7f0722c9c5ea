// `npm run bench`: runs every benchmark in this folder in turn; each prints its own figures.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const dir = import.meta.dirname;
const only = process.argv[2];
const files = fs
  .readdirSync(dir)
  .filter((f) => f.endsWith('.ts') && f !== 'run.ts' && (!only || f.includes(only)))
  .sort();
let failed = 0;
for (const file of files) {
  console.log(`\n# ${file}`);
  const result = spawnSync(process.execPath, [path.join(dir, file)], { stdio: 'inherit' });
  if (result.status !== 0) failed++;
}
process.exitCode = failed === 0 ? 0 : 1;
