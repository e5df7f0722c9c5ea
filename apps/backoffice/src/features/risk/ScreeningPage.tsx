// Sanctions and PEP screening hits (OpenSanctions-format list matches), newest first, by status:
// the player, the name screened against the list entry it matched with its score, topics and
// datasets. An open hit is confirmed (the hold stays) or cleared; a clear waits for a second
// staff member in the approval queue (four-eyes) before the hold lifts. Both ask for a note the
// audit log keeps. "Screen everyone now" runs the daily screening at once.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  decideScreeningHit,
  listScreeningHits,
  screenNow,
  SCREENING_HIT_STATUSES,
  type ScreeningHitRow,
} from '@talih/contracts/backoffice/screening.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { DataTable, type Column } from '../../components/DataTable.tsx';
import { DateTime } from '../../components/DateTime.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { toast } from '../../components/Toast.tsx';
import { staffCall } from '../../lib/api.ts';
import { errorText } from '../../lib/labels.ts';
import { useCan } from '../../lib/session.ts';
import { RiskTabs } from './RiskTabs.tsx';
import './risk.css';

type Status = (typeof SCREENING_HIT_STATUSES)[number];
type Decision = { hit: ScreeningHitRow; decision: 'confirm' | 'clear' };

function DecideDialog({ asked, onDone }: { asked: Decision | null; onDone(): void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const decide = useMutation({
    mutationFn: (note: string) =>
      staffCall(decideScreeningHit, { id: asked!.hit.id, decision: asked!.decision, note }),
    onSuccess: (r) => {
      toast.success(
        r.approvalId !== null ? t('screening.clearAsked') : t(`screening.decided.${r.status}`),
      );
      void client.invalidateQueries({ queryKey: ['screening'] });
      onDone();
    },
  });
  const clear = asked?.decision === 'clear';
  return (
    <ConfirmDialog
      open={asked !== null}
      title={t(clear ? 'screening.clearTitle' : 'screening.confirmTitle')}
      confirmLabel={t(clear ? 'screening.clear' : 'screening.confirm')}
      requireReason
      danger={!clear}
      busy={decide.isPending}
      error={decide.isError ? errorText(t, decide.error) : null}
      onConfirm={(note) => decide.mutate(note)}
      onCancel={() => {
        decide.reset();
        onDone();
      }}
    >
      {asked && (
        <p>
          {t(clear ? 'screening.clearBody' : 'screening.confirmBody', {
            player: asked.hit.nickname,
            entry: asked.hit.entry.caption,
          })}
        </p>
      )}
    </ConfirmDialog>
  );
}

export function ScreeningPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const canManage = useCan('risk.manage');
  const [status, setStatus] = useState<Status>('open');
  const [asked, setAsked] = useState<Decision | null>(null);
  const list = useQuery({
    queryKey: ['screening', status],
    queryFn: () => staffCall(listScreeningHits, { status }),
  });
  const run = useMutation({
    mutationFn: () => staffCall(screenNow, {}),
    onSuccess: (r) => {
      toast.success(t('screening.ran', { players: r.players, hits: r.hits }));
      void client.invalidateQueries({ queryKey: ['screening'] });
    },
    onError: (error) => toast.error(errorText(t, error)),
  });
  const columns: Column<ScreeningHitRow>[] = [
    {
      key: 'player',
      header: t('screening.cols.player'),
      render: (r) => (
        <span className="stack">
          <Link to={`/players/${r.userId}`}>{r.nickname}</Link>
          <span className="muted small">{r.screenedName}</span>
        </span>
      ),
    },
    {
      key: 'entry',
      header: t('screening.cols.entry'),
      render: (r) => (
        <span className="stack">
          <strong>{r.entry.caption}</strong>
          <span className="muted small">
            {[
              r.entry.topics.join(', '),
              r.entry.countries.join(', '),
              r.entry.birthDates.join(', '),
            ]
              .filter(Boolean)
              .join(' · ')}
          </span>
          <span className="muted small">{r.entry.datasets.join(', ')}</span>
        </span>
      ),
    },
    {
      key: 'score',
      header: t('screening.cols.score'),
      align: 'right',
      render: (r) => <strong className="num">{Math.round(r.score * 100)}%</strong>,
    },
    {
      key: 'trigger',
      header: t('screening.cols.trigger'),
      render: (r) => t(`screening.triggers.${r.trigger}`, r.trigger),
    },
    { key: 'at', header: t('screening.cols.at'), render: (r) => <DateTime ms={r.createdAt} /> },
    {
      key: 'status',
      header: t('screening.cols.status'),
      render: (r) =>
        r.clearPending ? (
          <StatusBadge status="pending" label={t('screening.clearPending')} />
        ) : (
          <span className="stack">
            <StatusBadge
              status={r.status}
              tone={r.status === 'open' ? 'bad' : r.status === 'cleared' ? 'ok' : 'warn'}
              label={t(`screening.status.${r.status}`)}
            />
            {r.decidedBy && (
              <span className="muted small">
                {r.decidedBy}
                {r.note ? `: ${r.note}` : ''}
              </span>
            )}
          </span>
        ),
    },
    {
      key: 'actions',
      header: '',
      render: (r) =>
        canManage && r.status === 'open' && !r.clearPending ? (
          <span className="row-actions">
            <button
              type="button"
              className="btn btn-sm btn-danger"
              onClick={() => setAsked({ hit: r, decision: 'confirm' })}
            >
              {t('screening.confirm')}
            </button>
            <button
              type="button"
              className="btn btn-sm"
              onClick={() => setAsked({ hit: r, decision: 'clear' })}
            >
              {t('screening.clear')}
            </button>
          </span>
        ) : null,
    },
  ];
  return (
    <section className="page">
      <header className="page-head">
        <div>
          <h1>{t('screening.title')}</h1>
          <p className="muted">{t('screening.subtitle')}</p>
        </div>
        {canManage && (
          <button
            type="button"
            className="btn"
            disabled={run.isPending}
            onClick={() => run.mutate()}
          >
            {t('screening.runNow')}
          </button>
        )}
      </header>
      <RiskTabs />
      <DataTable
        caption={t('screening.title')}
        columns={columns}
        rows={list.data?.rows}
        rowKey={(r) => r.id}
        loading={list.isPending}
        error={list.isError ? errorText(t, list.error) : null}
        onRetry={() => void list.refetch()}
        empty={t(`screening.empty.${status}`)}
        filters={
          <label className="field inline">
            <span>{t('screening.cols.status')}</span>
            <select value={status} onChange={(e) => setStatus(e.target.value as Status)}>
              {SCREENING_HIT_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`screening.status.${s}`)}
                </option>
              ))}
            </select>
          </label>
        }
      />
      <DecideDialog asked={asked} onDone={() => setAsked(null)} />
    </section>
  );
}
