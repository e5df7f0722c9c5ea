// Writes .gz and .br beside every compressible file in dist, so the server can send them
// pre-compressed without spending CPU per request. Run after `vite build`.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const DIST = fileURLToPath(new URL('../dist', import.meta.url));
const EXTENSIONS = new Set(['.js', '.css', '.html', '.svg', '.json']);
/** Bounded walk: a dist with more files than this is a build bug, not something to compress. */
const MAX_FILES = 10_000;

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (entry.isFile()) yield path;
  }
}

let count = 0;
let rawBytes = 0;
let gzBytes = 0;
let brBytes = 0;
for await (const file of walk(DIST)) {
  if (!EXTENSIONS.has(extname(file))) continue;
  if (++count > MAX_FILES) throw new Error(`more than ${MAX_FILES} files in ${DIST}`);
  const data = await readFile(file);
  const gz = gzipSync(data, { level: 9 });
  const br = brotliCompressSync(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
  await writeFile(`${file}.gz`, gz);
  await writeFile(`${file}.br`, br);
  rawBytes += (await stat(file)).size;
  gzBytes += gz.length;
  brBytes += br.length;
}
const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
console.log(
  `precompress: ${count} files, ${kib(rawBytes)} raw, ${kib(gzBytes)} gzip, ${kib(brBytes)} brotli`,
);
