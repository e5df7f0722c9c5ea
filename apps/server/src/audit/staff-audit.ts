// The staff audit log: one row per staff action, appended to a hash chain. Each row's hash is
// SHA-256 of the previous row's hash and the row's canonical JSON, and staff_audit_head keeps
// the last sequence number and hash, so an edited row, a deleted row (in the middle or at the
// end) or a reordered row breaks the chain that verifyStaffAudit walks.
import { createHash } from 'node:crypto';
import { PostgresAdapter, sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { DB, StaffAuditTable } from '../db/schema.ts';
import { canonicalJson } from './canonical-json.ts';

export const GENESIS_HASH = '0'.repeat(64);
/** Any fixed number: the advisory lock appenders share on PostgreSQL. */
const AUDIT_LOCK_KEY = 17_0014;

export interface StaffAuditEntry {
  staffId: number | null;
  staffName: string;
  /** The other staff member of a four-eyes action (the requester, when a decider runs it). */
  secondStaffName?: string | null;
  action: string;
  objectType: string;
  objectId: string | number;
  before?: unknown;
  after?: unknown;
  reason?: string | null;
  requestId: string;
  ip: string;
}

type ChainedFields = Omit<Selectable<StaffAuditTable>, 'id' | 'hash' | 'prev_hash'>;

function rowHash(prevHash: string, row: ChainedFields): string {
  const fields = {
    seq: Number(row.seq),
    at: Number(row.at),
    staff_id: row.staff_id === null ? null : Number(row.staff_id),
    staff_name: row.staff_name,
    second_staff_name: row.second_staff_name,
    action: row.action,
    object_type: row.object_type,
    object_id: row.object_id,
    before_json: row.before_json,
    after_json: row.after_json,
    reason: row.reason,
    request_id: row.request_id,
    ip: row.ip,
  };
  return createHash('sha256').update(prevHash).update(canonicalJson(fields)).digest('hex');
}

const json = (value: unknown) => (value === undefined ? null : canonicalJson(value));

/** Appends inside `trx`, so the entry commits (or rolls back) with the change it describes. */
async function appendIn(trx: Transaction<DB>, entry: StaffAuditEntry, now: number) {
  // One appender at a time: SQLite's write transactions are already serial (BEGIN IMMEDIATE);
  // on PostgreSQL a transaction-scoped advisory lock orders appenders, even before the head
  // row exists.
  if (trx.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`select pg_advisory_xact_lock(${AUDIT_LOCK_KEY})`.execute(trx);
  }
  const head = await trx
    .selectFrom('staff_audit_head')
    .select(['seq', 'hash'])
    .where('id', '=', 1)
    .executeTakeFirst();
  const prevHash = head?.hash ?? GENESIS_HASH;
  const row: ChainedFields = {
    seq: (head ? Number(head.seq) : 0) + 1,
    at: now,
    staff_id: entry.staffId,
    staff_name: entry.staffName,
    second_staff_name: entry.secondStaffName ?? null,
    action: entry.action,
    object_type: entry.objectType,
    object_id: String(entry.objectId),
    before_json: json(entry.before),
    after_json: json(entry.after),
    reason: entry.reason ?? null,
    request_id: entry.requestId,
    ip: entry.ip,
  };
  const hash = rowHash(prevHash, row);
  await trx
    .insertInto('staff_audit')
    .values({ ...row, prev_hash: prevHash, hash })
    .execute();
  if (head) {
    await trx
      .updateTable('staff_audit_head')
      .set({ seq: row.seq, hash })
      .where('id', '=', 1)
      .execute();
  } else {
    await trx.insertInto('staff_audit_head').values({ id: 1, seq: row.seq, hash }).execute();
  }
  return row.seq;
}

/**
 * Appends one entry. Pass the transaction of the change it records when there is one;
 * otherwise it gets its own.
 */
export async function appendStaffAudit(
  db: Kysely<DB> | Transaction<DB>,
  entry: StaffAuditEntry,
  now = Date.now(),
): Promise<number> {
  if (db.isTransaction) return appendIn(db as Transaction<DB>, entry, now);
  return db.transaction().execute((trx) => appendIn(trx, entry, now));
}

export interface ChainReport {
  ok: boolean;
  rows: number;
  /** The first row that does not chain (edited, or a row before it removed). */
  brokenSeq: number | null;
  problem: string | null;
}

const BATCH = 1000;

/** Walks the whole chain in sequence order. */
export async function verifyStaffAudit(db: Kysely<DB>): Promise<ChainReport> {
  let prevHash = GENESIS_HASH;
  let expectedSeq = 1;
  let rows = 0;
  const broken = (seq: number, problem: string): ChainReport => ({
    ok: false,
    rows,
    brokenSeq: seq,
    problem,
  });
  for (;;) {
    const batch = await db
      .selectFrom('staff_audit')
      .selectAll()
      .where('seq', '>=', expectedSeq)
      .orderBy('seq')
      .limit(BATCH)
      .execute();
    for (const row of batch) {
      const seq = Number(row.seq);
      if (seq !== expectedSeq) return broken(seq, `row ${expectedSeq} is missing`);
      if (row.prev_hash !== prevHash) return broken(seq, 'its previous hash does not match');
      if (rowHash(prevHash, row) !== row.hash) return broken(seq, 'its content was changed');
      prevHash = row.hash;
      expectedSeq += 1;
      rows += 1;
    }
    if (batch.length < BATCH) break;
  }
  const head = await db
    .selectFrom('staff_audit_head')
    .select(['seq', 'hash'])
    .where('id', '=', 1)
    .executeTakeFirst();
  const headSeq = head ? Number(head.seq) : 0;
  if (headSeq !== rows || (head && head.hash !== prevHash)) {
    return broken(rows + 1, `the chain ends at row ${rows} but its head says ${headSeq}`);
  }
  return { ok: true, rows, brokenSeq: null, problem: null };
}
