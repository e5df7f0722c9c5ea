// A previewed import: the counts, the bad rows (row, field, message) and the changes, and the
// apply button, which a file with any bad row never gets.
import { useTranslation } from 'react-i18next';
import type { ImportSummary } from '@talih/contracts/backoffice/lobby.ts';
import { DataTable } from '../../components/DataTable.tsx';

interface Props {
  summary: ImportSummary;
  applying: boolean;
  applyError: string | null;
  onApply(): void;
}

export function ImportTables({ summary, applying, applyError, onApply }: Props) {
  const { t } = useTranslation();
  const counts = [
    ['total', summary.total],
    ['add', summary.add],
    ['update', summary.update],
    ['unchanged', summary.unchanged],
    ['invalid', summary.invalid],
  ] as const;
  const bad = summary.errorCount > 0;
  return (
    <>
      <ul className="cards import-counts" aria-label={t('lobby.import.summary')}>
        {counts.map(([key, n]) => (
          <li key={key} className={`card stat-card ${key === 'invalid' && n > 0 ? 'bad' : ''}`}>
            <span className="muted small">{t(`lobby.import.counts.${key}`)}</span>
            <strong className="big num" data-testid={`import-${key}`}>
              {n}
            </strong>
          </li>
        ))}
      </ul>
      <div className="panel import-actions">
        {bad ? (
          <p className="form-error" role="alert">
            {t('lobby.import.blocked', { count: summary.errorCount })}
          </p>
        ) : summary.status === 'applied' ? (
          <p>{t('lobby.import.done')}</p>
        ) : (
          <p>{t('lobby.import.ready', { file: summary.fileName })}</p>
        )}
        {applyError && <p className="form-error">{applyError}</p>}
        <button
          type="button"
          className="btn btn-primary"
          disabled={bad || applying || summary.status === 'applied'}
          onClick={onApply}
        >
          {applying ? t('common.working') : t('lobby.import.apply')}
        </button>
      </div>
      {bad && <ImportErrors summary={summary} />}
      <ImportChanges summary={summary} />
    </>
  );
}

/** The bad rows (the first ones; how many more, when there are). */
function ImportErrors({ summary }: { summary: ImportSummary }) {
  const { t } = useTranslation();
  return (
    <>
      <DataTable
        caption={t('lobby.import.errors')}
        columns={[
          { key: 'row', header: t('lobby.import.row'), align: 'right', render: (e) => e.row },
          {
            key: 'field',
            header: t('lobby.import.field'),
            render: (e) => <code>{e.field}</code>,
          },
          { key: 'message', header: t('lobby.import.message'), render: (e) => e.message },
        ]}
        rows={summary.errors}
        rowKey={(e) => `${e.row}-${e.field}`}
        loading={false}
      />
      {summary.errorCount > summary.errors.length && (
        <p className="muted small">
          {t('lobby.import.moreErrors', { count: summary.errorCount - summary.errors.length })}
        </p>
      )}
    </>
  );
}

/** What the file would change, row by row. */
function ImportChanges({ summary }: { summary: ImportSummary }) {
  const { t } = useTranslation();
  return (
    <>
      <h2 className="section-title">{t('lobby.import.changes')}</h2>
      <DataTable
        caption={t('lobby.import.changes')}
        columns={[
          { key: 'row', header: t('lobby.import.row'), align: 'right', render: (c) => c.row },
          {
            key: 'action',
            header: t('lobby.import.action'),
            render: (c) => t(`lobby.import.actions.${c.action}`),
          },
          { key: 'provider', header: t('lobby.games.provider'), render: (c) => c.firmCode },
          {
            key: 'id',
            header: t('lobby.import.externalId'),
            render: (c) => <code>{c.externalId}</code>,
          },
          { key: 'name', header: t('lobby.games.name'), render: (c) => c.name },
          {
            key: 'fields',
            header: t('lobby.import.fields'),
            render: (c) => c.fields.join(', ') || '—',
          },
        ]}
        rows={summary.changes}
        rowKey={(c) => c.row}
        loading={false}
        empty={t('lobby.import.noChanges')}
      />
    </>
  );
}
