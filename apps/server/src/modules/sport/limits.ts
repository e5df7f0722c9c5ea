// Stake limits set by traders (back-office trading): a limit per sport, league or market type,
// and per player a limit and a stake factor. The strictest wins: a slip's stake per bet may not
// exceed the lowest limit any of its legs falls under (and the built-in maximum), times the
// player's factor (500 = half of it). Read before the bet's transaction: a limit changed a
// moment before a slip commits applies to the next slip.
import type { Kysely } from 'kysely';
import { SPORT_LIMITS } from '@talih/contracts/sport.ts';
import type { DB } from '../../db/schema.ts';

export interface LimitLeg {
  sport: string;
  league_id: number;
  market_type: string;
}

export interface StakeLimit {
  maxStakeMinor: number;
  /** Where the limit comes from: built-in, sport, league, market, player. */
  source: string;
}

export async function stakeLimitFor(
  db: Kysely<DB>,
  userId: number,
  legs: LimitLeg[],
): Promise<StakeLimit> {
  let best: StakeLimit = { maxStakeMinor: SPORT_LIMITS.maxStakeMinor, source: 'built-in' };
  const refs = {
    sport: [...new Set(legs.map((l) => l.sport))],
    league: [...new Set(legs.map((l) => String(l.league_id)))],
    market: [...new Set(legs.map((l) => l.market_type))],
  };
  const rows = await db
    .selectFrom('sport_stake_limits')
    .select(['scope', 'ref', 'max_stake_minor'])
    .where((eb) =>
      eb.or(
        Object.entries(refs)
          .filter(([, list]) => list.length > 0)
          .map(([scope, list]) =>
            eb.and([eb('scope', '=', scope as 'sport'), eb('ref', 'in', list)]),
          ),
      ),
    )
    .execute();
  for (const r of rows) {
    if (Number(r.max_stake_minor) < best.maxStakeMinor) {
      best = { maxStakeMinor: Number(r.max_stake_minor), source: r.scope };
    }
  }
  const player = await db
    .selectFrom('sport_player_limits')
    .select(['stake_factor_pm', 'max_stake_minor'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!player) return best;
  if (player.max_stake_minor !== null && Number(player.max_stake_minor) < best.maxStakeMinor) {
    best = { maxStakeMinor: Number(player.max_stake_minor), source: 'player' };
  }
  if (player.stake_factor_pm !== 1000) {
    best = {
      maxStakeMinor: Math.floor((best.maxStakeMinor * player.stake_factor_pm) / 1000),
      source: 'player',
    };
  }
  return best;
}
