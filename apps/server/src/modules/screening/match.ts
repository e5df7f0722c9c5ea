// Name matching for sanctions and PEP screening. Names are folded so that the ways one name is
// written meet: Turkish letters (ş/s, ı/i, ğ/g, ç/c, ö/o, ü/u), other diacritics, and common
// transliterations (sh/ş, ch/ç, j/c as in Jemal/Cemal, kh/h, y/i, w/v, doubled letters). Word
// order does not matter (tokens are paired, best first), small typos cost a little (Jaro-Winkler
// per token), a missing middle name costs a little, a single word never matches a full name,
// and birth dates that disagree by more than a year cost a lot. Scores are 0..1.

const LETTERS: Record<string, string> = {
  ı: 'i',
  ş: 's',
  ğ: 'g',
  ç: 'c',
  ö: 'o',
  ü: 'u',
  â: 'a',
  î: 'i',
  û: 'u',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ł: 'l',
  þ: 'th',
  ð: 'd',
};

/** Transliteration folds, longest first; applied to each ASCII token. */
const FOLDS: ReadonlyArray<[RegExp, string]> = [
  [/tch|dzh|dj/g, 'c'],
  [/sch|sh|zh/g, 's'],
  [/ch/g, 'c'],
  [/kh|gh/g, 'h'],
  [/ph/g, 'f'],
  [/th/g, 't'],
  [/ck|q/g, 'k'],
  [/x/g, 'ks'],
  [/ou|oo/g, 'u'],
  [/ee/g, 'i'],
  [/w/g, 'v'],
  [/y/g, 'i'],
  [/j/g, 'c'],
  [/(.)\1+/g, '$1'],
];

/** One name as comparable tokens: folded, ASCII, no particles of one letter. */
export function nameTokens(name: string): string[] {
  const lower = name.replace(/[İI]/g, 'i').toLowerCase();
  const plain = [...lower]
    .map((ch) => LETTERS[ch] ?? ch)
    .join('')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');
  return plain
    .split(/[^a-z0-9]+/)
    .map((t) => FOLDS.reduce((s, [re, to]) => s.replace(re, to), t))
    .filter((t) => t.length > 1);
}

/** Jaro-Winkler similarity of two strings (1 equal, 0 nothing in common). */
export function jaroWinkler(a: string, b: string): number {
  if (a === b) return 1;
  if (a.length === 0 || b.length === 0) return 0;
  const window = Math.max(0, Math.floor(Math.max(a.length, b.length) / 2) - 1);
  const aHit = new Array<boolean>(a.length).fill(false);
  const bHit = new Array<boolean>(b.length).fill(false);
  let matches = 0;
  for (let i = 0; i < a.length; i++) {
    const from = Math.max(0, i - window);
    const to = Math.min(b.length - 1, i + window);
    for (let j = from; j <= to; j++) {
      if (bHit[j] || a[i] !== b[j]) continue;
      aHit[i] = bHit[j] = true;
      matches++;
      break;
    }
  }
  if (matches === 0) return 0;
  let transpositions = 0;
  for (let i = 0, j = 0; i < a.length; i++) {
    if (!aHit[i]) continue;
    while (!bHit[j]) j++;
    if (a[i] !== b[j]) transpositions++;
    j++;
  }
  const m = matches;
  const jaro = (m / a.length + m / b.length + (m - transpositions / 2) / m) / 3;
  let prefix = 0;
  while (prefix < 4 && prefix < a.length && prefix < b.length && a[prefix] === b[prefix]) prefix++;
  return jaro + prefix * 0.1 * (1 - jaro);
}

/** Edit distance (insertions, deletions, substitutions), in one row of memory. */
export function levenshtein(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j]!;
      row[j] = Math.min(above + 1, row[j - 1]! + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length]!;
}

/**
 * Two tokens' likeness: Jaro-Winkler (kind to a typo) averaged with the edit distance over the
 * length (hard on names that only share a beginning: Yıldız and Yıldırım).
 */
export function similarity(a: string, b: string): number {
  if (a === b) return 1;
  const edits = 1 - levenshtein(a, b) / Math.max(a.length, b.length);
  return (jaroWinkler(a, b) + edits) / 2;
}

/** Pairs the shorter name's tokens with the longer's, best pairs first, each token once. */
function pairedScore(short: string[], long: string[]): number {
  const pairs: Array<[number, number, number]> = [];
  for (let i = 0; i < short.length; i++) {
    for (let j = 0; j < long.length; j++) pairs.push([similarity(short[i]!, long[j]!), i, j]);
  }
  pairs.sort((x, y) => y[0] - x[0]);
  const usedShort = new Set<number>();
  const usedLong = new Set<number>();
  let sum = 0;
  let worst = 1;
  for (const [score, i, j] of pairs) {
    if (usedShort.has(i) || usedLong.has(j)) continue;
    usedShort.add(i);
    usedLong.add(j);
    sum += score;
    worst = Math.min(worst, score);
  }
  // The weakest pair weighs as much as the rest: two equal first names don't carry a surname
  // that only begins the same (Bozkurt and Bozkurtlu).
  return 0.6 * (sum / short.length) + 0.4 * worst;
}

/** How alike two names are (tokens from nameTokens), 0..1, word order ignored. */
export function nameScore(a: string[], b: string[]): number {
  if (a.length === 0 || b.length === 0) return 0;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  let score = pairedScore(short, long) * (0.8 + (0.2 * short.length) / long.length);
  // "Abdulkadir" and "Abdul Kadir": the same letters split differently.
  const joined = similarity([...a].sort().join(''), [...b].sort().join('')) * 0.97;
  score = Math.max(score, joined, similarity(a.join(''), b.join('')) * 0.97);
  // One word against a full name is a surname at most: never enough alone.
  if (short.length === 1 && long.length > 1) score *= 0.7;
  return Math.min(1, score);
}

/** Birth dates: `full` YYYY-MM-DD of the player; the entry's may be a year or a month only. */
export function birthDateFactor(full: string | null, entry: readonly string[]): number {
  if (!full || entry.length === 0) return 1;
  if (entry.some((d) => full.startsWith(d))) return 1.05;
  const year = Number(full.slice(0, 4));
  if (entry.some((d) => Math.abs(Number(d.slice(0, 4)) - year) <= 1)) return 1;
  return 0.75;
}
