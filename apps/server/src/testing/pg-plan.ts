// A statement's PostgreSQL plan with sequential scans priced out (enable_seqscan off, in one
// transaction) and fresh statistics: a test's tables are tiny, so the planner would scan them
// anyway; this shows which index serves the statement, which is what a migration's index is for.
import { CompiledQuery } from 'kysely';
import type { Database } from '../db/database.ts';

export async function pgPlan(
  database: Database,
  query: { sql: string; parameters: readonly unknown[] },
  /** The tables the statement reads, analysed first. */
  tables: string[],
): Promise<string> {
  await database.db.executeQuery(CompiledQuery.raw(`analyze ${tables.join(', ')}`));
  return database.db.transaction().execute(async (trx) => {
    await trx.executeQuery(CompiledQuery.raw('set local enable_seqscan = off'));
    const plan = await trx.executeQuery<{ 'QUERY PLAN': string }>(
      CompiledQuery.raw(`explain ${query.sql}`, [...query.parameters]),
    );
    return plan.rows.map((r) => r['QUERY PLAN']).join('\n');
  });
}
