// The player's bets as the screens show them (My Bets, the slip's receipt, a cash-out's
// answer): only their own, with each open bet's cash-out offer. A page reads a fixed number
// of queries whatever its size: the bets, their legs, and the cash-out data of all of them.
import { minorToNumber } from '@talih/contracts/money.ts';
import type { BetView, SportCode } from '@talih/contracts/sport.ts';
import { betCombos } from '../math.ts';
import { mayCashOut, offerOf } from './cash-out.ts';
import type { BetDeps } from './deps.ts';
import {
  cashOutLegsOf,
  playerBets,
  viewLegsOf,
  type BetRow,
  type BetsFilter,
  type ViewLegRow,
} from './repository.ts';

/** The player's bets as the screens show them; only their own (another's answers nothing). */
export async function betViews(
  deps: BetDeps,
  userId: number,
  filter: BetsFilter,
): Promise<{ list: BetView[]; total: number }> {
  const db = deps.services.db;
  const { bets, total } = await playerBets(db, userId, filter);
  const legs = await viewLegsOf(
    db,
    bets.map((b) => b.id),
  );
  const offerable = bets.filter(mayCashOut).map((b) => b.id);
  const cashOutLegs = await cashOutLegsOf(db, offerable);
  const list = bets.map((b) => {
    const offer = offerOf(b, cashOutLegs.get(b.id), deps.cashOutMarginPm);
    return betView(
      b,
      legs.filter((l) => l.bet_id === b.id),
      offer,
    );
  });
  return { list, total };
}

function betView(b: BetRow, legs: ViewLegRow[], offerMinor: number | null): BetView {
  return {
    betNo: b.bet_no,
    kind: b.kind,
    systemK: b.system_k,
    combinations: betCombos(b.kind, legs.length, b.system_k).length,
    stake: minorToNumber(Number(b.stake_minor)),
    totalOdds: Number(b.total_odds_x100) / 100,
    potentialWin: minorToNumber(Number(b.potential_minor)),
    status: b.status,
    payout: minorToNumber(Number(b.payout_minor)),
    live: b.live === 1,
    placedAt: Number(b.placed_at),
    settledAt: b.settled_at === null ? null : Number(b.settled_at),
    cashOut: offerMinor === null ? null : minorToNumber(offerMinor),
    legs: legs.map(legView),
  };
}

function legView(l: ViewLegRow): BetView['legs'][number] {
  return {
    selectionId: l.selection_id,
    eventId: l.event_id,
    sport: l.sport as SportCode,
    home: l.home,
    away: l.away,
    startAt: Number(l.start_at),
    eventStatus: l.event_status,
    homeScore: l.home_score,
    awayScore: l.away_score,
    marketType: l.type,
    line: l.line,
    code: l.code,
    odds: l.odds_x100 / 100,
    result: (l.result as BetView['legs'][number]['result']) ?? null,
  };
}
