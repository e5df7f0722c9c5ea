// Deposit method settings: each method's minimum and maximum amount and whether players may
// use it. The player's deposit calls enforce them; a change asks for a reason (audited).
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MethodSetting } from '@talih/contracts/backoffice/payments.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { DataTable, type Column } from '../../components/DataTable.tsx';
import { DateTime } from '../../components/DateTime.tsx';
import { Money } from '../../components/Money.tsx';
import { toast } from '../../components/Toast.tsx';
import { errorText } from '../../lib/labels.ts';
import { useCan } from '../../lib/session.ts';
import { parseAmount } from '../../lib/amount.ts';
import { paymentsQueries, useSaveMethod } from './api.ts';

interface Draft {
  method: MethodSetting['method'];
  min: string;
  max: string;
  enabled: boolean;
}

const toText = (minor: number) => (minor / 100).toFixed(2).replace('.', ',');

function useColumns(setDraft: (d: Draft) => void): Column<MethodSetting>[] {
  const { t } = useTranslation();
  const canWrite = useCan('payment_settings.write');
  return [
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
}

export function MethodsPage() {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Draft | null>(null);
  const list = useQuery(paymentsQueries.methods());
  return (
    <>
      <DataTable
        caption={t('payments.tabs.methods')}
        columns={useColumns(setDraft)}
        rows={list.data?.rows}
        rowKey={(r) => r.method}
        loading={list.isFetching}
        error={list.isError ? errorText(t, list.error) : null}
        onRetry={() => void list.refetch()}
      />
      <p className="muted small">{t('payments.methods.note')}</p>
      {draft && (
        <MethodForm
          key={draft.method}
          draft={draft}
          onDraft={setDraft}
          onDone={() => setDraft(null)}
        />
      )}
    </>
  );
}

/** One method's limits and switch, saved with a reason (audited). */
function MethodForm(props: { draft: Draft; onDraft(d: Draft): void; onDone(): void }) {
  const { t } = useTranslation();
  const { draft, onDraft } = props;
  const [confirming, setConfirming] = useState(false);
  const minMinor = parseAmount(draft.min);
  const maxMinor = parseAmount(draft.max);
  const valid = minMinor !== null && maxMinor !== null && minMinor <= maxMinor;
  const save = useSaveMethod(() => {
    toast.success(t('payments.methods.saved'));
    setConfirming(false);
    props.onDone();
  });
  return (
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
      <MethodFields
        draft={draft}
        onDraft={onDraft}
        minOk={minMinor !== null}
        maxOk={maxMinor !== null}
      />
      {!valid && <p className="form-error">{t('payments.methods.invalid')}</p>}
      <div className="dialog-actions">
        <button type="button" className="btn" onClick={props.onDone}>
          {t('common.cancel')}
        </button>
        <button type="submit" className="btn btn-primary" disabled={!valid}>
          {t('common.save')}
        </button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('payments.methods.confirmTitle')}
        confirmLabel={t('common.save')}
        requireReason
        busy={save.isPending}
        error={save.isError ? errorText(t, save.error) : null}
        onCancel={() => {
          setConfirming(false);
          save.reset();
        }}
        onConfirm={(reason) =>
          valid &&
          save.mutate({ method: draft.method, minMinor, maxMinor, enabled: draft.enabled, reason })
        }
      />
    </form>
  );
}

function MethodFields(props: {
  draft: Draft;
  onDraft(d: Draft): void;
  minOk: boolean;
  maxOk: boolean;
}) {
  const { t } = useTranslation();
  const { draft, onDraft } = props;
  return (
    <div className="inline-fields">
      <label className="field">
        <span>{t('payments.methods.min')}</span>
        <input
          inputMode="decimal"
          value={draft.min}
          onChange={(e) => onDraft({ ...draft, min: e.target.value })}
          aria-invalid={!props.minOk}
        />
      </label>
      <label className="field">
        <span>{t('payments.methods.max')}</span>
        <input
          inputMode="decimal"
          value={draft.max}
          onChange={(e) => onDraft({ ...draft, max: e.target.value })}
          aria-invalid={!props.maxOk}
        />
      </label>
      <label className="check">
        <input
          type="checkbox"
          checked={draft.enabled}
          onChange={(e) => onDraft({ ...draft, enabled: e.target.checked })}
        />
        <span>{t('payments.methods.enabledLabel')}</span>
      </label>
    </div>
  );
}
