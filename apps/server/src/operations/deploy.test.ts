// What ships, checked without Docker, Helm or Prometheus: the Dockerfile's parse (multi-stage,
// slim runtime, non-root USER, HEALTHCHECK) and the image's entrypoint script run directly
// (the alert rules and the dashboard: ./monitoring.test.ts).
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { DockerfileParser } from 'dockerfile-ast';
import { afterAll, describe, expect, it } from 'vitest';
import {
  buildStageSteps,
  compareBuilds,
  dockerIgnore,
  filesBeforeInstall,
} from '../../../../scripts/docker-build-stage.ts';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');

describe('the Dockerfile', () => {
  const file = DockerfileParser.parse(read('Dockerfile'));
  const froms = file.getFROMs();
  const lastFrom = froms.at(-1)!;
  const runtime = file
    .getInstructions()
    .filter((i) => i.getRange().start.line > lastFrom.getRange().start.line);

  it('builds in one stage and runs on a slim Node in another', () => {
    expect(froms.map((f) => f.getBuildStage())).toEqual(['build', 'runtime']);
    expect(froms.map((f) => f.getImageName())).toEqual(['node', 'node']);
    expect(froms[0]!.getImageTag()).toBe('${NODE_VERSION}-bookworm');
    expect(lastFrom.getImageTag()).toBe('${NODE_VERSION}-bookworm-slim');
    const nodeVersion = file.getInitialARGs()[0]!.getProperty()!.getValue();
    const pinned = JSON.parse(read('package.json')).devDependencies.node as string;
    expect(pinned.replace(/^\^/, '').split('.')[0]).toBe(nodeVersion!.split('.')[0]);
    const flagsOf = (i: unknown) =>
      (i as { getFlags(): { getName(): string; getValue(): string | null }[] })
        .getFlags()
        .map((f) => `${f.getName()}=${f.getValue()}`);
    const copies = runtime.filter((i) => i.getKeyword() === 'COPY').map(flagsOf);
    expect(copies).toHaveLength(5);
    for (const flags of copies) expect(flags).toEqual(['from=build', 'chown=node:node']);
  });

  it('runs as a non-root user with a health check', () => {
    const users = runtime.filter((i) => i.getKeyword() === 'USER');
    expect(users.map((u) => u.getArgumentsContent())).toEqual(['node']);
    const health = file.getHEALTHCHECKs();
    expect(health).toHaveLength(1);
    expect(health[0]!.getRange().start.line).toBeGreaterThan(lastFrom.getRange().start.line);
    expect(health[0]!.getArgumentsContent()).toContain('/healthz');
    const entry = runtime.find((i) => i.getKeyword() === 'ENTRYPOINT');
    expect(entry?.getArgumentsContent()).toBe('["/app/deploy/docker/entrypoint.sh"]');
  });
});

describe("the Dockerfile's build stage (scripts/docker-build-stage.ts replays it in CI)", () => {
  const steps = buildStageSteps(read('Dockerfile'));

  it('copies every workspace manifest before npm ci', () => {
    // Without apps/backoffice/package.json, npm ci installed none of the back-office's
    // dependencies and `npm run build` failed on '@vitejs/plugin-react'.
    expect(filesBeforeInstall(steps)).toEqual([
      'package.json',
      'package-lock.json',
      '.npmrc',
      'apps/server/package.json',
      'apps/web/package.json',
      'apps/backoffice/package.json',
      'apps/sandbox/package.json',
      'packages/contracts/package.json',
      'packages/i18n/package.json',
      'e2e/package.json',
      'bench/package.json',
    ]);
    const workspaces = JSON.parse(read('package.json')).workspaces as string[];
    for (const w of workspaces) expect(filesBeforeInstall(steps)).toContain(`${w}/package.json`);
  });

  it('runs npm ci, then the build, in that order', () => {
    const runs = steps.filter((s) => s.kind === 'run').map((s) => s.command);
    expect(runs).toEqual([
      'npm ci --no-audit --no-fund',
      'npm run build && npm prune --omit=dev --no-audit --no-fund',
    ]);
  });

  it("reads .dockerignore as Docker does: a matched folder drops what's inside", () => {
    const ignored = dockerIgnore(ROOT);
    expect(ignored('node_modules/vite/package.json')).toBe(true);
    expect(ignored('apps/web/node_modules/x.js')).toBe(true);
    expect(ignored('apps/web/dist/index.html')).toBe(true);
    expect(ignored('.git/HEAD')).toBe(true);
    expect(ignored('apps/web/src/main.tsx')).toBe(false);
    expect(ignored('apps/backoffice/package.json')).toBe(false);
  });

  it('names a missing, extra or different built file', () => {
    const repo = new Map([
      ['apps/web/dist/a.js', '1'],
      ['apps/web/dist/b.js', '2'],
    ]);
    const image = new Map([
      ['apps/web/dist/a.js', '1'],
      ['apps/web/dist/b.js', '3'],
      ['apps/web/dist/c.js', '4'],
    ]);
    expect(compareBuilds(repo, repo)).toEqual([]);
    expect(compareBuilds(repo, image)).toEqual([
      'differs: apps/web/dist/b.js',
      'only in the image build: apps/web/dist/c.js',
    ]);
    expect(compareBuilds(repo, new Map())).toEqual([
      'missing in the image build: apps/web/dist/a.js',
      'missing in the image build: apps/web/dist/b.js',
    ]);
  });
});

describe('the image entrypoint', () => {
  const run = promisify(execFile);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'talih-entrypoint-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const env = {
    ...process.env,
    TALIH_APP_DIR: ROOT,
    DATA_DIR: dataDir,
    // The node of this test run (the pinned 24) first, as the image's is.
    PATH: `${path.dirname(process.execPath)}:${process.env.PATH}`,
  };
  const entrypoint = path.join(ROOT, 'deploy/docker/entrypoint.sh');

  it('runs a talih command', async () => {
    const { stdout } = await run('sh', [entrypoint, 'help'], { env });
    expect(stdout).toContain('Talih operator CLI');
  });

  it('runs the migration job command', async () => {
    const dry = await run('sh', [entrypoint, 'migrate', '--dry-run'], { env });
    expect(dry.stdout.split('\n')[0]).toBe('-- 2026-11-23-0001-foundation');
    const { stdout } = await run('sh', [entrypoint, 'migrate'], { env });
    expect(stdout).toContain('migrate: 2026-11-23-0001-foundation Success');
  });
});
