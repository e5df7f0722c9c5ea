// The doc-citation check: the repository's comments cite only docs that exist, and the check
// itself catches a missing file, heading or requirement and a citation of an outside file.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkCitations, checkLine } from './doc-citations.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const docs = {
  'design.md': { headings: new Set(['Money']), ids: new Set<string>() },
  'seed-spec.md': {
    headings: new Set(['Mobile drawer', 'Business constants and limits']),
    ids: new Set(['S2', 'S2.3', 'S9', 'S9.2']),
  },
};
const docOf = (name: string) => docs[name as keyof typeof docs] ?? null;

describe('doc citations', () => {
  it('finds every citation in the repository resolving', () => {
    expect(checkCitations(root)).toEqual([]);
  });

  it('accepts a heading, ids, and an id with a heading', () => {
    expect(
      checkLine('// The ledger (docs/design.md "Money"): entries sum to zero.', docOf),
    ).toEqual([]);
    expect(
      checkLine('// Startup (docs/seed-spec.md S2.3, S9.2 and S9): go to login.', docOf),
    ).toEqual([]);
    expect(checkLine('// docs/seed-spec.md S2 "Mobile drawer", S2.3: the drawer.', docOf)).toEqual(
      [],
    );
  });

  it('refuses a missing file, heading or requirement, and the outside files', () => {
    expect(checkLine('// see docs/nope.md "Money"', docOf)).toEqual([
      'docs/nope.md does not exist',
    ]);
    expect(checkLine('// docs/design.md "Mony": typo', docOf)).toEqual([
      'docs/design.md has no heading "Mony"',
    ]);
    expect(checkLine('// docs/seed-spec.md S2.3, S9.99 and S2 "Mobile header"', docOf)).toEqual([
      'docs/seed-spec.md has no S9.99',
      'docs/seed-spec.md has no heading "Mobile header"',
    ]);
    for (const old of ['(DESIGN "Money")', 'SEED-SPEC S2.3', '(BRAND.md)', 'DESIGN.md: why']) {
      expect(checkLine(`// ${old}`, docOf)).toEqual([
        'cites a file outside the repository (use docs/)',
      ]);
    }
  });
});
