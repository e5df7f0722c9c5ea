// The bets' SQL, and nothing else: every read and write of sport_bets and sport_bet_legs the
// bet modules make (placing, settling, cash-out, the player's views). No rule is decided here;
// the callers check what the rows say. Functions take the connection they run on, so the same
// query serves a plain read and a ledger transaction (tx.trx).
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { BetKind } from '@talih/contracts/sport.ts';
import type { DB, SportBetsTable } from '../../../db/schema.ts';

type Db = Kysely<DB>;
export type BetRow = Selectable<SportBetsTable>;

/** A selection as placing needs it: its market, event, league and sport. */
export interface LegRow {
  selection_id: number;
  code: string;
  odds_x100: number;
  market_id: number;
  market_status: string;
  market_version: number;
  in_play: number;
  event_id: number;
  event_status: string;
  start_at: number;
  sport: string;
  league_id: number;
  market_type: string;
}

export async function loadLegs(db: Db, selectionIds: number[]): Promise<LegRow[]> {
  if (selectionIds.length === 0) return [];
  const rows = await db
    .selectFrom('sport_selections as s')
    .innerJoin('sport_markets as m', 'm.id', 's.market_id')
    .innerJoin('sport_events as e', 'e.id', 'm.event_id')
    .innerJoin('sport_leagues as lg', 'lg.id', 'e.league_id')
    .innerJoin('sport_sports as sp', 'sp.id', 'lg.sport_id')
    .select([
      'sp.code as sport',
      'e.league_id',
      'm.type as market_type',
      's.id as selection_id',
      's.code',
      's.odds_x100',
      'm.id as market_id',
      'm.status as market_status',
      'm.version as market_version',
      'm.in_play',
      'e.id as event_id',
      'e.status as event_status',
      'e.start_at',
    ])
    .where('s.id', 'in', selectionIds)
    .execute();
  return rows.map((r) => ({ ...r, start_at: Number(r.start_at) }));
}

/**
 * The markets' status and version, in id order. On PostgreSQL FOR SHARE (`lock`): see
 * place.ts claimMarketsUnchanged for why.
 */
export async function marketStates(trx: Transaction<DB>, marketIds: number[], lock: boolean) {
  return trx
    .selectFrom('sport_markets')
    .select(['id', 'version', 'status'])
    .where('id', 'in', marketIds)
    .orderBy('id')
    .$if(lock, (q) => q.forShare())
    .execute();
}

/** The player's open stakes per event, for the events given. */
export async function openStakesByEvent(trx: Transaction<DB>, userId: number, eventIds: number[]) {
  const rows = await trx
    .selectFrom('sport_bet_legs as l')
    .innerJoin('sport_bets as b', 'b.id', 'l.bet_id')
    .select((eb) => ['l.event_id', eb.fn.sum<number>('b.stake_minor').as('total')])
    .where('b.user_id', '=', userId)
    .where('b.status', '=', 'open')
    .where('l.event_id', 'in', eventIds)
    .groupBy('l.event_id')
    .execute();
  return new Map(rows.map((r) => [r.event_id, Number(r.total)]));
}

export interface NewBet {
  betNo: string;
  userId: number;
  kind: BetKind;
  systemK: number | null;
  stakeMinor: number;
  unitStakeMinor: number;
  totalOddsX100: number;
  potentialMinor: number;
  live: boolean;
  placedAt: number;
  /** The stake's bonus part and the bonus it came from; 0 and null without one. */
  bonusStakeMinor?: number;
  bonusId?: number | null;
  freeBetId?: number | null;
  legs: Pick<LegRow, 'selection_id' | 'market_id' | 'event_id' | 'odds_x100'>[];
}

