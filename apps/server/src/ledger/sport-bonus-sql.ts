// The sportsbook's bonus and free-bet rows against each other and the journal, in SQL on either
// engine (./sport-bonus-checks.ts): each bet looks its place entry up by key, each wagering row
// its bet by number, and only offenders come back, however many bets history holds.
import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import { BET_ENTRY_KINDS } from './sport-movements.ts';

/** A bet's place key as betPlaceKey writes it (./sport-movements.ts), from a bet_no column. */
const placeKeyOf = (betNo: string) =>
  sql<string>`${sql.lit('sport:')} || ${sql.ref(betNo)} || ${sql.lit(':place')}`;

/**
 * The bet number in a sport wagering row's key, `[rollback:]sport:<betNo>:<movement>` (the
 * movement that counted it: place, settle:<version>, cashout); bet numbers hold no colon.
 */
function betNoOfWageringKey(database: Database, key: string) {
  const k = sql.ref(key);
  const rest = sql`substr(${k}, case when ${k} like 'rollback:%' then 16 else 7 end)`;
  const colon = database.kind === 'postgres' ? sql`strpos(${rest}, ':')` : sql`instr(${rest}, ':')`;
  return sql<string>`substr(${rest}, 1, ${colon} - 1)`;
}

const isSportWagering = (key: string) =>
  sql`(${sql.ref(key)} like 'sport:%' or ${sql.ref(key)} like 'rollback:sport:%')`;

/** Sport wagering rows whose bet is not one placed under their bonus, at most `limit`, by id. */
export async function sportWageringWithoutBet(database: Database, limit: number) {
  const rows = await sql<{ stake_key: string }>`
    select w.stake_key from bonus_wagering w
    where ${isSportWagering('w.stake_key')} and not exists (
      select 1 from sport_bets b
      where b.bet_no = ${betNoOfWageringKey(database, 'w.stake_key')} and b.bonus_id = w.bonus_id)
    order by w.id
    limit ${limit}`.execute(database.db);
  return rows.rows.map((r) => r.stake_key);
}

export interface MiscountedBet {
  bonus_id: number;
  bonus_status: string;
  bet_no: string;
  status: string;
  stake_minor: number | string;
  counted: number | string;
}

/**
 * Bets an active or converted bonus counts though they are not settled won or lost (open, void,
 * cashed out), or counts below nothing or above their stake: what the bet's rows sum to in the
 * bonus. Only the bonuses that can still convert, or did, are read. At most `limit`.
 */
export async function miscountedSportBets(
  database: Database,
  limit: number,
): Promise<MiscountedBet[]> {
  const betNo = betNoOfWageringKey(database, 'w.stake_key');
  const rows = await sql<MiscountedBet>`
    select c.bonus_id, p.status as bonus_status, b.bet_no, b.status, b.stake_minor, c.counted
    from (
      select w.bonus_id, ${betNo} as bet_no, sum(w.counted_minor) as counted
      from bonus_wagering w
      inner join player_bonuses p on p.id = w.bonus_id
      where p.status in ('active', 'completed') and ${isSportWagering('w.stake_key')}
      group by w.bonus_id, ${betNo}
    ) c
    inner join player_bonuses p on p.id = c.bonus_id
    inner join sport_bets b on b.bet_no = c.bet_no and b.bonus_id = c.bonus_id
    where (b.status not in ('won', 'lost') and c.counted <> 0)
      or c.counted < 0 or c.counted > b.stake_minor
    order by c.bonus_id, b.id
    limit ${limit}`.execute(database.db);
  return rows.rows;
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
