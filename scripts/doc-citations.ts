// Comments cite the docs by file and section, so a reader can follow them:
// `docs/design.md "Money"`, `docs/seed-spec.md S2.3`, `docs/seed-spec.md S2 "Mobile drawer"`,
// `docs/decisions/0004-sqlite-full-sync-with-group-commit.md`, `README "Quick start"`.
// This check fails when a cited file, heading or seed requirement doesn't exist (a README
// heading included, since the README's sections moved into docs/), when a comment still cites
// the design files that live outside the repository (DESIGN, BRAND, SEED-SPEC, the seed
// checklist), and when a link in the README or a doc points at a file or heading that doesn't
// exist. Run by `npm run check` and by its own test.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where citations are looked for, and which files. */
const ROOTS = ['apps', 'packages', 'bench', 'scripts', 'e2e', 'deploy', 'docs'];
const TOP_FILES = ['README.md', '.env.example', '.ci/run'];
const EXTENSIONS = /\.(ts|tsx|js|css|html|md|ya?ml|sh)$/;
const SKIP_DIRS = new Set(['node_modules', 'dist', '.vite', 'coverage', 'test-results']);
/** The names of the outside files, as comments used to cite them. */
const OUTSIDE =
  /\b(?:DESIGN|BRAND)(?:\.md|\s+"|:|'s\b)|\bSEED-SPEC\b|\bCHECKLIST\.md\b|shared\/(?:spec\/)?[A-Z]/;
/** `docs/<file>.md`, also in a folder of docs (`docs/decisions/0001-x.md`). */
const CITATION = /docs\/((?:[\w.-]+\/)*[\w.-]+\.md)/g;
/** `README "Heading"` or `README.md "Heading"`: the front page's own sections. */
const README_CITATION = /\bREADME(?:\.md)?\s+"([^"]+)"/g;
/** One cited section after the file: a requirement id, a quoted heading, or an id and a heading. */
const SECTION = /^(?:\s*(?:,|and|-|to)?\s*)(S\d+(?:\.\d+)?)?(?:\s*"([^"]+)")?/;
/** A Markdown link or image to a local file: `[text](path#anchor)`. */
const LINK = /\]\(([^)\s]+)\)/g;

export interface Doc {
  headings: Set<string>;
  ids: Set<string>;
  /** GitHub's anchors of the headings (`#demo-accounts`). */
  anchors: Set<string>;
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
export function anchorOf(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');
}

export function parseDoc(text: string): Doc {
  const headings = new Set<string>();
  const ids = new Set<string>();
  const anchors = new Set<string>();
  let fenced = false;
  for (const line of text.split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    const h = fenced ? null : /^#+\s+(.*)$/.exec(line);
    if (h) {
      const title = h[1]!.trim();
      // "## S2 Screens and routes" is both the section S2 and its heading.
      const sid = /^(S\d+)\s+(.*)$/.exec(title);
      if (sid) ids.add(sid[1]!);
      headings.add(sid ? sid[2]! : title);
      anchors.add(anchorOf(title));
    }
    for (const m of line.matchAll(/(?:\*\*|\|\s*)(S\d+\.\d+)(?:\*\*|\s*\|)/g)) ids.add(m[1]!);
  }
  return { headings, ids, anchors };
}

function readDoc(file: string): Doc | null {
  if (!fs.existsSync(file) || !fs.statSync(file).isFile()) return null;
  return parseDoc(fs.readFileSync(file, 'utf8'));
}

/** A document by its path from the repository's root (`docs/design.md`, `README.md`). */
export type DocOf = (name: string) => Doc | null;

/** The sections cited right after a file's name, checked against that file. */
function checkSections(name: string, doc: Doc, rest: string): string[] {
  const problems: string[] = [];
  for (;;) {
    const s = SECTION.exec(rest);
    if (!s || (!s[1] && !s[2])) break;
    if (s[1] && !doc.ids.has(s[1])) problems.push(`${name} has no ${s[1]}`);
    if (s[2] && !doc.headings.has(s[2])) problems.push(`${name} has no heading "${s[2]}"`);
    rest = rest.slice(s[0].length);
  }
  return problems;
}

/** What one line cites that doesn't exist, as messages. */
export function checkLine(line: string, docOf: DocOf): string[] {
  const problems: string[] = [];
  if (OUTSIDE.test(line)) problems.push('cites a file outside the repository (use docs/)');
  for (const m of line.matchAll(CITATION)) {
    const name = `docs/${m[1]!}`;
    const doc = docOf(name);
    if (!doc) {
      problems.push(`${name} does not exist`);
      continue;
    }
    problems.push(...checkSections(name, doc, line.slice(m.index + m[0].length)));
  }
  for (const m of line.matchAll(README_CITATION)) {
    const readme = docOf('README.md');
    if (!readme?.headings.has(m[1]!)) {
      problems.push(`README.md has no heading "${m[1]}" (its sections moved to docs/)`);
    }
  }
  return problems;
}

/** The broken local links of one line of a Markdown file at `file` (a path from the root). */
export function checkLinks(
  line: string,
  file: string,
  docOf: DocOf,
  exists: (name: string) => boolean,
): string[] {
  const problems: string[] = [];
  for (const m of line.matchAll(LINK)) {
    const target = m[1]!;
    if (/^[a-z][\w+.-]*:/i.test(target)) continue; // https:, mailto:, ...
    const [pathPart, anchor] = target.split('#') as [string, string | undefined];
    const name = pathPart
      ? path.posix.normalize(path.posix.join(path.posix.dirname(file), pathPart))
      : file;
    if (pathPart && !exists(name)) {
      problems.push(`link to ${name}, which does not exist`);
      continue;
    }
    if (anchor === undefined || !name.endsWith('.md')) continue;
    if (!docOf(name)?.anchors.has(anchor))
      problems.push(`link to ${name}#${anchor}: no such heading`);
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

/** Every broken citation and link under `root`, as `file:line: message`. */
export function checkCitations(root: string): string[] {
  const docs = new Map<string, Doc | null>();
  const docOf: DocOf = (name) => {
    if (!docs.has(name)) docs.set(name, readDoc(path.join(root, name)));
    return docs.get(name)!;
  };
  const exists = (name: string) => fs.existsSync(path.join(root, name));
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
    const name = path.relative(root, file).split(path.sep).join('/');
    const markdown = name.endsWith('.md');
    let fenced = false;
    fs.readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, i) => {
        if (markdown && line.startsWith('```')) fenced = !fenced;
        const problems = checkLine(line, docOf);
        if (markdown && !fenced) problems.push(...checkLinks(line, name, docOf, exists));
        for (const p of problems) out.push(`${name}:${i + 1}: ${p}`);
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
