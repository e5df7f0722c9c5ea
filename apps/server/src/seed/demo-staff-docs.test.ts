// The demo-staff table in docs/back-office.md lists each demo account once, the same ones the
// seed creates (it once listed `support` twice).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_STAFF } from './staff-parts.ts';

describe('the demo staff table', () => {
  it('names each seeded account once, with its role', () => {
    const doc = fs.readFileSync(
      path.join(import.meta.dirname, '../../../../docs/back-office.md'),
      'utf8',
    );
    const section = doc.split('## Demo accounts')[1]!.split('\n## ')[0]!;
    const rows = [...section.matchAll(/^\| `([a-z0-9]+)` +\| ([a-z]+) +\|/gm)].map((m) => [
      m[1],
      m[2],
    ]);
    expect(rows).toEqual([
      ['admin', 'admin'],
      ['finance', 'finance'],
      ['finance2', 'finance'],
      ['risk', 'risk'],
      ['support', 'support'],
      ['content', 'content'],
      ['trader', 'trader'],
    ]);
    expect(rows).toEqual(DEMO_STAFF.map((s) => [s.name, s.role]));
  });
});
