// Running totals of a player's journal entries of the kinds VIP levels count: one
// row per (player, kind) holding the sum of the entries' amount_minor and their number, kept
// by ledger/post.ts in the transaction that posts each entry, so getUserInfo reads a few rows
// instead of summing the whole history. Existing entries are summed into it here. Frozen.
import { sql, type AnyDb } from '../schema-helpers.ts';

// The kinds ledger/entry-totals.ts keeps, as they were when this migration was written.
const KINDS = ['game_bet', 'game_rollback', 'withdrawal_hold', 'withdrawal_void'];

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('player_entry_totals')
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('kind', 'varchar(32)', (c) => c.notNull())
    .addColumn('total_minor', 'bigint', (c) => c.notNull())
    .addColumn('entries', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('player_entry_totals_pk', ['user_id', 'kind'])
    .execute();
  await sql`insert into player_entry_totals (user_id, kind, total_minor, entries)
    select user_id, kind, sum(amount_minor), count(*) from journal_entries
    where user_id is not null and kind in (${sql.join(KINDS)})
    group by user_id, kind`.execute(db);
}
