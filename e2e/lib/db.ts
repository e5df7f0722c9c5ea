// Direct access to the e2e server's SQLite file, for the one thing no call can do: let time
// pass. A test that needs yesterday's activity (rebates are computed only for a day that has
// ended) moves a player's entries back in time; nothing else writes here.
import { DatabaseSync } from 'node:sqlite';
import path from 'node:path';

const DAY_MS = 86_400_000;

function open(): DatabaseSync {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: start the tests with e2e/run.ts');
  const db = new DatabaseSync(path.join(dir, 'talih.db'));
  db.exec('PRAGMA busy_timeout = 5000');
  return db;
}

/** Moves every journal entry of a player back by whole days (rebates read entry times). */
export function movePlayerActivityBack(userId: number, days: number): void {
  const db = open();
  try {
    const shift = days * DAY_MS;
    db.prepare('UPDATE journal_entries SET created_at = created_at - ? WHERE user_id = ?').run(
      shift,
      userId,
    );
  } finally {
    db.close();
  }
}
