// Awards are told to their studio outside the grant's transaction (no network call holds a
// database transaction): a job sends each pending award and marks it active once the studio
// holds it. The studio's award call is idempotent by award id, so a resend is harmless.
import { minorToDecimal } from '@talih/contracts/money.ts';
import type { FreeRoundsStudio } from '../../../adapters/games/free-rounds.ts';
import type { Services } from '../../../services.ts';
import { expireFreeSpinAwards } from './expiry.ts';

export const FREE_SPIN_DELIVERY_EVERY_MS = 5000;
const BATCH = 50;

export async function deliverFreeSpinAwards(
  services: Pick<Services, 'db' | 'config'>,
  studios: Map<string, FreeRoundsStudio>,
  now = Date.now(),
): Promise<{ delivered: number }> {
  const pending = await services.db
    .selectFrom('free_spin_awards as a')
    .innerJoin('games as g', 'g.id', 'a.game_id')
    .select([
      'a.id',
      'a.user_id',
      'a.studio_code',
      'a.spins_total',
      'a.spin_value_minor',
      'a.expires_at',
      'g.studio_game',
    ])
    .where('a.status', '=', 'pending')
    .where('a.expires_at', '>', now)
    .orderBy('a.id')
    .limit(BATCH)
    .execute();
  let delivered = 0;
  for (const a of pending) {
    const studio = studios.get(a.studio_code);
    if (!studio) continue;
    const ok = await studio.award({
      awardId: String(a.id),
      playerId: String(a.user_id),
      gameId: a.studio_game,
      count: a.spins_total,
      spinValue: minorToDecimal(Number(a.spin_value_minor)),
      currency: services.config.jurisdiction.currency,
      expiresAt: Number(a.expires_at),
    });
    if (!ok) continue;
    await services.db
      .updateTable('free_spin_awards')
      .set({ status: 'active', updated_at: now })
      .where('id', '=', a.id)
      .where('status', '=', 'pending')
      .execute();
    delivered += 1;
  }
  return { delivered };
}

export function scheduleFreeSpinDelivery(
  services: Services,
  studios: Map<string, FreeRoundsStudio>,
) {
  services.scheduler?.every({
    name: 'free-spin-delivery',
    everyMs: FREE_SPIN_DELIVERY_EVERY_MS,
    run: async () => {
      await expireFreeSpinAwards(services);
      await deliverFreeSpinAwards(services, studios);
    },
  });
}
