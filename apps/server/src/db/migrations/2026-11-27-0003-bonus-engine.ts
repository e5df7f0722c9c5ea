// Bonus engine: a deposit order remembers the bonus template the player chose for
// it, so the grant happens when (and only when) that order is confirmed. Frozen.
import type { AnyDb } from '../schema-helpers.ts';

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('deposit_orders').addColumn('bonus_template_id', 'bigint').execute();
}
