// The expiry job (every minute, once across instances): an active bonus past its expires_at
// ends 'expired' (its money goes back to promotion expense and the next pending one starts);
// a pending one older than its template's expiryDays since the grant ends 'expired' too (no
// money moved). Each bonus ends in its own transaction; finishBonus ignores one already ended,
// so a rerun, or two instances, change nothing twice. A run ends at most BATCH bonuses.
import type { Services } from '../../services.ts';
import { finishBonus } from './lifecycle.ts';
import { expiresAt, parseRules } from './rules.ts';

export const BONUS_EXPIRY_EVERY_MS = 60_000;
const BATCH = 200;
const PAGE = 500;
/** Pending bonuses scanned a run: their expiry is in the rules JSON, so it is read in code. */
const PENDING_SCAN_MAX = 5_000;
const DAY_MS = 86_400_000;

export interface ExpiryRun {
  expiredActive: number;
  expiredPending: number;
}

async function duePending(services: Services, now: number, limit: number): Promise<number[]> {
  const due: number[] = [];
  let after = 0;
  for (let scanned = 0; scanned < PENDING_SCAN_MAX && due.length < limit; scanned += PAGE) {
    const rows = await services.db
      .selectFrom('player_bonuses')
      .innerJoin(
        'bonus_template_versions',
        'bonus_template_versions.id',
        'player_bonuses.version_id',
      )
      .select(['player_bonuses.id', 'player_bonuses.created_at', 'bonus_template_versions.rules'])
      .where('player_bonuses.status', '=', 'pending')
      // The shortest expiry is a day: younger ones cannot be due.
      .where('player_bonuses.created_at', '<=', now - DAY_MS)
      .where('player_bonuses.id', '>', after)
      .orderBy('player_bonuses.id')
      .limit(PAGE)
      .execute();
    for (const r of rows) {
      if (expiresAt(parseRules(r.rules), Number(r.created_at)) <= now) due.push(Number(r.id));
    }
    if (rows.length < PAGE) break;
    after = Number(rows[rows.length - 1]!.id);
  }
  return due.slice(0, limit);
}

async function dueActive(services: Services, now: number, limit: number): Promise<number[]> {
  const rows = await services.db
    .selectFrom('player_bonuses')
    .select('id')
    .where('status', '=', 'active')
    .where('expires_at', '<=', now)
    .orderBy('expires_at')
    .limit(limit)
    .execute();
  return rows.map((r) => Number(r.id));
}

async function expire(services: Services, bonusId: number): Promise<boolean> {
  const done = await services.ledger.transact('bonus_expire', (tx) =>
    finishBonus(tx, { bonusId, outcome: 'expired', reason: 'expired', actor: 'system' }),
  );
  return done !== null;
}

/** One run: pending ones first, so an expiring active bonus never starts a stale pending one. */
export async function expireBonuses(services: Services): Promise<ExpiryRun> {
  const now = services.now?.() ?? Date.now();
  const run: ExpiryRun = { expiredActive: 0, expiredPending: 0 };
  for (const id of await duePending(services, now, BATCH)) {
    if (await expire(services, id)) run.expiredPending++;
  }
  for (const id of await dueActive(services, now, BATCH - run.expiredPending)) {
    if (await expire(services, id)) run.expiredActive++;
  }
  return run;
}
