// The queue of the feed's settlements a trader held for review (a hold set on an event or a
// market, EventPage): each with its match, market, the feed's results and message, and the
// open bets waiting on it. Release applies it exactly as the feed said and pays; reject
// discards it with a reason, and the trader settles or voids the market by hand.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  HELD_STATES,
  tradingHeldSettlements,
  tradingRejectHeld,
  tradingReleaseHeld,
  type HeldSettlementRow,
  type HeldState,
} from '@talih/contracts/backoffice/trading.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { DataTable, type Column } from '../../components/DataTable.tsx';
import { DateTime } from '../../components/DateTime.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { toast } from '../../components/Toast.tsx';
import { StaffCallError, staffCall } from '../../lib/api.ts';
import { useCan } from '../../lib/session.ts';
import { betColumns } from './EventsPage.tsx';
import { marketLabel, selectionLabel } from './labels.ts';

const PAGE_SIZE = 25;
const TONES = { held: 'warn', released: 'ok', rejected: 'bad', superseded: 'muted' } as const;
type Decision = { kind: 'release' | 'reject'; row: HeldSettlementRow };

export function HeldPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const canSettle = useCan('sport.settle');
  const [status, setStatus] = useState<HeldState | 'all'>('held');
  const [page, setPage] = useState(1);
  const [decision, setDecision] = useState<Decision | null>(null);
  const input = { status, page, pageSize: PAGE_SIZE };
  const list = useQuery({
    queryKey: ['sport', 'held', input],
    queryFn: () => staffCall(tradingHeldSettlements, input),
    placeholderData: keepPreviousData,
  });
  const decide = useMutation({
    mutationFn: async ({ d, reason }: { d: Decision; reason: string }) => {
      if (d.kind === 'reject') {
        await staffCall(tradingRejectHeld, { id: d.row.id, reason });
        return t('sport.heldQueue.toastRejected');
      }
      const r = await staffCall(tradingReleaseHeld, { id: d.row.id, reason });
      return t('sport.heldQueue.toastReleased', {
        count: r.status === 'done' ? r.betsSettled : 0,
      });
    },
    onSuccess: (message) => {
      toast.success(message);
      setDecision(null);
      void client.invalidateQueries({ queryKey: ['sport'] });
    },
  });
  const match = (r: HeldSettlementRow) => `${r.home} – ${r.away}`;
  const resultText = (r: HeldSettlementRow) =>
    r.kind === 'rollback'
      ? t('sport.heldQueue.rollback')
      : r.results
          .map((x) => `${selectionLabel(t, x.code)}: ${t(`sport.results.${x.result}`, x.result)}`)
          .join(' · ');
  const columns: Column<HeldSettlementRow>[] = [
    {
      key: 'at',
      header: t('sport.heldQueue.cols.at'),
      render: (r) => <DateTime ms={r.createdAt} />,
    },
    {
      key: 'match',
      header: t('sport.heldQueue.cols.match'),
      width: '16rem',
      render: (r) => (
        <span>
          <Link to={`/sport/events/${r.eventId}`}>{match(r)}</Link>
          <span className="muted small block">
            {t(`sport.sports.${r.sport}`, r.sport)} · {r.league}
          </span>
        </span>
      ),
    },
    {
      key: 'market',
      header: t('sport.heldQueue.cols.market'),
      render: (r) => marketLabel(t, r.marketType, r.line),
    },
    {
      key: 'results',
      header: t('sport.heldQueue.cols.results'),
      render: (r) => (
        <span>
          {resultText(r)}
          <details className="held-message">
            <summary className="small">{t('sport.heldQueue.message')}</summary>
            <pre className="small">{r.message}</pre>
          </details>
        </span>
      ),
    },
    ...betColumns<HeldSettlementRow>(t),
    {
      key: 'status',
      header: t('sport.cols.status'),
      render: (r) => (
        <span>
          <StatusBadge
            status={r.status}
            tone={TONES[r.status]}
            label={t(`sport.heldQueue.status.${r.status}`)}
          />
          {r.decidedBy && (
            <span className="muted small block">
              {r.decidedBy}
              {r.reason && <> · “{r.reason}”</>}
            </span>
          )}
        </span>
      ),
    },
    {
      key: 'actions',
      header: t('sport.heldQueue.cols.actions'),
      render: (r) =>
        canSettle && r.status === 'held' ? (
          <span className="row-actions">
            <button
              type="button"
              className="btn btn-small btn-primary"
              aria-label={t('sport.heldQueue.releaseOf', { match: match(r) })}
              onClick={() => setDecision({ kind: 'release', row: r })}
            >
              {t('sport.heldQueue.release')}
            </button>
            <button
              type="button"
              className="btn btn-small btn-danger"
              aria-label={t('sport.heldQueue.rejectOf', { match: match(r) })}
              onClick={() => setDecision({ kind: 'reject', row: r })}
            >
              {t('sport.heldQueue.reject')}
            </button>
          </span>
        ) : null,
    },
  ];
  const d = decision;
  const error =
    decide.error instanceof StaffCallError
      ? decide.error.message || t('common.networkError')
      : decide.error
        ? t('common.networkError')
        : null;
  return (
    <>
      <p className="muted small">{t('sport.heldQueue.intro')}</p>
      <DataTable
        caption={t('sport.tabs.held')}
        filters={
          <div className="filter-row sport-filters">
            <label className="field">
              <span>{t('sport.cols.status')}</span>
              <select
                value={status}
                onChange={(e) => {
                  setStatus(e.target.value as HeldState | 'all');
                  setPage(1);
                }}
              >
                {HELD_STATES.map((s) => (
                  <option key={s} value={s}>
                    {t(`sport.heldQueue.status.${s}`)}
                  </option>
                ))}
                <option value="all">{t('common.all')}</option>
              </select>
            </label>
          </div>
        }
        columns={columns}
        rows={list.data?.rows}
        rowKey={(r) => String(r.id)}
        loading={list.isFetching}
        error={list.isError ? list.error.message || t('common.loadFailed') : null}
        onRetry={() => void list.refetch()}
        total={list.data?.total}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={setPage}
        empty={t(status === 'held' ? 'sport.heldQueue.empty' : 'sport.heldQueue.emptyOther')}
      />
      <ConfirmDialog
        key={d ? `${d.kind}:${d.row.id}` : 'none'}
        open={d !== null}
        title={d ? t(`sport.heldQueue.${d.kind}Title`) : ''}
        confirmLabel={d ? t(`sport.heldQueue.${d.kind}Confirm`) : ''}
        danger={d?.kind === 'reject'}
        requireReason
        busy={decide.isPending}
        error={decide.isPending ? null : error}
        onCancel={() => {
          setDecision(null);
          decide.reset();
        }}
        onConfirm={(reason) => d && decide.mutate({ d, reason })}
      >
        {d && (
          <>
            <p>
              <strong>{match(d.row)}</strong> · {marketLabel(t, d.row.marketType, d.row.line)}
            </p>
            <p>{resultText(d.row)}</p>
            <p className="muted">{t(`sport.heldQueue.${d.kind}Body`, { count: d.row.openBets })}</p>
          </>
        )}
      </ConfirmDialog>
    </>
  );
}
