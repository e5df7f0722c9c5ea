// The cost of bonuses per template for a range of days: granted, converted (the real cost),
// forfeited per outcome, active and queued now, with a totals row.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
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
  const [period, setPeriod] = useState(() => ({
    from: dayOf(Date.now() - 29 * DAY_MS),
    to: dayOf(Date.now()),
  }));
  const report = useQuery(bonusQueries.report(period));
  const rows = report.data
    ? [...report.data.rows, ...(report.data.rows.length > 0 ? [report.data.totals] : [])]
    : undefined;
  return (
    <>
      <DataTable
        caption={t('bonus.report.title')}
        columns={reportColumns(t, title)}
        rows={rows}
        rowKey={(r) => r.templateId ?? 'total'}
        loading={report.isFetching}
        error={report.isError ? errorText(t, report.error) : null}
        onRetry={() => void report.refetch()}
        empty={t('bonus.report.empty')}
        filters={<PeriodForm period={period} onShow={setPeriod} />}
      />
      <p className="muted small">{t('bonus.report.hint')}</p>
    </>
  );
}

type Period = { from: string; to: string };

/** The days shown: the report reads again when "show" is pressed, not at every keystroke. */
function PeriodForm(props: { period: Period; onShow(period: Period): void }) {
  const { t } = useTranslation();
  const [from, setFrom] = useState(props.period.from);
  const [to, setTo] = useState(props.period.to);
  return (
    <form
      className="filter-row"
      onSubmit={(e) => {
        e.preventDefault();
        props.onShow({ from, to });
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
  );
}

function reportColumns(t: TFunction, title: ReturnType<typeof useTitle>): Column<CostRow>[] {
  const outcomes = (r: CostRow) =>
    BONUS_OUTCOMES.filter((o) => r.finished[o].count > 0)
      .map((o) => `${t(`bonus.bonusStatus.${o}`)} ${r.finished[o].count}`)
      .join(' · ') || '—';
  const count = (key: 'active' | 'pending'): Column<CostRow> => ({
    key,
    header: t(`bonus.report.${key}`),
    align: 'right',
    render: (r) => <span className="num">{r[`${key}Count`]}</span>,
  });
  const money = (key: 'granted' | 'converted' | 'forfeited'): Column<CostRow> => ({
    key,
    header: t(`bonus.report.${key}`),
    align: 'right',
    render: (r) => <Money minor={r[`${key}Minor`]} />,
  });
  return [
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
    money('granted'),
    money('converted'),
    money('forfeited'),
    { key: 'outcomes', header: t('bonus.report.outcomes'), render: outcomes },
    count('active'),
    count('pending'),
  ];
}
