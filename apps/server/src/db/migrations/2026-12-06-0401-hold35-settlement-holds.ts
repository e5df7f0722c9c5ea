// A trader's hold on the feed's settlements of an event or a market: while
// `settle_held` is 1, a settlement (or a settlement taken back) the feed sends for it is kept in
// sport_held_settlements with the feed's message instead of being applied; a trader releases
// it (applied as the feed said) or rejects it with a reason (then settles by hand). Frozen.
import { withId, type AnyDb } from '../schema-helpers.ts';

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('sport_events')
    .addColumn('settle_held', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('sport_markets')
    .addColumn('settle_held', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await withId(db, db.schema.createTable('sport_held_settlements'))
    .addColumn('market_id', 'bigint', (c) => c.notNull().references('sport_markets.id'))
    .addColumn('event_id', 'bigint', (c) => c.notNull().references('sport_events.id'))
    // settle: `results` is the feed's FeedResult[] as JSON; rollback: the feed took it back.
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('results', 'text', (c) => c.notNull())
    .addColumn('feed', 'varchar(16)', (c) => c.notNull())
    .addColumn('msg_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    // held, released, rejected, or superseded (a later message of the feed for the market).
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('decided_by', 'varchar(64)')
    .addColumn('decided_at', 'bigint')
    .addColumn('reason', 'varchar(500)')
    .execute();
  await db.schema
    .createIndex('sport_held_settlements_status')
    .on('sport_held_settlements')
    .columns(['status', 'created_at'])
    .execute();
  await db.schema
    .createIndex('sport_held_settlements_market')
    .on('sport_held_settlements')
    .columns(['market_id', 'status'])
    .execute();
}
