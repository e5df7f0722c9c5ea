// The queue of the feed's settlements a trader held for review (a hold set on an event or a
// market, EventPage): each with its match, market, the feed's results and message, and the
// open bets waiting on it. Release applies it exactly as the feed said and pays; reject
// discards it with a reason, and the trader settles or voids the market by hand.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HELD_STATES, type HeldState } from '@talih/contracts/backoffice/sport.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { DataTable } from '../../components/DataTable.tsx';
import { useCan } from '../../lib/session.ts';
import {
  SPORT_PAGE_SIZE,
  sportQueries,
  useHeldDecision,
  type HeldDecision,
  type HeldFilter,
} from './api.ts';
import { heldColumns, heldMatch, heldResults } from './HeldColumns.tsx';
import { errorText, marketLabel } from './labels.ts';

function DecisionDialog({ d, onClose }: { d: HeldDecision | null; onClose(): void }) {
  const { t } = useTranslation();
  const decide = useHeldDecision(onClose);
  return (
    <ConfirmDialog
      key={d ? `${d.kind}:${d.row.id}` : 'none'}
      open={d !== null}
      title={d ? t(`sport.heldQueue.${d.kind}Title`) : ''}
      confirmLabel={d ? t(`sport.heldQueue.${d.kind}Confirm`) : ''}
      danger={d?.kind === 'reject'}
      requireReason
      busy={decide.isPending}
      error={decide.isPending ? null : errorText(t, decide.error)}
      onCancel={() => {
        onClose();
        decide.reset();
      }}
      onConfirm={(reason) => d && decide.mutate({ d, reason })}
    >
      {d && (
        <>
          <p>
            <strong>{heldMatch(d.row)}</strong> · {marketLabel(t, d.row.marketType, d.row.line)}
          </p>
          <p>{heldResults(t, d.row)}</p>
          <p className="muted">{t(`sport.heldQueue.${d.kind}Body`, { count: d.row.openBets })}</p>
        </>
      )}
    </ConfirmDialog>
  );
}

function StatusFilter({ f, onChange }: { f: HeldFilter; onChange(f: HeldFilter): void }) {
  const { t } = useTranslation();
  return (
    <div className="filter-row sport-filters">
      <label className="field">
        <span>{t('sport.cols.status')}</span>
        <select
          value={f.status}
          onChange={(e) => onChange({ status: e.target.value as HeldState | 'all', page: 1 })}
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
  );
}

export function HeldPage() {
  const { t } = useTranslation();
  const canSettle = useCan('sport.settle');
  const [f, setF] = useState<HeldFilter>({ status: 'held', page: 1 });
  const [decision, setDecision] = useState<HeldDecision | null>(null);
  const list = useQuery(sportQueries.held(f));
  return (
    <>
      <p className="muted small">{t('sport.heldQueue.intro')}</p>
      <DataTable
        caption={t('sport.tabs.held')}
        filters={<StatusFilter f={f} onChange={setF} />}
        columns={heldColumns(t, canSettle, setDecision)}
        rows={list.data?.rows}
        rowKey={(r) => String(r.id)}
        loading={list.isFetching}
        error={list.isError ? list.error.message || t('common.loadFailed') : null}
        onRetry={() => void list.refetch()}
        total={list.data?.total}
        page={f.page}
        pageSize={SPORT_PAGE_SIZE}
        onPage={(page) => setF({ ...f, page })}
        empty={t(f.status === 'held' ? 'sport.heldQueue.empty' : 'sport.heldQueue.emptyOther')}
      />
      <DecisionDialog d={decision} onClose={() => setDecision(null)} />
    </>
  );
}
