// A converted bonus can lose its conversion: a sport bet counts towards wagering only once it
// settles won or lost, and a resettlement that takes that wagering away after the bonus
// converted, leaving the requirement unmet, takes the converted cash back (as debt where the
// cash is gone). The bonus row says how much was taken back; its entry is keyed by the bonus
// (ledger/bonus-movements.ts bonusTakeBack), so it happens once. Frozen.
import type { AnyDb } from '../schema-helpers.ts';

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('player_bonuses')
    .addColumn('taken_back_minor', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
}
