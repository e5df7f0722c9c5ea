// A real odds feed's bookkeeping (adapters/sports/lsports): the inbox of messages applied, by
// the feed's own message id, so a redelivered message changes nothing; the last update time
// of each of the feed's bets, so an older price never overwrites a newer one; and the feed's
// settlement changes of a market with the reason and the feed's message kept beside them.
// Frozen.
import { withId, type AnyDb } from '../schema-helpers.ts';

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('feed_messages')
    .addColumn('feed', 'varchar(16)', (c) => c.notNull())
    .addColumn('msg_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('server_ts', 'bigint', (c) => c.notNull())
    .addColumn('stored_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('feed_messages_pk', ['feed', 'msg_id'])
    .execute();
  await db.schema
    .createIndex('feed_messages_stored_at')
    .on('feed_messages')
    .column('stored_at')
    .execute();
  await db.schema
    .createTable('feed_bet_updates')
    .addColumn('feed', 'varchar(16)', (c) => c.notNull())
    .addColumn('bet_ref', 'varchar(64)', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('feed_bet_updates_pk', ['feed', 'bet_ref'])
    .execute();
  await withId(db, db.schema.createTable('feed_settlements'))
    .addColumn('feed', 'varchar(16)', (c) => c.notNull())
    .addColumn('msg_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('market_id', 'bigint', (c) => c.notNull())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('reason', 'varchar(500)', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('feed_settlements_market')
    .on('feed_settlements')
    .columns(['market_id', 'id'])
    .execute();
}
