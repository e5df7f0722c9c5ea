// The staff list's columns; a member acts on everyone but themselves.
import type { TFunction } from 'i18next';
import type { StaffRow } from '@talih/contracts/backoffice/staff.ts';
import type { Column } from '../../components/DataTable.tsx';
import { DateTime } from '../../components/DateTime.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import type { StaffAction } from './api.ts';

export function staffColumns(
  t: TFunction,
  me: number | undefined,
  open: (action: StaffAction) => void,
): Column<StaffRow>[] {
  return [
    {
      key: 'name',
      header: t('staff.name'),
      render: (r) => (
        <>
          <strong>{r.name}</strong>
          {r.id === me && <span className="muted"> ({t('staff.you')})</span>}
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
        r.id === me ? null : (
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
}
