// The grant, finish and take-back entries of bonuses, summed in SQL on either engine
// (./bonus-checks.ts): each bonus looks its entries up by key (the journal's unique key
// index), and only the
// bonuses whose entries disagree with their row come back, with what the entries moved. One
// pass over the bonuses, nothing per bonus held in memory but the offenders.
import { sql, type RawBuilder } from 'kysely';
import type { Database } from '../db/database.ts';
import { BONUS_ENTRY_KINDS } from './bonus-movements.ts';

/** A bonus as the check reads it, with its grant and finish entries' owners and sums. */
export interface BonusEntriesRow {
  id: number;
  user_id: number;
  status: string;
  activated_at: number | null;
  granted_minor: number;
  converted_minor: number;
  forfeited_minor: number;
  /** Null when the entry is missing; its user_id otherwise (null when it names none). */
  grant_id: number | null;
  grant_user_id: number | null;
  /** What the grant entry moved on the player's bonus account. */
  grant_bonus: number | string;
  finish_id: number | null;
  finish_user_id: number | null;
  /** What the finish entry moved to the player's cash and to promotion expense. */
  finish_cash: number | string;
  finish_promo: number | string;
  wagered_minor: number | string;
  wagering_required_minor: number | string;
  taken_back_minor: number | string;
  takeback_id: number | null;
  takeback_user_id: number | null;
  /** What the take-back entry gave promotion expense (the cash and debt it took). */
  takeback_promo: number | string;
  /** 1 when a wagering row took some of its count away after the bonus ended. */
  taken_after_finish: number | string;
}

// Keys as bonusGrantKey / bonusFinishKey write them (./bonus-movements.ts).
const grantKey = (id: RawBuilder<unknown>) => sql<string>`${sql.lit('bonus:grant:')} || ${id}`;
const finishKey = (id: RawBuilder<unknown>) => sql<string>`${sql.lit('bonus:finish:')} || ${id}`;
const takeBackKey = (id: RawBuilder<unknown>) =>
  sql<string>`${sql.lit('bonus:takeback:')} || ${id}`;

/** What an entry's lines moved on accounts of one kind. */
const moved = (entry: string, kind: string) => sql`coalesce((
  select sum(l.amount_minor) from journal_lines l
  inner join ledger_accounts a on a.id = l.account_id
  where l.entry_id = ${sql.ref(entry)} and a.kind = ${kind}), 0)`;

/**
 * The bonuses whose grant, finish or take-back entry is missing, extra, another player's, or
 * moved other amounts than the row says, and the converted ones whose wagering a resettlement
 * took below the requirement that kept their conversion, at most `limit`, by id.
 */
export async function bonusesOffEntries(
  database: Database,
  limit: number,
): Promise<BonusEntriesRow[]> {
  const started = sql`(b.activated_at is not null)`;
  const ended = sql`(b.activated_at is not null and b.status <> 'active')`;
  const result = await sql<BonusEntriesRow>`
    select * from (
      select b.id, b.user_id, b.status, b.activated_at, b.granted_minor, b.converted_minor,
        b.forfeited_minor, g.id as grant_id, g.user_id as grant_user_id,
        ${moved('g.id', 'player_bonus')} as grant_bonus,
        f.id as finish_id, f.user_id as finish_user_id,
        ${moved('f.id', 'player_cash')} as finish_cash,
        ${moved('f.id', 'promotion_expense')} as finish_promo,
        b.wagered_minor, b.wagering_required_minor, b.taken_back_minor,
        case when exists (
          select 1 from bonus_wagering w
          where w.bonus_id = b.id and w.counted_minor < 0 and w.created_at >= b.finished_at
        ) then 1 else 0 end as taken_after_finish,
        t.id as takeback_id, t.user_id as takeback_user_id,
        ${moved('t.id', 'promotion_expense')} as takeback_promo
      from player_bonuses b
      left join journal_entries g
        on g.idempotency_key = ${grantKey(sql.ref('b.id'))} and g.kind = ${BONUS_ENTRY_KINDS.grant}
      left join journal_entries f
        on f.idempotency_key = ${finishKey(sql.ref('b.id'))} and f.kind = ${BONUS_ENTRY_KINDS.finish}
      left join journal_entries t
        on t.idempotency_key = ${takeBackKey(sql.ref('b.id'))}
        and t.kind = ${BONUS_ENTRY_KINDS.takeBack}
    ) b
    where (b.grant_id is not null and (b.grant_user_id is null or b.grant_user_id <> b.user_id))
      or (b.finish_id is not null and (b.finish_user_id is null or b.finish_user_id <> b.user_id))
      or (${started} and b.grant_id is null) or (not ${started} and b.grant_id is not null)
      or (b.grant_id is not null and b.grant_bonus <> b.granted_minor)
      or (${ended} and b.finish_id is null) or (not ${ended} and b.finish_id is not null)
      or (b.finish_id is not null
        and (b.finish_cash <> b.converted_minor or b.finish_promo <> b.forfeited_minor))
      or (b.takeback_id is not null
        and (b.takeback_user_id is null or b.takeback_user_id <> b.user_id))
      or (b.takeback_id is null and b.taken_back_minor <> 0)
      or (b.takeback_id is not null and b.takeback_promo <> b.taken_back_minor)
      or (b.status = 'completed' and b.taken_after_finish = 1
        and b.wagered_minor < b.wagering_required_minor and b.taken_back_minor < b.converted_minor)
    order by b.id
    limit ${limit}`.execute(database.db);
  return result.rows;
}

/** Grant, finish and take-back entries whose key is no bonus's own, at most `limit`. */
export async function bonusEntriesWithoutBonus(
  database: Database,
  limit: number,
): Promise<string[]> {
  const rows = await sql<{ idempotency_key: string }>`
    select e.idempotency_key from journal_entries e
    where e.kind in (${BONUS_ENTRY_KINDS.grant}, ${BONUS_ENTRY_KINDS.finish},
        ${BONUS_ENTRY_KINDS.takeBack})
      and e.idempotency_key not in (
        select ${grantKey(sql.ref('id'))} from player_bonuses
        union all select ${finishKey(sql.ref('id'))} from player_bonuses
        union all select ${takeBackKey(sql.ref('id'))} from player_bonuses)
    order by e.id
    limit ${limit}`.execute(database.db);
  return rows.rows.map((r) => r.idempotency_key);
}
