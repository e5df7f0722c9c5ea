// `talih staff create|list|reset|disable` and `talih audit verify`. The terminal is where the
// first staff member comes from (production has none by default); each change is written to
// the staff audit log as done by "cli".
import { randomUUID } from 'node:crypto';
import { isRole, ROLES } from '@talih/contracts/backoffice/permissions.ts';
import { staffName } from '@talih/contracts/backoffice/auth.ts';
import { appendStaffAudit, verifyStaffAudit } from '../audit/staff-audit.ts';
import { createStaff, resetStaffEnrolment } from '../backoffice/auth/accounts.ts';
import { revokeAllStaffSessions } from '../backoffice/auth/sessions.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { AppError } from '../http/errors.ts';
import { t } from '../http/i18n.ts';

type Print = (line: string) => void;

interface StaffArgs {
  action: string | undefined;
  name: string | undefined;
  role: string | undefined;
  reason: string | undefined;
}

function cliAudit(
  database: Database,
  action: string,
  id: number,
  extra: { after?: unknown; reason?: string },
) {
  return appendStaffAudit(database.db, {
    staffId: null,
    staffName: 'cli',
    action,
    objectType: 'staff',
    objectId: id,
    after: extra.after,
    reason: extra.reason ?? null,
    requestId: `cli-${randomUUID()}`,
    ip: 'cli',
  });
}

async function findId(database: Database, name: string) {
  const row = await database.db
    .selectFrom('staff')
    .select('id')
    .where('name', '=', name)
    .executeTakeFirst();
  return row ? Number(row.id) : null;
}

export async function staffCommand(
  database: Database,
  config: Config,
  args: StaffArgs,
  out: Print,
  err: Print,
) {
  if (args.action === 'list') {
    const rows = await database.db.selectFrom('staff').selectAll().orderBy('name').execute();
    if (rows.length === 0) out('no staff yet: talih staff create <name> --role admin');
    for (const r of rows) {
      out(
        `${String(r.id).padStart(4)}  ${r.name.padEnd(24)} ${r.role.padEnd(8)} ${r.status}${Number(r.totp_enrolled) ? '' : ' (TOTP not enrolled)'}`,
      );
    }
    return 0;
  }
  const parsedName = staffName.safeParse(args.name ?? '');
  if (!parsedName.success) {
    err('a staff name is 2-24 characters: a-z, 0-9, dot, dash, underscore');
    return 2;
  }
  const name = parsedName.data;
  try {
    if (args.action === 'create') {
      if (!isRole(args.role)) {
        err(`--role is one of: ${ROLES.join(', ')}`);
        return 2;
      }
      const link = await createStaff(database.db, config, name, args.role);
      await cliAudit(database, 'staff.created', link.id, { after: { name, role: args.role } });
      out(`staff member ${name} (${args.role}) created.`);
      out(`one-time enrolment link (valid 72 hours; shown only now):\n  ${link.enrolUrl}`);
      return 0;
    }
    const id = await findId(database, name);
    if (id === null) {
      err(`no staff member named ${name}`);
      return 1;
    }
    if (args.action === 'reset') {
      const link = await resetStaffEnrolment(database.db, config, id);
      await cliAudit(database, 'staff.reset', id, { reason: args.reason });
      out(`sign-in of ${name} reset; new enrolment link:\n  ${link.enrolUrl}`);
      return 0;
    }
    if (args.action === 'disable') {
      await database.db
        .updateTable('staff')
        .set({ status: 'disabled' })
        .where('id', '=', id)
        .execute();
      await revokeAllStaffSessions(database.db, id);
      await cliAudit(database, 'staff.disabled', id, { reason: args.reason });
      out(`${name} disabled; their sessions ended`);
      return 0;
    }
  } catch (error) {
    if (error instanceof AppError) {
      err(t('en', error.key, error.vars));
      return 1;
    }
    throw error;
  }
  err('usage: talih staff create <name> --role R | list | reset <name> | disable <name>');
  return 2;
}

export async function auditCommand(
  database: Database,
  action: string | undefined,
  out: Print,
  err: Print,
) {
  if (action !== 'verify') {
    err('usage: talih audit verify');
    return 2;
  }
  const report = await verifyStaffAudit(database.db);
  if (report.ok) {
    out(`audit verify: OK, ${report.rows} rows chained`);
    return 0;
  }
  err(
    `audit verify: BROKEN at row ${report.brokenSeq}: ${report.problem} (${report.rows} rows before it verified)`,
  );
  return 1;
}
