// KYC test helpers: tiny real files of each accepted type, an upload through the player route,
// valid basic details (a T.C. kimlik with right check digits), and a pack file for tests that
// need the KYC rules of a stricter licence.
import fs from 'node:fs';
import path from 'node:path';
import type { JurisdictionPack } from '@talih/contracts/jurisdiction.ts';
import type { Database } from '../db/database.ts';
import { BUILT_IN_PACKS } from '../jurisdiction/packs.ts';
import type { TestApp } from './backends.ts';

export const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
export const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** A birth date `years` years before today (UTC), YYYY-MM-DD. */
export function yearsAgo(years: number, extraDays = 0): string {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() + extraDays);
  return d.toISOString().slice(0, 10);
}

export const BASIC = {
  fullName: 'Deniz Yıldız',
  birthDate: '1990-04-12',
  country: 'TR',
  city: 'İzmir',
  address: 'Alsancak Mah. 1453 Sok. No: 7 Konak',
  nationalId: '10000000146',
};

export interface UploadAnswer {
  state: string;
  msg: string;
  resultData: { id: number; kind: string; status: string; fileName: string } | null;
}

export async function uploadKyc(
  t: TestApp,
  token: string,
  kind: string,
  body: Buffer,
  name = 'belge.jpg',
  lang = 'tr',
): Promise<UploadAnswer> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/kyc/upload?kind=${kind}&name=${encodeURIComponent(name)}`,
    headers: { 'content-type': 'application/octet-stream', token, 'accept-language': lang },
    payload: body,
  });
  if (res.statusCode !== 200) throw new Error(`HTTP ${res.statusCode} from upload`);
  return res.json();
}

/** A JSON pack file: the sandbox pack with `kyc` changed (countries open, so no GeoIP refusal). */
export function packFileWith(dir: string, kyc: Partial<JurisdictionPack['kyc']>): string {
  const sandbox = BUILT_IN_PACKS.sandbox!;
  const pack: JurisdictionPack = {
    ...sandbox,
    code: 'test-kyc',
    name: 'Test pack',
    kyc: { ...sandbox.kyc, ...kyc },
  };
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `pack-${process.pid}-${Date.now()}.json`);
  fs.writeFileSync(file, JSON.stringify(pack));
  return file;
}

/**
 * Marks a player verified as the identity vendor or staff would (packs that verify before play);
 * with a holder, the verified name and birth date a payout provider matches are recorded too.
 */
export async function markVerified(
  t: { database: Database },
  userId: number,
  holder?: { fullName: string; birthDate: string },
) {
  const now = Date.now();
  const named = holder ? { full_name: holder.fullName, birth_date: holder.birthDate } : {};
  await t.database.db
    .insertInto('kyc_profiles')
    .values({
      user_id: userId,
      level: 'verified',
      ...named,
      basic_at: now,
      verified_at: now,
      updated_at: now,
    })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({ level: 'verified', verified_at: now, ...named }),
    )
    .execute();
}
