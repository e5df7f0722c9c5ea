// Staff management's calls (staff.manage): the list, and the four actions on a member. Inviting,
// changing a role, enabling a disabled member and resetting a sign-in answer an approval id
// (a second staff.manage holder decides); disabling applies at once.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Role } from '@talih/contracts/backoffice/permissions.ts';
import {
  changeRole,
  createStaff,
  listStaff,
  resetStaff,
  setStaffStatus,
  type StaffRow,
} from '@talih/contracts/backoffice/staff.ts';
import { staffCall } from '../../lib/api.ts';

export type StaffAction =
  | { kind: 'create' }
  | { kind: 'role'; row: StaffRow }
  | { kind: 'status'; row: StaffRow }
  | { kind: 'reset'; row: StaffRow };

export const staffKeys = {
  all: ['staff'] as const,
  list: () => ['staff', 'list'] as const,
};

export const staffQueries = {
  list: () => queryOptions({ queryKey: staffKeys.list(), queryFn: () => staffCall(listStaff, {}) }),
};

interface Run {
  action: StaffAction;
  name: string;
  role: Role;
  reason: string;
}

function run({ action, name, role, reason }: Run) {
  if (action.kind === 'create') return staffCall(createStaff, { name, role });
  if (action.kind === 'role') return staffCall(changeRole, { id: action.row.id, role, reason });
  if (action.kind === 'status')
    return staffCall(setStaffStatus, {
      id: action.row.id,
      disabled: action.row.status !== 'disabled',
      reason,
    });
  return staffCall(resetStaff, { id: action.row.id, reason });
}

/** Runs one action; onDone hears the approval id when it waits for a second approver. */
export function useStaffAction(onDone: (approvalId: number | null) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (result) => {
      onDone(result && 'approvalId' in result ? result.approvalId : null);
      void client.invalidateQueries({ queryKey: staffKeys.all });
    },
  });
}
