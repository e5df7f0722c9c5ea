// Staff management (staff.manage): list, invite, change role, disable/enable, reset sign-in.
// Inviting, changing a role, enabling a disabled member and resetting a sign-in wait for a
// second staff.manage holder (the approvals screen), who is shown the enrolment link.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Route, Routes } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ROLES, type Role } from '@talih/contracts/backoffice/permissions.ts';
import {
  changeRole,
  createStaff,
  listStaff,
  resetStaff,
  setStaffStatus,
  type StaffRow,
} from '@talih/contracts/backoffice/staff.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { DataTable, type Column } from '../../components/DataTable.tsx';
import { DateTime } from '../../components/DateTime.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { toast } from '../../components/Toast.tsx';
import { staffCall } from '../../lib/api.ts';
import { errorText } from '../../lib/labels.ts';
import { useMe } from '../../lib/session.ts';
import { RolesTable } from './RolesTable.tsx';

type Action =
  | { kind: 'create' }
  | { kind: 'role'; row: StaffRow }
  | { kind: 'status'; row: StaffRow }
  | { kind: 'reset'; row: StaffRow };

function StaffPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const me = useMe().data;
  const [action, setAction] = useState<Action | null>(null);
  const [name, setName] = useState('');
  const [role, setRole] = useState<Role>('support');
  const list = useQuery({ queryKey: ['staff'], queryFn: () => staffCall(listStaff, {}) });
  const run = useMutation({
    mutationFn: async (reason: string) => {
      if (!action) return null;
      if (action.kind === 'create') return staffCall(createStaff, { name, role });
      if (action.kind === 'role') return staffCall(changeRole, { id: action.row.id, role, reason });
      if (action.kind === 'status')
        return staffCall(setStaffStatus, {
          id: action.row.id,
          disabled: action.row.status !== 'disabled',
          reason,
        });
      return staffCall(resetStaff, { id: action.row.id, reason });
    },
    onSuccess: (result) => {
      if (result && 'approvalId' in result)
        toast.success(t('staff.awaiting', { id: result.approvalId }));
      else toast.success(t('staff.done'));
      setAction(null);
      void queryClient.invalidateQueries({ queryKey: ['staff'] });
    },
  });
  const open = (next: Action) => {
    run.reset();
    if (next.kind === 'create') {
      setName('');
      setRole('support');
    }
    if (next.kind === 'role') setRole(next.row.role);
    setAction(next);
  };

  const columns: Column<StaffRow>[] = [
    {
      key: 'name',
      header: t('staff.name'),
      render: (r) => (
        <>
          <strong>{r.name}</strong>
          {r.id === me?.id && <span className="muted"> ({t('staff.you')})</span>}
        </>
      ),
    },
    { key: 'role', header: t('staff.role'), render: (r) => t(`roles.${r.role}`) },
    { key: 'status', header: t('staff.status'), render: (r) => <StatusBadge status={r.status} /> },
    {
      key: 'totp',
      header: t('staff.totp'),
      render: (r) =>
        r.totpEnrolled ? t('staff.totpOn') : <span className="muted">{t('staff.totpOff')}</span>,
    },
    { key: 'last', header: t('staff.lastLogin'), render: (r) => <DateTime ms={r.lastLoginAt} /> },
    { key: 'created', header: t('staff.created'), render: (r) => <DateTime ms={r.createdAt} /> },
    {
      key: 'actions',
      header: t('staff.actions'),
      render: (r) =>
        r.id === me?.id ? null : (
          <span className="row-actions">
            <button
              type="button"
              className="btn btn-small"
              onClick={() => open({ kind: 'role', row: r })}
            >
              {t('staff.changeRole')}
            </button>
            <button
              type="button"
              className="btn btn-small"
              onClick={() => open({ kind: 'reset', row: r })}
            >
              {t('staff.reset')}
            </button>
            <button
              type="button"
              className={`btn btn-small ${r.status === 'disabled' ? '' : 'btn-danger'}`}
              onClick={() => open({ kind: 'status', row: r })}
            >
              {r.status === 'disabled' ? t('staff.enable') : t('staff.disable')}
            </button>
          </span>
        ),
    },
  ];

  const title =
    action?.kind === 'create'
      ? t('staff.createTitle')
      : action?.kind === 'role'
        ? t('staff.roleTitle', { name: action.row.name })
        : action?.kind === 'reset'
          ? t('staff.resetTitle', { name: action.row.name })
          : action?.kind === 'status'
            ? t(action.row.status === 'disabled' ? 'staff.enableTitle' : 'staff.disableTitle', {
                name: action.row.name,
              })
            : '';
  const roleSelect = (
    <label className="field">
      <span>{t('staff.role')}</span>
      <select value={role} onChange={(e) => setRole(e.target.value as Role)}>
        {ROLES.map((r) => (
          <option key={r} value={r}>
            {t(`roles.${r}`)}
          </option>
        ))}
      </select>
    </label>
  );

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
        columns={columns}
        rows={list.data?.rows}
        rowKey={(r) => r.id}
        loading={list.isFetching}
        error={list.isError ? errorText(t, list.error) : null}
        onRetry={() => void list.refetch()}
      />
      <RolesTable />
      <ConfirmDialog
        open={action !== null}
        title={title}
        confirmLabel={
          action?.kind === 'create'
            ? t('staff.create')
            : action?.kind === 'status' && action.row.status !== 'disabled'
              ? t('staff.disable')
              : t('common.save')
        }
        requireReason={action?.kind !== 'create'}
        danger={action?.kind === 'status' && action.row.status !== 'disabled'}
        busy={run.isPending}
        error={run.error ? errorText(t, run.error) : null}
        onCancel={() => setAction(null)}
        onConfirm={(reason) => run.mutate(reason)}
      >
        {action?.kind === 'create' && (
          <>
            <p className="muted small">{t('staff.createHelp')}</p>
            <label className="field">
              <span>{t('staff.name')}</span>
              <input
                value={name}
                onChange={(e) => setName(e.target.value.toLowerCase())}
                pattern="[a-z0-9._\-]{2,24}"
                required
                autoComplete="off"
                spellCheck={false}
              />
            </label>
            {roleSelect}
          </>
        )}
        {action?.kind === 'role' && roleSelect}
        {action?.kind === 'status' && action.row.status !== 'disabled' && (
          <p>{t('staff.disableBody')}</p>
        )}
        {action?.kind === 'status' && action.row.status === 'disabled' && (
          <p>{t('staff.enableBody')}</p>
        )}
        {action?.kind === 'reset' && <p>{t('staff.resetBody')}</p>}
      </ConfirmDialog>
    </section>
  );
}

export default function StaffRoutes() {
  return (
    <Routes>
      <Route index element={<StaffPage />} />
    </Routes>
  );
}
