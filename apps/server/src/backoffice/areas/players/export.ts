// The player list as CSV: the same search and filters as the screen, in id order,
// written as the audit export is (RFC 4180, formula-like text kept as text).
import { stringify } from 'csv-stringify/sync';
import type { Kysely } from 'kysely';
import type { PlayerFilter } from '@talih/contracts/backoffice/player-list.ts';
import type { DB } from '../../../db/schema.ts';
import { searchPlayers } from './search.ts';

export const EXPORT_MAX = 10_000;

type Row = Awaited<ReturnType<typeof searchPlayers>>['list'][number];

const HEADER = [
  'user_id',
  'nickname',
  'real_name',
  'mobile',
  'registered_at',
  'last_login_at',
  'cash_minor',
  'deposits_minor',
  'kyc_level',
  'country',
  'vip_level',
  'tags',
  'blocks',
  'open_alerts',
];

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** escape_formulas prefixes text starting with =, +, -, @, a tab or a return with ' . */
export function playersCsv(rows: Row[]): string {
  const records = rows.map((r) => [
    r.userId,
    r.nickname,
    r.realName,
    r.mobile,
    iso(r.createdAt),
    iso(r.lastLoginAt),
    r.cashMinor,
    r.depositsMinor,
    r.kycLevel,
    r.country,
    r.vipLevel,
    r.tags.join(' '),
    r.blocks.join(' '),
    r.openAlerts,
  ]);
  return stringify([HEADER, ...records], { record_delimiter: 'windows', escape_formulas: true });
}

export async function exportPlayers(
  db: Kysely<DB>,
  input: { query: string; filter: PlayerFilter },
  now = Date.now(),
) {
  // One page as large as the export: the VIP match (when asked) walks the candidates once.
  const found = await searchPlayers(
    db,
    { ...input, page: 1, pageSize: EXPORT_MAX, sort: 'id', dir: 'asc' },
    now,
  );
  return {
    csv: playersCsv(found.list),
    rows: found.list.length,
    truncated: found.total > found.list.length,
  };
}
