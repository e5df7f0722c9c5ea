// Lobby labels (the home's sections) in the order players see them: move, rename, add the
// operator's own, remove one (its games stay in the catalogue). System labels stay.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LabelRow } from '@talih/contracts/backoffice/lobby.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { useCan } from '../../lib/session.ts';
import { lobbyQueries, useDeleteLabel, useOrderLabels } from './api.ts';
import { LabelForm } from './LabelForm.tsx';
import { errorText, labelName } from './labels.ts';

interface ItemProps {
  r: LabelRow;
  i: number;
  last: boolean;
  canWrite: boolean;
  busy: boolean;
  onMove(i: number, by: number): void;
  onEdit(r: LabelRow): void;
  onRemove(r: LabelRow): void;
}

function LabelItem({ r, i, ...p }: ItemProps) {
  const { t, i18n } = useTranslation();
  return (
    <li data-testid="label-row">
      <span className="order-n num">{i + 1}</span>
      <span className="order-name">
        <strong>{labelName(r, i18n.language)}</strong>{' '}
        <span className="muted small">
          {r.labelId} · {t(`lobby.labels.kind.${r.kind}`)} ·{' '}
          {t('lobby.labels.games', { count: r.gameCount })}
        </span>
      </span>
      {p.canWrite && (
        <span className="row-actions">
          <button
            type="button"
            className="btn btn-small"
            disabled={i === 0 || p.busy}
            aria-label={t('lobby.moveUp', { name: r.nameTk })}
            onClick={() => p.onMove(i, -1)}
          >
            ↑
          </button>
          <button
            type="button"
            className="btn btn-small"
            disabled={p.last || p.busy}
            aria-label={t('lobby.moveDown', { name: r.nameTk })}
            onClick={() => p.onMove(i, 1)}
          >
            ↓
          </button>
          <button type="button" className="btn btn-small" onClick={() => p.onEdit(r)}>
            {t('lobby.edit')}
          </button>
          {r.kind === 'operator' && (
            <button
              type="button"
              className="btn btn-small btn-danger"
              onClick={() => p.onRemove(r)}
            >
              {t('lobby.remove')}
            </button>
          )}
        </span>
      )}
    </li>
  );
}

function RemoveDialog({ label, onClose }: { label: LabelRow | null; onClose(): void }) {
  const { t } = useTranslation();
  const remove = useDeleteLabel();
  return (
    <ConfirmDialog
      open={label !== null}
      title={t('lobby.labels.removeTitle', { name: label?.nameTk ?? '' })}
      confirmLabel={t('lobby.remove')}
      danger
      requireReason
      busy={remove.isPending}
      error={errorText(remove.error, t('common.networkError'))}
      onCancel={() => {
        onClose();
        remove.reset();
      }}
      onConfirm={(reason) =>
        remove.mutate({ labelId: label!.labelId, reason }, { onSuccess: onClose })
      }
    >
      <p>{t('lobby.labels.removeText')}</p>
    </ConfirmDialog>
  );
}

export function LabelsPage() {
  const { t } = useTranslation();
  const canWrite = useCan('content.write');
  const list = useQuery(lobbyQueries.labels());
  const [editing, setEditing] = useState<LabelRow | 'new' | null>(null);
  const [removing, setRemoving] = useState<LabelRow | null>(null);
  const order = useOrderLabels();
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
            <LabelItem
              key={r.labelId}
              {...{ r, i, canWrite, onMove: move, onEdit: setEditing, onRemove: setRemoving }}
              last={i === rows.length - 1}
              busy={order.isPending}
            />
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
      <RemoveDialog label={removing} onClose={() => setRemoving(null)} />
    </div>
  );
}
