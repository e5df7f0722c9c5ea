// The aggregator game-list import: pick a CSV or JSON file, see what it would add, update or
// leave alone and every bad row (row, field, message), then apply it in one go. A file with a
// bad row cannot be applied: fix it and upload it again.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IMPORT_CHARS_MAX, type ImportSummary } from '@talih/contracts/backoffice/lobby.ts';
import { useCan } from '../../lib/session.ts';
import { useApplyImport, usePreviewImport } from './api.ts';
import { ImportTables } from './ImportTables.tsx';
import { errorText } from './labels.ts';

/** The format, its example, and the file field; a file too big is refused before it is read. */
function ImportFile(p: {
  onFile(file: File | undefined): void;
  checking: boolean;
  error: string | null;
}) {
  const { t } = useTranslation();
  return (
    <section className="panel">
      <h2>{t('lobby.import.title')}</h2>
      <p className="muted small">{t('lobby.import.format')}</p>
      <pre className="code-sample">
        provider,external_id,name,category,demo,enabled,sort_weight,image_url,labels{'\n'}
        PP,vs20lokum,Sweet Lokum Bonanza,slot,1,1,900,,hot|new
      </pre>
      <label className="field">
        <span>{t('lobby.import.file')}</span>
        <input
          type="file"
          accept=".csv,.json,text/csv,application/json"
          data-testid="import-file"
          onChange={(e) => p.onFile(e.target.files?.[0])}
        />
      </label>
      {p.checking && <p className="muted">{t('lobby.import.checking')}</p>}
      {p.error && (
        <p className="form-error" role="alert">
          {p.error}
        </p>
      )}
    </section>
  );
}

export function ImportPage() {
  const { t } = useTranslation();
  const canWrite = useCan('content.write');
  const [summary, setSummary] = useState<ImportSummary | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const preview = usePreviewImport();
  const apply = useApplyImport();
  if (!canWrite) return <p className="muted">{t('lobby.import.noPermission')}</p>;
  const onFile = (file: File | undefined) => {
    setSummary(null);
    apply.reset();
    setFileError(null);
    if (!file) return;
    if (file.size > IMPORT_CHARS_MAX) setFileError(t('lobby.import.tooBig'));
    else preview.mutate(file, { onSuccess: setSummary });
  };
  return (
    <>
      <ImportFile
        onFile={onFile}
        checking={preview.isPending}
        error={fileError ?? errorText(preview.error, t('common.networkError'))}
      />
      {summary && (
        <ImportTables
          summary={summary}
          applying={apply.isPending}
          applyError={errorText(apply.error, t('common.networkError'))}
          onApply={() =>
            apply.mutate(summary.importId, {
              onSuccess: () => setSummary({ ...summary, status: 'applied' }),
            })
          }
        />
      )}
    </>
  );
}
