// What the simulator sent to the operator's wallet, as Hub88's Transactions API lists it
// (docs/hub88.md "Daily reconciliation"): each bet, win and rollback with the status the
// operator's answer gave it (TS_SUCCESS, TS_DECLINED; a bet later rolled back, TS_ROLLBACK).
// Told to lie, the list misstates one transaction, so the operator's check has to notice.
import { randomUUID } from 'node:crypto';

export interface ListedTransaction {
  transaction_uuid: string;
  type: 'bet' | 'win' | 'rollback';
  status: 'TS_SUCCESS' | 'TS_DECLINED' | 'TS_ROLLBACK';
  user: string;
  round: string;
  game_code: string;
  currency: string;
  amount: number;
  reference_transaction_uuid: string | null;
  is_free: boolean;
  reward_uuid: string | null;
  inserted_at: string;
}

export type Lie = 'amount' | 'missing' | 'invented' | 'rollback';

export function createTransactionLog(now: () => number = Date.now) {
  const log: ListedTransaction[] = [];
  const byUuid = new Map<string, ListedTransaction>();
  return {
    /** One sent transaction and the answer's status (RS_OK or not). */
    record(t: Omit<ListedTransaction, 'inserted_at' | 'status'>, answeredOk: boolean) {
      const seen = byUuid.get(t.transaction_uuid);
      if (seen) {
        // A retry of the same transaction: listed once, as it finally went.
        if (answeredOk && seen.status === 'TS_DECLINED') seen.status = 'TS_SUCCESS';
      } else {
        const row: ListedTransaction = {
          ...t,
          status: answeredOk ? 'TS_SUCCESS' : 'TS_DECLINED',
          inserted_at: new Date(now()).toISOString().slice(0, 19),
        };
        log.push(row);
        byUuid.set(row.transaction_uuid, row);
      }
      // A rollback answered OK, first time or on a retry, cancels its bet.
      const bet = t.reference_transaction_uuid ? byUuid.get(t.reference_transaction_uuid) : null;
      if (t.type === 'rollback' && answeredOk && bet?.type === 'bet') bet.status = 'TS_ROLLBACK';
    },
    /** The list for a time range (ISO 8601 without a zone, UTC) or one round. */
    list(filter: { start_time?: string; end_time?: string; round?: string }, lie?: Lie) {
      const rows = log
        .filter((t) =>
          filter.round
            ? t.round === filter.round
            : t.inserted_at >= filter.start_time! && t.inserted_at <= filter.end_time!,
        )
        .map((t) => ({ ...t }));
      return lie ? told(rows, lie) : rows;
    },
  };
}

function told(rows: ListedTransaction[], lie: Lie): ListedTransaction[] {
  const bet = rows.find((t) => t.type === 'bet' && t.status === 'TS_SUCCESS' && !t.is_free);
  if (lie === 'invented') {
    const model = rows[0];
    if (!model) return rows;
    return [
      ...rows,
      {
        ...model,
        transaction_uuid: randomUUID(),
        round: randomUUID(),
        type: 'bet',
        status: 'TS_SUCCESS',
        amount: 100000,
        reference_transaction_uuid: null,
        is_free: false,
        reward_uuid: null,
      },
    ];
  }
  if (!bet) return rows;
  if (lie === 'amount') bet.amount += 100000;
  if (lie === 'rollback') bet.status = 'TS_ROLLBACK';
  return lie === 'missing' ? rows.filter((t) => t !== bet) : rows;
}
