// Staff management (staff.manage): list, invite, change role, disable/enable, reset enrolment.
// A staff member cannot change or disable their own account, so an admin cannot lock
// everyone out by mistake.
import * as contract from '@talih/contracts/backoffice/staff.ts';
import { AppError } from '../../../http/errors.ts';
import { createStaff, findStaffRow, resetStaffEnrolment, toStaffRow } from '../../auth/accounts.ts';
import { revokeAllStaffSessions } from '../../auth/sessions.ts';
import { defineStaffCall, type StaffContext, type StaffRegistry } from '../../calls.ts';

function notSelf(ctx: StaffContext, id: number) {
  if (id === ctx.staff.id) throw new AppError('backoffice.errors.notOnYourself');
}

export function register(registry: StaffRegistry) {
  registry.add(
    defineStaffCall({
      ...contract.listStaff,
      readOnly: true,
      async handler(ctx) {
        const rows = await ctx.services.db
          .selectFrom('staff')
          .selectAll()
          .orderBy('name')
          .execute();
        return { rows: rows.map(toStaffRow) };
      },
    }),
    defineStaffCall({
      ...contract.createStaff,
      async handler(ctx, input) {
        const link = await createStaff(
          ctx.services.db,
          ctx.services.config,
          input.name,
          input.role,
        );
        await ctx.audit({
          action: 'staff.created',
          objectType: 'staff',
          objectId: link.id,
          after: { name: input.name, role: input.role },
        });
        return link;
      },
    }),
    defineStaffCall({
      ...contract.changeRole,
      async handler(ctx, input) {
        notSelf(ctx, input.id);
        const before = await findStaffRow(ctx.services.db, input.id);
        await ctx.services.db
          .updateTable('staff')
          .set({ role: input.role })
          .where('id', '=', input.id)
          .execute();
        // The old role's sessions must not keep its permissions.
        await revokeAllStaffSessions(ctx.services.db, input.id);
        const after = await findStaffRow(ctx.services.db, input.id);
        await ctx.audit({
          action: 'staff.role_changed',
          objectType: 'staff',
          objectId: input.id,
          before: { role: before.role },
          after: { role: after.role },
          reason: input.reason,
        });
        return after;
      },
    }),
    defineStaffCall({
      ...contract.setStaffStatus,
      async handler(ctx, input) {
        notSelf(ctx, input.id);
        const before = await findStaffRow(ctx.services.db, input.id);
        const status = input.disabled ? 'disabled' : before.totpEnrolled ? 'active' : 'invited';
        await ctx.services.db
          .updateTable('staff')
          .set({ status })
          .where('id', '=', input.id)
          .execute();
        if (input.disabled) await revokeAllStaffSessions(ctx.services.db, input.id);
        const after = await findStaffRow(ctx.services.db, input.id);
        await ctx.audit({
          action: input.disabled ? 'staff.disabled' : 'staff.enabled',
          objectType: 'staff',
          objectId: input.id,
          before: { status: before.status },
          after: { status: after.status },
          reason: input.reason,
        });
        return after;
      },
    }),
    defineStaffCall({
      ...contract.resetStaff,
      async handler(ctx, input) {
        notSelf(ctx, input.id);
        const link = await resetStaffEnrolment(ctx.services.db, ctx.services.config, input.id);
        await ctx.audit({
          action: 'staff.reset',
          objectType: 'staff',
          objectId: input.id,
          reason: input.reason,
        });
        return link;
      },
    }),
  );
}
