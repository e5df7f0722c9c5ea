// The approvals queue (approvals.read) and decisions (approvals.decide).
import * as contract from '@talih/contracts/backoffice/approvals.ts';
import { decideApproval } from '../../approvals-decide.ts';
import { toApprovalRow, type ApprovalDbRow } from '../../approvals.ts';
import { defineStaffCall, type StaffRegistry } from '../../calls.ts';

export function register(registry: StaffRegistry) {
  registry.add(
    defineStaffCall({
      ...contract.listApprovals,
      readOnly: true,
      async handler(ctx, input) {
        const db = ctx.services.db;
        // A row being decided right now still shows in the queue as pending.
        const statuses =
          input.status === 'pending' ? (['pending', 'deciding'] as const) : [input.status];
        const base = db.selectFrom('staff_approvals as a').where('a.status', 'in', [...statuses]);
        const count = await base
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow();
        const rows = await base
          .innerJoin('staff as r', 'r.id', 'a.requested_by')
          .leftJoin('staff as d', 'd.id', 'a.decided_by')
          .selectAll('a')
          .select(['r.name as requested_name', 'd.name as decided_name'])
          // Oldest first while waiting; newest first once decided.
          .orderBy('a.id', input.status === 'pending' ? 'asc' : 'desc')
          .limit(input.pageSize)
          .offset((input.page - 1) * input.pageSize)
          .execute();
        return {
          rows: rows.map((r) => toApprovalRow(ctx, r as unknown as ApprovalDbRow)),
          total: Number(count.n),
          page: input.page,
        };
      },
    }),
    defineStaffCall({
      ...contract.decideApproval,
      handler: (ctx, input) => decideApproval(ctx, input),
    }),
  );
}
