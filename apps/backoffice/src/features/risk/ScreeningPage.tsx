// Sanctions and PEP screening hits (OpenSanctions-format list matches), newest first, by status:
// the player, the name screened against the list entry it matched with its score, topics and
// datasets. An open hit is confirmed (the hold stays) or cleared; a clear waits for a second
// staff member in the approval queue (four-eyes) before the hold lifts. Both ask for a note the
// audit log keeps. "Screen everyone now" runs the daily screening at once.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  SCREENING_HIT_STATUSES,
  type ScreeningHitRow,
} from '@talih/contracts/backoffice/screening.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { StatusFilter } from '../../components/QueuePage.tsx';
import { DataTable, type Column } from '../../components/DataTable.tsx';
import { DateTime } from '../../components/DateTime.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { toast } from '../../components/Toast.tsx';
import { errorText } from '../../lib/labels.ts';
import { useCan } from '../../lib/session.ts';
import { riskQueries, useDecideHit, useScreenNow, type ScreeningStatus } from './api.ts';
import { RiskPageHead } from './RiskPageHead.tsx';
import './risk.css';

type Decision = { hit: ScreeningHitRow; decision: 'confirm' | 'clear' };

function DecideDialog({ asked, onDone }: { asked: Decision | null; onDone(): void }) {
  const { t } = useTranslation();
  const decide = useDecideHit({
    onDone: (r) => {
      toast.success(
        r.approvalId !== null ? t('screening.clearAsked') : t(`screening.decided.${r.status}`),
      );
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
      onConfirm={(note) =>
        asked && decide.mutate({ id: asked.hit.id, decision: asked.decision, note })
      }
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

function EntryCell({ r }: { r: ScreeningHitRow }) {
  return (
    <span className="stack">
      <strong>{r.entry.caption}</strong>
      <span className="muted small">
        {[r.entry.topics.join(', '), r.entry.countries.join(', '), r.entry.birthDates.join(', ')]
          .filter(Boolean)
          .join(' · ')}
      </span>
      <span className="muted small">{r.entry.datasets.join(', ')}</span>
    </span>
  );
}

function HitStatus({ r }: { r: ScreeningHitRow }) {
  const { t } = useTranslation();
  return r.clearPending ? (
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
  );
}

function useColumns(ask: (d: Decision) => void): Column<ScreeningHitRow>[] {
  const { t } = useTranslation();
  const canManage = useCan('risk.manage');
  return [
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
      render: (r) => <EntryCell r={r} />,
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
      render: (r) => <HitStatus r={r} />,
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
              onClick={() => ask({ hit: r, decision: 'confirm' })}
            >
              {t('screening.confirm')}
            </button>
            <button
              type="button"
              className="btn btn-sm"
              onClick={() => ask({ hit: r, decision: 'clear' })}
            >
              {t('screening.clear')}
            </button>
          </span>
        ) : null,
    },
  ];
}

function RunButton() {
  const { t } = useTranslation();
  const run = useScreenNow({
    onDone: (r) => toast.success(t('screening.ran', { players: r.players, hits: r.hits })),
    onError: (error) => toast.error(errorText(t, error)),
  });
  return (
    <button type="button" className="btn" disabled={run.isPending} onClick={() => run.mutate()}>
      {t('screening.runNow')}
    </button>
  );
}

export function ScreeningPage() {
  const { t } = useTranslation();
  const canManage = useCan('risk.manage');
  const [status, setStatus] = useState<ScreeningStatus>('open');
  const [asked, setAsked] = useState<Decision | null>(null);
  const list = useQuery(riskQueries.hits(status));
  return (
    <section className="page">
      <RiskPageHead
        title={t('screening.title')}
        subtitle={t('screening.subtitle')}
        action={canManage && <RunButton />}
      />
      <DataTable
        caption={t('screening.title')}
        columns={useColumns(setAsked)}
        rows={list.data?.rows}
        rowKey={(r) => r.id}
        loading={list.isPending}
        error={list.isError ? errorText(t, list.error) : null}
        onRetry={() => void list.refetch()}
        empty={t(`screening.empty.${status}`)}
        filters={
          <StatusFilter
            label={t('screening.cols.status')}
            value={status}
            statuses={SCREENING_HIT_STATUSES}
            labelOf={(s) => t(`screening.status.${s}`)}
            onChange={setStatus}
          />
        }
      />
      <DecideDialog asked={asked} onDone={() => setAsked(null)} />
    </section>
  );
}
