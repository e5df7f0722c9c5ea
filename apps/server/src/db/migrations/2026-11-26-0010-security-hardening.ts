// Security hardening: a session's last use, for the idle timeout. Written at most
// once a minute per session (sessions/sessions.ts); null on rows from before, which
// count from their creation. Frozen: later changes go in new dated files.
import type { AnyDb } from '../schema-helpers.ts';

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('last_seen_at', 'bigint').execute();
}
