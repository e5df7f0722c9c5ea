// Reading the staff audit log: filters, pages, and CSV.
import { stringify } from 'csv-stringify/sync';
import type { Kysely, Selectable } from 'kysely';
import type { AuditRow } from '@talih/contracts/backoffice/audit.ts';
import type { DB, StaffAuditTable } from '../../../db/schema.ts';

export interface AuditFilter {
  staff?: string;
  objectType?: string;
  objectId?: string;
  action?: string;
  from?: number;
  to?: number;
}

export function filtered(db: Kysely<DB>, f: AuditFilter) {
  let q = db.selectFrom('staff_audit');
  if (f.staff) {
    const staff = f.staff.toLowerCase();
    q = q.where((eb) => eb.or([eb('staff_name', '=', staff), eb('second_staff_name', '=', staff)]));
  }
  if (f.objectType) q = q.where('object_type', '=', f.objectType);
  if (f.objectId) q = q.where('object_id', '=', f.objectId);
  if (f.action) q = q.where('action', '=', f.action);
  if (f.from !== undefined) q = q.where('at', '>=', f.from);
  if (f.to !== undefined) q = q.where('at', '<', f.to);
  return q;
}

const parse = (text: string | null) => (text === null ? null : (JSON.parse(text) as unknown));

export function toAuditRow(row: Selectable<StaffAuditTable>): AuditRow {
  return {
    seq: Number(row.seq),
    at: Number(row.at),
    staffName: row.staff_name,
    secondStaffName: row.second_staff_name,
    action: row.action,
    objectType: row.object_type,
    objectId: row.object_id,
    before: parse(row.before_json),
    after: parse(row.after_json),
    reason: row.reason,
    requestId: row.request_id,
    ip: row.ip,
  };
}

/**
 * RFC 4180 through csv-stringify; a text starting with =, +, -, @, a tab or a carriage return is
 * prefixed with ' (its escape_formulas) so a spreadsheet shows it as text, never runs it.
 */
export function auditCsv(rows: AuditRow[]): string {
  const header = [
    'seq',
    'at',
    'staff',
    'second_staff',
    'action',
    'object_type',
    'object_id',
    'before',
    'after',
    'reason',
    'request_id',
    'ip',
  ];
  const json = (value: unknown) =>
    value === null || value === undefined || typeof value === 'string'
      ? value
      : JSON.stringify(value);
  const records = rows.map((r) => [
    r.seq,
    new Date(r.at).toISOString(),
    r.staffName,
    r.secondStaffName,
    r.action,
    r.objectType,
    r.objectId,
    json(r.before),
    json(r.after),
    r.reason,
    r.requestId,
    r.ip,
  ]);
  return stringify([header, ...records], { record_delimiter: 'windows', escape_formulas: true });
}
