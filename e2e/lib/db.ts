// Direct access to the e2e server's SQLite file, for what no player call can do: let time pass
// (a test that needs yesterday's activity moves a player's entries back; rebates are computed
// only for a day that has ended; harm markers read weeks of deposits), publish a legal text's
// new version and write a KYC name that was never screened; nothing else writes here. It also
// reads what no call answers: which games the Hub88 sync brought.
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

/**
 * Moves a player's running play session back by whole minutes (started, last stake, last
 * reality check): the reality check is due after N minutes of play, which a test can't wait.
 */
export function movePlaySessionBack(userId: number, minutes: number): void {
  const db = open();
  try {
    db.prepare(
      `UPDATE play_sessions SET started_at = started_at - ?, checked_at = checked_at - ?,
         last_play_at = last_play_at - ? WHERE user_id = ? AND ended_at IS NULL`,
    ).run(minutes * 60_000, minutes * 60_000, Math.min(minutes, 10) * 60_000, userId);
  } finally {
    db.close();
  }
}

/**
 * Moves one confirmed deposit back by whole days (its order's times, not its ledger entry):
 * the signs-of-harm markers compare a week's deposits with the player's weeks before.
 */
export function moveDepositBack(orderNo: string, days: number): void {
  const db = open();
  try {
    const shift = days * DAY_MS;
    db.prepare(
      `UPDATE deposit_orders SET created_at = created_at - ?, updated_at = updated_at - ?,
         confirmed_at = confirmed_at - ?, expires_at = expires_at - ? WHERE order_no = ?`,
    ).run(shift, shift, shift, shift, orderNo);
  } finally {
    db.close();
  }
}

/**
 * Publishes a new version of a legal text in Turkish (as the operator does from the
 * back-office), one above the newest; answers its number.
 */
export function publishLegalVersion(kind: string, title: string, bodyMd: string): number {
  const db = open();
  try {
    const row = db
      .prepare('SELECT COALESCE(MAX(version), 0) AS v FROM legal_documents WHERE kind = ?')
      .get(kind) as { v: number };
    const version = row.v + 1;
    const now = Date.now();
    db.prepare(
      `INSERT INTO legal_documents (kind, version, lang, title, body_md, published_at, created_by, created_at)
       VALUES (?, ?, 'tk', ?, ?, ?, 'e2e', ?)`,
    ).run(kind, version, title, bodyMd, now, now);
    return version;
  } finally {
    db.close();
  }
}

/**
 * Writes a player's KYC name and birth date without screening them, as names kept from before
 * screening was switched on are: only the daily run or "screen everyone now" finds them.
 */
export function writeKycNameUnscreened(userId: number, fullName: string, birthDate: string): void {
  const db = open();
  try {
    db.prepare('UPDATE kyc_profiles SET full_name = ?, birth_date = ? WHERE user_id = ?').run(
      fullName,
      birthDate,
      userId,
    );
  } finally {
    db.close();
  }
}

/** The first active game the Hub88 sync brought of a provider, or null before it ran. */
export function hub88Game(firmCode: string): { id: number; name: string } | null {
  const db = open();
  try {
    const row = db
      .prepare(
        `SELECT g.id AS id, g.name AS name FROM games g JOIN game_categories c ON c.id = g.category_id
         WHERE g.studio_code = 'hub88' AND g.firm_code = ? AND g.status = 'active' AND c.code = 'slot'
         ORDER BY g.id LIMIT 1`,
      )
      .get(firmCode) as { id: number; name: string } | undefined;
    return row ? { id: Number(row.id), name: row.name } : null;
  } finally {
    db.close();
  }
}
