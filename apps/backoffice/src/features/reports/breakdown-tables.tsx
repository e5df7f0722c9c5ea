// The report's tables: the series per bucket and the breakdowns per game, provider, sport and
// payment method, each with a CSV export of exactly what it shows.
import type { Report } from '@talih/contracts/backoffice/reports.ts';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '../../components/DataTable.tsx';
import { Money } from '../../components/Money.tsx';
import { downloadCsv, toCsv, tryAmount, type CsvColumn } from '../../lib/csv.ts';

export type TableKind = 'series' | 'game' | 'provider' | 'sport' | 'method';
export const TABLE_KINDS: TableKind[] = ['series', 'game', 'provider', 'sport', 'method'];

interface Spec<T> {
  rows: T[];
  key(row: T): string;
  /** Each column: header key, value for the CSV, and whether it is money. */
  cols: {
    key: string;
    value(row: T): string | number;
    money?: boolean;
    signed?: boolean;
    num?: boolean;
  }[];
}

type Series = Report['series'][number];
type Game = Report['byGame'][number];
type Provider = Report['byProvider'][number];
type Sport = Report['bySport'][number];
type Method = Report['byPaymentMethod'][number];

const casinoCols = [
  { key: 'stakes', value: (r: Provider) => r.stakesMinor, money: true },
  { key: 'wins', value: (r: Provider) => r.winsMinor, money: true },
  { key: 'refunds', value: (r: Provider) => r.refundsMinor, money: true },
  { key: 'ggr', value: (r: Provider) => r.ggrMinor, money: true, signed: true },
];

function specOf(kind: TableKind, r: Report, sportName: (code: string) => string): Spec<never> {
  const specs = {
    series: {
      rows: r.series,
      key: (s: Series) => s.bucket,
      cols: [
        { key: 'bucket', value: (s: Series) => s.bucket },
        { key: 'ggr', value: (s: Series) => s.ggrMinor, money: true, signed: true },
        { key: 'casinoGgr', value: (s: Series) => s.casinoGgrMinor, money: true, signed: true },
        { key: 'sportGgr', value: (s: Series) => s.sportGgrMinor, money: true, signed: true },
        { key: 'bonuses', value: (s: Series) => s.bonusesMinor, money: true },
        { key: 'ngr', value: (s: Series) => s.ngrMinor, money: true, signed: true },
        { key: 'deposits', value: (s: Series) => s.depositsMinor, money: true },
        { key: 'withdrawals', value: (s: Series) => s.withdrawalsMinor, money: true },
        { key: 'activePlayers', value: (s: Series) => s.activePlayers, num: true },
        { key: 'newPlayers', value: (s: Series) => s.newPlayers, num: true },
        { key: 'depositCount', value: (s: Series) => s.depositCount, num: true },
        { key: 'withdrawalCount', value: (s: Series) => s.withdrawalCount, num: true },
        { key: 'firstDepositors', value: (s: Series) => s.firstDepositors, num: true },
      ],
    },
    game: {
      rows: r.byGame,
      key: (g: Game) => g.gameId,
      cols: [
        { key: 'game', value: (g: Game) => g.name },
        { key: 'provider', value: (g: Game) => g.provider },
        ...(casinoCols as Spec<Game>['cols']),
      ],
    },
    provider: {
      rows: r.byProvider,
      key: (p: Provider) => p.provider,
      cols: [{ key: 'provider', value: (p: Provider) => p.provider }, ...casinoCols],
    },
    sport: {
      rows: r.bySport,
      key: (s: Sport) => s.sport,
      cols: [
        { key: 'sport', value: (s: Sport) => sportName(s.sport) },
        { key: 'stakes', value: (s: Sport) => s.stakesMinor, money: true },
        { key: 'ggr', value: (s: Sport) => s.ggrMinor, money: true, signed: true },
      ],
    },
    method: {
      rows: r.byPaymentMethod,
      key: (m: Method) => m.method,
      cols: [
        { key: 'method', value: (m: Method) => m.method },
        { key: 'deposits', value: (m: Method) => m.depositsMinor, money: true },
        { key: 'withdrawals', value: (m: Method) => m.withdrawalsMinor, money: true },
      ],
    },
  };
  return specs[kind] as unknown as Spec<never>;
}

export function BreakdownTable(props: {
  kind: TableKind;
  report: Report | undefined;
  loading: boolean;
  error: string | null;
  onRetry(): void;
}) {
  const { t } = useTranslation();
  const sportName = (code: string) => t(`reports.sports.${code}`, code);
  const spec = props.report ? specOf(props.kind, props.report, sportName) : null;
  const colsOf = spec?.cols ?? specOf(props.kind, EMPTY, sportName).cols;
  const columns: Column<never>[] = colsOf.map((c) => ({
    key: c.key,
    header: t(`reports.col.${c.key}`),
    align: c.money || c.num ? 'right' : undefined,
    render: (row: never) =>
      c.money ? (
        <Money minor={Number(c.value(row))} signed={c.signed} />
      ) : (
        <span className={c.num ? 'num' : undefined}>{c.value(row)}</span>
      ),
  }));
  const exportCsv = () => {
    if (!spec || !props.report) return;
    const csvCols: CsvColumn<never>[] = spec.cols.map((c) => ({
      header: t(`reports.col.${c.key}`) + (c.money ? ' (TRY)' : ''),
      value: (row: never) => (c.money ? tryAmount(Number(c.value(row))) : c.value(row)),
    }));
    downloadCsv(
      `talih-${props.kind}-${props.report.from}-${props.report.to}.csv`,
      toCsv(csvCols, spec.rows),
    );
  };
  return (
    <DataTable
      columns={columns}
      rows={spec?.rows}
      rowKey={(row) => spec?.key(row) ?? ''}
      loading={props.loading}
      error={props.error}
      onRetry={props.onRetry}
      empty={t('reports.emptyTable')}
      caption={t(`reports.tables.${props.kind}`)}
      filters={
        <div className="filters-row">
          <span className="muted small">{t(`reports.tableHelp.${props.kind}`)}</span>
          <button
            type="button"
            className="btn btn-small"
            onClick={exportCsv}
            disabled={!spec || spec.rows.length === 0}
          >
            {t('reports.exportCsv')}
          </button>
        </div>
      }
    />
  );
}

const EMPTY: Report = {
  from: '',
  to: '',
  granularity: 'day',
  totals: {
    casinoGgrMinor: 0,
    sportGgrMinor: 0,
    ggrMinor: 0,
    bonusesMinor: 0,
    ngrMinor: 0,
    stakesMinor: 0,
    depositsMinor: 0,
    withdrawalsMinor: 0,
    adjustmentsMinor: 0,
    activePlayers: 0,
    newPlayers: 0,
    depositCount: 0,
    withdrawalCount: 0,
    firstDepositors: 0,
  },
  series: [],
  byGame: [],
  byProvider: [],
  bySport: [],
  byPaymentMethod: [],
};
