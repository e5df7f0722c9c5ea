// Plays a reward's free spins as Hub88 would once the player opens the game (sandbox only,
// POST <prefix>/simulator/play-reward): for each spin a free bet (is_free, the reward's uuid,
// its bet value) and the spin's win, signed and sent to the operator's wallet, and listed.
// The wins are the caller's (Hub88 units per spin; 0 when absent), so tests know the outcome.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { createRewards } from './freebets.ts';
import type { Hub88Transport, SimulatedLaunch } from './transport.ts';

const playInput = z.object({
  reward_uuid: z.string().min(1),
  token: z.string().min(1),
  wins: z.array(z.number().int().min(0)).max(1000).default([]),
});

export function registerRewardPlay(
  sim: FastifyInstance,
  o: {
    rewards: ReturnType<typeof createRewards>;
    launches: Map<string, SimulatedLaunch>;
    transport: Hub88Transport;
  },
) {
  sim.post('/simulator/play-reward', async (req, reply) => {
    const parsed = playInput.safeParse(
      typeof req.body === 'string' ? JSON.parse(req.body || '{}') : {},
    );
    if (!parsed.success) return reply.code(400).send({ error: 'invalid request' });
    const reward = o.rewards.get(parsed.data.reward_uuid);
    const launch = o.launches.get(parsed.data.token);
    const game = reward?.game_codes[0];
    if (!reward || !launch || launch.user !== reward.user || launch.gameCode !== game) {
      return reply.code(404).send({ error: 'no such reward for this launch' });
    }
    const spins = [];
    for (let i = 0; i < reward.bet_count; i++) {
      const common = {
        user: reward.user,
        token: launch.token,
        game_code: game,
        currency: reward.currency,
        round: randomUUID(),
        is_free: true,
        reward_uuid: reward.reward_uuid,
      };
      const bet = { ...common, transaction_uuid: randomUUID(), amount: reward.bet_value };
      const betAnswer = await o.transport.send('transaction/bet', {
        ...bet,
        round_closed: false,
      });
      if (betAnswer?.status !== 'RS_OK') {
        spins.push({ bet: betAnswer?.status ?? 'unanswered' });
        break;
      }
      const winAnswer = await o.transport.send('transaction/win', {
        ...common,
        transaction_uuid: randomUUID(),
        reference_transaction_uuid: bet.transaction_uuid,
        amount: parsed.data.wins[i] ?? 0,
        round_closed: true,
      });
      spins.push({
        bet: betAnswer.status,
        win: winAnswer?.status ?? 'unanswered',
        balance: winAnswer?.balance,
      });
    }
    return { reward_uuid: reward.reward_uuid, spins };
  });
}
