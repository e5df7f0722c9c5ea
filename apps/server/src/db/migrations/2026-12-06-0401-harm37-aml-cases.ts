// AML cases: a player's risk alerts grouped into one case (one open case a player: open_key
// holds the player's id while it is open), with an assignee, notes, and the decision (clear,
// restrict, close the account, report), who took it and who approved it where four-eyes
// applies. Frozen.
import { withId, type AnyDb } from '../schema-helpers.ts';

export async function up(db: AnyDb): Promise<void> {
  await withId(db, db.schema.createTable('aml_cases'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('open_key', 'bigint', (c) => c.unique())
    .addColumn('assignee', 'varchar(64)')
    .addColumn('decision', 'varchar(16)')
    .addColumn('decision_reason', 'text')
    .addColumn('decided_by', 'varchar(64)')
    .addColumn('approved_by', 'varchar(64)')
    .addColumn('opened_by', 'varchar(64)', (c) => c.notNull())
    .addColumn('opened_at', 'bigint', (c) => c.notNull())
    .addColumn('closed_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('aml_cases_status')
    .on('aml_cases')
    .columns(['status', 'id'])
    .execute();
  await db.schema
    .createIndex('aml_cases_user')
    .on('aml_cases')
    .columns(['user_id', 'id'])
    .execute();

  await db.schema
    .createTable('aml_case_alerts')
    .addColumn('case_id', 'bigint', (c) => c.notNull().references('aml_cases.id'))
    .addColumn('alert_id', 'bigint', (c) => c.notNull().references('risk_alerts.id'))
    .addPrimaryKeyConstraint('aml_case_alerts_pk', ['case_id', 'alert_id'])
    .execute();
  await db.schema
    .createIndex('aml_case_alerts_alert')
    .on('aml_case_alerts')
    .column('alert_id')
    .execute();

  await withId(db, db.schema.createTable('aml_case_notes'))
    .addColumn('case_id', 'bigint', (c) => c.notNull().references('aml_cases.id'))
    .addColumn('staff_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('aml_case_notes_case')
    .on('aml_case_notes')
    .columns(['case_id', 'id'])
    .execute();
}
