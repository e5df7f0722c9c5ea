// Bonus money in the sportsbook (issue 20): a bet remembers how much of its stake was bonus
// money and under which bonus it was placed, so its settlement, cash-out or void pays back
// along that split, and an open bet holding bonus stake keeps its bonus from ending. Frozen.
import type { AnyDb } from '../schema-helpers.ts';

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
}
