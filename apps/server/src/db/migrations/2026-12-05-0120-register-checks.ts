// National registers (OASIS, LUGAS, CRUKS, GAMSTOP): the last answer of each register about
// each player, reused for the minutes the licence allows (REGISTER_CACHE_MINUTES) so a burst
// of launches asks once. A player a register excludes gets an exclusion of kind 'register'
// (player_exclusions), which every play and payment path already refuses. Frozen.
import type { AnyDb } from '../schema-helpers.ts';

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('register_checks')
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    // 'oasis' | 'lugas' | 'cruks' | 'gamstop'
    .addColumn('register', 'varchar(16)', (c) => c.notNull())
    // 'clear' | 'excluded'
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('reference', 'varchar(200)')
    .addColumn('checked_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('register_checks_pk', ['user_id', 'register'])
    .execute();
}
