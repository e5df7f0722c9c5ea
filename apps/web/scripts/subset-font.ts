// Regenerates src/styles/fonts/inter-latin-tr.woff2, the app's one font file (fonts
// ≤ 40 KB on the mobile home): Inter's variable font (inter-ui, SIL Open Font License 1.1, which
// allows modified versions; the licence travels beside the file) cut down to the characters of
// Turkish and English text, the weights the stylesheets use (400 to 800) and the text optical
// size. Run `node apps/web/scripts/subset-font.ts` after changing the character set or the
// inter-ui version, and commit the output; the build does not run it.
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const OUT_DIR = fileURLToPath(new URL('../src/styles/fonts', import.meta.url));
const require = createRequire(import.meta.url);
const INTER_DIR = path.dirname(require.resolve('inter-ui/package.json'));
/** subset-font ships no types: the one call this script makes. */
const subsetFont = require('subset-font') as (
  font: Buffer,
  text: string,
  options: {
    targetFormat: 'woff2';
    keepFeatures: string[];
    variationAxes: Record<string, number | { min: number; max: number }>;
  },
) => Promise<Buffer>;

/** Inclusive code point ranges: ASCII, Latin-1 (ç ö ü), Turkish ğ İ ı ş, punctuation, ₺ €. */
const RANGES: [number, number][] = [
  [0x20, 0x7e],
  [0xa0, 0xff],
  [0x11e, 0x11f], // Ğ ğ
  [0x130, 0x131], // İ ı
  [0x15e, 0x15f], // Ş ş
  [0x2009, 0x2009], // thin space
  [0x2010, 0x2027], // dashes, quotes, bullet, ellipsis
  [0x202f, 0x202f], // narrow no-break space (number formatting)
  [0x2030, 0x203a], // per mille, angle quotes
  [0x20ac, 0x20ac], // €
  [0x20ba, 0x20ba], // ₺
  [0x2122, 0x2122], // ™
  [0x2190, 0x2193], // arrows
  [0x2212, 0x2212], // minus
];
/** Shaping the text needs (Turkish `locl`, kerning, ligatures) and the tables' tabular digits. */
const FEATURES = ['ccmp', 'locl', 'kern', 'liga', 'calt', 'mark', 'mkmk', 'tnum', 'case'];

function characters(): string {
  let text = '';
  for (const [from, to] of RANGES) for (let c = from; c <= to; c++) text += String.fromCodePoint(c);
  return text;
}

const source = readFileSync(path.join(INTER_DIR, 'variable/InterVariable.woff2'));
const subset = await subsetFont(source, characters(), {
  targetFormat: 'woff2',
  keepFeatures: FEATURES,
  variationAxes: { wght: { min: 400, max: 800 }, opsz: 14 },
});
writeFileSync(path.join(OUT_DIR, 'inter-latin-tr.woff2'), subset);
copyFileSync(path.join(INTER_DIR, 'LICENSE.txt'), path.join(OUT_DIR, 'LICENSE-Inter.txt'));
console.log(`subset-font: inter-latin-tr.woff2 ${subset.length} bytes`);
