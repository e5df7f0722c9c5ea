// The providers' daily settlement reports (Trustly's ViewAutomaticSettlementDetailsCSV,
// paysafecard's Settlement Report API): each imported day once per provider, with its lines
// as the provider wrote them, so reconcile matches them against the ledger at any time.
// Frozen.
import { withId, type AnyDb } from '../schema-helpers.ts';

export async function up(db: AnyDb): Promise<void> {
  await withId(db, db.schema.createTable('settlement_reports'))
    .addColumn('provider', 'varchar(16)', (c) => c.notNull())
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('lines', 'integer', (c) => c.notNull())
    .addColumn('source', 'varchar(16)', (c) => c.notNull())
    .addColumn('imported_by', 'varchar(64)', (c) => c.notNull())
    .addColumn('imported_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('settlement_reports_day')
    .on('settlement_reports')
    .columns(['provider', 'day'])
    .unique()
    .execute();
  await withId(db, db.schema.createTable('settlement_lines'))
    .addColumn('report_id', 'bigint', (c) => c.notNull().references('settlement_reports.id'))
    .addColumn('line_no', 'integer', (c) => c.notNull())
    .addColumn('order_no', 'varchar(64)')
    .addColumn('provider_order', 'varchar(128)')
    .addColumn('order_type', 'varchar(32)', (c) => c.notNull())
    .addColumn('amount_minor', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('raw', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('settlement_lines_report')
    .on('settlement_lines')
    .columns(['report_id', 'line_no'])
    .unique()
    .execute();
}
