// What the ledger must hold after the traffic, whatever crashed on the way: every acknowledged
// movement exactly once (by its idempotency key), with the entry id and balance the client was
// told; no movement twice; nothing the clients did not send; each player's balance equal to
// funds − stakes + wins of what was acknowledged.
import type { Database } from '../db/database.ts';
import { gameKey } from '../ledger/game-movements.ts';
import { playerCashMinor } from '../ledger/queries.ts';
import { FUNDS_MINOR, type Movement } from './wallet-traffic.ts';

export interface AuditResult {
  /** Acknowledged movements whose key is not in the journal. */
  missing: string[];
  /** Keys in the journal more than once. */
  duplicated: string[];
  /** Acknowledged movements whose entry differs from the answer (id, amount, balance). */
  mismatched: string[];
  /** Wallet entries no client sent. */
  unexpected: string[];
  /** Players whose balance is not funds − stakes + wins. */
  wrongBalances: string[];
}

/** An audit (this one or the sport one) whose every list of problems is empty. */
export const auditIsClean = (r: object) =>
  Object.values(r).every((list: string[]) => list.length === 0);

/**
 * The audit's problems (all lists must be empty), and how many lost answers hid a commit: the
 * entry's transaction began before the first attempt failed, so the first attempt committed
 * it and the retry was answered by the replay.
 */
export async function auditLedger(
  database: Database,
  movements: Movement[],
): Promise<{ problems: AuditResult; committedBeforeLoss: number }> {
  const rows = await database.db
    .selectFrom('journal_entries')
    .select(['id', 'idempotency_key', 'amount_minor', 'player_balance_minor', 'created_at'])
    .where('idempotency_key', 'like', 'game:sandbox:%')
    .execute();
  const byKey = new Map<string, (typeof rows)[number][]>();
  for (const row of rows) {
    byKey.set(row.idempotency_key, [...(byKey.get(row.idempotency_key) ?? []), row]);
  }
  const result: AuditResult = {
    missing: [],
    duplicated: [...byKey].filter(([, list]) => list.length > 1).map(([key]) => key),
    mismatched: [],
    unexpected: [],
    wrongBalances: [],
  };
  let committedBeforeLoss = 0;
  const sent = new Set<string>();
  const expected = new Map<number, number>();
  for (const m of movements) {
    const key = gameKey('sandbox', m.transactionId);
    sent.add(key);
    if (m.answer?.status !== 'OK') continue;
    const sign = m.action === 'bet' ? -1 : 1;
    expected.set(m.userId, (expected.get(m.userId) ?? FUNDS_MINOR) + sign * m.amountMinor);
    const entry = byKey.get(key)?.[0];
    if (!entry) {
      result.missing.push(key);
    } else if (
      String(entry.id) !== m.answer.entryId ||
      entry.amount_minor !== m.amountMinor ||
      entry.player_balance_minor !== m.answer.balanceMinor
    ) {
      result.mismatched.push(key);
    }
    if (entry && m.firstFailureAt !== undefined && entry.created_at < m.firstFailureAt) {
      committedBeforeLoss++;
    }
  }
  result.unexpected = [...byKey.keys()].filter((key) => !sent.has(key));
  for (const [userId, balance] of expected) {
    const actual = await playerCashMinor(database.db, userId);
    if (actual !== balance) result.wrongBalances.push(`${userId}: ${actual} ≠ ${balance}`);
  }
  return { problems: result, committedBeforeLoss };
}
