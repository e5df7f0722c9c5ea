// The import parse that decides which modules the first screen's shared chunks hold
// (first-screen-modules.ts): what each statement takes, and what a re-export passes on.
import { describe, expect, it } from 'vitest';
import { isBarrel, staticImports } from './first-screen-modules.ts';

const names = (v: Set<string> | '*' | undefined) => (v === '*' ? '*' : [...(v ?? [])].sort());

describe('staticImports', () => {
  it('reads named, default, namespace, side-effect and type-only imports', () => {
    const found = staticImports(
      [
        "import React, { useState as useS, type FC } from 'react';",
        "import * as icons from 'lucide-react';",
        "import './styles.css';",
        "import type { Game } from './types';",
      ].join('\n'),
    );
    expect(found.map((s) => [s.from, names(s.names)])).toEqual([
      ['react', ['default', 'useState']],
      ['lucide-react', '*'],
      ['./styles.css', '*'],
    ]);
  });

  it('passes on only the names wanted through `export { … } from` and `export *`', () => {
    const [named, star] = staticImports(
      "export { Gift, Wallet as Purse } from './icons';\nexport * from './all';",
    );
    expect(names(named!.reexport!(new Set(['Purse'])))).toEqual(['Wallet']);
    expect(names(named!.reexport!(new Set(['Other'])))).toEqual([]);
    expect(names(star!.reexport!(new Set(['X'])))).toEqual(['X']);
    expect(names(star!.reexport!('*'))).toBe('*');
  });

  it('follows an import exported again under another name', () => {
    const [imp] = staticImports("import { a, b } from './ab';\nexport { a as first };");
    expect(names(imp!.names)).toEqual(['a', 'b']);
    expect(names(imp!.reexport!(new Set(['first'])))).toEqual(['a']);
    expect(names(imp!.reexport!(new Set(['b'])))).toEqual([]);
  });
});

describe('isBarrel', () => {
  it('is true for a module of only imports and re-exports, false once it has code', () => {
    expect(
      isBarrel("// index\nexport { A } from './a';\nimport { B } from './b';\nexport { B };"),
    ).toBe(true);
    expect(isBarrel("import { B } from './b';\nexport const C = B + 1;")).toBe(false);
  });
});
