// Finding a player: by user id, phone, nickname, real name or IBAN (a bank card's or a
// withdrawal's), narrowed by the list's filters (list-filter.ts), paged and sorted on the
// server. Text matches are case-insensitive on both engines (lower() on each side:
// PostgreSQL's LIKE is case-sensitive, SQLite's is not).
import { sql, type Kysely } from 'kysely';
import { playerFilter, type PlayerFilter } from '@talih/contracts/backoffice/player-list.ts';
import type { DB } from '../../../db/schema.ts';
import { applyFilter, depositsOf } from './list-filter.ts';
import { detailsOf } from './list-details.ts';
import { matchVip, needsVip } from './vip-filter.ts';

export type PlayerSort = 'id' | 'nickname' | 'createdAt' | 'lastLoginAt' | 'cash' | 'deposits';

export interface PlayerSearch {
  query: string;
  filter?: PlayerFilter;
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

/** The players matching the text and the filters, with their cash account joined as `cash`. */
export function matching(db: Kysely<DB>, s: Pick<PlayerSearch, 'query' | 'filter'>, now: number) {
  const text = s.query.trim();
  const digits = text.replace(/[\s()+-]/g, '');
  const iban = text.replace(/\s/g, '').toUpperCase();
  let q = db
    .selectFrom('users')
    .leftJoin('ledger_accounts as cash', (j) =>
      j
        .on('cash.kind', '=', 'player_cash')
        .on('cash.shard', '=', 0)
        .on(sql`cash.owner`, '=', sql`cast(users.id as varchar(32))`),
    )
    .where('users.role', '=', sql.lit('player'));
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
  return applyFilter(q, s.filter ?? playerFilter.parse({}), now);
}

type Matching = ReturnType<typeof matching>;

function sorted(q: Matching, s: Pick<PlayerSearch, 'sort' | 'dir'>) {
  const by =
    s.sort === 'cash'
      ? q.orderBy(sql`coalesce(cash.balance_minor, 0)`, s.dir)
      : s.sort === 'deposits'
        ? q.orderBy(depositsOf, s.dir)
        : q.orderBy(SORT_COLUMN[s.sort], s.dir);
  return by.orderBy('users.id', s.dir);
}

function withColumns(q: Matching) {
  return q.select((eb) => [
    'users.id',
    'users.nickname',
    'users.real_name',
    'users.mobile',
    'users.created_at',
    'users.last_login_at',
    'cash.balance_minor',
    depositsOf(eb).as('deposits'),
  ]);
}

/** One page of ids, and the total: in SQL, or through the VIP match when the filter asks it. */
async function pageIds(db: Kysely<DB>, s: PlayerSearch, now: number) {
  const q = matching(db, s, now);
  const filter = s.filter ?? playerFilter.parse({});
  const start = (s.page - 1) * s.pageSize;
  if (needsVip(filter)) {
    const candidates = await sorted(q, s).select('users.id').execute();
    const ids = await matchVip(
      db,
      candidates.map((r) => Number(r.id)),
      filter,
    );
    return { total: ids.length, ids: ids.slice(start, start + s.pageSize) };
  }
  const [count, rows] = await Promise.all([
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    sorted(q, s).select('users.id').offset(start).limit(s.pageSize).execute(),
  ]);
  return { total: Number(count.n), ids: rows.map((r) => Number(r.id)) };
}

export async function searchPlayers(db: Kysely<DB>, s: PlayerSearch, now = Date.now()) {
  const { total, ids } = await pageIds(db, s, now);
  const rows = ids.length
    ? await withColumns(matching(db, { query: '' }, now))
        .where('users.id', 'in', ids)
        .execute()
    : [];
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  const details = await detailsOf(db, ids);
  return {
    total,
    list: ids.map((id) => {
      const r = byId.get(id)!;
      return {
        userId: id,
        nickname: r.nickname,
        realName: r.real_name,
        mobile: r.mobile,
        createdAt: Number(r.created_at),
        lastLoginAt: r.last_login_at === null ? null : Number(r.last_login_at),
        cashMinor: Number(r.balance_minor ?? 0),
        depositsMinor: Number(r.deposits ?? 0),
        ...details(id),
      };
    }),
  };
}
