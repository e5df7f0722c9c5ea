// `talih alerts list [--status open|closed|all]`: the risk alerts staff must look at (a win
// above the cap, money that arrived for a failed deposit order), newest first.
import type { Database } from '../db/database.ts';
import { listAlerts } from '../modules/risk/alerts.ts';

const LIST_ROWS_MAX = 100;
const STATUSES = ['open', 'closed', 'all'] as const;

const when = (ms: number) => new Date(ms).toISOString().replace('T', ' ').slice(0, 19);

export async function alertsCommand(
  database: Database,
  args: { action: string | undefined; status: string | undefined },
  out: (line: string) => void,
  err: (line: string) => void,
): Promise<number> {
  const usage = 'usage: npm run talih -- alerts list [--status open|closed|all]';
  if (args.action !== undefined && args.action !== 'list') {
    err(`alerts: unknown action ${args.action}\n${usage}`);
    return 2;
  }
  const status = (args.status ?? 'open') as (typeof STATUSES)[number];
  if (!STATUSES.includes(status)) {
    err(`alerts list: --status must be open, closed or all\n${usage}`);
    return 2;
  }
  const alerts = await listAlerts(database.db, { status, limit: LIST_ROWS_MAX });
  out(`risk alerts (${status}): ${alerts.length}${alerts.length === LIST_ROWS_MAX ? '+' : ''}`);
  for (const a of alerts) {
    out(
      `#${a.id}  ${a.status.padEnd(6)} ${a.kind.padEnd(26)} user ${a.userId ?? '-'}  ${when(a.createdAt)}  ${JSON.stringify(a.details)}`,
    );
  }
  return 0;
}
