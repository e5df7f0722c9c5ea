// JURISDICTION names a built-in pack (sandbox, de, nl, mga, uk) or an operator's JSON file
// (a path ending in .json). A file is validated against the pack schema; a bad one stops the
// process at start with a message naming each wrong field.
import fs from 'node:fs';
import path from 'node:path';
import { jurisdictionPack, type JurisdictionPack } from '@talih/contracts/jurisdiction.ts';
import { Refusal } from '../operations/refusal.ts';
import { BUILT_IN_PACKS } from './packs.ts';

export function loadJurisdiction(setting: string, baseDir: string): JurisdictionPack {
  const value = setting.trim() || 'sandbox';
  if (!value.endsWith('.json')) {
    const pack = BUILT_IN_PACKS[value];
    if (pack) return pack;
    throw new Refusal(
      `Invalid configuration:\n  JURISDICTION: "${value}" is not a pack; use one of ` +
        `${Object.keys(BUILT_IN_PACKS).join(', ')} or the path of a JSON pack file`,
    );
  }
  const file = path.resolve(baseDir, value);
  let raw: unknown;
  try {
    raw = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (err) {
    throw new Refusal(
      `Invalid configuration:\n  JURISDICTION: can't read ${file}: ${(err as Error).message}`,
      { cause: err },
    );
  }
  const parsed = jurisdictionPack.safeParse(raw);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map(
    (i) => `  JURISDICTION ${file}: ${i.path.join('.') || '(pack)'}: ${i.message}`,
  );
  throw new Refusal(`Invalid configuration:\n${lines.join('\n')}`);
}
