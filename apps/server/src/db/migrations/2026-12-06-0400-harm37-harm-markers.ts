// Signs of harm (customer interaction): each player's markers as last computed (one row per
// player and marker, with the value, the pack's threshold, whether it fired and since when,
// and the facts behind it), and the interaction tasks a fired marker opens for the risk role:
// one open task per player (open_key holds the player's id while open), closed with an
// outcome (a call, a mail, a limit, a time-out, or no action) and a note. Frozen.
import { withId, type AnyDb } from '../schema-helpers.ts';

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('harm_markers')
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('code', 'varchar(32)', (c) => c.notNull())
    .addColumn('value', 'bigint', (c) => c.notNull())
    .addColumn('threshold', 'bigint', (c) => c.notNull())
    .addColumn('weight', 'integer', (c) => c.notNull())
    .addColumn('fired', 'integer', (c) => c.notNull())
    .addColumn('fired_at', 'bigint')
    .addColumn('facts', 'text', (c) => c.notNull())
    .addColumn('computed_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('harm_markers_pk', ['user_id', 'code'])
    .execute();
  await db.schema
    .createIndex('harm_markers_fired_at')
    .on('harm_markers')
    .columns(['fired_at', 'user_id'])
    .execute();

  await withId(db, db.schema.createTable('harm_tasks'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('open_key', 'bigint', (c) => c.unique())
    .addColumn('score', 'integer', (c) => c.notNull())
    .addColumn('markers', 'text', (c) => c.notNull())
    .addColumn('required', 'integer', (c) => c.notNull())
    .addColumn('assignee', 'varchar(64)')
    .addColumn('outcome', 'varchar(16)')
    .addColumn('note', 'text')
    .addColumn('opened_at', 'bigint', (c) => c.notNull())
    .addColumn('closed_by', 'varchar(64)')
    .addColumn('closed_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('harm_tasks_user')
    .on('harm_tasks')
    .columns(['user_id', 'id'])
    .execute();
  await db.schema
    .createIndex('harm_tasks_status')
    .on('harm_tasks')
    .columns(['status', 'id'])
    .execute();
}
