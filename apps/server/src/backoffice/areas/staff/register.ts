// Staff management (staff.manage): list, invite, change role, disable/enable, reset enrolment.
// A staff member cannot change or disable their own account, so an admin cannot lock
// everyone out by mistake. Inviting, changing a role, enabling a disabled member and resetting
// someone's sign-in are four-eyes actions (a second staff.manage holder approves;
// approvals-decide.ts), so one admin cannot make themselves a second approver: the enrolment
// link goes to the approver, and a disabled account of their own stays disabled. Disabling
// stays immediate: locking out a compromised account must not wait.
import * as contract from '@talih/contracts/backoffice/staff.ts';
import type { Role } from '@talih/contracts/backoffice/permissions.ts';
import type { StaffRow } from '@talih/contracts/backoffice/staff.ts';
import { AppError } from '../../../http/errors.ts';
import { createStaff, findStaffRow, resetStaffEnrolment, toStaffRow } from '../../auth/accounts.ts';
import { revokeAllStaffSessions } from '../../auth/sessions.ts';
import { registerApprovalExecutor, requestOrRun } from '../../approvals.ts';
import { defineStaffCall, type StaffContext, type StaffRegistry } from '../../calls.ts';

function notSelf(ctx: StaffContext, id: number) {
  if (id === ctx.staff.id) throw new AppError('backoffice.errors.notOnYourself');
}

/** A staff change's request: always waits for a second approver, whatever the amount. */
async function requestStaffChange(
  ctx: StaffContext,
  kind: 'staff.create' | 'staff.role' | 'staff.reset' | 'staff.enable',
  objectId: string | number,
  payload: unknown,
  reason: string,
) {
  const outcome = await requestOrRun(ctx, {
    kind,
    objectType: 'staff',
    objectId,
    amountMinor: null,
    payload,
    reason,
  });
  if (outcome.status !== 'pending') throw new Error(`${kind} ran without a second approver`);
  return outcome;
}

async function nameTaken(ctx: StaffContext, name: string) {
  const taken = await ctx.services.db
    .selectFrom('staff')
    .select('id')
    .where('name', '=', name)
    .executeTakeFirst();
  if (taken) throw new AppError('backoffice.errors.staffNameTaken');
}

/**
 * Disables a member (ending their sessions) or enables them again. An enabled account counts
 * as elevated from now on, so it cannot approve a request filed while it was disabled.
 */
async function writeStatus(ctx: StaffContext, before: StaffRow, disabled: boolean, reason: string) {
  const status = disabled ? 'disabled' : before.totpEnrolled ? 'active' : 'invited';
  await ctx.services.db
    .updateTable('staff')
    .set(disabled ? { status } : { status, elevated_at: Date.now() })
    .where('id', '=', before.id)
    .execute();
  if (disabled) await revokeAllStaffSessions(ctx.services.db, before.id);
  const after = await findStaffRow(ctx.services.db, before.id);
  await ctx.audit({
    action: disabled ? 'staff.disabled' : 'staff.enabled',
    objectType: 'staff',
    objectId: before.id,
    before: { status: before.status },
    after: { status: after.status },
    reason,
  });
  return after;
}

/** What an approved staff change does, run as the approver (its audit rows name both). */
export function registerStaffExecutors() {
  registerApprovalExecutor('staff.create', {
    permission: 'staff.manage',
    thresholdMinor: () => null,
    async execute(ctx, payload) {
      const { name, role } = payload as { name: string; role: Role };
      const link = await createStaff(ctx.services.db, ctx.services.config, name, role);
      await ctx.audit({
        action: 'staff.created',
        objectType: 'staff',
        objectId: link.id,
        after: { name, role },
      });
      return link;
    },
  });
  registerApprovalExecutor('staff.role', {
    permission: 'staff.manage',
    thresholdMinor: () => null,
    async execute(ctx, payload) {
      const { id, role, reason } = payload as { id: number; role: Role; reason: string };
      notSelf(ctx, id);
      const before = await findStaffRow(ctx.services.db, id);
      await ctx.services.db
        .updateTable('staff')
        .set({ role, elevated_at: Date.now() })
        .where('id', '=', id)
        .execute();
      // The old role's sessions must not keep its permissions.
      await revokeAllStaffSessions(ctx.services.db, id);
      const after = await findStaffRow(ctx.services.db, id);
      await ctx.audit({
        action: 'staff.role_changed',
        objectType: 'staff',
        objectId: id,
        before: { role: before.role },
        after: { role: after.role },
        reason,
      });
      return after;
    },
  });
  registerApprovalExecutor('staff.enable', {
    permission: 'staff.manage',
    thresholdMinor: () => null,
    async execute(ctx, payload) {
      const { id, reason } = payload as { id: number; reason: string };
      notSelf(ctx, id);
      const before = await findStaffRow(ctx.services.db, id);
      if (before.status !== 'disabled') return before; // enabled meanwhile: nothing to do
      return writeStatus(ctx, before, false, reason);
    },
  });
  registerApprovalExecutor('staff.reset', {
    permission: 'staff.manage',
    thresholdMinor: () => null,
    async execute(ctx, payload) {
      const { id, reason } = payload as { id: number; reason: string };
      notSelf(ctx, id);
      const link = await resetStaffEnrolment(ctx.services.db, ctx.services.config, id);
      await ctx.audit({ action: 'staff.reset', objectType: 'staff', objectId: id, reason });
      return link;
    },
  });
}

export function register(registry: StaffRegistry) {
  registerStaffExecutors();
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
        await nameTaken(ctx, input.name);
        return requestStaffChange(
          ctx,
          'staff.create',
          input.name,
          { name: input.name, role: input.role },
          `${input.name}: ${input.role}`,
        );
      },
    }),
    defineStaffCall({
      ...contract.changeRole,
      async handler(ctx, input) {
        notSelf(ctx, input.id);
        const before = await findStaffRow(ctx.services.db, input.id);
        if (before.role === input.role) throw new AppError('backoffice.errors.roleUnchanged');
        return requestStaffChange(
          ctx,
          'staff.role',
          input.id,
          {
            id: input.id,
            name: before.name,
            from: before.role,
            role: input.role,
            reason: input.reason,
          },
          input.reason,
        );
      },
    }),
    defineStaffCall({
      ...contract.setStaffStatus,
      async handler(ctx, input) {
        notSelf(ctx, input.id);
        const before = await findStaffRow(ctx.services.db, input.id);
        if (input.disabled) return writeStatus(ctx, before, true, input.reason);
        if (before.status !== 'disabled') throw new AppError('backoffice.errors.staffNotDisabled');
        return requestStaffChange(
          ctx,
          'staff.enable',
          input.id,
          { id: input.id, name: before.name, reason: input.reason },
          input.reason,
        );
      },
    }),
    defineStaffCall({
      ...contract.resetStaff,
      async handler(ctx, input) {
        notSelf(ctx, input.id);
        const before = await findStaffRow(ctx.services.db, input.id);
        return requestStaffChange(
          ctx,
          'staff.reset',
          input.id,
          { id: input.id, name: before.name, reason: input.reason },
          input.reason,
        );
      },
    }),
  );
}