/** Writes an open bet and its legs; answers its id. */
export async function insertBet(trx: Transaction<DB>, bet: NewBet): Promise<number> {
  const row = await trx
    .insertInto('sport_bets')
    .values({
      bet_no: bet.betNo,
      user_id: bet.userId,
      kind: bet.kind,
      system_k: bet.systemK,
      stake_minor: bet.stakeMinor,
      unit_stake_minor: bet.unitStakeMinor,
      total_odds_x100: bet.totalOddsX100,
      potential_minor: bet.potentialMinor,
      status: 'open',
      payout_minor: 0,
      settle_version: 0,
      live: bet.live ? 1 : 0,
      placed_at: bet.placedAt,
      settled_at: null,
      bonus_stake_minor: bet.bonusStakeMinor ?? 0,
      bonus_id: bet.bonusId ?? null,
      free_bet_id: bet.freeBetId ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('sport_bet_legs')
    .values(
      bet.legs.map((l) => ({
        bet_id: row.id,
        selection_id: l.selection_id,
        market_id: l.market_id,
        event_id: l.event_id,
        odds_x100: l.odds_x100,
      })),
    )
    .execute();
  return row.id;
}

/** One page (in bet id order, after `afterBetId`) of the bets with a leg on the market. */
export async function betIdsOnMarket(db: Db, marketId: number, afterBetId: number, limit: number) {
  const rows = await db
    .selectFrom('sport_bet_legs')
    .select('bet_id')
    .distinct()
    .where('market_id', '=', marketId)
    .where('bet_id', '>', afterBetId)
    .orderBy('bet_id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.bet_id);
}

export async function betById(db: Db, betId: number): Promise<BetRow | undefined> {
  return db.selectFrom('sport_bets').selectAll().where('id', '=', betId).executeTakeFirst();
}

/** The player's bet by its number; another player's answers nothing. */
export async function betOfPlayer(
  db: Db,
  userId: number,
  betNo: string,
): Promise<BetRow | undefined> {
  return db
    .selectFrom('sport_bets')
    .selectAll()
    .where('bet_no', '=', betNo)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** A bet's legs with their selections' results, in leg order. */
export async function settleLegsOf(db: Db, betId: number) {
  return db
    .selectFrom('sport_bet_legs as l')
    .innerJoin('sport_selections as s', 's.id', 'l.selection_id')
    .select(['l.odds_x100', 's.win_pm', 's.void_pm'])
    .where('l.bet_id', '=', betId)
    .orderBy('l.id')
    .execute();
}

/**
 * Moves a bet to its settlement if it still is as read (settle version and status); answers
 * whether it did (false: another settler or a cash-out got there first).
 */
export async function markSettled(
  trx: Transaction<DB>,
  bet: Pick<BetRow, 'id' | 'settle_version' | 'status'>,
  to: { settleVersion: number; payoutMinor: number; status: BetRow['status']; at: number },
): Promise<boolean> {
  const updated = await trx
    .updateTable('sport_bets')
    .set({
      settle_version: to.settleVersion,
      payout_minor: to.payoutMinor,
      status: to.status,
      settled_at: to.at,
    })
    .where('id', '=', bet.id)
    .where('settle_version', '=', bet.settle_version)
    .where('status', '=', bet.status)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/** Cashes out a bet still open and unsettled; answers whether it did. */
export async function markCashedOut(
  trx: Transaction<DB>,
  betId: number,
  payoutMinor: number,
  at: number,
): Promise<boolean> {
  const updated = await trx
    .updateTable('sport_bets')
    .set({ status: 'cashed_out', payout_minor: payoutMinor, settled_at: at })
    .where('id', '=', betId)
    .where('status', '=', 'open')
    .where('settle_version', '=', 0)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

export interface CashOutLeg {
  oddsX100: number;
  winPm: number | null;
  voidPm: number | null;
  currentOddsX100: number;
  marketOpen: boolean;
}

/**
 * What a cash-out offer is priced from, for every bet given, in one query: each leg's odds as
 * placed, its selection's result so far and current odds, and whether its market is open.
 */
export async function cashOutLegsOf(db: Db, betIds: number[]): Promise<Map<number, CashOutLeg[]>> {
  const out = new Map<number, CashOutLeg[]>();
  if (betIds.length === 0) return out;
  const rows = await db
    .selectFrom('sport_bet_legs as l')
    .innerJoin('sport_selections as s', 's.id', 'l.selection_id')
    .innerJoin('sport_markets as m', 'm.id', 'l.market_id')
    .select([
      'l.bet_id',
      'l.odds_x100',
      's.win_pm',
      's.void_pm',
      's.odds_x100 as current',
      'm.status',
    ])
    .where('l.bet_id', 'in', betIds)
    .orderBy('l.bet_id')
    .orderBy('l.id')
    .execute();
  for (const r of rows) {
    const leg = {
      oddsX100: r.odds_x100,
      winPm: r.win_pm,
      voidPm: r.void_pm,
      currentOddsX100: r.current,
      marketOpen: r.status === 'open',
    };
    out.set(r.bet_id, [...(out.get(r.bet_id) ?? []), leg]);
  }
  return out;
}

export type BetsFilter =
  { status: 'open' | 'settled'; page: number; pageSize: number } | { betNos: string[] };

/** The player's bets, newest first: a page by status, or the numbers asked; and their count. */
export async function playerBets(db: Db, userId: number, filter: BetsFilter) {
  let q = db.selectFrom('sport_bets').where('user_id', '=', userId);
  if ('betNos' in filter) q = q.where('bet_no', 'in', filter.betNos.length ? filter.betNos : ['-']);
  else
    q = filter.status === 'open' ? q.where('status', '=', 'open') : q.where('status', '!=', 'open');
  const totalRow = await q.select(db.fn.countAll<number>().as('n')).executeTakeFirst();
  let rowsQ = q.selectAll().orderBy('id', 'desc');
  if (!('betNos' in filter))
    rowsQ = rowsQ.limit(filter.pageSize).offset((filter.page - 1) * filter.pageSize);
  return { bets: await rowsQ.execute(), total: Number(totalRow?.n ?? 0) };
}

/** The legs of the bets given as the screens show them: event, market, selection, result. */
export async function viewLegsOf(db: Db, betIds: number[]) {
  if (betIds.length === 0) return [];
  return db
    .selectFrom('sport_bet_legs as l')
    .innerJoin('sport_selections as s', 's.id', 'l.selection_id')
    .innerJoin('sport_markets as m', 'm.id', 'l.market_id')
    .innerJoin('sport_events as e', 'e.id', 'l.event_id')
    .innerJoin('sport_leagues as lg', 'lg.id', 'e.league_id')
    .innerJoin('sport_sports as sp', 'sp.id', 'lg.sport_id')
    .select([
      'l.bet_id',
      'l.id',
      'l.selection_id',
      'l.event_id',
      'l.odds_x100',
      's.code',
      's.result',
      'm.type',
      'm.line',
      'e.home',
      'e.away',
      'e.start_at',
      'e.status as event_status',
      'e.home_score',
      'e.away_score',
      'sp.code as sport',
    ])
    .where('l.bet_id', 'in', betIds)
    .orderBy('l.id')
    .execute();
}

export type ViewLegRow = Awaited<ReturnType<typeof viewLegsOf>>[number];
