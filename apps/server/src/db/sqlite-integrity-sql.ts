// SQLite's own consistency checks, read as problems in words: `integrity_check` (every page,
// b-tree, index entry and constraint) and `foreign_key_check` (rows pointing at missing ones).
import type { DatabaseSync } from 'node:sqlite';

/** Foreign-key problems listed at most; each check stops at about 100, as the others do. */
const FOREIGN_KEY_PROBLEMS_MAX = 100;

export type IntegrityRow = { integrity_check: string };
export type ForeignKeyRow = { table: string; rowid: number; parent: string };

export const INTEGRITY_SQL = 'pragma integrity_check';
export const FOREIGN_KEYS_SQL = 'pragma foreign_key_check';

/** The two pragmas' answers as problems; none when the database is sound. */
export function integrityProblems(integrity: IntegrityRow[], fks: ForeignKeyRow[]): string[] {
  const problems = integrity
    .map((r) => r.integrity_check)
    .filter((v) => v !== 'ok')
    .map((v) => `integrity: ${v}`);
  for (const fk of fks.slice(0, FOREIGN_KEY_PROBLEMS_MAX)) {
    problems.push(`foreign key: ${fk.table} row ${fk.rowid} points at a missing ${fk.parent}`);
  }
  return problems;
}

export function sqliteIntegrityProblems(db: DatabaseSync): string[] {
  return integrityProblems(
    db.prepare(INTEGRITY_SQL).all() as IntegrityRow[],
    db.prepare(FOREIGN_KEYS_SQL).all() as ForeignKeyRow[],
  );
}
