// `talih approvals list|approve|reject --as <staff name>`: the four-eyes queue from the
// terminal, through the approvals screen's own staff calls (the requester can't decide, an
// account newer than the request can't either). Approving an invite or a sign-in reset prints
// the one-time enrolment link, to this approver only.
import { decideApproval, listApprovals } from '@talih/contracts/backoffice/approvals.ts';
import { runAsStaff, type StaffEnv } from './as-staff.ts';

interface Args {
  action: string | undefined;
  id: string | undefined;
  reason: string | undefined;
  as: string | undefined;
}

const USAGE =
  'usage: talih approvals list | approve <id> [--reason "..."] | reject <id> --reason "..." --as <staff name>';

export async function approvalsCommand(
  env: StaffEnv,
  args: Args,
  out: (line: string) => void,
  err: (line: string) => void,
): Promise<number> {
  if (!args.as) {
    err(`approvals: --as <staff name> is required\n${USAGE}`);
    return 2;
  }
  try {
    if (args.action === 'list') {
      const page = (await runAsStaff(env, args.as, listApprovals, {
        status: 'pending',
        pageSize: 100,
      })) as {
        rows: Array<{
          id: number;
          kind: string;
          objectId: string;
          requestedBy: string;
          reason: string;
        }>;
      };
      if (page.rows.length === 0) out('approvals: nothing waits');
      for (const r of page.rows) {
        out(`#${r.id}  ${r.kind}  ${r.objectId}  by ${r.requestedBy}: ${r.reason}`);
      }
      return 0;
    }
    const id = Number(args.id);
    if ((args.action !== 'approve' && args.action !== 'reject') || !Number.isSafeInteger(id)) {
      err(USAGE);
      return 2;
    }
    const row = (await runAsStaff(env, args.as, decideApproval, {
      id,
      decision: args.action,
      reason: args.reason ?? '',
    })) as { status: string; kind: string; enrolment?: { enrolUrl: string } };
    out(`approvals: #${id} (${row.kind}) ${row.status} by ${args.as}`);
    if (row.enrolment) {
      out(`one-time enrolment link (valid 72 hours; shown only now):\n  ${row.enrolment.enrolUrl}`);
    }
    return 0;
  } catch (error) {
    err(`approvals ${args.action ?? ''}: ${(error as Error).message}`);
    return 1;
  }
}
