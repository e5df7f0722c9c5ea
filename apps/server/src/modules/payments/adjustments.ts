// An operator's balance correction (the CLI's `talih credit|debit` and the back-office's
// manual adjustment): one journal entry against the house with the reason, and an audit row,
// in one transaction. A repeated key moves nothing and answers the first entry.
import { writeAudit } from '../../audit/audit.ts';
import type { Transaction } from 'kysely';
import type { AuditLogTable, DB } from '../../db/schema.ts';
import { operatorAdjustment } from '../../ledger/game-movements.ts';
import type { PostedEntry } from '../../ledger/post.ts';
import type { Services } from '../../services.ts';

export interface AdjustmentInput {
  direction: 'credit' | 'debit';
  userId: number;
  amountMinor: number;
  reason: string;
  key: string;
  actor: string;
  actorType: AuditLogTable['actor_type'];
}

/** Throws LedgerError INSUFFICIENT_FUNDS when a debit is more than the player's cash. */
export function postAdjustment(
  services: Pick<Services, 'ledger'>,
  input: AdjustmentInput,
  /** Runs in the same transaction after a new entry (the back-office's staff audit row). */
  inTx?: (trx: Transaction<DB>, entry: PostedEntry) => Promise<void>,
): Promise<PostedEntry> {
  return services.ledger.transact(`adjustment_${input.direction}`, async (tx) => {
    const entry = await operatorAdjustment(tx, input);
    if (!entry.replayed) {
      await writeAudit(
        tx.trx,
        {
          actorType: input.actorType,
          actorId: input.actor,
          action: `ledger.${input.direction}`,
          subject: `user:${input.userId}`,
          detail: { entryId: entry.entryId, amountMinor: input.amountMinor, reason: input.reason },
        },
        tx.now,
      );
      await inTx?.(tx.trx, entry);
    }
    return entry;
  });
}
