// The staff audit log: one row per staff action, appended to a hash chain. Each row's hash is
// HMAC-SHA256, keyed with AUDIT_CHAIN_KEY (a setting, never in the database), of the previous
// row's hash and the row's canonical JSON, and staff_audit_head keeps the last sequence number
// and hash, so an edited row, a deleted row (in the middle or at the end) or a reordered row
// breaks the chain that verifyStaffAudit walks, and whoever can write the database but lacks the
// key cannot recompute it. The database refuses UPDATE and DELETE on the rows and moving the
// head back (triggers, migration 0051); the head is published outside the database after every
// append (a log line and a metric; `talih audit head`), so that a truncation by someone who can
// drop the triggers is caught by `verify --head <published>`. Rows appended before the key
// existed (seq < the head's keyed_from) stay plain SHA-256, covered by the first keyed row.
import { createHash, createHmac } from 'node:crypto';
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

/** A committed head: the last row's sequence number and hash. */
export interface AuditHead {
  seq: number;
  hash: string;
}

/** The chain's key, and who hears of each append (the server's head publisher). */
export interface AuditChain {
  key: string;
  /** Told the sequence number each append wrote; publishes the head once it is committed. */
  appended?(seq: number): void;
  /** Publishes now what is committed (tests). */
  flush?(): Promise<void>;
}

/** The chain of a process's services: the server's publisher, or the key alone (CLI). */
export function auditChainOf(services: {
  config: { AUDIT_CHAIN_KEY: string };
  auditChain?: AuditChain;
}): AuditChain {
  return services.auditChain ?? { key: services.config.AUDIT_CHAIN_KEY };
}

function rowHash(prevHash: string, row: ChainedFields, key: string | null): string {
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
  const hash = key === null ? createHash('sha256') : createHmac('sha256', key);
  return hash.update(prevHash).update(canonicalJson(fields)).digest('hex');
}

/** The head as published: "<seq>:<hash>". */
export const formatHead = (head: AuditHead) => `${head.seq}:${head.hash}`;

export function parseHead(text: string): AuditHead | null {
  const m = /^(\d+):([0-9a-f]{64})$/.exec(text.trim());
  return m ? { seq: Number(m[1]), hash: m[2]! } : null;
}

export async function readAuditHead(db: Kysely<DB>): Promise<AuditHead & { keyedFrom: number }> {
  const head = await db
    .selectFrom('staff_audit_head')
    .select(['seq', 'hash', 'keyed_from'])
    .where('id', '=', 1)
    .executeTakeFirst();
  return head
    ? { seq: Number(head.seq), hash: head.hash, keyedFrom: Number(head.keyed_from) }
    : { seq: 0, hash: GENESIS_HASH, keyedFrom: 1 };
}

const json = (value: unknown) => (value === undefined ? null : canonicalJson(value));

/** Appends inside `trx`, so the entry commits (or rolls back) with the change it describes. */
async function appendIn(
  trx: Transaction<DB>,
  chain: AuditChain,
  entry: StaffAuditEntry,
  now: number,
) {
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
  const hash = rowHash(prevHash, row, chain.key);
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
  chain: AuditChain,
  entry: StaffAuditEntry,
  now = Date.now(),
): Promise<number> {
  const seq = db.isTransaction
    ? await appendIn(db as Transaction<DB>, chain, entry, now)
    : await db.transaction().execute((trx) => appendIn(trx, chain, entry, now));
  chain.appended?.(seq);
  return seq;
}

/**
 * Publishes the committed head after appends: the log line and metric operators keep outside
 * the database. An append inside a caller's transaction is not committed when it returns, so
 * the head is read back (at once, then a few times more slowly) until it reaches what was
 * appended; a rolled-back append is never published.
 */
export function auditHeadPublisher(
  db: Kysely<DB>,
  publish: (head: AuditHead) => void,
): { appended(seq: number): void; flush(): Promise<void> } {
  let published = 0;
  let wanted = 0;
  let tries = 0;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();
  const check = async () => {
    timer = null;
    try {
      const head = await readAuditHead(db);
      if (head.seq > published) {
        published = head.seq;
        publish({ seq: head.seq, hash: head.hash });
      }
    } catch {
      return; // the database closed (shutdown); nothing to publish
    }
    if (published < wanted && tries < 6) {
      tries += 1;
      timer = setTimeout(() => void (running = check()), 10 * 4 ** tries);
      timer.unref();
    }
  };
  return {
    appended(seq) {
      wanted = Math.max(wanted, seq);
      tries = 0;
      if (timer) return;
      timer = setTimeout(() => void (running = check()), 0);
      timer.unref();
    },
    /** Publishes now what is committed (tests, shutdown). */
    async flush() {
      if (timer) clearTimeout(timer);
      await running;
      await (running = check());
    },
  };
}

/** Why the chain broke, with the figures its sentence names (any language writes it). */
export type ChainProblem =
  | { code: 'missing'; row: number }
  | { code: 'prevHash' }
  | { code: 'content' }
  | { code: 'publishedHash'; head: string }
  | { code: 'headBehind'; rows: number; headSeq: number }
  | { code: 'publishedAhead'; rows: number; publishedSeq: number };

/** The problem in English, for the operator's CLI and the logs. */
export function chainProblemText(p: ChainProblem): string {
  switch (p.code) {
    case 'missing':
      return `row ${p.row} is missing`;
    case 'prevHash':
      return 'its previous hash does not match';
    case 'content':
      return 'its content was changed';
    case 'publishedHash':
      return `its hash is not the published head's (${p.head})`;
    case 'headBehind':
      return `the chain ends at row ${p.rows} but its head says ${p.headSeq}`;
    case 'publishedAhead':
      return `the chain ends at row ${p.rows} but the published head is row ${p.publishedSeq}`;
  }
}

export interface ChainReport {
  ok: boolean;
  rows: number;
  /** The first row that does not chain (edited, or a row before it removed). */
  brokenSeq: number | null;
  /** In English (chainProblemText); `reason` is the same for a translation. */
  problem: string | null;
  reason: ChainProblem | null;
}

const BATCH = 1000;

/**
 * Walks the whole chain in sequence order. With `published` (a head published earlier) it also
 * checks that the chain still reaches that row with that hash: a truncation or a rewritten tail
 * that left a consistent chain behind is caught.
 */
export async function verifyStaffAudit(
  db: Kysely<DB>,
  key: string,
  published?: AuditHead,
): Promise<ChainReport> {
  const { keyedFrom } = await readAuditHead(db);
  let prevHash = GENESIS_HASH;
  let expectedSeq = 1;
  let rows = 0;
  const broken = (seq: number, reason: ChainProblem): ChainReport => ({
    ok: false,
    rows,
    brokenSeq: seq,
    problem: chainProblemText(reason),
    reason,
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
      if (seq !== expectedSeq) return broken(seq, { code: 'missing', row: expectedSeq });
      if (row.prev_hash !== prevHash) return broken(seq, { code: 'prevHash' });
      if (rowHash(prevHash, row, seq < keyedFrom ? null : key) !== row.hash) {
        return broken(seq, { code: 'content' });
      }
      if (published?.seq === seq && published.hash !== row.hash) {
        return broken(seq, { code: 'publishedHash', head: formatHead(published) });
      }
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
    return broken(rows + 1, { code: 'headBehind', rows, headSeq });
  }
  if (published && published.seq > rows) {
    return broken(rows + 1, { code: 'publishedAhead', rows, publishedSeq: published.seq });
  }
  return { ok: true, rows, brokenSeq: null, problem: null, reason: null };
}
