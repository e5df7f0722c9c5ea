// Free spins on Hub88's games (docs/hub88.md "Free bets"): the bonus engine's award becomes a
// reward at Hub88 (Freebets API: the game's prepaid, then one reward). The free bets played on
// it reach the wallet (modules/provider-wallet/hub88/free-bets.ts).
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { decimalToMinor } from '@talih/contracts/money.ts';
import type { DB } from '../../../db/schema.ts';
import type { FreeRoundsStudio } from '../free-rounds.ts';
import type { Hub88Client } from './client.ts';
import { hub88User, minorToHub88 } from './protocol.ts';

/** Hub88's datetime: ISO 8601 without a zone, in UTC (the Freebets API's examples). */
const hub88Time = (ms: number) => new Date(ms).toISOString().slice(0, 19);

const prepaid = z.looseObject({
  prepaid_uuid: z.string().min(1),
  currency: z.string(),
  bet_value: z.number().int().nullable().optional(),
  bet_count: z.number().int().nullable().optional(),
});
const reward = z.looseObject({ reward_uuid: z.string().min(1).max(128) });

/** Hub88 as the studio the delivery job tells of an award (modules/bonus/free-spins/delivery.ts). */
export function hub88FreeRoundsStudio(
  db: Kysely<DB>,
  client: Pick<Hub88Client, 'prepaids' | 'rewardCreate'>,
  now: () => number = Date.now,
): FreeRoundsStudio {
  return {
    async award(a) {
      const awardId = Number(a.awardId);
      const known = await rewardOfAward(db, awardId);
      if (known) return true;
      const betValue = minorToHub88(decimalToMinor(a.spinValue));
      try {
        const offered = z.array(prepaid).parse(await client.prepaids({ game_code: a.gameId }));
        // A prepaid of the currency that leaves the spin's value and count to the operator,
        // or one that fixes exactly the award's: any other would change what was granted.
        const fits = offered.find(
          (p) =>
            p.currency === a.currency &&
            (p.bet_value ?? betValue) === betValue &&
            (p.bet_count ?? a.count) === a.count,
        );
        if (!fits) return false;
        const created = reward.parse(
          await client.rewardCreate({
            user: hub88User(Number(a.playerId)),
            currency: a.currency,
            game_codes: [a.gameId],
            prepaid_uuid: fits.prepaid_uuid,
            bet_value: betValue,
            bet_count: a.count,
            start_time: hub88Time(now()),
            end_time: hub88Time(a.expiresAt),
          }),
        );
        await db
          .insertInto('hub88_rewards')
          .values({ award_id: awardId, reward_uuid: created.reward_uuid, created_at: now() })
          .onConflict((oc) => oc.doNothing())
          .execute();
        return true;
      } catch {
        return false; // refused or unreachable: the delivery job tries again
      }
    },
  };
}

function rewardOfAward(db: Kysely<DB>, awardId: number) {
  return db
    .selectFrom('hub88_rewards')
    .select('reward_uuid')
    .where('award_id', '=', awardId)
    .executeTakeFirst();
}
