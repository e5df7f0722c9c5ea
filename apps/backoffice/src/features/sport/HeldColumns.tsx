// The held settlements' table: when, the match, the market, the feed's results (with its raw
// message folded away), the open bets waiting, the state and who decided, and the decisions.
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import type { HeldSettlementRow } from '@talih/contracts/backoffice/sport.ts';
import type { Column } from '../../components/DataTable.tsx';
import { DateTime } from '../../components/DateTime.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import type { HeldDecision } from './api.ts';
import { betColumns } from './columns.tsx';
import { marketLabel, selectionLabel } from './labels.ts';

const TONES = { held: 'warn', released: 'ok', rejected: 'bad', superseded: 'muted' } as const;

export const heldMatch = (r: HeldSettlementRow) => `${r.home} – ${r.away}`;

/** The feed's results in words ("1: Kazandı · X: Kaybetti"), or "a rollback". */
export function heldResults(t: TFunction, r: HeldSettlementRow) {
  return r.kind === 'rollback'
    ? t('sport.heldQueue.rollback')
    : r.results
        .map((x) => `${selectionLabel(t, x.code)}: ${t(`sport.results.${x.result}`, x.result)}`)
        .join(' · ');
}

function Decide({
  r,
  t,
  onDecide,
}: {
  r: HeldSettlementRow;
  t: TFunction;
  onDecide(d: HeldDecision): void;
}) {
  return (
    <span className="row-actions">
      <button
        type="button"
        className="btn btn-small btn-primary"
        aria-label={t('sport.heldQueue.releaseOf', { match: heldMatch(r) })}
        onClick={() => onDecide({ kind: 'release', row: r })}
      >
        {t('sport.heldQueue.release')}
      </button>
      <button
        type="button"
        className="btn btn-small btn-danger"
        aria-label={t('sport.heldQueue.rejectOf', { match: heldMatch(r) })}
        onClick={() => onDecide({ kind: 'reject', row: r })}
      >
        {t('sport.heldQueue.reject')}
      </button>
    </span>
  );
}

function StateCell({ r, t }: { r: HeldSettlementRow; t: TFunction }) {
  return (
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
  );
}

export function heldColumns(
  t: TFunction,
  canSettle: boolean,
  onDecide: (d: HeldDecision) => void,
): Column<HeldSettlementRow>[] {
  return [
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
          <Link to={`/sport/events/${r.eventId}`}>{heldMatch(r)}</Link>
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
          {heldResults(t, r)}
          <details className="held-message">
            <summary className="small">{t('sport.heldQueue.message')}</summary>
            <pre className="small">{r.message}</pre>
          </details>
        </span>
      ),
    },
    ...betColumns<HeldSettlementRow>(t),
    { key: 'status', header: t('sport.cols.status'), render: (r) => <StateCell r={r} t={t} /> },
    {
      key: 'actions',
      header: t('sport.heldQueue.cols.actions'),
      render: (r) =>
        canSettle && r.status === 'held' ? <Decide r={r} t={t} onDecide={onDecide} /> : null,
    },
  ];
}
