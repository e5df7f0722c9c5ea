// A report of a period: totals, a series per day/week/month (Istanbul time), and breakdowns
// per game, provider, sport and payment method, all summed from journal lines.
import type { Report, ReportInput } from '@talih/contracts/backoffice/reports.ts';
import { REPORT_DAYS_MAX } from '@talih/contracts/backoffice/reports.ts';
import type { Database } from '../../../db/database.ts';
import { breakdowns } from './breakdowns.ts';
import {
  addCount,
  addFlow,
  finish,
  zeroCounts,
  zeroMoney,
  type Counts,
  type MoneyFigures,
} from './figures.ts';
import {
  firstDepositHours,
  hourlyCounts,
  hourlyFlows,
  registrationHours,
  stakingPlayerHours,
} from './ledger-figures.ts';
import { bucketsOf, hourPlacer, periodOf, type Granularity, type Period } from './periods.ts';

export class ReportRangeError extends RangeError {}

export async function buildReport(
  database: Database,
  input: Required<ReportInput>,
): Promise<Report> {
  let period: Period;
  try {
    period = periodOf(input.from, input.to);
  } catch {
    throw new ReportRangeError('bad period');
  }
  if ((period.endMs - period.startMs) / 86_400_000 > REPORT_DAYS_MAX) {
    throw new ReportRangeError('period too long');
  }
  const granularity: Granularity = input.granularity;
  const [series, totals] = await seriesAndTotals(database, period, granularity);
  return {
    from: period.from,
    to: period.to,
    granularity,
    totals,
    series,
    ...(await breakdowns(database, period)),
  };
}

/** Deposits, payouts and first-time depositors counted per bucket and in all. */
async function countsOf(database: Database, period: Period, place: (hour: number) => string) {
  const per = new Map<string, Counts>();
  const total = zeroCounts();
  const at = (hour: number) => {
    const label = place(hour);
    if (!per.has(label)) per.set(label, zeroCounts());
    return per.get(label)!;
  };
  for (const row of await hourlyCounts(database, period)) {
    addCount(at(row.hour), row);
    addCount(total, row);
  }
  for (const { hour, count } of await firstDepositHours(database, period)) {
    at(hour).firstDepositors += count;
    total.firstDepositors += count;
  }
  return { per, total };
}

export async function seriesAndTotals(
  database: Database,
  period: Period,
  granularity: Granularity,
) {
  const place = hourPlacer(granularity);
  const labels = bucketsOf(period, granularity);
  const money = new Map(labels.map((l) => [l, zeroMoney()]));
  const total = zeroMoney();
  for (const row of await hourlyFlows(database, period)) {
    addFlow(money.get(place(row.hour)) ?? zeroMoney(), row);
    addFlow(total, row);
  }
  const active = new Map(labels.map((l) => [l, new Set<number>()]));
  const allActive = new Set<number>();
  for (const { hour, userId } of await stakingPlayerHours(database, period)) {
    active.get(place(hour))?.add(userId);
    allActive.add(userId);
  }
  const fresh = new Map(labels.map((l) => [l, 0]));
  let allFresh = 0;
  for (const { hour, count } of await registrationHours(database, period)) {
    const label = place(hour);
    fresh.set(label, (fresh.get(label) ?? 0) + count);
    allFresh += count;
  }
  const counts = await countsOf(database, period, place);
  const series = labels.map((bucket) => ({
    bucket,
    ...finish(money.get(bucket) as MoneyFigures),
    activePlayers: active.get(bucket)?.size ?? 0,
    newPlayers: fresh.get(bucket) ?? 0,
    ...(counts.per.get(bucket) ?? zeroCounts()),
  }));
  const totals = {
    ...finish(total),
    activePlayers: allActive.size,
    newPlayers: allFresh,
    ...counts.total,
  };
  return [series, totals] as const;
}
