// Column helpers that hide the two engines' differences from migrations.
import { PostgresAdapter, sql, type CreateTableBuilder, type Kysely } from 'kysely';

// Migrations work on an untyped Kysely, frozen in time apart from the app's current types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyDb = Kysely<any>;

export function isPostgres(db: AnyDb): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** An auto-increment bigint primary key called `id`. */
export function withId<T extends string>(db: AnyDb, table: CreateTableBuilder<T, never>) {
  return isPostgres(db)
    ? table.addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

/** Epoch milliseconds: one representation of time on both engines. */
export const nowMs = () => Date.now();

export { sql };
