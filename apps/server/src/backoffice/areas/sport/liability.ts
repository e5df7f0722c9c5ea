// Live liability of markets from their open bets (the rule: packages/contracts/src/backoffice/
// trading.ts). Per market: open bets and their stakes; per outcome: the bets on it, their stakes
// and potential payouts, and liability = those potentials − every stake on the market.
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';

export interface OutcomeLiability {
  openBets: number;
  stakesMinor: number;
  potentialMinor: number;
}

export interface MarketLiability {
  openBets: number;
  stakesMinor: number;
  outcomes: Map<number, OutcomeLiability>;
}

export async function marketLiability(
  db: Kysely<DB>,
  marketIds: number[],
): Promise<Map<number, MarketLiability>> {
  const out = new Map<number, MarketLiability>();
  if (marketIds.length === 0) return out;
  const rows = await db
    .selectFrom('sport_bet_legs as l')
    .innerJoin('sport_bets as b', 'b.id', 'l.bet_id')
    .select(['l.market_id', 'l.selection_id', 'b.stake_minor', 'b.potential_minor'])
    .where('l.market_id', 'in', marketIds)
    .where('b.status', '=', 'open')
    .where('b.settle_version', '=', 0)
    .execute();
  for (const r of rows) {
    let m = out.get(r.market_id);
    if (!m) out.set(r.market_id, (m = { openBets: 0, stakesMinor: 0, outcomes: new Map() }));
    // A bet has at most one leg per market (an accumulator's legs are on different events).
    m.openBets += 1;
    m.stakesMinor += Number(r.stake_minor);
    const o = m.outcomes.get(r.selection_id) ?? { openBets: 0, stakesMinor: 0, potentialMinor: 0 };
    o.openBets += 1;
    o.stakesMinor += Number(r.stake_minor);
    o.potentialMinor += Number(r.potential_minor);
    m.outcomes.set(r.selection_id, o);
  }
  return out;
}

/** What the house pays if the outcome wins, less the stakes it keeps on the market. */
export function outcomeLiabilityMinor(market: MarketLiability | undefined, selectionId: number) {
  if (!market) return 0;
  return (market.outcomes.get(selectionId)?.potentialMinor ?? 0) - market.stakesMinor;
}

/** The worst outcome of a market (0 without bets). */
export function worstOutcomeMinor(market: MarketLiability | undefined) {
  if (!market) return 0;
  let worst = -market.stakesMinor;
  for (const o of market.outcomes.values()) {
    worst = Math.max(worst, o.potentialMinor - market.stakesMinor);
  }
  return worst;
}
