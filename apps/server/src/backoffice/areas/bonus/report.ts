// The cost of bonuses per template for a range of Istanbul days, from player_bonuses: what was
// granted (money moved into bonus accounts: the bonuses that started in the period), what
// converted to cash (the operator's real cost) and what went back, per way a bonus ended, and
// how many are active or waiting now. The ledger holds the same money (bonus_grant and
// bonus_finish entries); this reads the bonus rows so the figures split by template.
import type { Kysely } from 'kysely';
import { BONUS_OUTCOMES, type CostRow } from '@talih/contracts/backoffice/bonus.ts';
import type { DB } from '../../../db/schema.ts';
import { AppError } from '../../../http/errors.ts';
import { periodOf } from '../reports/periods.ts';

const PERIOD_DAYS_MAX = 366;
const DAY_MS = 86_400_000;
const TEMPLATES_MAX = 1000;

function emptyRow(templateId: number | null, code: string): CostRow {
  const finished = Object.fromEntries(
    BONUS_OUTCOMES.map((o) => [o, { count: 0, forfeitedMinor: 0 }]),
  ) as CostRow['finished'];
  return {
    templateId,
    code,
    title: null,
    grantedCount: 0,
    grantedMinor: 0,
    convertedMinor: 0,
    forfeitedMinor: 0,
    finished,
    activeCount: 0,
    pendingCount: 0,
    completedCount: 0,
  };
}

function periodOrRefuse(from: string, to: string) {
  try {
    const period = periodOf(from, to);
    if (period.endMs - period.startMs > PERIOD_DAYS_MAX * DAY_MS + 2 * 3_600_000) {
      throw new AppError('backoffice.errors.periodTooLong', { days: PERIOD_DAYS_MAX });
    }
    return period;
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('backoffice.errors.badPeriod');
  }
}

async function figures(db: Kysely<DB>, startMs: number, endMs: number) {
  const granted = db
    .selectFrom('player_bonuses')
    .select((eb) => [
      'template_id',
      eb.fn.countAll<number>().as('n'),
      eb.fn.sum<number>('granted_minor').as('minor'),
    ])
    .where('activated_at', '>=', startMs)
    .where('activated_at', '<', endMs)
    .groupBy('template_id')
    .execute();
  const finished = db
    .selectFrom('player_bonuses')
    .select((eb) => [
      'template_id',
      'status',
      eb.fn.countAll<number>().as('n'),
      // What stayed converted: a resettlement may have taken some back.
      eb.fn.sum<number>(eb('converted_minor', '-', eb.ref('taken_back_minor'))).as('converted'),
      eb.fn.sum<number>('forfeited_minor').as('forfeited'),
    ])
    .where('finished_at', '>=', startMs)
    .where('finished_at', '<', endMs)
    .groupBy(['template_id', 'status'])
    .execute();
  const open = db
    .selectFrom('player_bonuses')
    .select((eb) => ['template_id', 'status', eb.fn.countAll<number>().as('n')])
    .where('status', 'in', ['active', 'pending'])
    .groupBy(['template_id', 'status'])
    .execute();
  return Promise.all([granted, finished, open]);
}

export async function costReport(db: Kysely<DB>, input: { from: string; to: string }) {
  const period = periodOrRefuse(input.from, input.to);
  const [granted, finished, open] = await figures(db, period.startMs, period.endMs);
  const byTemplate = new Map<number, CostRow>();
  const rowOf = (id: number | string) => {
    const key = Number(id);
    let row = byTemplate.get(key);
    if (!row) byTemplate.set(key, (row = emptyRow(key, '')));
    return row;
  };
  for (const g of granted) {
    const row = rowOf(g.template_id);
    row.grantedCount += Number(g.n);
    row.grantedMinor += Number(g.minor ?? 0);
  }
  for (const f of finished) {
    const row = rowOf(f.template_id);
    const outcome = row.finished[f.status as keyof CostRow['finished']];
    if (!outcome) continue;
    outcome.count += Number(f.n);
    outcome.forfeitedMinor += Number(f.forfeited ?? 0);
    row.convertedMinor += Number(f.converted ?? 0);
    row.forfeitedMinor += Number(f.forfeited ?? 0);
    if (f.status === 'completed') row.completedCount += Number(f.n);
  }
  for (const o of open) {
    const row = rowOf(o.template_id);
    if (o.status === 'active') row.activeCount += Number(o.n);
    else row.pendingCount += Number(o.n);
  }
  await name(db, byTemplate);
  const rows = [...byTemplate.values()].sort((a, b) => a.code.localeCompare(b.code));
  return { from: period.from, to: period.to, rows, totals: totalOf(rows) };
}

/** Each row's code and title (its current version's, else its newest's). */
async function name(db: Kysely<DB>, rows: Map<number, CostRow>) {
  const ids = [...rows.keys()].slice(0, TEMPLATES_MAX);
  if (ids.length === 0) return;
  const templates = await db
    .selectFrom('bonus_templates as t')
    .leftJoin('bonus_template_versions as v', 'v.id', 't.current_version_id')
    .select(['t.id', 't.code', 'v.title'])
    .where('t.id', 'in', ids)
    .execute();
  for (const t of templates) {
    const row = rows.get(Number(t.id));
    if (!row) continue;
    row.code = t.code;
    row.title = t.title ? (JSON.parse(t.title) as CostRow['title']) : null;
  }
}

function totalOf(rows: CostRow[]): CostRow {
  const total = emptyRow(null, '');
  for (const r of rows) {
    total.grantedCount += r.grantedCount;
    total.grantedMinor += r.grantedMinor;
    total.convertedMinor += r.convertedMinor;
    total.forfeitedMinor += r.forfeitedMinor;
    total.activeCount += r.activeCount;
    total.pendingCount += r.pendingCount;
    total.completedCount += r.completedCount;
    for (const o of BONUS_OUTCOMES) {
      total.finished[o].count += r.finished[o].count;
      total.finished[o].forfeitedMinor += r.finished[o].forfeitedMinor;
    }
  }
  return total;
}
