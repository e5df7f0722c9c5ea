// Reports and dashboard: a period's GGR, NGR, deposits, withdrawals and players from the
// ledger, per day/week/month in Istanbul time, as charts and tables with CSV export, and the
// live panel. The definitions of the figures are written on the screen.
import type { Report } from '@talih/contracts/backoffice/reports.ts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Route, Routes } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Money } from '../../components/Money.tsx';
import { StaffCallError } from '../../lib/api.ts';
import { locale } from '../../lib/i18n.ts';
import { reportQueries } from './api.ts';
import { BreakdownTable, TABLE_KINDS, type TableKind } from './breakdown-tables.tsx';
import { BarChart } from './charts.tsx';
import { LivePanel } from './LivePanel.tsx';
import { PeriodBar } from './PeriodBar.tsx';
import { presetPeriod, type PeriodChoice, type Preset } from './period.ts';
import './reports.css';

type Totals = Report['totals'];
const KPIS: { key: string; value(t: Totals): number; money: boolean; signed?: boolean }[] = [
  { key: 'ggr', value: (x) => x.ggrMinor, money: true, signed: true },
  { key: 'ngr', value: (x) => x.ngrMinor, money: true, signed: true },
  { key: 'bonuses', value: (x) => x.bonusesMinor, money: true },
  { key: 'stakes', value: (x) => x.stakesMinor, money: true },
  { key: 'deposits', value: (x) => x.depositsMinor, money: true },
  { key: 'withdrawals', value: (x) => x.withdrawalsMinor, money: true },
  { key: 'activePlayers', value: (x) => x.activePlayers, money: false },
  { key: 'newPlayers', value: (x) => x.newPlayers, money: false },
  { key: 'firstDepositors', value: (x) => x.firstDepositors, money: false },
];

export function ReportsPage() {
  const { t } = useTranslation();
  const [preset, setPreset] = useState<Preset | null>('last30');
  const [choice, setChoice] = useState<PeriodChoice>(() => presetPeriod('last30'));
  const [table, setTable] = useState<TableKind>('series');
  const report = useQuery(reportQueries.report(choice));
  const error = report.isError
    ? (report.error instanceof StaffCallError && report.error.message) || t('common.loadFailed')
    : null;
  const data = report.data;
  return (
    <section className="page reports">
      <header className="page-head">
        <div>
          <h1>{t('reports.title')}</h1>
          <p className="muted">{t('reports.subtitle')}</p>
        </div>
      </header>
      <LivePanel />
      <PeriodBar
        value={choice}
        preset={preset}
        busy={report.isFetching}
        onChange={(next, p) => {
          setChoice(next);
          setPreset(p);
        }}
      />
      {error && (
        <div className="state state-error card" role="alert">
          <p>{error}</p>
          <button type="button" className="btn" onClick={() => void report.refetch()}>
            {t('common.retry')}
          </button>
        </div>
      )}
      <Kpis totals={data?.totals} busy={report.isFetching} />
      <Definitions totals={data?.totals} />
      <Charts report={data} />
      <div className="tabs" role="tablist" aria-label={t('reports.tablesLabel')}>
        {TABLE_KINDS.map((k) => (
          <button
            key={k}
            type="button"
            role="tab"
            aria-selected={table === k}
            className="tab"
            onClick={() => setTable(k)}
          >
            {t(`reports.tables.${k}`)}
          </button>
        ))}
      </div>
      <BreakdownTable
        kind={table}
        report={data}
        loading={report.isFetching}
        error={error}
        onRetry={() => void report.refetch()}
      />
    </section>
  );
}

function Kpis({ totals, busy }: { totals: Totals | undefined; busy: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="kpis" aria-busy={busy}>
      {KPIS.map((k) => (
        <div key={k.key} className="card kpi">
          <p className="kpi-label">{t(`reports.kpi.${k.key}`)}</p>
          <p className="kpi-value">
            {!totals ? (
              <span className="skeleton" />
            ) : k.money ? (
              <Money minor={k.value(totals)} signed={k.signed} />
            ) : (
              <span className="num">{k.value(totals)}</span>
            )}
          </p>
        </div>
      ))}
    </div>
  );
}

/** GGR against NGR, and deposits against withdrawals, per bucket of the period. */
function Charts({ report: data }: { report: Report | undefined }) {
  const { t } = useTranslation();
  const buckets = data?.series.map((s) => s.bucket) ?? [];
  return (
    <div className="charts">
      <section className="card">
        <h2 className="card-title">{t('reports.charts.ggr')}</h2>
        {data ? (
          <BarChart
            buckets={buckets}
            locale={locale()}
            money
            label={t('reports.charts.ggr')}
            series={[
              {
                label: t('reports.kpi.ggr'),
                color: 'var(--accent)',
                values: data.series.map((s) => s.ggrMinor),
              },
              {
                label: t('reports.kpi.ngr'),
                color: 'var(--win)',
                values: data.series.map((s) => s.ngrMinor),
              },
            ]}
          />
        ) : (
          <span className="skeleton skeleton-chart" />
        )}
      </section>
      <section className="card">
        <h2 className="card-title">{t('reports.charts.payments')}</h2>
        {data ? (
          <BarChart
            buckets={buckets}
            locale={locale()}
            money
            label={t('reports.charts.payments')}
            series={[
              {
                label: t('reports.kpi.deposits'),
                color: 'var(--win)',
                values: data.series.map((s) => s.depositsMinor),
              },
              {
                label: t('reports.kpi.withdrawals'),
                color: 'var(--loss)',
                values: data.series.map((s) => s.withdrawalsMinor),
              },
            ]}
          />
        ) : (
          <span className="skeleton skeleton-chart" />
        )}
      </section>
    </div>
  );
}

/** What each figure means, in ledger terms, next to the numbers. */
function Definitions({ totals }: { totals: Totals | undefined }) {
  const { t } = useTranslation();
  return (
    <details className="card definitions" open>
      <summary>{t('reports.definitions.title')}</summary>
      <dl>
        <dt>{t('reports.kpi.ggr')}</dt>
        <dd>
          {t('reports.definitions.ggr')}
          {totals && (
            <span className="muted small">
              {' '}
              ({t('reports.definitions.split')}: <Money minor={totals.casinoGgrMinor} signed /> +{' '}
              <Money minor={totals.sportGgrMinor} signed />)
            </span>
          )}
        </dd>
        <dt>{t('reports.kpi.ngr')}</dt>
        <dd>{t('reports.definitions.ngr')}</dd>
        <dt>
          {t('reports.kpi.deposits')} / {t('reports.kpi.withdrawals')}
        </dt>
        <dd>{t('reports.definitions.payments')}</dd>
        <dt>
          {t('reports.kpi.activePlayers')} / {t('reports.kpi.newPlayers')}
        </dt>
        <dd>{t('reports.definitions.players')}</dd>
        <dt>{t('reports.definitions.adjustmentsTitle')}</dt>
        <dd>
          {t('reports.definitions.adjustments')}
          {totals && (
            <>
              {' '}
              <Money minor={totals.adjustmentsMinor} signed />
            </>
          )}
        </dd>
      </dl>
    </details>
  );
}

export default function ReportsRoutes() {
  return (
    <Routes>
      <Route index element={<ReportsPage />} />
    </Routes>
  );
}
