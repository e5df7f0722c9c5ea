// The player's lock, apart from ./post.ts: ./debt.ts takes it too, and post.ts imports debt.ts.
import { SqliteAdapter, type Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { identityOf } from './accounts.ts';
import type { TxState } from './post.ts';
import { prepared } from './prepared.ts';

/**
 * True on SQLite, whose write transactions run one at a time (BEGIN IMMEDIATE): there a row
 * lock, or a second look at what no one else can have changed meanwhile, costs a statement and
 * protects nothing.
 */
export function writersAreSerial(db: Kysely<DB>): boolean {
  return db.getExecutor().adapter instanceof SqliteAdapter;
}

/**
 * Locks the player's cash account row until the transaction ends (PostgreSQL; SQLite's
 * BEGIN IMMEDIATE already runs writers one at a time), so a limit checked on what the player
 * has open can't be passed by two transactions at once. A no-op write; skipped on SQLite.
 */
export async function lockPlayerAccount(tx: TxState, userId: number): Promise<void> {
  if (writersAreSerial(tx.trx)) return;
  if (tx.cashHeld?.has(userId)) return;
  const known = tx.accounts.lookup(identityOf({ kind: 'player_cash', userId }));
  if (known !== undefined) {
    // A row known to this instance exists (accounts are never deleted; ids created by a
    // transaction are known only once it committed), so the write's answer tells nothing: on
    // PostgreSQL it goes out with the transaction's next statement, which then runs under the
    // lock, as every one after it (db/answer-unread.ts).
    await tx.trx.executeQuery(preparedLockById(tx.trx, { id: known }));
    heldCash(tx, userId);
    return;
  }
  const { numUpdatedRows } = await noOpWrite(tx.trx)
    .where('kind', '=', 'player_cash')
    .where('owner', '=', String(userId))
    .where('shard', '=', 0)
    .executeTakeFirstOrThrow();
  // A player without a cash row yet has nothing held: later reads can't lean on a lock.
  if (numUpdatedRows > 0n) heldCash(tx, userId);
}

/** A write to account rows that changes nothing and takes their row locks till commit. */
function noOpWrite(db: Kysely<DB>) {
  return db
    .updateTable('ledger_accounts')
    .set((eb) => ({ balance_minor: eb.ref('balance_minor') }));
}

/** lockPlayerAccount's no-op write, by the row's id. */
export function lockByIdQuery(db: Kysely<DB>, v: { id: number }) {
  return noOpWrite(db).where('id', '=', v.id);
}

export const preparedLockById = prepared(['id'], lockByIdQuery, { answerUnread: true });

/** Notes that this transaction holds the player's cash row (see TxState.cashHeld). */
export function heldCash(tx: TxState, userId: number) {
  (tx.cashHeld ??= new Set()).add(userId);
}
