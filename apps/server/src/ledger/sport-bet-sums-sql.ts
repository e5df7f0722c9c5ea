// What the journal holds for each sport bet, summed in SQL on either engine (./sport-checks.ts):
// the bet is its keys' second part (`sport:<betNo>:place`, `:settle:<n>`, `:cashout`), its
// stake what its place entry took from the player's side, what it paid the rest of its
// entries' player-side lines (to promotion expense apart), its settlement numbers from its
// settle keys. One pass over the bet entries, nothing per bet held in memory.
import { sql, type RawBuilder } from 'kysely';
import type { Database } from '../db/database.ts';
import { keyProvider } from './game-round-sql.ts';
import { BET_ENTRY_KINDS } from './sport-movements.ts';

const BET_KINDS = Object.values(BET_ENTRY_KINDS);
/** The player's side of a bet's entries (see the check). */
export const BET_SIDE_ACCOUNTS = [
  'player_cash',
  'player_debt',
  'player_bonus',
  'promotion_expense',
];
/** Settlement numbers as betSettleKey writes them: 1 to 999,999,999, no leading zero. */
const VERSION_DIGITS_MAX = 9;

export interface BetSumsRow {
  bet_no: string;
  stake_minor: number | string;
  payout_minor: number | string;
  settle_version: number | string;
  status: string;
  free_bet_id: number | string | null;
  staked: number | string;
  paid: number | string;
  promo_paid: number | string;
}

/** Whether `v` is a settlement number as written: digits, no leading zero, not too long. */
function isVersion(database: Pick<Database, 'kind'>, v: RawBuilder<string>) {
  return database.kind === 'postgres'
    ? sql`(${v} ~ ${`^[1-9][0-9]{0,${VERSION_DIGITS_MAX - 1}}$`})`
    : sql`(${v} glob '[1-9]*' and ${v} not glob '*[^0-9]*' and length(${v}) <= ${VERSION_DIGITS_MAX})`;
}

/**
 * The bets whose journal disagrees with their row (stake, pay, or settlements not numbered
 * 1..settle_version), at most `limit`, by id.
 */
export async function betsOffJournal(database: Database, limit: number): Promise<BetSumsRow[]> {
  const { db } = database;
  const place = BET_ENTRY_KINDS.place;
  const betNo = (column: string) => keyProvider(database, sql.ref(column));
  const prefix = sql<string>`${sql.lit('sport:')} || bet_no || ${sql.lit(':settle:')}`;
  const version = sql<string>`substr(idempotency_key, length(${prefix}) + 1)`;
  const canonical = sql`(substr(idempotency_key, 1, length(${prefix})) = ${prefix}
    and ${isVersion(database, version)})`;
  const result = await sql<BetSumsRow>`
    with j as (
      select bet_no, sum(staked) as staked, sum(paid) as paid, sum(promo_paid) as promo_paid
      from (
        select ${betNo('e.idempotency_key')} as bet_no,
          case when e.kind = ${place} then -l.amount_minor else 0 end as staked,
          case when e.kind <> ${place} and a.kind <> 'promotion_expense'
            then l.amount_minor else 0 end as paid,
          case when e.kind <> ${place} and a.kind = 'promotion_expense'
            then l.amount_minor else 0 end as promo_paid
        from journal_entries e
        inner join journal_lines l on l.entry_id = e.id
        inner join ledger_accounts a on a.id = l.account_id
        where e.kind in (${sql.join(BET_KINDS)}) and a.kind in (${sql.join(BET_SIDE_ACCOUNTS)})
      ) x group by bet_no
    ),
    keyed as (
      select ${betNo('idempotency_key')} as bet_no, idempotency_key
      from journal_entries where kind = ${BET_ENTRY_KINDS.settle}
    ),
    s as (
      select bet_no, count(*) as n,
        sum(case when ${canonical} then 1 else 0 end) as canonical,
        min(case when ${canonical} then cast(${version} as integer) end) as lo,
        max(case when ${canonical} then cast(${version} as integer) end) as hi
      from keyed group by bet_no
    )
    select b.bet_no, b.stake_minor, b.payout_minor, b.settle_version, b.status, b.free_bet_id,
      coalesce(j.staked, 0) as staked, coalesce(j.paid, 0) as paid,
      coalesce(j.promo_paid, 0) as promo_paid
    from sport_bets b
    left join j on j.bet_no = b.bet_no
    left join s on s.bet_no = b.bet_no
    where coalesce(j.staked, 0) <> b.stake_minor
      or case when b.free_bet_id is null then coalesce(j.paid, 0) + coalesce(j.promo_paid, 0)
          else coalesce(j.paid, 0) end
        <> case when b.free_bet_id is null then b.payout_minor
          when b.payout_minor > b.stake_minor then b.payout_minor - b.stake_minor else 0 end
      -- Settlements 1..n, each once: n keys, all numbers as written, the least 1, the most n
      -- (keys are unique, so their numbers are too).
      or coalesce(s.n, 0) <> b.settle_version
      or (s.n > 0 and (s.canonical <> s.n or s.lo <> 1 or s.hi <> b.settle_version))
    order by b.id
    limit ${limit}`.execute(db);
  return result.rows;
}

/** The settlement numbers of these bets' settle keys, as the keys say (read for offenders only). */
export async function settleVersionsOf(
  database: Database,
  betNos: string[],
): Promise<Map<string, number[]>> {
  const out = new Map<string, number[]>();
  if (betNos.length === 0) return out;
  const rows = await sql<{ bet_no: string; idempotency_key: string }>`
    select bet_no, idempotency_key from (
      select ${keyProvider(database, sql.ref('idempotency_key'))} as bet_no, idempotency_key
      from journal_entries where kind = ${BET_ENTRY_KINDS.settle}
    ) k where bet_no in (${sql.join(betNos)})`.execute(database.db);
  for (const r of rows.rows) {
    out.set(r.bet_no, [...(out.get(r.bet_no) ?? []), Number(r.idempotency_key.split(':')[3])]);
  }
  return out;
}

/** Bets the journal's bet entries name that have no row, at most `limit`. */
export async function betsOnlyInJournal(database: Database, limit: number): Promise<string[]> {
  const betNo = (column: string) => keyProvider(database, sql.ref(column));
  const rows = await sql<{ bet_no: string }>`
    select distinct bet_no from (
      select ${betNo('e.idempotency_key')} as bet_no
      from journal_entries e
      inner join journal_lines l on l.entry_id = e.id
      inner join ledger_accounts a on a.id = l.account_id
      where e.kind in (${sql.join(BET_KINDS)}) and a.kind in (${sql.join(BET_SIDE_ACCOUNTS)})
      union all
      select ${betNo('idempotency_key')} from journal_entries
      where kind = ${BET_ENTRY_KINDS.settle}
    ) x
    where not exists (select 1 from sport_bets b where b.bet_no = x.bet_no)
    order by bet_no
    limit ${limit}`.execute(database.db);
  return rows.rows.map((r) => r.bet_no);
}
