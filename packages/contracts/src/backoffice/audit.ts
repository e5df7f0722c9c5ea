// The staff audit log (audit.read): filtered by staff, object and time, paged, exportable.
import { z } from 'zod';
import { defineStaffContract } from './call.ts';
import { pageInput, pageOf } from './common.ts';

export const auditRow = z.object({
  seq: z.number().int(),
  at: z.number(),
  staffName: z.string(),
  secondStaffName: z.string().nullable(),
  action: z.string(),
  objectType: z.string(),
  objectId: z.string(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  reason: z.string().nullable(),
  requestId: z.string(),
  ip: z.string(),
});
export type AuditRow = z.output<typeof auditRow>;

export const auditFilter = z.object({
  staff: z.string().trim().max(24).optional(),
  objectType: z.string().trim().max(40).optional(),
  objectId: z.string().trim().max(80).optional(),
  action: z.string().trim().max(60).optional(),
  from: z.number().int().optional(),
  to: z.number().int().optional(),
});

export const listAudit = defineStaffContract({
  path: '/audit/list',
  permission: 'audit.read',
  input: auditFilter.extend(pageInput),
  output: pageOf(auditRow),
});

/** The filtered rows as CSV (at most 50 000 rows), for a spreadsheet. */
export const exportAudit = defineStaffContract({
  path: '/audit/export',
  permission: 'audit.read',
  input: auditFilter,
  output: z.object({ csv: z.string(), rows: z.number().int(), truncated: z.boolean() }),
});

export const verifyAudit = defineStaffContract({
  path: '/audit/verify',
  permission: 'audit.read',
  // A head published earlier ("<seq>:<hash>", the servers' log line or `talih audit head`):
  // the chain must still reach it, so a truncation is caught.
  input: z.object({ head: z.string().trim().max(100).optional() }),
  output: z.object({
    ok: z.boolean(),
    rows: z.number().int(),
    /** The first row whose chain is broken (edited, or the row before it deleted). */
    brokenSeq: z.number().int().nullable(),
    problem: z.string().nullable(),
  }),
});

/**
 * The chain's current head, "<seq>:<hash>" as `talih audit head` prints it and the servers
 * publish it (log line `staff audit head`, metric talih_staff_audit_head): the screen shows it
 * so staff can compare it with the copy kept outside the database.
 */
export const auditHead = defineStaffContract({
  path: '/audit/head',
  permission: 'audit.read',
  input: z.object({}),
  output: z.object({ seq: z.number().int(), hash: z.string(), head: z.string() }),
});
