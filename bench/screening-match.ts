// Sanctions and PEP name matching: precision and recall on a labelled set of our own
// (bench/screening/labelled.json: 32 names that are listed people written another way, 29 that
// are not), against a list of 20 made-up people in the OpenSanctions format
// (bench/screening/list.ftm.json). Prints the figures at several thresholds, each miss and false
// hit at the configured one, the time per name, and one summary line.
import path from 'node:path';
import fs from 'node:fs';
import { findMatches } from '../apps/server/src/modules/screening/find.ts';
import { readScreeningList } from '../apps/server/src/modules/screening/list.ts';

interface Labelled {
  name: string;
  birthDate: string | null;
  expected: string | null;
  case: string;
}

const dir = path.join(import.meta.dirname, 'screening');
const list = await readScreeningList(path.join(dir, 'list.ftm.json'));
const labelled = JSON.parse(fs.readFileSync(path.join(dir, 'labelled.json'), 'utf8')) as Labelled[];
const THRESHOLD = Number(process.env.SCREENING_THRESHOLD ?? 0.9);

function measure(threshold: number) {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  const wrong: string[] = [];
  for (const q of labelled) {
    const best = findMatches(list, q, threshold)[0];
    const got = best?.person.id ?? null;
    if (got === q.expected) {
      if (got) tp++;
    } else {
      if (got) fp++;
      if (q.expected) fn++;
      wrong.push(
        `  ${q.expected ? 'missed' : 'false hit'}: ${q.name} (${q.case})` +
          (best ? ` -> ${best.person.caption} ${best.score.toFixed(3)}` : ''),
      );
    }
  }
  const precision = tp + fp === 0 ? 1 : tp / (tp + fp);
  const recall = tp + fn === 0 ? 1 : tp / (tp + fn);
  return { tp, fp, fn, precision, recall, wrong };
}

console.log(
  `labelled names: ${labelled.length} (${labelled.filter((q) => q.expected).length} listed)`,
);
for (const threshold of [0.8, 0.85, 0.9, 0.95]) {
  const m = measure(threshold);
  console.log(
    `threshold ${threshold.toFixed(2)}: precision ${m.precision.toFixed(3)}, recall ${m.recall.toFixed(3)} ` +
      `(tp ${m.tp}, fp ${m.fp}, fn ${m.fn})`,
  );
}
const at = measure(THRESHOLD);
for (const line of at.wrong) console.log(line);
const started = process.hrtime.bigint();
const ROUNDS = 200;
for (let i = 0; i < ROUNDS; i++) for (const q of labelled) findMatches(list, q, THRESHOLD);
const perNameUs = Number(process.hrtime.bigint() - started) / 1000 / (ROUNDS * labelled.length);
console.log(
  `screening-match: threshold ${THRESHOLD} precision ${at.precision.toFixed(3)} recall ${at.recall.toFixed(3)}, ${perNameUs.toFixed(1)} µs a name`,
);
