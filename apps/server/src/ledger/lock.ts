// The player's lock, apart from ./post.ts: ./debt.ts takes it too, and post.ts imports debt.ts.
import type { TxState } from './post.ts';

/**
 * Locks the player's cash account row until the transaction ends (PostgreSQL; SQLite's
 * BEGIN IMMEDIATE already runs writers one at a time), so a limit checked on what the player
 * has open can't be passed by two transactions at once. A no-op write locks on both databases.
 */
export async function lockPlayerAccount(tx: TxState, userId: number): Promise<void> {
  await tx.trx
    .updateTable('ledger_accounts')
    .set((eb) => ({ balance_minor: eb.ref('balance_minor') }))
    .where('kind', '=', 'player_cash')
    .where('owner', '=', String(userId))
    .where('shard', '=', 0)
    .execute();
}
