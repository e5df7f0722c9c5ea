// Fewer game-round index entries to maintain on every bet and win
// (docs/performance.md "How cost grows").
// game_rounds_status (status, game_id, user_id) held every round ever played, though its readers
// only ever want the open ones: each bet added an 'open' entry and each win moved it to a
// 'closed' one, a B-tree insert into an index as big as the history. game_rounds_game_activity
// (game_id, updated_at) moved on every win too; its readers are served better elsewhere.
// Readers (EXPLAIN QUERY PLAN on a 10 million line ledger, docs/performance.md "How cost grows"):
// - playing now (modules/lobby/playing-now.ts): open rounds from game_rounds_open, recent ones
//   from game_rounds_recent_wins (updated_at), as a union;
// - a bonus's open rounds (modules/bonus/wallet-settle.ts): game_rounds_open by user_id;
// - the big-wins list (games/routes.ts betRankData): game_rounds_recent_wins by updated_at, the
//   window only (it had scanned every closed round through game_rounds_status);
// - weekly cashback (bonus/cashback.ts): game_rounds_user, a page of players at a time;
// - the pace limit (provider-wallet/service.ts): game_rounds_user, the player's own rounds (it
//   had read every round of the game through game_rounds_game_activity).
// Frozen: later changes go in new dated files.
import { sql, type AnyDb } from '../schema-helpers.ts';

export async function up(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('game_rounds_status').execute();
  await db.schema.dropIndex('game_rounds_game_activity').execute();
  // Only the open rounds: a bet adds one entry, the win that closes the round takes it out.
  await db.schema
    .createIndex('game_rounds_open')
    .on('game_rounds')
    .columns(['user_id', 'game_id'])
    .where(sql.ref('status'), '=', sql.lit('open'))
    .execute();
}
