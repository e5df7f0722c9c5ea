// The JavaScript a phone downloads before it can show the home's first game card: the entry
// chunk, the mobile route tree, the home page's chunk, and every chunk they import statically,
// as gzip bytes (the server sends the build's pre-compressed files). The Turkish language file
// is listed too, should it become a module again: it is a JSON file the app fetches (preloaded
// by index.html, src/lib/i18n.ts), not JavaScript, so it is not counted now. Reads the
// manifest `vite build` writes (build.manifest). `node apps/web/scripts/first-screen-js.ts`
// prints the figure; e2e/lighthouse.ts asserts it against its budget.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const DIST = fileURLToPath(new URL('../dist', import.meta.url));

/** What the first screen needs besides the entry (source paths as the manifest names them). */
const FIRST_SCREEN_MODULES = [
  'index.html',
  'src/app/mobile-routes.tsx',
  'src/features/home/HomePage.tsx',
  '../../packages/i18n/locales/tk.json',
];

interface ManifestChunk {
  file: string;
  imports?: string[];
}

export interface FirstScreenJs {
  files: string[];
  gzipBytes: number;
}

export function firstScreenJs(dist = DIST): FirstScreenJs {
  const manifest = JSON.parse(
    readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'),
  ) as Record<string, ManifestChunk>;
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`first-screen-js: ${key} is not in the build manifest`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of FIRST_SCREEN_MODULES) visit(key);
  const files = [...seen].map((key) => manifest[key]!.file).filter((f) => f.endsWith('.js'));
  const gzipBytes = files.reduce(
    (sum, file) => sum + gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length,
    0,
  );
  return { files, gzipBytes };
}

if (import.meta.main) {
  const { files, gzipBytes } = firstScreenJs();
  for (const file of files) console.log(`  ${file}`);
  console.log(`first-screen JS: ${files.length} files, ${(gzipBytes / 1024).toFixed(1)} KiB gzip`);
}
