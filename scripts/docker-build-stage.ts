// Replays the Dockerfile's build stage without Docker, on a clean copy: exactly the files each
// COPY names (`COPY . .` honours .dockerignore), each RUN in order (npm ci, npm run build, ...),
// then compares every built file with the repository's own build. It fails when a step fails or
// a file differs, so a manifest left out before `npm ci` (whose workspace then builds without
// its dependencies) stops CI instead of the first operator's `docker build`
// (docs/operations.md "Start").
//
//   node scripts/docker-build-stage.ts [--dockerfile Dockerfile] [--keep]
//
// The repository's build is the one `npm run build` left in apps/*/dist (CI runs this after the
// browser tests built it); without one it is built first.
import { execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DockerfileParser } from 'dockerfile-ast';

const ROOT = path.resolve(import.meta.dirname, '..');

export type Step =
  | { kind: 'copy'; sources: string[]; dest: string; line: number }
  | { kind: 'run'; command: string; line: number }
  | { kind: 'workdir'; dir: string; line: number }
  | { kind: 'env'; name: string; value: string; line: number };

/** The build stage's steps (the stage named `build`, else the first), in order. */
export function buildStageSteps(dockerfile: string): Step[] {
  const file = DockerfileParser.parse(dockerfile);
  const froms = file.getFROMs();
  const from = froms.find((f) => f.getBuildStage() === 'build') ?? froms[0];
  if (!from) throw new Error('the Dockerfile has no FROM');
  const start = from.getRange().start.line;
  const next = froms.find((f) => f.getRange().start.line > start);
  const end = next ? next.getRange().start.line : Number.POSITIVE_INFINITY;
  const steps: Step[] = [];
  for (const i of file.getInstructions()) {
    const line = i.getRange().start.line;
    if (line <= start || line >= end) continue;
    const keyword = i.getKeyword();
    const args = i.getArguments().map((a) => a.getValue());
    if (keyword === 'COPY') {
      if ((i as unknown as { getFlags(): unknown[] }).getFlags().length > 0) {
        throw new Error(`line ${line + 1}: COPY flags are not replayed in the build stage`);
      }
      steps.push({ kind: 'copy', sources: args.slice(0, -1), dest: args.at(-1)!, line });
    } else if (keyword === 'RUN') {
      steps.push({ kind: 'run', command: i.getArgumentsContent() ?? '', line });
    } else if (keyword === 'WORKDIR') {
      steps.push({ kind: 'workdir', dir: args[0]!, line });
    } else if (keyword === 'ENV') {
      for (const p of (i as unknown as { getProperties(): Property[] }).getProperties()) {
        steps.push({ kind: 'env', name: p.getName(), value: p.getValue() ?? '', line });
      }
    } else if (keyword !== 'ARG') {
      throw new Error(`line ${line + 1}: ${keyword} is not replayed in the build stage`);
    }
  }
  return steps;
}

interface Property {
  getName(): string;
  getValue(): string | null;
}

/** The files copied before the first RUN that installs (`npm ci`): what the install sees. */
export function filesBeforeInstall(steps: Step[]): string[] {
  const out: string[] = [];
  for (const step of steps) {
    if (step.kind === 'run' && /\bnpm ci\b/.test(step.command)) return out;
    if (step.kind === 'copy') {
      for (const s of step.sources) {
        out.push(path.posix.join(step.dest, path.posix.basename(s)));
      }
    }
  }
  return out;
}

/** .dockerignore's patterns, as Docker reads them (a matched folder drops everything in it). */
export function dockerIgnore(context: string): (rel: string) => boolean {
  const file = path.join(context, '.dockerignore');
  const patterns = fs.existsSync(file)
    ? fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .map((l) => l.trim())
        .filter((l) => l && !l.startsWith('#'))
    : [];
  if (patterns.some((p) => p.startsWith('!'))) throw new Error('.dockerignore: ! is not replayed');
  return (rel) => {
    const parts = rel.split('/');
    for (let n = 1; n <= parts.length; n++) {
      const prefix = parts.slice(0, n).join('/');
      if (patterns.some((p) => path.matchesGlob(prefix, p))) return true;
    }
    return false;
  };
}

function copyContext(context: string, target: string, ignored: (rel: string) => boolean) {
  const walk = (rel: string) => {
    const from = path.join(context, rel);
    for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
      const child = rel ? `${rel}/${entry.name}` : entry.name;
      if (ignored(child)) continue;
      if (entry.isDirectory()) walk(child);
      else if (entry.isFile()) {
        fs.mkdirSync(path.join(target, rel), { recursive: true });
        fs.copyFileSync(path.join(context, child), path.join(target, child));
      }
    }
  };
  walk('');
}

