// PostgreSQL: talih_movement_made(made) answers true when a movement's statement made its entry,
// and otherwise fails the statement with SQLSTATE TL001 (db/commits-with-it.ts), so that a
// movement whose statement carries its transaction's COMMIT never commits a transaction whose
// entry was refused (ledger/post-pg.ts; decision 0032). SQLite has no such statement. Frozen.
import { sql, isPostgres, type AnyDb } from '../schema-helpers.ts';

export async function up(db: AnyDb): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`
    create or replace function talih_movement_made(made boolean) returns boolean
    language plpgsql as $$
    begin
      if made is not true then
        raise exception 'the movement was refused: its transaction does not commit'
          using errcode = 'TL001';
      end if;
      return true;
    end $$`.execute(db);
}
