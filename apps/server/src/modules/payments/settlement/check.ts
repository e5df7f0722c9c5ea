// Reconcile of the providers' settlement reports: for each imported day, every order's lines
// (net) must equal what the ledger moved for that order with that provider on that UTC day,
// deposits credited in, and reversals, paid refunds and paid withdrawals out. A line with no movement, a
// movement with no line and an amount that disagrees are each a violation naming the order.
import { minorToDecimal } from '@talih/contracts/money.ts';
import type { Database } from '../../../db/database.ts';
import type { ReconcileCheck } from '../../../ledger/check.ts';
import { PAYMENT_ENTRY_KINDS } from '../../../ledger/payment-movements.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The most recent reports matched on each run (two months of daily reports, two providers). */
const REPORTS_MAX = 120;

type Db = Database['db'];

/** What the ledger moved per order with a provider on a UTC day (in positive, out negative). */
export async function ledgerMovementsOf(db: Db, provider: string, day: string) {
  const from = Date.parse(`${day}T00:00:00Z`);
  const to = from + DAY_MS;
  const [entries, paid] = await Promise.all([
    db
      .selectFrom('journal_entries')
      .select(['kind', 'amount_minor', 'detail'])
      .where('kind', 'in', [
        PAYMENT_ENTRY_KINDS.depositCredit,
        PAYMENT_ENTRY_KINDS.depositReversal,
        PAYMENT_ENTRY_KINDS.refundPost,
      ])
      .where('created_at', '>=', from)
      .where('created_at', '<', to)
      .execute(),
    db
      .selectFrom('withdrawals')
      .select(['order_no', 'amount_minor'])
      .where('provider', '=', provider)
      .where('status', '=', 'paid')
      .where('updated_at', '>=', from)
      .where('updated_at', '<', to)
      .execute(),
  ]);
  const moved = new Map<string, number>();
  const add = (orderNo: string, minor: number) =>
    moved.set(orderNo, (moved.get(orderNo) ?? 0) + minor);
  for (const e of entries) {
    const detail = JSON.parse(e.detail) as { orderNo?: string; provider?: string };
    if (detail.provider !== provider || !detail.orderNo) continue;
    const minor = Number(e.amount_minor);
    add(detail.orderNo, e.kind === PAYMENT_ENTRY_KINDS.depositCredit ? minor : -minor);
  }
  for (const w of paid) add(w.order_no, -Number(w.amount_minor));
  return moved;
}

/** One report's disagreements with the ledger, one line each. */
export async function reportProblems(
  db: Db,
  report: { id: number; provider: string; day: string },
): Promise<string[]> {
  const lines = await db
    .selectFrom('settlement_lines')
    .select(['order_no', 'provider_order', 'amount_minor'])
    .where('report_id', '=', report.id)
    .orderBy('line_no')
    .execute();
  const reported = new Map<string, number>();
  const problems: string[] = [];
  const where = `settlement ${report.provider} ${report.day}`;
  for (const l of lines) {
    if (!l.order_no) {
      problems.push(
        `${where}: a line of ${minorToDecimal(Number(l.amount_minor))} names no order (${l.provider_order ?? 'no provider order'})`,
      );
      continue;
    }
    reported.set(l.order_no, (reported.get(l.order_no) ?? 0) + Number(l.amount_minor));
  }
  const moved = await ledgerMovementsOf(db, report.provider, report.day);
  for (const [orderNo, minor] of reported) {
    const ours = moved.get(orderNo);
    if (ours === undefined) {
      problems.push(
        `${where}: order ${orderNo} has a line of ${minorToDecimal(minor)} and no movement in the ledger`,
      );
    } else if (ours !== minor) {
      problems.push(
        `${where}: order ${orderNo} is ${minorToDecimal(minor)} in the report, ${minorToDecimal(ours)} in the ledger`,
      );
    }
  }
  for (const [orderNo, minor] of moved) {
    if (!reported.has(orderNo) && minor !== 0) {
      problems.push(
        `${where}: order ${orderNo} moved ${minorToDecimal(minor)} in the ledger and has no line in the report`,
      );
    }
  }
  return problems;
}

export const settlementCheck: ReconcileCheck = {
  name: 'payments: each imported settlement report matches the ledger, order by order',
  async run({ db }) {
    const reports = await db
      .selectFrom('settlement_reports')
      .select(['id', 'provider', 'day'])
      .orderBy('day', 'desc')
      .orderBy('id', 'desc')
      .limit(REPORTS_MAX)
      .execute();
    const problems: string[] = [];
    for (const r of reports) problems.push(...(await reportProblems(db, r)));
    return problems.slice(0, 100);
  },
};
