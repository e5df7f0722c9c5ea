// `talih content <call> --as <staff>`: the lobby and content screen's staff calls from the
// terminal (same permission check, same audit), e.g. `content games --input '{"search":"x"}'`,
// `content providers/save --input '{...}'`; `content import <file> [--apply]` previews an
// aggregator's game list (and applies it when it has no bad row); `content banners/upload
// --file picture.png` uploads a banner picture. Answers print as JSON.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import * as contract from '@talih/contracts/backoffice/lobby.ts';
import type { StaffContract } from '@talih/contracts/backoffice/call.ts';
import { runAsStaff, type StaffEnv } from './as-staff.ts';

export interface ContentArgs {
  call: string | undefined;
  as: string | undefined;
  input: string | undefined;
  file: string | undefined;
  apply: boolean;
}

const CALLS = (Object.values(contract) as unknown[]).filter(
  (c): c is StaffContract =>
    typeof c === 'object' && c !== null && 'path' in c && 'permission' in c,
);
const IMAGE_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
};

const USAGE = [
  'usage: npm run talih -- content <call> --as <staff> [--input \'{"...": ...}\']',
  '       npm run talih -- content import <file.csv|file.json> --as <staff> [--apply]',
  '       npm run talih -- content banners/upload --file <picture> --as <staff>',
  `calls: ${CALLS.map((c) => c.path.replace('/content/', '')).join(', ')}`,
].join('\n');

async function inputOf(args: ContentArgs, c: StaffContract): Promise<unknown> {
  if (c === contract.uploadBannerImage) {
    if (!args.file) throw new Error('--file <picture> is required');
    const bytes = await readFile(args.file);
    return {
      fileName: path.basename(args.file),
      contentType: IMAGE_TYPES[path.extname(args.file).toLowerCase()] ?? 'application/octet-stream',
      data: bytes.toString('base64'),
    };
  }
  return args.input ? (JSON.parse(args.input) as unknown) : {};
}

async function importFile(
  run: (c: StaffContract, input: unknown) => Promise<unknown>,
  file: string,
  apply: boolean,
  out: (line: string) => void,
): Promise<number> {
  const format = file.toLowerCase().endsWith('.json') ? 'json' : 'csv';
  const content = await readFile(file, 'utf8');
  const summary = (await run(contract.previewImport, {
    fileName: path.basename(file),
    format,
    content,
  })) as contract.ImportSummary;
  const { importId, total, add, update, unchanged, invalid, errorCount } = summary;
  out(JSON.stringify({ importId, total, add, update, unchanged, invalid, errorCount }));
  for (const e of summary.errors) out(`row ${e.row} ${e.field}: ${e.message}`);
  if (errorCount > 0) return 1;
  if (apply) out(JSON.stringify(await run(contract.applyImport, { importId })));
  return 0;
}

export async function contentCommand(
  env: StaffEnv,
  args: ContentArgs,
  out: (line: string) => void,
  err: (line: string) => void,
): Promise<number> {
  if (!args.call || !args.as) {
    err(USAGE);
    return 2;
  }
  const run = (c: StaffContract, input: unknown) => runAsStaff(env, args.as!, c, input);
  try {
    if (args.call === 'import') {
      if (!args.file) throw new Error('the file to import is required');
      return await importFile(run, args.file, args.apply, out);
    }
    const c = CALLS.find((x) => x.path === `/content/${args.call}`);
    if (!c) {
      err(USAGE);
      return 2;
    }
    out(JSON.stringify(await run(c, await inputOf(args, c)), null, 2));
    return 0;
  } catch (error) {
    err(error instanceof Error ? error.message : String(error));
    return 1;
  }
}
