// Lobby labels (the home's sections) in the order players see them: move, rename, add the
// operator's own, remove one (its games stay in the catalogue). System labels stay.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  deleteLabel,
  listLabels,
  orderLabels,
  type LabelRow,
} from '@talih/contracts/backoffice/content.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { toast } from '../../components/Toast.tsx';
import { staffCall } from '../../lib/api.ts';
import { useCan } from '../../lib/session.ts';
import { LabelForm } from './LabelForm.tsx';
import { errorText, labelName } from './use-lookups.ts';

export function LabelsPage() {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const canWrite = useCan('content.write');
  const list = useQuery({
    queryKey: ['lobby', 'labels'],
    queryFn: () => staffCall(listLabels, {}),
  });
  const [editing, setEditing] = useState<LabelRow | 'new' | null>(null);
  const [removing, setRemoving] = useState<LabelRow | null>(null);
  const done = (message: string) => {
    toast.success(message);
    void client.invalidateQueries({ queryKey: ['lobby'] });
  };
  const order = useMutation({
    mutationFn: (labelIds: string[]) => staffCall(orderLabels, { labelIds }),
    onSuccess: () => done(t('lobby.labels.ordered')),
    onError: (error) => toast.error(errorText(error, t('common.networkError')) ?? ''),
  });
  const remove = useMutation({
    mutationFn: (input: { labelId: string; reason: string }) => staffCall(deleteLabel, input),
    onSuccess: () => {
      setRemoving(null);
      done(t('lobby.labels.removed'));
    },
  });
  const rows = list.data?.rows ?? [];
  const move = (i: number, by: number) => {
    const ids = rows.map((r) => r.labelId);
    [ids[i], ids[i + by]] = [ids[i + by]!, ids[i]!];
    order.mutate(ids);
  };
  if (list.isError) {
    return (
      <div className="state state-error" role="alert">
        <p>{list.error.message || t('common.loadFailed')}</p>
        <button type="button" className="btn" onClick={() => void list.refetch()}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  return (
    <div className={editing ? 'with-side' : undefined}>
      <section className="panel" aria-busy={list.isFetching}>
        <div className="panel-head">
          <h2>{t('lobby.labels.title')}</h2>
          {canWrite && (
            <button type="button" className="btn btn-primary" onClick={() => setEditing('new')}>
              {t('lobby.labels.new')}
            </button>
          )}
        </div>
        <p className="muted small">{t('lobby.labels.note')}</p>
        {list.isPending && <p className="muted">{t('common.loading')}</p>}
        <ol className="order-list">
          {rows.map((r, i) => (
            <li key={r.labelId} data-testid="label-row">
              <span className="order-n num">{i + 1}</span>
              <span className="order-name">
                <strong>{labelName(r, i18n.language)}</strong>{' '}
                <span className="muted small">
                  {r.labelId} · {t(`lobby.labels.kind.${r.kind}`)} ·{' '}
                  {t('lobby.labels.games', { count: r.gameCount })}
                </span>
              </span>
              {canWrite && (
                <span className="row-actions">
                  <button
                    type="button"
                    className="btn btn-small"
                    disabled={i === 0 || order.isPending}
                    aria-label={t('lobby.moveUp', { name: r.nameTk })}
                    onClick={() => move(i, -1)}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    className="btn btn-small"
                    disabled={i === rows.length - 1 || order.isPending}
                    aria-label={t('lobby.moveDown', { name: r.nameTk })}
                    onClick={() => move(i, 1)}
                  >
                    ↓
                  </button>
                  <button type="button" className="btn btn-small" onClick={() => setEditing(r)}>
                    {t('lobby.edit')}
                  </button>
                  {r.kind === 'operator' && (
                    <button
                      type="button"
                      className="btn btn-small btn-danger"
                      onClick={() => setRemoving(r)}
                    >
                      {t('lobby.remove')}
                    </button>
                  )}
                </span>
              )}
            </li>
          ))}
        </ol>
      </section>
      {editing && (
        <LabelForm
          key={editing === 'new' ? 'new' : editing.labelId}
          label={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        title={t('lobby.labels.removeTitle', { name: removing?.nameTk ?? '' })}
        confirmLabel={t('lobby.remove')}
        danger
        requireReason
        busy={remove.isPending}
        error={errorText(remove.error, t('common.networkError'))}
        onCancel={() => {
          setRemoving(null);
          remove.reset();
        }}
        onConfirm={(reason) => remove.mutate({ labelId: removing!.labelId, reason })}
      >
        <p>{t('lobby.labels.removeText')}</p>
      </ConfirmDialog>
    </div>
  );
}
