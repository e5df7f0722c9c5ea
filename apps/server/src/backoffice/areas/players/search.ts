// Finding a player: by user id, phone, nickname, real name or IBAN (a bank card's or a
// withdrawal's), paged and sorted on the server. Text matches are case-insensitive on both
// engines (lower() on each side: PostgreSQL's LIKE is case-sensitive, SQLite's is not).
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';

export type PlayerSort = 'id' | 'nickname' | 'createdAt' | 'lastLoginAt';

export interface PlayerSearch {
  query: string;
  page: number;
  pageSize: number;
  sort: PlayerSort;
  dir: 'asc' | 'desc';
}

const SORT_COLUMN = {
  id: 'users.id',
  nickname: 'users.nickname',
  createdAt: 'users.created_at',
  lastLoginAt: 'users.last_login_at',
} as const;

/** "%text%" with LIKE's own wildcards escaped, lower-cased. */
function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export async function searchPlayers(db: Kysely<DB>, s: PlayerSearch) {
  const text = s.query.trim();
  const digits = text.replace(/[\s()+-]/g, '');
  const iban = text.replace(/\s/g, '').toUpperCase();
  let q = db.selectFrom('users').where('users.role', '=', 'player');
  if (text) {
    const pattern = likePattern(text);
    q = q.where((eb) => {
      const ors = [
        eb(sql`lower(users.nickname)`, 'like', sql`${pattern} escape '\\'`),
        eb(sql`lower(users.real_name)`, 'like', sql`${pattern} escape '\\'`),
      ];
      if (/^\d+$/.test(digits)) {
        if (digits.length <= 15) ors.push(eb('users.id', '=', Number(digits)));
        if (digits.length >= 4) ors.push(eb('users.mobile', 'like', `%${digits}%`));
      }
      if (/^TR\d{6,}$/.test(iban)) {
        ors.push(
          eb(
            'users.id',
            'in',
            eb.selectFrom('bank_cards').select('user_id').where('iban', 'like', `${iban}%`),
          ),
          eb(
            'users.id',
            'in',
            eb.selectFrom('withdrawals').select('user_id').where('iban', 'like', `${iban}%`),
          ),
        );
      }
      return eb.or(ors);
    });
  }
  const [count, rows] = await Promise.all([
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    q
      .leftJoin('ledger_accounts as cash', (j) =>
        j
          .on('cash.kind', '=', 'player_cash')
          .on('cash.shard', '=', 0)
          .on(sql`cash.owner`, '=', sql`cast(users.id as varchar(32))`),
      )
      .select([
        'users.id',
        'users.nickname',
        'users.real_name',
        'users.mobile',
        'users.created_at',
        'users.last_login_at',
        'cash.balance_minor',
      ])
      .orderBy(SORT_COLUMN[s.sort], s.dir)
      .orderBy('users.id', s.dir)
      .offset((s.page - 1) * s.pageSize)
      .limit(s.pageSize)
      .execute(),
  ]);
  const blocks = await blocksOf(
    db,
    rows.map((r) => r.id),
  );
  return {
    total: Number(count.n),
    list: rows.map((r) => ({
      userId: r.id,
      nickname: r.nickname,
      realName: r.real_name,
      mobile: r.mobile,
      createdAt: r.created_at,
      lastLoginAt: r.last_login_at,
      cashMinor: r.balance_minor ?? 0,
      blocks: blocks.get(r.id) ?? [],
    })),
  };
}

export async function blocksOf(db: Kysely<DB>, userIds: number[]) {
  const out = new Map<number, string[]>();
  if (userIds.length === 0) return out;
  const rows = await db
    .selectFrom('player_blocks')
    .select(['user_id', 'scope'])
    .where('user_id', 'in', userIds)
    .orderBy('scope')
    .execute();
  for (const r of rows) out.set(r.user_id, [...(out.get(r.user_id) ?? []), r.scope]);
  return out;
}
