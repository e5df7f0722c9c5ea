// The cost of bonuses per template for a range of days: granted, converted (the real cost),
// forfeited per outcome, active and queued now, with a totals row.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BONUS_OUTCOMES, type CostRow } from '@talih/contracts/backoffice/bonus.ts';
import { DataTable, type Column } from '../../components/DataTable.tsx';
import { Money } from '../../components/Money.tsx';
import { errorText } from '../../lib/labels.ts';
import { bonusQueries } from './api.ts';
import { useTitle } from './title.ts';
import { DateInput } from '../../components/DateInput.tsx';

const DAY_MS = 86_400_000;
/** An Istanbul day (UTC+3, no daylight saving since 2016). */
const dayOf = (ms: number) => new Date(ms + 3 * 3_600_000).toISOString().slice(0, 10);

export function ReportPage() {
  const { t } = useTranslation();
  const title = useTitle();
  // Lazy initial state: the last 30 days when the screen opens.
  const [from, setFrom] = useState(() => dayOf(Date.now() - 29 * DAY_MS));
  const [to, setTo] = useState(() => dayOf(Date.now()));
  const [period, setPeriod] = useState({ from, to });
  const report = useQuery(bonusQueries.report(period));
  const outcomes = (r: CostRow) =>
    BONUS_OUTCOMES.filter((o) => r.finished[o].count > 0)
      .map((o) => `${t(`bonus.bonusStatus.${o}`)} ${r.finished[o].count}`)
      .join(' · ') || '—';
  const columns: Column<CostRow>[] = [
    {
      key: 'template',
      header: t('bonus.report.template'),
      render: (r) =>
        r.templateId === null ? (
          <strong>{t('bonus.report.total')}</strong>
        ) : (
          <>
            <code>{r.code}</code> <span className="muted small">{title(r.title, '')}</span>
          </>
        ),
    },
    {
      key: 'count',
      header: t('bonus.report.grantedCount'),
      align: 'right',
      render: (r) => <span className="num">{r.grantedCount}</span>,
    },
    {
      key: 'granted',
      header: t('bonus.report.granted'),
      align: 'right',
      render: (r) => <Money minor={r.grantedMinor} />,
    },
    {
      key: 'converted',
      header: t('bonus.report.converted'),
      align: 'right',
      render: (r) => <Money minor={r.convertedMinor} />,
    },
    {
      key: 'forfeited',
      header: t('bonus.report.forfeited'),
      align: 'right',
      render: (r) => <Money minor={r.forfeitedMinor} />,
    },
    { key: 'outcomes', header: t('bonus.report.outcomes'), render: outcomes },
    {
      key: 'active',
      header: t('bonus.report.active'),
      align: 'right',
      render: (r) => <span className="num">{r.activeCount}</span>,
    },
    {
      key: 'pending',
      header: t('bonus.report.pending'),
      align: 'right',
      render: (r) => <span className="num">{r.pendingCount}</span>,
    },
  ];
  const rows = report.data
    ? [...report.data.rows, ...(report.data.rows.length > 0 ? [report.data.totals] : [])]
    : undefined;
  return (
    <>
      <DataTable
        caption={t('bonus.report.title')}
        columns={columns}
        rows={rows}
        rowKey={(r) => r.templateId ?? 'total'}
        loading={report.isFetching}
        error={report.isError ? errorText(t, report.error) : null}
        onRetry={() => void report.refetch()}
        empty={t('bonus.report.empty')}
        filters={
          <form
            className="filter-row"
            onSubmit={(e) => {
              e.preventDefault();
              setPeriod({ from, to });
            }}
          >
            <label className="field field-inline">
              <span>{t('common.from')}</span>
              <DateInput value={from} onChange={setFrom} />
            </label>
            <label className="field field-inline">
              <span>{t('common.to')}</span>
              <DateInput value={to} onChange={setTo} />
            </label>
            <button type="submit" className="btn">
              {t('bonus.report.show')}
            </button>
          </form>
        }
      />
      <p className="muted small">{t('bonus.report.hint')}</p>
    </>
  );
}
