// Sportsbook money integrity: the client's request id of a bet slip, so a retry of
// /sport/placeBet after a lost answer replays the first result instead of placing the slip
// again. One row per player and request id (unique), written in the transaction that places
// the bets; it keeps what the first answer said (the bet numbers and the balance after).
// Frozen: later changes go in new dated files.
import { withId, type AnyDb } from '../schema-helpers.ts';

export async function up(db: AnyDb): Promise<void> {
  await withId(db, db.schema.createTable('sport_bet_requests'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('request_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('request_hash', 'varchar(64)', (c) => c.notNull())
    // The bet numbers placed, comma-separated, in the order the answer lists them.
    .addColumn('bet_nos', 'text', (c) => c.notNull())
    .addColumn('balance_minor', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('sport_bet_requests_key')
    .on('sport_bet_requests')
    .columns(['user_id', 'request_id'])
    .unique()
    .execute();
}
