// A statement's SQLite query plan, one detail line per step: tests pin which index a hot read
// searches (SQLite plans without table statistics, so its plan follows the schema alone).
import { CompiledQuery } from 'kysely';
import type { Database } from '../db/database.ts';

export async function sqlitePlan(
  database: Database,
  query: { sql: string; parameters: readonly unknown[] },
): Promise<string[]> {
  const plan = await database.db.executeQuery<{ detail: string }>(
    CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]),
  );
  return plan.rows.map((r) => r.detail);
}
