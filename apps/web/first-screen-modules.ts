import type { Plugin } from 'vite';

/**
 * The modules the home's first screen runs: those reached by static imports from the
 * entry, the mobile route tree and the home page (the roots scripts/first-screen-js.ts counts).
 * vite.config.ts puts only these in its shared chunks (vendor, icons, core, lobby); the rest of
 * the libraries, icons and helpers go to chunks that the other pages load when they are opened.
 *
 * A re-export (`export { a } from './a'`, as in lucide-react's list of every icon,
 * react-i18next's index or a feature's index.ts) counts only for the names that are imported
 * through it: otherwise the few icons the home imports would bring all of lucide's, and
 * react-i18next's index its <Trans> and HTML parser, which only the game page uses. So does an
 * import that a barrel (a module of only imports and exports) exports again. Any other import
 * counts with all it brings, as this does not tell which part of a module's code is used.
 */
export function firstScreenModules(roots: RegExp): {
  plugin: Plugin;
  has: (id: string) => boolean;
} {
  const reached = new Set<string>();
  const plugin: Plugin = {
    name: 'talih-first-screen-modules',
    apply: 'build',
    async buildEnd() {
      reached.clear();
      // Names wanted from each module so far ('*' for all), so each module is walked again
      // only when it is asked for a name it was not asked for before.
      const wanted = new Map<string, Set<string> | '*'>();
      const queue: { id: string; names: Set<string> | '*' }[] = [];
      for (const id of this.getModuleIds()) if (roots.test(id)) queue.push({ id, names: '*' });
      while (queue.length > 0) {
        const { id, names } = queue.pop()!;
        const before = wanted.get(id);
        if (before === '*' || (before && names !== '*' && [...names].every((n) => before.has(n))))
          continue;
        wanted.set(id, names === '*' || !before ? names : new Set([...before, ...names]));
        reached.add(id);
        const info = this.getModuleInfo(id);
        if (!info) continue;
        const statements = staticImports(info.code ?? '');
        const resolved = new Map<string, string | undefined>();
        for (const s of statements) {
          if (!resolved.has(s.from)) resolved.set(s.from, (await this.resolve(s.from, id))?.id);
        }
        const barrel = info.code !== null && isBarrel(info.code);
        const named = new Set<string>();
        for (const s of statements) {
          const target = resolved.get(s.from);
          if (!target) continue;
          named.add(target);
          const take = s.reexport && (s.exportFrom || barrel) ? s.reexport(names) : s.names;
          if (take === '*' || take.size > 0) queue.push({ id: target, names: take });
        }
        // Imports the parse above did not name (require() of CommonJS, generated helpers).
        for (const target of info.importedIds) {
          if (!named.has(target)) queue.push({ id: target, names: '*' });
        }
      }
    },
  };
  return { plugin, has: (id) => reached.has(id) };
}

interface ImportStatement {
  from: string;
  /** The names this module takes from `from`: what its code uses. */
  names: Set<string> | '*';
  /** For a re-export: what it takes from `from` when its own importers want `wantedNames`. */
  reexport?: (wantedNames: Set<string> | '*') => Set<string> | '*';
  /** `export … from`: binds nothing in the module, so its own code can't be using it. */
  exportFrom?: boolean;
}

const SPECIFIER =
  /(?<![\w$.])(?:import|export)\s*([^'";]*?)\s*from\s*["']([^"']+)["']|(?<![\w$.])import\s*["']([^"']+)["']/g;

/** The static import and export-from statements of a module's code (as Vite hands it over). */
export function staticImports(code: string): ImportStatement[] {
  const out: ImportStatement[] = [];
  // What each import statement binds: local name -> the name imported ('*' for a namespace).
  const bindings = new Map<ImportStatement, Map<string, string>>();
  for (const m of code.matchAll(SPECIFIER)) {
    if (m[3] !== undefined) {
      out.push({ from: m[3], names: '*' });
      continue;
    }
    const clause = m[1]!;
    const from = m[2]!;
    if (clause.startsWith('type ')) continue;
    if (m[0].startsWith('export')) {
      const star = /^\*(?:\s+as\s+([\w$]+))?$/.exec(clause);
      if (star) {
        const as = star[1];
        out.push({
          from,
          names: '*',
          exportFrom: true,
          reexport: (w) => (as === undefined ? w : w === '*' || w.has(as) ? '*' : new Set()),
        });
        continue;
      }
      const pairs = listPairs(/\{([^}]*)\}/.exec(clause)?.[1] ?? '');
      out.push({
        from,
        names: new Set(pairs.map(([name]) => name)),
        exportFrom: true,
        reexport: (w) => new Set(pairs.filter(([, as]) => w === '*' || w.has(as)).map(([n]) => n)),
      });
      continue;
    }
    const bound = new Map<string, string>();
    const braces = /\{([^}]*)\}/.exec(clause);
    for (const [name, as] of braces ? listPairs(braces[1]!) : []) bound.set(as, name);
    const head = clause.replace(/\{[^}]*\}/, '');
    const namespace = /\*\s+as\s+([\w$]+)/.exec(head)?.[1];
    if (namespace) bound.set(namespace, '*');
    const defaultName = /^([\w$]+)/.exec(head)?.[1];
    if (defaultName) bound.set(defaultName, 'default');
    const names = new Set(bound.values());
    const statement: ImportStatement = { from, names: names.has('*') ? '*' : names };
    bindings.set(statement, bound);
    out.push(statement);
  }
  // `import { a } from './a'; export { a as b }` re-exports too: the import then counts for
  // the names wanted from this module.
  const exported = new Map<string, string[]>();
  for (const m of code.matchAll(/(?<![\w$.])export\s*\{([^}]*)\}(?!\s*from)/g)) {
    for (const [local, as] of listPairs(m[1]!))
      exported.set(local, [...(exported.get(local) ?? []), as]);
  }
  for (const [statement, bound] of bindings) {
    const reexported = [...bound].filter(([local]) => exported.has(local));
    if (reexported.length === 0) continue;
    statement.reexport = (w) => {
      const take = new Set<string>();
      for (const [local, name] of reexported) {
        if (w !== '*' && !exported.get(local)!.some((as) => w.has(as))) continue;
        if (name === '*') return '*';
        take.add(name);
      }
      return take;
    };
  }
  return out;
}

/** `a, b as c, type d` as [name, exported-as] pairs, without type-only ones. */
function listPairs(list: string): [string, string][] {
  return list
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '' && !part.startsWith('type '))
    .map((part) => {
      const [name, as] = part.split(/\s+as\s+/);
      return [name!.trim(), (as ?? name)!.trim()];
    });
}

/** A module whose code is only imports and re-exports (and comments). */
export function isBarrel(code: string): boolean {
  const rest = code
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\/\/[^\n]*/g, '')
    .replace(/["']use (strict|client)["'];?/g, '')
    .replace(/(?:import|export)\s*[^'";]*?\s*from\s*["'][^"']+["'];?/g, '')
    .replace(/import\s*["'][^"']+["'];?/g, '')
    .replace(/export\s*\{[^}]*\};?/g, '');
  return rest.trim() === '';
}
