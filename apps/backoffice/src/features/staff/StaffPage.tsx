// Staff management (staff.manage): list, invite, change role, disable/enable, reset sign-in.
// Inviting, changing a role, enabling a disabled member and resetting a sign-in wait for a
// second staff.manage holder (the approvals screen), who is shown the enrolment link.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Role } from '@talih/contracts/backoffice/permissions.ts';
import { DataTable } from '../../components/DataTable.tsx';
import { toast } from '../../components/Toast.tsx';
import { errorText } from '../../lib/labels.ts';
import { useMe } from '../../lib/session.ts';
import { staffQueries, useStaffAction, type StaffAction } from './api.ts';
import { staffColumns } from './columns.tsx';
import { RolesTable } from './RolesTable.tsx';
import { StaffDialog } from './StaffDialog.tsx';

export function StaffPage() {
  const { t } = useTranslation();
  const me = useMe().data;
  const [action, setAction] = useState<StaffAction | null>(null);
  const [name, setName] = useState('');
  const [role, setRole] = useState<Role>('support');
  const list = useQuery(staffQueries.list());
  const run = useStaffAction((approvalId) => {
    toast.success(approvalId === null ? t('staff.done') : t('staff.awaiting', { id: approvalId }));
    setAction(null);
  });
  const open = (next: StaffAction) => {
    run.reset();
    if (next.kind === 'create') {
      setName('');
      setRole('support');
    }
    if (next.kind === 'role') setRole(next.row.role);
    setAction(next);
  };
  return (
    <section className="page">
      <header className="page-head">
        <div>
          <h1>{t('staff.title')}</h1>
        </div>
        <div className="head-actions">
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => open({ kind: 'create' })}
          >
            {t('staff.create')}
          </button>
        </div>
      </header>
      <DataTable
        columns={staffColumns(t, me?.id, open)}
        rows={list.data?.rows}
        rowKey={(r) => r.id}
        loading={list.isFetching}
        error={list.isError ? errorText(t, list.error) : null}
        onRetry={() => void list.refetch()}
      />
      <RolesTable />
      <StaffDialog
        action={action}
        name={name}
        role={role}
        onName={setName}
        onRole={setRole}
        busy={run.isPending}
        error={run.error}
        onCancel={() => setAction(null)}
        onConfirm={(reason) => action && run.mutate({ action, name, role, reason })}
      />
    </section>
  );
}
