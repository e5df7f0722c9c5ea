// The dialog of one staff action: a new member's name and role, a role change, or the
// confirmation (with its reason) of disabling, enabling or resetting a sign-in.
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ROLES, type Role } from '@talih/contracts/backoffice/permissions.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { errorText } from '../../lib/labels.ts';
import type { StaffAction } from './api.ts';

function titleOf(t: TFunction, action: StaffAction | null): string {
  if (!action) return '';
  if (action.kind === 'create') return t('staff.createTitle');
  const name = action.row.name;
  if (action.kind === 'role') return t('staff.roleTitle', { name });
  if (action.kind === 'reset') return t('staff.resetTitle', { name });
  return t(action.row.status === 'disabled' ? 'staff.enableTitle' : 'staff.disableTitle', { name });
}

export interface StaffDialogProps {
  action: StaffAction | null;
  name: string;
  role: Role;
  onName(name: string): void;
  onRole(role: Role): void;
  busy: boolean;
  error: unknown;
  onCancel(): void;
  onConfirm(reason: string): void;
}

export function StaffDialog(props: StaffDialogProps) {
  const { t } = useTranslation();
  const { action } = props;
  const disabling = action?.kind === 'status' && action.row.status !== 'disabled';
  const roleSelect = (
    <label className="field">
      <span>{t('staff.role')}</span>
      <select value={props.role} onChange={(e) => props.onRole(e.target.value as Role)}>
        {ROLES.map((r) => (
          <option key={r} value={r}>
            {t(`roles.${r}`)}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <ConfirmDialog
      open={action !== null}
      title={titleOf(t, action)}
      confirmLabel={
        action?.kind === 'create'
          ? t('staff.create')
          : disabling
            ? t('staff.disable')
            : t('common.save')
      }
      requireReason={action?.kind !== 'create'}
      danger={disabling}
      busy={props.busy}
      error={props.error ? errorText(t, props.error) : null}
      onCancel={props.onCancel}
      onConfirm={props.onConfirm}
    >
      {action?.kind === 'create' && (
        <>
          <p className="muted small">{t('staff.createHelp')}</p>
          <label className="field">
            <span>{t('staff.name')}</span>
            <input
              value={props.name}
              onChange={(e) => props.onName(e.target.value.toLowerCase())}
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
      {disabling && <p>{t('staff.disableBody')}</p>}
      {action?.kind === 'status' && !disabling && <p>{t('staff.enableBody')}</p>}
      {action?.kind === 'reset' && <p>{t('staff.resetBody')}</p>}
    </ConfirmDialog>
  );
}
