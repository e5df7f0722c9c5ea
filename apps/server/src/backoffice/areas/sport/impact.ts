// What a trader's settlement would move, before it runs: the four-eyes amount. Each bet on the
// markets is priced with the proposed results in place of its legs' current ones; the amount is
// the sum over bets of |new payout − what it has been paid|. A rollback's amount is the
// winnings (payout above stake) the market's settled bets were paid: what it puts in question.
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import type { SelectionResult } from '@talih/contracts/backoffice/trading.ts';
import { betCombos, outcomeShares, settledPayoutMinor } from '../../../modules/sport/math.ts';

export function sharesOf(result: SelectionResult) {
  if (result === 'void') return outcomeShares({ result: 'lost', voidFactor: 1 });
  if (result === 'half_won') return outcomeShares({ result: 'won', voidFactor: 0.5 });
  if (result === 'half_lost') return outcomeShares({ result: 'lost', voidFactor: 0.5 });
  return outcomeShares({ result });
}

export interface MarketResults {
  marketId: number;
  /** selection id → result; every selection of the market. */
  results: Map<number, SelectionResult>;
}

async function betsOn(db: Kysely<DB>, marketIds: number[]) {
  if (marketIds.length === 0) return [];
  return db
    .selectFrom('sport_bets as b')
    .select(['b.id', 'b.bet_no', 'b.kind', 'b.system_k', 'b.unit_stake_minor', 'b.stake_minor'])
    .select(['b.payout_minor', 'b.settle_version', 'b.status'])
    .where('b.status', '!=', 'cashed_out')
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('sport_bet_legs as l')
          .select('l.id')
          .whereRef('l.bet_id', '=', 'b.id')
          .where('l.market_id', 'in', marketIds),
      ),
    )
    .execute();
}

/** bet number → what it has been paid so far (0 while open). */
export async function betPayouts(db: Kysely<DB>, marketIds: number[]) {
  const bets = await betsOn(db, marketIds);
  return new Map(
    bets.map((b) => [b.bet_no, b.settle_version > 0 ? Number(b.payout_minor) : 0] as const),
  );
}

export async function settlementImpactMinor(db: Kysely<DB>, markets: MarketResults[]) {
  const proposed = new Map<number, { winPm: number; voidPm: number }>();
  for (const m of markets) for (const [sel, r] of m.results) proposed.set(sel, sharesOf(r));
  const bets = await betsOn(
    db,
    markets.map((m) => m.marketId),
  );
  if (bets.length === 0) return 0;
  const legs = await db
    .selectFrom('sport_bet_legs as l')
    .innerJoin('sport_selections as s', 's.id', 'l.selection_id')
    .select(['l.bet_id', 'l.selection_id', 'l.odds_x100', 's.win_pm', 's.void_pm'])
    .where(
      'l.bet_id',
      'in',
      bets.map((b) => b.id),
    )
    .orderBy('l.id')
    .execute();
  let total = 0;
  for (const b of bets) {
    const own = legs.filter((l) => l.bet_id === b.id);
    const payout = settledPayoutMinor(
      Number(b.unit_stake_minor),
      own.map((l) => {
        const p = proposed.get(l.selection_id);
        return {
          oddsX100: l.odds_x100,
          winPm: p ? p.winPm : l.win_pm,
          voidPm: p ? p.voidPm : l.void_pm,
        };
      }),
      betCombos(b.kind, own.length, b.system_k),
    );
    if (payout === null) continue;
    total += Math.abs(payout - (b.settle_version > 0 ? Number(b.payout_minor) : 0));
  }
  return total;
}

export async function rollbackWinningsMinor(db: Kysely<DB>, marketId: number) {
  const bets = await betsOn(db, [marketId]);
  return bets
    .filter((b) => b.settle_version > 0)
    .reduce((s, b) => s + Math.max(0, Number(b.payout_minor) - Number(b.stake_minor)), 0);
}
