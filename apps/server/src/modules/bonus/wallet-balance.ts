// The balance a studio is shown: cash plus the active bonus's money, as one number;
// the stake's split is the platform's business.
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { PostedEntry } from '../../ledger/post.ts';

/** Cash + bonus now, in one read. */
export async function playableMinor(db: Kysely<DB>, userId: number): Promise<number> {
  const rows = await db
    .selectFrom('ledger_accounts')
    .select('balance_minor')
    .where('kind', 'in', ['player_cash', 'player_bonus'])
    .where('owner', '=', String(userId))
    .where('shard', '=', 0)
    .execute();
  return rows.reduce((sum, r) => sum + Number(r.balance_minor), 0);
}

/**
 * Cash + bonus right after a game entry: the bonus balance is in its detail when the player
 * held bonus money (so a replay answers what the first answer said).
 */
export function playableAfter(entry: PostedEntry): number {
  const bonus = entry.detail.bonusBalanceMinor;
  return (entry.playerBalanceMinor ?? 0) + (typeof bonus === 'number' ? bonus : 0);
}
