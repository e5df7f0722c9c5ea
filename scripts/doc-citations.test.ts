// The doc-citation check: the repository's comments and docs cite only docs that exist, and the
// check itself catches a missing file, heading or requirement, a README heading that moved away,
// a broken link in a doc, and a citation of an outside file.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { anchorOf, checkCitations, checkLine, checkLinks, parseDoc } from './doc-citations.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const docs = {
  'docs/design.md': parseDoc('# Design\n\n## Money\n\ntext\n'),
  'docs/seed-spec.md': {
    headings: new Set(['Mobile drawer', 'Business constants and limits']),
    ids: new Set(['S2', 'S2.3', 'S9', 'S9.2']),
    anchors: new Set<string>(),
  },
  'docs/money.md': parseDoc('# Money\n\n## SQLite durability\n\n```sh\n# not a heading\n```\n'),
  'docs/decisions/0004-sqlite-full-sync.md': parseDoc('# 0004. Sync\n\n## The figures\n'),
  'README.md': parseDoc('# Talih\n\n## Quick start\n\n## Where to read next\n'),
};
const docOf = (name: string) => docs[name as keyof typeof docs] ?? null;
const files = new Set([...Object.keys(docs), 'docs/jurisdiction-example.json']);
const exists = (name: string) => files.has(name);

describe('doc citations', () => {
  it('finds every citation and link in the repository resolving', () => {
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

  it('accepts the topics, a decision record in its folder, and the README headings that exist', () => {
    expect(checkLine('// FULL, grouped (docs/money.md "SQLite durability").', docOf)).toEqual([]);
    expect(
      checkLine('// see docs/decisions/0004-sqlite-full-sync.md "The figures"', docOf),
    ).toEqual([]);
    expect(checkLine('# the commands (README "Quick start")', docOf)).toEqual([]);
    expect(checkLine('// the README says how to start', docOf)).toEqual([]);
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
    expect(checkLine('// docs/decisions/0099-gone.md', docOf)).toEqual([
      'docs/decisions/0099-gone.md does not exist',
    ]);
    expect(checkLine('// a heading in a code block: docs/money.md "not a heading"', docOf)).toEqual(
      ['docs/money.md has no heading "not a heading"'],
    );
    for (const old of ['(DESIGN "Money")', 'SEED-SPEC S2.3', '(BRAND.md)', 'DESIGN.md: why']) {
      expect(checkLine(`// ${old}`, docOf)).toEqual([
        'cites a file outside the repository (use docs/)',
      ]);
    }
  });

  it('refuses a README heading that no longer exists', () => {
    expect(checkLine('// FULL syncs (README "SQLite durability").', docOf)).toEqual([
      'README.md has no heading "SQLite durability" (its sections moved to docs/)',
    ]);
    expect(checkLine('// see README.md "Back-office"', docOf)).toEqual([
      'README.md has no heading "Back-office" (its sections moved to docs/)',
    ]);
  });

  it('makes anchors the way GitHub does', () => {
    expect(anchorOf("The wallet's hot path")).toBe('the-wallets-hot-path');
    expect(anchorOf('Modes: sandbox and production')).toBe('modes-sandbox-and-production');
    expect(anchorOf('`talih doctor`')).toBe('talih-doctor');
  });

  it('checks a doc link by its file and heading, relative to the doc', () => {
    const link = (line: string) => checkLinks(line, 'docs/money.md', docOf, exists);
    expect(
      link('[decision](decisions/0004-sqlite-full-sync.md), [pack](jurisdiction-example.json)'),
    ).toEqual([]);
    expect(link('[front page](../README.md#quick-start) and [this](#sqlite-durability)')).toEqual(
      [],
    );
    expect(link('[site](https://example.com/x.md#y) [mail](mailto:a@b.c)')).toEqual([]);
    expect(link('[old](../README.md#configuration)')).toEqual([
      'link to README.md#configuration: no such heading',
    ]);
    expect(link('[gone](decisions/0099-gone.md)')).toEqual([
      'link to docs/decisions/0099-gone.md, which does not exist',
    ]);
  });
});
