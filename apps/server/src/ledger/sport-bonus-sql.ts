// The sportsbook's bonus and free-bet rows against each other and the journal, in SQL on either
// engine (./sport-bonus-checks.ts): each bet looks its place entry and wagering row up by key,
// each wagering row its bet by number, and only offenders come back, however many bets history
// holds.
import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import { BET_ENTRY_KINDS } from './sport-movements.ts';

/** A bet's place key as betPlaceKey writes it (./sport-movements.ts), from a bet_no column. */
const placeKeyOf = (betNo: string) =>
  sql<string>`${sql.lit('sport:')} || ${sql.ref(betNo)} || ${sql.lit(':place')}`;
/** The bet number inside a place key (`sport:` is 6 characters, `:place` 6 more). */
const betNoOfPlaceKey = (key: string) =>
  sql<string>`substr(${sql.ref(key)}, 7, length(${sql.ref(key)}) - 12)`;

/** Bets placed under a bonus without their wagering row in that bonus, at most `limit`, by id. */
export async function bonusBetsWithoutWagering(database: Database, limit: number) {
  const rows = await sql<{ bet_no: string; bonus_id: number }>`
    select b.bet_no, b.bonus_id from sport_bets b
    where b.bonus_id is not null and not exists (
      select 1 from bonus_wagering w
      where w.bonus_id = b.bonus_id and w.stake_key = ${placeKeyOf('b.bet_no')})
    order by b.id
    limit ${limit}`.execute(database.db);
  return rows.rows;
}

/** Sport wagering rows whose bet is not one placed under their bonus, at most `limit`, by id. */
export async function sportWageringWithoutBet(database: Database, limit: number) {
  const rows = await sql<{ stake_key: string }>`
    select w.stake_key from bonus_wagering w
    where w.stake_key like 'sport:%:place' and not exists (
      select 1 from sport_bets b
      where b.bet_no = ${betNoOfPlaceKey('w.stake_key')} and b.bonus_id = w.bonus_id)
    order by w.id
    limit ${limit}`.execute(database.db);
  return rows.rows.map((r) => r.stake_key);
}

/** Free bets whose place entry did not take exactly their stake from promotion expense. */
export async function freeBetsOffPromotion(database: Database, limit: number) {
  const rows = await sql<{ bet_no: string }>`
    select bet_no from (
      select b.id, b.bet_no, b.stake_minor, (
        select -l.amount_minor from journal_entries e
        inner join journal_lines l on l.entry_id = e.id
        inner join ledger_accounts a on a.id = l.account_id
        where e.idempotency_key = ${placeKeyOf('b.bet_no')} and e.kind = ${BET_ENTRY_KINDS.place}
          and a.kind = 'promotion_expense'
        limit 1) as taken
      from sport_bets b
      where b.free_bet_id is not null
    ) x
    where taken is null or taken <> stake_minor
    order by id
    limit ${limit}`.execute(database.db);
  return rows.rows.map((r) => r.bet_no);
}

export interface TokenRow {
  id: number;
  status: string;
  bet_no: string | null;
  amount_minor: number;
}

/**
 * Free-bet tokens held by other than their one bet (a bet voided at its first settlement gave
 * its token back): held by several, used but not held by the bet they name, or held though not
 * used. At most `limit`, by id, each with the bets holding it (by bet id).
 */
export async function tokensOffBets(
  database: Database,
  limit: number,
): Promise<{ token: TokenRow; betNos: string[] }[]> {
  const tokens = await sql<TokenRow>`
    select t.id, t.status, t.bet_no, t.amount_minor from sport_free_bets t
    left join (
      select free_bet_id, count(*) as n, min(bet_no) as one from sport_bets
      where free_bet_id is not null and status <> 'void'
      group by free_bet_id
    ) h on h.free_bet_id = t.id
    where coalesce(h.n, 0) > 1
      or (t.status = 'used' and (h.n is null or t.bet_no is null or h.one <> t.bet_no))
      or (t.status <> 'used' and h.n is not null)
    order by t.id
    limit ${limit}`.execute(database.db);
  if (tokens.rows.length === 0) return [];
  const bets = await database.db
    .selectFrom('sport_bets')
    .select(['bet_no', 'free_bet_id'])
    .where(
      'free_bet_id',
      'in',
      tokens.rows.map((t) => Number(t.id)),
    )
    .where('status', '!=', 'void')
    .orderBy('id')
    .execute();
  const holding = new Map<number, string[]>();
  for (const b of bets) {
    const id = Number(b.free_bet_id);
    holding.set(id, [...(holding.get(id) ?? []), b.bet_no]);
  }
  return tokens.rows.map((token) => ({ token, betNos: holding.get(Number(token.id)) ?? [] }));
}
