// Comments cite the docs by file and section, so a reader can follow them:
// `docs/design.md "Money"`, `docs/seed-spec.md S2.3`, `docs/seed-spec.md S2 "Mobile drawer"`.
// This check fails when a cited file, heading or seed requirement doesn't exist, or when a
// comment still cites the design files that live outside the repository (DESIGN, BRAND,
// SEED-SPEC, the seed checklist). Run by `npm run check` and by its own test.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where citations are looked for, and which files. */
const ROOTS = ['apps', 'packages', 'bench', 'scripts', 'e2e'];
const TOP_FILES = ['README.md', '.env.example'];
const EXTENSIONS = /\.(ts|tsx|js|css|html)$/;
const SKIP_DIRS = new Set(['node_modules', 'dist', '.vite', 'coverage', 'test-results']);
/** The names of the outside files, as comments used to cite them. */
const OUTSIDE =
  /\b(?:DESIGN|BRAND)(?:\.md|\s+"|:|'s\b)|\bSEED-SPEC\b|\bCHECKLIST\.md\b|shared\/(?:spec\/)?[A-Z]/;
const CITATION = /docs\/([\w.-]+\.md)/g;
/** One cited section after the file: a requirement id, a quoted heading, or an id and a heading. */
const SECTION = /^(?:\s*(?:,|and|-|to)?\s*)(S\d+(?:\.\d+)?)?(?:\s*"([^"]+)")?/;

interface Doc {
  headings: Set<string>;
  ids: Set<string>;
}

function readDoc(file: string): Doc | null {
  if (!fs.existsSync(file)) return null;
  const text = fs.readFileSync(file, 'utf8');
  const headings = new Set<string>();
  const ids = new Set<string>();
  for (const line of text.split('\n')) {
    const h = /^#+\s+(.*)$/.exec(line);
    if (h) {
      const title = h[1]!.trim();
      // "## S2 Screens and routes" is both the section S2 and its heading.
      const sid = /^(S\d+)\s+(.*)$/.exec(title);
      if (sid) ids.add(sid[1]!);
      headings.add(sid ? sid[2]! : title);
    }
    for (const m of line.matchAll(/(?:\*\*|\|\s*)(S\d+\.\d+)(?:\*\*|\s*\|)/g)) ids.add(m[1]!);
  }
  return { headings, ids };
}

/** What one line cites that doesn't exist, as messages. */
export function checkLine(line: string, docOf: (name: string) => Doc | null): string[] {
  const problems: string[] = [];
  if (OUTSIDE.test(line)) problems.push('cites a file outside the repository (use docs/)');
  for (const m of line.matchAll(CITATION)) {
    const name = m[1]!;
    const doc = docOf(name);
    if (!doc) {
      problems.push(`docs/${name} does not exist`);
      continue;
    }
    let rest = line.slice(m.index + m[0].length);
    for (;;) {
      const s = SECTION.exec(rest);
      if (!s || (!s[1] && !s[2])) break;
      if (s[1] && !doc.ids.has(s[1])) problems.push(`docs/${name} has no ${s[1]}`);
      if (s[2] && !doc.headings.has(s[2])) problems.push(`docs/${name} has no heading "${s[2]}"`);
      rest = rest.slice(s[0].length);
    }
  }
  return problems;
}

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name)) yield* sourceFiles(path.join(dir, entry.name));
    } else if (EXTENSIONS.test(entry.name)) {
      yield path.join(dir, entry.name);
    }
  }
}

/** Every broken citation under `root`, as `file:line: message`. */
export function checkCitations(root: string): string[] {
  const docs = new Map<string, Doc | null>();
  const docOf = (name: string) => {
    if (!docs.has(name)) docs.set(name, readDoc(path.join(root, 'docs', name)));
    return docs.get(name)!;
  };
  const files = [
    ...ROOTS.filter((r) => fs.existsSync(path.join(root, r))).flatMap((r) => [
      ...sourceFiles(path.join(root, r)),
    ]),
    ...TOP_FILES.map((f) => path.join(root, f)).filter((f) => fs.existsSync(f)),
  ];
  const out: string[] = [];
  for (const file of files) {
    // The check and its test name broken citations on purpose.
    if (path.basename(file).startsWith('doc-citations.')) continue;
    const lines = fs.readFileSync(file, 'utf8').split('\n');
    lines.forEach((line, i) => {
      for (const p of checkLine(line, docOf)) {
        out.push(`${path.relative(root, file)}:${i + 1}: ${p}`);
      }
    });
  }
  return out;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const problems = checkCitations(root);
  for (const p of problems) console.error(p);
  if (problems.length > 0) {
    console.error(`${problems.length} broken doc citation(s)`);
    process.exit(1);
  }
}
