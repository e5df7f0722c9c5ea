// Bonus money in the sportsbook: a bet remembers how much of its stake was bonus
// money and under which bonus it was placed, so its settlement, cash-out or void pays back
// along that split, and an open bet holding bonus stake keeps its bonus from ending. A sport
// free bet (kind 'sport_free_bet') is a token, usable once on a single: its stake comes from
// promotion expense, a win pays only the winnings, a void gives the token back. Frozen.
import { withId, type AnyDb } from '../schema-helpers.ts';

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('sport_bets')
    .addColumn('bonus_stake_minor', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  // The bonus active when the bet was placed (its wagering row names this bet's stake key).
  await db.schema.alterTable('sport_bets').addColumn('bonus_id', 'bigint').execute();
  await db.schema
    .createIndex('sport_bets_bonus_open')
    .on('sport_bets')
    .columns(['bonus_id', 'status'])
    .execute();
  // The free-bet token the bet used (null: a bet of the player's own money).
  await db.schema.alterTable('sport_bets').addColumn('free_bet_id', 'bigint').execute();

  await withId(db, db.schema.createTable('sport_free_bets'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('template_id', 'bigint')
    .addColumn('version_id', 'bigint')
    // Names the trigger's record: one token per key, however often the trigger fires.
    .addColumn('grant_key', 'varchar(120)', (c) => c.notNull().unique())
    .addColumn('amount_minor', 'bigint', (c) => c.notNull())
    // 'available' | 'used' | 'expired' | 'cancelled'
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    // The bet using it now (null while available; a voided bet gives it back).
    .addColumn('bet_no', 'varchar(40)')
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('granted_by', 'varchar(80)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('sport_free_bets_user')
    .on('sport_free_bets')
    .columns(['user_id', 'status'])
    .execute();
}
