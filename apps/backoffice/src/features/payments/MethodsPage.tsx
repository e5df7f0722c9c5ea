// Deposit method settings: each method's minimum and maximum amount and whether players may
// use it. The player's deposit calls enforce them; a change asks for a reason (audited).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  listMethodSettings,
  saveMethodSetting,
  type MethodSetting,
} from '@talih/contracts/backoffice/payments.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { DataTable, type Column } from '../../components/DataTable.tsx';
import { DateTime } from '../../components/DateTime.tsx';
import { Money } from '../../components/Money.tsx';
import { toast } from '../../components/Toast.tsx';
import { staffCall, StaffCallError } from '../../lib/api.ts';
import { useCan } from '../../lib/session.ts';
import { parseAmount } from '../../lib/amount.ts';

interface Draft {
  method: MethodSetting['method'];
  min: string;
  max: string;
  enabled: boolean;
}

const toText = (minor: number) => (minor / 100).toFixed(2).replace('.', ',');

export function MethodsPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const canWrite = useCan('payment_settings.write');
  const [draft, setDraft] = useState<Draft | null>(null);
  const list = useQuery({
    queryKey: ['payments', 'methods'],
    queryFn: () => staffCall(listMethodSettings, {}),
  });
  const minMinor = draft ? parseAmount(draft.min) : null;
  const maxMinor = draft ? parseAmount(draft.max) : null;
  const valid = minMinor !== null && maxMinor !== null && minMinor <= maxMinor;
  const save = useMutation({
    mutationFn: (reason: string) =>
      staffCall(saveMethodSetting, {
        method: draft!.method,
        minMinor: minMinor!,
        maxMinor: maxMinor!,
        enabled: draft!.enabled,
        reason,
      }),
    onSuccess: () => {
      toast.success(t('payments.methods.saved'));
      setConfirming(false);
      setDraft(null);
      void client.invalidateQueries({ queryKey: ['payments', 'methods'] });
    },
  });
  const [confirming, setConfirming] = useState(false);

  const columns: Column<MethodSetting>[] = [
    {
      key: 'method',
      header: t('payments.methods.method'),
      render: (r) => <strong>{t(`payments.methodNames.${r.method}`)}</strong>,
    },
    {
      key: 'min',
      header: t('payments.methods.min'),
      align: 'right',
      render: (r) => <Money minor={r.minMinor} />,
    },
    {
      key: 'max',
      header: t('payments.methods.max'),
      align: 'right',
      render: (r) => <Money minor={r.maxMinor} />,
    },
    {
      key: 'enabled',
      header: t('payments.methods.enabled'),
      render: (r) =>
        r.enabled ? (
          <span className="badge badge-ok">{t('payments.methods.on')}</span>
        ) : (
          <span className="badge badge-muted">{t('payments.methods.off')}</span>
        ),
    },
    {
      key: 'by',
      header: t('payments.methods.updatedBy'),
      render: (r) =>
        r.updatedBy ? (
          <>
            {r.updatedBy} · <DateTime ms={r.updatedAt} />
          </>
        ) : (
          <span className="muted">{t('payments.methods.defaults')}</span>
        ),
    },
    ...(canWrite
      ? [
          {
            key: 'edit',
            header: '',
            render: (r: MethodSetting) => (
              <button
                type="button"
                className="btn btn-small"
                onClick={() =>
                  setDraft({
                    method: r.method,
                    min: toText(r.minMinor),
                    max: toText(r.maxMinor),
                    enabled: r.enabled,
                  })
                }
              >
                {t('payments.methods.edit')}
              </button>
            ),
          },
        ]
      : []),
  ];
  return (
    <>
      <DataTable
        caption={t('payments.tabs.methods')}
        columns={columns}
        rows={list.data?.rows}
        rowKey={(r) => r.method}
        loading={list.isFetching}
        error={list.isError ? list.error.message || t('common.loadFailed') : null}
        onRetry={() => void list.refetch()}
      />
      <p className="muted small">{t('payments.methods.note')}</p>
      {draft && (
        <form
          className="panel method-form"
          onSubmit={(e) => {
            e.preventDefault();
            if (valid) setConfirming(true);
          }}
        >
          <h2>
            {t('payments.methods.editTitle', { method: t(`payments.methodNames.${draft.method}`) })}
          </h2>
          <div className="inline-fields">
            <label className="field">
              <span>{t('payments.methods.min')}</span>
              <input
                inputMode="decimal"
                value={draft.min}
                onChange={(e) => setDraft({ ...draft, min: e.target.value })}
                aria-invalid={minMinor === null}
              />
            </label>
            <label className="field">
              <span>{t('payments.methods.max')}</span>
              <input
                inputMode="decimal"
                value={draft.max}
                onChange={(e) => setDraft({ ...draft, max: e.target.value })}
                aria-invalid={maxMinor === null}
              />
            </label>
            <label className="check">
              <input
                type="checkbox"
                checked={draft.enabled}
                onChange={(e) => setDraft({ ...draft, enabled: e.target.checked })}
              />
              <span>{t('payments.methods.enabledLabel')}</span>
            </label>
          </div>
          {!valid && <p className="form-error">{t('payments.methods.invalid')}</p>}
          <div className="dialog-actions">
            <button type="button" className="btn" onClick={() => setDraft(null)}>
              {t('common.cancel')}
            </button>
            <button type="submit" className="btn btn-primary" disabled={!valid}>
              {t('common.save')}
            </button>
          </div>
        </form>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('payments.methods.confirmTitle')}
        confirmLabel={t('common.save')}
        requireReason
        busy={save.isPending}
        error={
          save.error instanceof StaffCallError
            ? save.error.message
            : save.error
              ? t('common.networkError')
              : null
        }
        onCancel={() => {
          setConfirming(false);
          save.reset();
        }}
        onConfirm={(reason) => save.mutate(reason)}
      />
    </>
  );
}
