// The simulator's Freebets API, as Hub88 documents it for operators (docs/hub88.md "Free
// bets"): each game with free bet support offers one prepaid per currency that leaves the
// spin's value and count to the operator, and a reward is created from one of them. It then
// plays a reward's spins on request, sending free bets and their wins to the operator's wallet
// as Hub88 would (is_free, reward_uuid).
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { SimulatedGame } from './games.ts';

export const PREPAID_CURRENCIES = ['TRY', 'EUR'] as const;

export const prepaidsOf = (games: SimulatedGame[], gameCode: unknown) =>
  games
    .filter((g) => g.freebet_support && g.enabled && (!gameCode || g.game_code === gameCode))
    .flatMap((g) =>
      PREPAID_CURRENCIES.map((currency) => ({
        prepaid_uuid: `prepaid-${g.game_code}-${currency}`,
        game_code: g.game_code,
        game_id: g.game_id,
        currency,
        bet_value: null,
        bet_count: null,
        type: 'free_spins',
      })),
    );

const hub88Time = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);

export const rewardRequest = z.looseObject({
  user: z.string().min(3),
  currency: z.string().regex(/^[A-Z]{3}$/),
  game_codes: z.array(z.string().min(1)).min(1).max(1),
  prepaid_uuid: z.string().min(1),
  bet_value: z.number().int().positive(),
  bet_count: z.number().int().positive().max(1000),
  start_time: hub88Time,
  end_time: hub88Time,
  operator_id: z.number().int(),
});

export interface SimulatedReward {
  reward_uuid: string;
  status: 'active';
  user: string;
  currency: string;
  game_codes: string[];
  prepaid_uuid: string;
  bet_value: number;
  bet_count: number;
  start_time: string;
  end_time: string;
}

export function createRewards(games: SimulatedGame[]) {
  const rewards = new Map<string, SimulatedReward>();
  return {
    get: (uuid: string) => rewards.get(uuid),
    /** The reward, or why Hub88 would refuse it (HTTP 400/404). */
    create(body: unknown): SimulatedReward | { refused: string } {
      const parsed = rewardRequest.safeParse(body);
      if (!parsed.success) return { refused: 'invalid request parameters' };
      const r = parsed.data;
      const offered = prepaidsOf(games, r.game_codes[0]);
      const prepaid = offered.find((p) => p.prepaid_uuid === r.prepaid_uuid);
      if (!prepaid || prepaid.currency !== r.currency) return { refused: 'prepaid not found' };
      const reward: SimulatedReward = {
        reward_uuid: randomUUID(),
        status: 'active',
        user: r.user,
        currency: r.currency,
        game_codes: r.game_codes,
        prepaid_uuid: r.prepaid_uuid,
        bet_value: r.bet_value,
        bet_count: r.bet_count,
        start_time: r.start_time,
        end_time: r.end_time,
      };
      rewards.set(reward.reward_uuid, reward);
      return reward;
    },
  };
}