/** Every built file under a dist folder (outside node_modules), with its SHA-256. */
export function builtFiles(root: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (rel: string, inDist: boolean) => {
    for (const entry of fs.readdirSync(path.join(root, rel), { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === '.git') continue;
      const child = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(child, inDist || entry.name === 'dist');
      else if (inDist && entry.isFile()) {
        const hash = createHash('sha256').update(fs.readFileSync(path.join(root, child)));
        out.set(child, hash.digest('hex'));
      }
    }
  };
  for (const top of ['apps', 'packages']) if (fs.existsSync(path.join(root, top))) walk(top, false);
  return out;
}

/** Lines naming what is missing, extra or different in the replay; empty when alike. */
export function compareBuilds(repo: Map<string, string>, replay: Map<string, string>): string[] {
  const out: string[] = [];
  for (const [file, hash] of repo) {
    if (!replay.has(file)) out.push(`missing in the image build: ${file}`);
    else if (replay.get(file) !== hash) out.push(`differs: ${file}`);
  }
  for (const file of replay.keys())
    if (!repo.has(file)) out.push(`only in the image build: ${file}`);
  return out;
}

function main() {
  const { values } = parseArgs({
    options: { dockerfile: { type: 'string', default: 'Dockerfile' }, keep: { type: 'boolean' } },
  });
  const dockerfile = path.resolve(ROOT, values.dockerfile!);
  const steps = buildStageSteps(fs.readFileSync(dockerfile, 'utf8'));
  const started = Date.now();
  const seconds = () => ((Date.now() - started) / 1000).toFixed(0);

  if (builtFiles(ROOT).size === 0) {
    console.log('docker build stage: no build in the repository; npm run build');
    execSync('npm run build', { cwd: ROOT, stdio: 'inherit' });
  }
  const repoBuild = builtFiles(ROOT);

  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'talih-image-build-'));
  const ignored = dockerIgnore(ROOT);
  let workdir = scratch;
  const env: Record<string, string> = { ...process.env } as Record<string, string>;
  let failed = '';
  try {
    for (const step of steps) {
      const where = `${path.basename(dockerfile)}:${step.line + 1}`;
      if (step.kind === 'workdir') {
        // The stage's root is the scratch folder: an absolute WORKDIR is read inside it.
        workdir = path.join(scratch, step.dir.replace(/^\/+/, ''));
        fs.mkdirSync(workdir, { recursive: true });
      } else if (step.kind === 'env') {
        env[step.name] = step.value;
      } else if (step.kind === 'copy') {
        for (const source of step.sources) {
          const dest = path.resolve(workdir, step.dest);
          if (source === '.') {
            copyContext(ROOT, dest, ignored);
          } else {
            if (ignored(source)) throw new Error(`${where}: ${source} is in .dockerignore`);
            const target = step.dest.endsWith('/') ? path.join(dest, path.basename(source)) : dest;
            fs.mkdirSync(path.dirname(target), { recursive: true });
            fs.copyFileSync(path.join(ROOT, source), target);
          }
        }
        console.log(`docker build stage: ${where} COPY ${step.sources.join(' ')} ${step.dest}`);
      } else {
        console.log(`docker build stage: ${where} RUN ${step.command} (${seconds()} s)`);
        try {
          execSync(step.command, { cwd: workdir, env, stdio: 'inherit', shell: '/bin/sh' });
        } catch {
          failed = `${where} RUN ${step.command} failed`;
          break;
        }
      }
    }
    const differences = failed ? [] : compareBuilds(repoBuild, builtFiles(workdir));
    if (failed || differences.length > 0) {
      console.error(`docker build stage: FAILED after ${seconds()} s`);
      if (failed) console.error(`  ${failed}`);
      for (const line of differences.slice(0, 20)) console.error(`  ${line}`);
      if (differences.length > 20) console.error(`  ... ${differences.length - 20} more`);
      process.exitCode = 1;
    } else {
      console.log(
        `docker build stage: the image's build equals the repository's (${repoBuild.size} files) in ${seconds()} s`,
      );
    }
  } finally {
    if (values.keep) console.log(`docker build stage: kept ${scratch}`);
    else fs.rmSync(scratch, { recursive: true, force: true });
  }
}

if (import.meta.main) main();
