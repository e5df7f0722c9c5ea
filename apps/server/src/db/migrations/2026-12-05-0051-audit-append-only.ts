// The audit tables are append-only in the database itself: triggers refuse UPDATE and DELETE on
// staff_audit and audit_log (and TRUNCATE on PostgreSQL), and let staff_audit_head only move
// forward, so the application's own connection cannot rewrite history. The chain is keyed from
// here on (AUDIT_CHAIN_KEY): keyed_from is the first row hashed with the key; rows before it
// keep their plain SHA-256 links, which the first keyed row covers. Frozen.
import { sql, isPostgres, type AnyDb } from '../schema-helpers.ts';

const APPEND_ONLY = ['staff_audit', 'audit_log'] as const;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('staff_audit_head')
    .addColumn('keyed_from', 'bigint', (c) => c.notNull().defaultTo(1))
    .execute();
  await sql`update staff_audit_head set keyed_from = seq + 1`.execute(db);

  if (isPostgres(db)) {
    await sql`
      create or replace function talih_audit_append_only() returns trigger language plpgsql as $$
      begin
        raise exception '% is append-only: % refused', tg_table_name, tg_op;
      end $$`.execute(db);
    await sql`
      create or replace function talih_audit_head_forward() returns trigger language plpgsql as $$
      begin
        if tg_op = 'DELETE' or new.seq <= old.seq or new.id <> old.id
           or new.keyed_from <> old.keyed_from then
          raise exception 'staff_audit_head only moves forward: % refused', tg_op;
        end if;
        return new;
      end $$`.execute(db);
    for (const table of APPEND_ONLY) {
      await sql`
        create trigger ${sql.raw(`${table}_append_only`)} before update or delete on ${sql.table(table)}
        for each row execute function talih_audit_append_only()`.execute(db);
      await sql`
        create trigger ${sql.raw(`${table}_no_truncate`)} before truncate on ${sql.table(table)}
        for each statement execute function talih_audit_append_only()`.execute(db);
    }
    await sql`
      create trigger staff_audit_head_forward before update or delete on staff_audit_head
      for each row execute function talih_audit_head_forward()`.execute(db);
    await sql`
      create trigger staff_audit_head_no_truncate before truncate on staff_audit_head
      for each statement execute function talih_audit_append_only()`.execute(db);
    return;
  }
  for (const table of APPEND_ONLY) {
    for (const op of ['update', 'delete']) {
      await sql`
        create trigger ${sql.raw(`${table}_no_${op}`)} before ${sql.raw(op)} on ${sql.table(table)}
        begin select raise(abort, ${sql.lit(`${table} is append-only: ${op} refused`)}); end`.execute(
        db,
      );
    }
  }
  await sql`
    create trigger staff_audit_head_forward before update on staff_audit_head
    when new.seq <= old.seq or new.id <> old.id or new.keyed_from <> old.keyed_from
    begin select raise(abort, 'staff_audit_head only moves forward: update refused'); end`.execute(
    db,
  );
  await sql`
    create trigger staff_audit_head_no_delete before delete on staff_audit_head
    begin select raise(abort, 'staff_audit_head only moves forward: delete refused'); end`.execute(
    db,
  );
}
