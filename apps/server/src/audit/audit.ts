// The audit log: every staff action and every money movement's cause, one row each. Callers
// pass their transaction when the audited change is part of one, so both commit together.
import type { Kysely } from 'kysely';
import type { AuditLogTable, DB } from '../db/schema.ts';

export interface AuditEntry {
  actorType: AuditLogTable['actor_type'];
  actorId: string | number | null;
  action: string;
  subject?: string | null;
  detail?: Record<string, unknown>;
  requestId?: string | null;
}

export async function writeAudit(db: Kysely<DB>, entry: AuditEntry, now = Date.now()) {
  await db
    .insertInto('audit_log')
    .values({
      actor_type: entry.actorType,
      actor_id: entry.actorId === null ? null : String(entry.actorId),
      action: entry.action,
      subject: entry.subject ?? null,
      detail: JSON.stringify(entry.detail ?? {}),
      request_id: entry.requestId ?? null,
      created_at: now,
    })
    .execute();
}
