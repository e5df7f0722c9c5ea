// The audit log's columns: who (and the second approver), what, on which object, the change
// field by field with the whole record one click away, the reason and where from.
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { AuditRow } from '@talih/contracts/backoffice/audit.ts';
import type { Column } from '../../components/DataTable.tsx';
import { DateTime } from '../../components/DateTime.tsx';
import { objectLabel } from '../../lib/labels.ts';
import { fieldChanges, valueText } from './diff.ts';

/** `role: support, status: active` for a flat object; JSON for anything else. */
function describe(value: unknown): string {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return JSON.stringify(value);
  }
  return Object.entries(value)
    .map(([k, v]) => `${k}: ${typeof v === 'string' ? v : JSON.stringify(v)}`)
    .join(', ');
}

/** What changed, field by field (before → after); the whole record one click away. */
function Change({ row }: { row: AuditRow }) {
  const { t } = useTranslation();
  if (row.before === null && row.after === null) return <span className="muted">—</span>;
  const changes = fieldChanges(row.before, row.after);
  return (
    <span className="change">
      {changes.length === 0 && <span className="muted">{t('audit.noFieldChanged')}</span>}
      {changes.map((c) => (
        <span key={c.field} className="field-change">
          {c.field && <span className="muted">{c.field}: </span>}
          <code>{valueText(c.before)}</code> → <code>{valueText(c.after)}</code>
        </span>
      ))}
      <details className="whole-record">
        <summary>{t('audit.wholeRecord')}</summary>
        <span className="whole-record-body">
          {row.before !== null && (
            <span>
              <span className="muted">{t('audit.before')}:</span>{' '}
              <code>{describe(row.before)}</code>
            </span>
          )}
          {row.after !== null && (
            <span>
              <span className="muted">{t('audit.after')}:</span> <code>{describe(row.after)}</code>
            </span>
          )}
        </span>
      </details>
    </span>
  );
}

export function auditColumns(t: TFunction): Column<AuditRow>[] {
  return [
    {
      key: 'seq',
      header: t('audit.seq'),
      render: (r) => <span className="num">{r.seq}</span>,
      width: '4rem',
    },
    { key: 'at', header: t('audit.at'), render: (r) => <DateTime ms={r.at} />, width: '11rem' },
    {
      key: 'staff',
      header: t('audit.staff'),
      render: (r) => (
        <>
          {r.staffName}
          {r.secondStaffName && <span className="muted"> + {r.secondStaffName}</span>}
        </>
      ),
    },
    {
      key: 'action',
      header: t('audit.action'),
      render: (r) => (
        <span className="stack">
          <span>{t(`audit.actions.${r.action}`, r.action)}</span>
          <code className="muted small">{r.action}</code>
        </span>
      ),
    },
    {
      key: 'object',
      header: t('audit.object'),
      render: (r) => objectLabel(t, r.objectType, r.objectId),
    },
    { key: 'change', header: t('audit.change'), render: (r) => <Change row={r} /> },
    {
      key: 'reason',
      header: t('audit.reason'),
      render: (r) => r.reason ?? <span className="muted">—</span>,
    },
    {
      key: 'ip',
      header: t('audit.ip'),
      render: (r) => (
        <span className="small" title={`${t('audit.request')}: ${r.requestId}`}>
          {r.ip}
        </span>
      ),
    },
  ];
}
