// The bet ticket search: by ticket number, player (id or nickname start), event, state and
// placing time; and one ticket with its legs and its history (the journal entries that moved
// its money, and staff actions on its markets).
import type { Kysely, Selectable } from 'kysely';
import type { StaffInput, StaffOutput } from '@talih/contracts/backoffice/call.ts';
import type * as contract from '@talih/contracts/backoffice/trading.ts';
import type { DB, SportBetsTable } from '../../../db/schema.ts';
import { AppError } from '../../../http/errors.ts';

type TicketsInput = StaffInput<typeof contract.tradingTickets> & { page: number; pageSize: number };

function ticketRow(b: Selectable<SportBetsTable> & { nickname: string }, legs: number) {
  return {
    betNo: b.bet_no,
    userId: Number(b.user_id),
    nickname: b.nickname,
    kind: b.kind,
    stakeMinor: Number(b.stake_minor),
    potentialMinor: Number(b.potential_minor),
    payoutMinor: Number(b.payout_minor),
    totalOddsX100: Number(b.total_odds_x100),
    status: b.status,
    settleVersion: b.settle_version,
    live: b.live === 1,
    legs,
    placedAt: Number(b.placed_at),
    settledAt: b.settled_at === null ? null : Number(b.settled_at),
  };
}

export async function searchTickets(db: Kysely<DB>, input: TicketsInput) {
  let q = db.selectFrom('sport_bets as b').innerJoin('users as u', 'u.id', 'b.user_id');
  if (input.betNo) q = q.where('b.bet_no', '=', input.betNo.toUpperCase());
  if (input.player) {
    q = /^\d{1,12}$/.test(input.player)
      ? q.where('b.user_id', '=', Number(input.player))
      : q.where(
          (eb) => eb.fn<string>('lower', ['u.nickname']),
          'like',
          `${input.player.replace(/[%_\\]/g, '').toLowerCase()}%`,
        );
  }
  if (input.status) q = q.where('b.status', '=', input.status);
  if (input.from !== undefined) q = q.where('b.placed_at', '>=', input.from);
  if (input.to !== undefined) q = q.where('b.placed_at', '<', input.to);
  if (input.eventId !== undefined) {
    const eventId = input.eventId;
    q = q.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('sport_bet_legs as l')
          .select('l.id')
          .whereRef('l.bet_id', '=', 'b.id')
          .where('l.event_id', '=', eventId),
      ),
    );
  }
  const total = await q.select(db.fn.countAll<number>().as('n')).executeTakeFirst();
  const bets = await q
    .selectAll('b')
    .select('u.nickname')
    .orderBy('b.id', 'desc')
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize)
    .execute();
  const counts = bets.length
    ? await db
        .selectFrom('sport_bet_legs')
        .select(['bet_id', db.fn.countAll<number>().as('n')])
        .where(
          'bet_id',
          'in',
          bets.map((b) => b.id),
        )
        .groupBy('bet_id')
        .execute()
    : [];
  const legsOf = (id: number) => Number(counts.find((c) => c.bet_id === id)?.n ?? 0);
  return { rows: bets.map((b) => ticketRow(b, legsOf(b.id))), total: Number(total?.n ?? 0) };
}

export async function ticketDetail(
  db: Kysely<DB>,
  betNo: string,
): Promise<StaffOutput<typeof contract.tradingTicket>> {
  const bet = await db
    .selectFrom('sport_bets as b')
    .innerJoin('users as u', 'u.id', 'b.user_id')
    .selectAll('b')
    .select('u.nickname')
    .where('b.bet_no', '=', betNo.toUpperCase())
    .executeTakeFirst();
  if (!bet) throw new AppError('backoffice.trading.ticketNotFound');
  const legs = await db
    .selectFrom('sport_bet_legs as l')
    .innerJoin('sport_selections as s', 's.id', 'l.selection_id')
    .innerJoin('sport_markets as m', 'm.id', 'l.market_id')
    .innerJoin('sport_events as e', 'e.id', 'l.event_id')
    .innerJoin('sport_leagues as lg', 'lg.id', 'e.league_id')
    .innerJoin('sport_sports as sp', 'sp.id', 'lg.sport_id')
    .select(['l.event_id', 'l.market_id', 'l.odds_x100', 's.code', 's.result'])
    .select(['m.type', 'm.line', 'm.status', 'e.home', 'e.away', 'sp.code as sport'])
    .where('l.bet_id', '=', bet.id)
    .orderBy('l.id')
    .execute();
  return {
    ticket: { ...ticketRow(bet, legs.length), systemK: bet.system_k },
    legs: legs.map((l) => ({
      eventId: l.event_id,
      marketId: l.market_id,
      match: `${l.home} - ${l.away}`,
      sport: l.sport,
      marketType: l.type,
      line: l.line,
      code: l.code,
      oddsX100: l.odds_x100,
      result: l.result,
      marketStatus: l.status,
    })),
    history: await ticketHistory(
      db,
      bet.bet_no,
      legs.map((l) => ({ marketId: l.market_id, eventId: l.event_id })),
    ),
  };
}

async function ticketHistory(
  db: Kysely<DB>,
  betNo: string,
  legs: { marketId: number; eventId: number }[],
) {
  const entries = await db
    .selectFrom('journal_entries as e')
    .select(['e.id', 'e.kind', 'e.idempotency_key', 'e.detail', 'e.created_at'])
    .where('e.idempotency_key', 'like', `sport:${betNo}:%`)
    .orderBy('e.id')
    .execute();
  const lines = entries.length
    ? await db
        .selectFrom('journal_lines as l')
        .innerJoin('ledger_accounts as a', 'a.id', 'l.account_id')
        .select(['l.entry_id', 'l.amount_minor'])
        .where(
          'l.entry_id',
          'in',
          entries.map((e) => e.id),
        )
        .where('a.kind', 'in', ['player_cash', 'player_debt'])
        .execute()
    : [];
  const audit = await db
    .selectFrom('staff_audit')
    .select(['action', 'staff_name', 'second_staff_name', 'reason', 'at'])
    .where((eb) =>
      eb.or([
        eb.and([
          eb('object_type', '=', 'sport_market'),
          eb('object_id', 'in', ['-', ...legs.map((l) => String(l.marketId))]),
        ]),
        eb.and([
          eb('object_type', '=', 'sport_event'),
          eb('object_id', 'in', ['-', ...legs.map((l) => String(l.eventId))]),
        ]),
      ]),
    )
    .orderBy('seq')
    .execute();
  // Staff actions first: at the same millisecond, an action comes before the money it moved.
  const history = [
    ...audit.map((a) => ({
      at: Number(a.at),
      kind: a.action,
      detail: a.reason ?? '',
      amountMinor: null,
      by: a.second_staff_name ? `${a.staff_name} + ${a.second_staff_name}` : a.staff_name,
    })),
    ...entries.map((e) => ({
      at: Number(e.created_at),
      kind: e.kind.replace(/^sport_bet_/, ''),
      detail: e.detail,
      amountMinor: lines
        .filter((l) => l.entry_id === e.id)
        .reduce((s, l) => s + Number(l.amount_minor), 0),
      by: null,
    })),
  ];
  return history.sort((x, y) => x.at - y.at);
}
