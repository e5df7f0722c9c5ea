// Throwaway probe (not committed): times a report over a synthetic large ledger on SQLite.
import { openDatabase } from '../../../db/database.ts';
import { migrateToLatest } from '../../../db/migrate.ts';
import { sql } from 'kysely';
import { buildReport } from './report.ts';

const N = Number(process.env.N ?? 300_000);
const database = openDatabase({
  url: process.env.PG ?? '',
  sqlitePath: '/tmp/bo-reports/perf/probe.db',
  pgSchema: process.env.PG ? 'perfprobe' : undefined,
});
await migrateToLatest(database);
const db = database.db;
const start = Date.parse('2026-10-01T00:00:00Z');
const accounts = await db.selectFrom('ledger_accounts').select('id').execute();
if (accounts.length === 0) {
  await db
    .insertInto('ledger_accounts')
    .values([
      {
        kind: 'player_cash',
        owner: '1',
        shard: 0,
        currency: 'TRY',
        balance_minor: 0,
        allow_negative: 0,
        created_at: 0,
        updated_at: 0,
      },
      {
        kind: 'provider_clearing',
        owner: 'sandbox',
        shard: 0,
        currency: 'TRY',
        balance_minor: 0,
        allow_negative: 1,
        created_at: 0,
        updated_at: 0,
      },
    ])
    .execute();
  const t0 = Date.now();
  for (let i = 0; i < N; i += 1000) {
    await db.transaction().execute(async (trx) => {
      const rows = Array.from({ length: Math.min(1000, N - i) }, (_, j) => ({
        kind: (i + j) % 3 === 0 ? 'game_win' : 'game_bet',
        idempotency_key: `k${i + j}`,
        request_hash: 'x',
        user_id: 1 + ((i + j) % 5000),
        amount_minor: 100,
        player_balance_minor: null,
        reverses_entry_id: null,
        reason: null,
        detail: JSON.stringify({ gameId: 1 + ((i + j) % 50), roundId: `r${i + j}` }),
        created_at: start + Math.floor(((i + j) / N) * 60 * 86_400_000),
      }));
      const ids = await trx.insertInto('journal_entries').values(rows).returning('id').execute();
      await trx
        .insertInto('journal_lines')
        .values(
          ids.flatMap((r, j) => [
            {
              entry_id: r.id,
              account_id: 1,
              amount_minor: rows[j]!.kind === 'game_bet' ? -100 : 100,
              balance_after_minor: 0,
            },
            {
              entry_id: r.id,
              account_id: 2,
              amount_minor: rows[j]!.kind === 'game_bet' ? 100 : -100,
              balance_after_minor: 0,
            },
          ]),
        )
        .execute();
    });
  }
  console.log(`inserted ${N} entries in ${Date.now() - t0} ms`);
}
for (const [from, to, g] of [
  ['2026-10-01', '2026-10-30', 'day'],
  ['2026-10-01', '2026-11-29', 'week'],
] as const) {
  const t1 = Date.now();
  const r = await buildReport(database, { from, to, granularity: g });
  console.log(
    `report ${from}..${to} by ${g}: ${Date.now() - t1} ms, ggr ${r.totals.ggrMinor}, active ${r.totals.activePlayers}`,
  );
}
void sql;
await database.close();
