// `talih staff create|list|reset|disable` and `talih audit verify|head`. With `--as <staff
// name>` a change runs the screen's own staff call as that member: inviting and resetting wait
// for a second staff.manage holder (`talih approvals approve <id> --as <other>` prints the
// link). Without `--as` it is written to the staff audit log as done by "cli"; production
// allows that only to bootstrap, while fewer than two active members hold staff.manage (nobody
// could approve a request yet: the first admin, and the second who will approve with them).
import { randomUUID } from 'node:crypto';
import { isRole, ROLES, ROLE_PERMISSIONS } from '@talih/contracts/backoffice/permissions.ts';
import { staffName } from '@talih/contracts/backoffice/auth.ts';
import {
  createStaff as createStaffCall,
  resetStaff as resetStaffCall,
  setStaffStatus,
} from '@talih/contracts/backoffice/staff.ts';
import {
  appendStaffAudit,
  auditChainOf,
  formatHead,
  parseHead,
  readAuditHead,
  verifyStaffAudit,
} from '../audit/staff-audit.ts';
import { createStaff, resetStaffEnrolment } from '../backoffice/auth/accounts.ts';
import { revokeAllStaffSessions } from '../backoffice/auth/sessions.ts';
import type { Area } from '../area.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { AppError } from '../http/errors.ts';
import { t } from '../http/i18n.ts';
import { runAsStaff } from './as-staff.ts';

type Print = (line: string) => void;

interface StaffArgs {
  action: string | undefined;
  name: string | undefined;
  role: string | undefined;
  reason: string | undefined;
  as?: string | undefined;
  /** The context's areas: with `as`, the change runs through their staff calls. */
  areas: readonly Area[];
}

function cliAudit(
  database: Database,
  config: Config,
  action: string,
  id: number,
  extra: { after?: unknown; reason?: string },
) {
  return appendStaffAudit(database.db, auditChainOf({ config }), {
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

const MANAGERS = (Object.keys(ROLE_PERMISSIONS) as Array<keyof typeof ROLE_PERMISSIONS>).filter(
  (role) => ROLE_PERMISSIONS[role].includes('staff.manage'),
);

/** Whether a second staff.manage holder could approve a request (two active ones exist). */
async function fourEyesPossible(database: Database): Promise<boolean> {
  const row = await database.db
    .selectFrom('staff')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', 'active')
    .where('role', 'in', MANAGERS)
    .executeTakeFirstOrThrow();
  return Number(row.n) >= 2;
}

/** The change through the back-office staff call, as `args.as`. */
async function asStaffMember(
  database: Database,
  config: Config,
  args: StaffArgs & { as: string },
  name: string,
  out: Print,
  err: Print,
) {
  const env = { config, database, cache: undefined, areas: args.areas };
  const id = args.action === 'create' ? null : await findId(database, name);
  if (args.action !== 'create' && id === null) {
    err(`no staff member named ${name}`);
    return 1;
  }
  try {
    if (args.action === 'create') {
      if (!isRole(args.role)) {
        err(`--role is one of: ${ROLES.join(', ')}`);
        return 2;
      }
      const asked = (await runAsStaff(env, args.as, createStaffCall, {
        name,
        role: args.role,
      })) as { approvalId: number };
      out(
        `staff create ${name} (${args.role}): request #${asked.approvalId} waits for a second staff member with staff.manage;\n  they approve it on the approvals screen or with: talih approvals approve ${asked.approvalId} --as <their name> (the enrolment link goes to them)`,
      );
      return 0;
    }
    const reason = args.reason ?? '';
    if (args.action === 'reset') {
      const asked = (await runAsStaff(env, args.as, resetStaffCall, { id, reason })) as {
        approvalId: number;
      };
      out(
        `staff reset ${name}: request #${asked.approvalId} waits for a second staff member with staff.manage (talih approvals approve ${asked.approvalId} --as <their name>)`,
      );
      return 0;
    }
    if (args.action === 'disable') {
      await runAsStaff(env, args.as, setStaffStatus, { id, disabled: true, reason });
      out(`${name} disabled by ${args.as}; their sessions ended`);
      return 0;
    }
  } catch (error) {
    err(`staff ${args.action}: ${(error as Error).message}`);
    return 1;
  }
  err(
    'usage: talih staff create <name> --role R | list | reset <name> | disable <name> --as <staff name>',
  );
  return 2;
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
  if (args.as !== undefined) {
    return asStaffMember(database, config, { ...args, as: args.as }, name, out, err);
  }
  if (config.mode === 'production' && (await fourEyesPossible(database))) {
    err(
      `staff ${args.action ?? ''}: production needs --as <staff name> once two active members hold staff.manage: the change then waits for the second one's approval`,
    );
    return 2;
  }
  try {
    if (args.action === 'create') {
      if (!isRole(args.role)) {
        err(`--role is one of: ${ROLES.join(', ')}`);
        return 2;
      }
      const link = await createStaff(database.db, config, name, args.role);
      await cliAudit(database, config, 'staff.created', link.id, {
        after: { name, role: args.role },
      });
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
      await cliAudit(database, config, 'staff.reset', id, { reason: args.reason });
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
      await cliAudit(database, config, 'staff.disabled', id, { reason: args.reason });
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
/**
 * `talih audit head` prints the committed head to keep outside the database; `talih audit
 * verify [--head <seq>:<hash>]` walks the chain, and with a head published earlier also catches
 * a truncation or a rewritten tail that left a consistent chain behind.
 */
export async function auditCommand(
  database: Database,
  config: Config,
  args: { action: string | undefined; head: string | undefined },
  out: Print,
  err: Print,
) {
  if (args.action === 'head') {
    out(formatHead(await readAuditHead(database.db)));
    return 0;
  }
  if (args.action !== 'verify') {
    err('usage: talih audit verify [--head <seq>:<hash>] | head');
    return 2;
  }
  const published = args.head === undefined ? undefined : parseHead(args.head);
  if (published === null) {
    err('audit verify: --head is the published head as `talih audit head` prints it: <seq>:<hash>');
    return 2;
  }
  const report = await verifyStaffAudit(database.db, config.AUDIT_CHAIN_KEY, published);
  if (report.ok) {
    out(
      `audit verify: OK, ${report.rows} rows chained${published ? `, through the published head ${published.seq}` : ''}`,
    );
    return 0;
  }
  err(
    `audit verify: BROKEN at row ${report.brokenSeq}: ${report.problem} (${report.rows} rows before it verified)`,
  );
  return 1;
}
