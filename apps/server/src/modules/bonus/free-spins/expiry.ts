// Awards whose time ran out with rounds unplayed end as 'expired' (the studio voids them by
// the same expiresAt). What the played rounds won as bonus money still becomes the bonus, so
// a player who played 7 of 10 rounds keeps those wins. Run by the delivery job.
import type { Services } from '../../../services.ts';
import { lockAward, winsToBonus } from './wallet.ts';

const BATCH = 100;

export async function expireFreeSpinAwards(
  services: Pick<Services, 'db' | 'ledger'>,
  now = Date.now(),
): Promise<{ expired: number }> {
  const due = await services.db
    .selectFrom('free_spin_awards')
    .select('id')
    .where('status', 'in', ['pending', 'active'])
    .where('expires_at', '<=', now)
    .orderBy('id')
    .limit(BATCH)
    .execute();
  let expired = 0;
  for (const { id } of due) {
    const done = await services.ledger.transact('free_spin_expiry', async (tx) => {
      const award = await lockAward(tx, String(id));
      // A last round may have finished it meanwhile.
      if (award.status !== 'pending' && award.status !== 'active') return false;
      await tx.trx
        .updateTable('free_spin_awards')
        .set({ status: 'expired', finished_at: tx.now, updated_at: tx.now })
        .where('id', '=', award.id)
        .execute();
      const winsMinor = Number(award.wins_minor);
      if (award.wins_as === 'bonus' && winsMinor > 0) {
        await winsToBonus(tx, { ...award, wins_minor: winsMinor });
      }
      return true;
    });
    if (done) expired += 1;
  }
  return { expired };
}
