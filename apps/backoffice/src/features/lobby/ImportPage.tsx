// The aggregator game-list import: pick a CSV or JSON file, see what it would add, update or
// leave alone and every bad row (row, field, message), then apply it in one go. A file with a
// bad row cannot be applied: fix it and upload it again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  applyImport,
  IMPORT_CHARS_MAX,
  previewImport,
  type ImportSummary,
} from '@talih/contracts/backoffice/content.ts';
import { toast } from '../../components/Toast.tsx';
import { staffCall } from '../../lib/api.ts';
import { useCan } from '../../lib/session.ts';
import { ImportTables } from './ImportTables.tsx';
import { errorText } from './use-lookups.ts';

export function ImportPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const canWrite = useCan('content.write');
  const [summary, setSummary] = useState<ImportSummary | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const preview = useMutation({
    mutationFn: async (file: File) => {
      const content = await file.text();
      if (content.length > IMPORT_CHARS_MAX) throw new Error(t('lobby.import.tooBig'));
      const format = file.name.toLowerCase().endsWith('.json') ? 'json' : 'csv';
      return staffCall(previewImport, { fileName: file.name, format, content });
    },
    onSuccess: setSummary,
  });
  const apply = useMutation({
    mutationFn: () => staffCall(applyImport, { importId: summary!.importId }),
    onSuccess: (result) => {
      toast.success(
        result.alreadyApplied
          ? t('lobby.import.already')
          : t('lobby.import.applied', { added: result.added, updated: result.updated }),
      );
      setSummary({ ...summary!, status: 'applied' });
      void client.invalidateQueries({ queryKey: ['lobby'] });
    },
  });
  if (!canWrite) return <p className="muted">{t('lobby.import.noPermission')}</p>;
  return (
    <>
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
            onChange={(e) => {
              const file = e.target.files?.[0];
              setSummary(null);
              apply.reset();
              setFileError(null);
              if (!file) return;
              if (file.size > IMPORT_CHARS_MAX) setFileError(t('lobby.import.tooBig'));
              else preview.mutate(file);
            }}
          />
        </label>
        {preview.isPending && <p className="muted">{t('lobby.import.checking')}</p>}
        {(fileError || preview.error) && (
          <p className="form-error" role="alert">
            {fileError ?? errorText(preview.error, t('common.networkError'))}
          </p>
        )}
      </section>
      {summary && (
        <ImportTables
          summary={summary}
          applying={apply.isPending}
          applyError={errorText(apply.error, t('common.networkError'))}
          onApply={() => apply.mutate()}
        />
      )}
    </>
  );
}
