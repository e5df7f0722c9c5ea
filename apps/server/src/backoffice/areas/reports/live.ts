// The live panel: bets per minute (casino stakes and sport bets, from the journal) and the
// provider wallet's ERROR answers per minute (modules/provider-wallet/error-counter.ts).
import type { LivePanel } from '@talih/contracts/backoffice/reports.ts';
import { sql } from 'kysely';
import type { Database } from '../../../db/database.ts';
import { STAKE_KINDS } from './ledger-figures.ts';

const MINUTE_MS = 60_000;

export async function livePanel(
  database: Database,
  minutes: number,
  now = Date.now(),
): Promise<LivePanel> {
  const lastMinute = Math.floor(now / MINUTE_MS);
  const firstMinute = lastMinute - minutes + 1;
  const minuteOf = sql<number>`e.created_at / ${sql.lit(MINUTE_MS)}`;
  const bets = await database.db
    .selectFrom('journal_entries as e')
    .select([minuteOf.as('minute'), (eb) => eb.fn.countAll<number>().as('n')])
    .where('e.kind', 'in', STAKE_KINDS)
    .where('e.created_at', '>=', firstMinute * MINUTE_MS)
    .groupBy(minuteOf)
    .execute();
  const errors = await database.db
    .selectFrom('wallet_error_minutes')
    .select(['minute', 'provider', 'code', 'count'])
    .where('minute', '>=', firstMinute)
    .execute();
  const betsAt = new Map(bets.map((r) => [Number(r.minute), Number(r.n)]));
  const errorsAt = new Map<number, number>();
  const byCode = new Map<string, { provider: string; code: string; count: number }>();
  for (const r of errors) {
    const minute = Number(r.minute);
    errorsAt.set(minute, (errorsAt.get(minute) ?? 0) + Number(r.count));
    const key = `${r.provider}|${r.code}`;
    const c = byCode.get(key) ?? { provider: r.provider, code: r.code, count: 0 };
    c.count += Number(r.count);
    byCode.set(key, c);
  }
  return {
    minutes: Array.from({ length: minutes }, (_, i) => {
      const minute = firstMinute + i;
      return {
        minute: minute * MINUTE_MS,
        bets: betsAt.get(minute) ?? 0,
        walletErrors: errorsAt.get(minute) ?? 0,
      };
    }),
    walletErrorsByCode: [...byCode.values()].sort((a, b) => b.count - a.count),
    generatedAt: now,
  };
}
