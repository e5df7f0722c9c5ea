// Free spins: an award of free rounds made to a studio for one player and game, and
// each free round's result the studio reported (unique per provider transaction id, so a
// replayed win counts once). Wins are paid as cash per round, or become one bonus grant when
// the last round is played (bonus_id). Frozen.
import { withId, type AnyDb } from '../schema-helpers.ts';

export async function up(db: AnyDb): Promise<void> {
  await withId(db, db.schema.createTable('free_spin_awards'))
    // The grant key of the trigger that made it: a replayed trigger awards once.
    .addColumn('award_key', 'varchar(200)', (c) => c.notNull().unique())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('template_id', 'bigint', (c) => c.notNull().references('bonus_templates.id'))
    .addColumn('version_id', 'bigint', (c) => c.notNull().references('bonus_template_versions.id'))
    .addColumn('game_id', 'bigint', (c) => c.notNull().references('games.id'))
    .addColumn('studio_code', 'varchar(32)', (c) => c.notNull())
    .addColumn('spins_total', 'integer', (c) => c.notNull())
    .addColumn('spins_used', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('spin_value_minor', 'bigint', (c) => c.notNull())
    .addColumn('wins_minor', 'bigint', (c) => c.notNull().defaultTo(0))
    // 'cash' | 'bonus'
    .addColumn('wins_as', 'varchar(8)', (c) => c.notNull())
    // 'pending' (not yet told to the studio) | 'active' | 'finished' | 'expired'
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    // wins_as 'bonus': the bonus the wins became (null while playing, or when nothing was won).
    .addColumn('bonus_id', 'bigint')
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('finished_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('free_spin_awards_user')
    .on('free_spin_awards')
    .columns(['user_id', 'status'])
    .execute();

  await withId(db, db.schema.createTable('free_spin_wins'))
    .addColumn('award_id', 'bigint', (c) => c.notNull().references('free_spin_awards.id'))
    .addColumn('studio_code', 'varchar(32)', (c) => c.notNull())
    .addColumn('transaction_id', 'varchar(128)', (c) => c.notNull())
    .addColumn('amount_minor', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('free_spin_wins_tx', ['studio_code', 'transaction_id'])
    .execute();
}
