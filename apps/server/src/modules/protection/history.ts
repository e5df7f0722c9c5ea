// The account history: per month of the last 12 (Istanbul time), deposits and withdrawals
// that went through, stakes and returns of play, the net position and time played (the
// lengths of the play sessions started that month).
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { cashAccountId, RETURN_KINDS, STAKE_KINDS } from './usage.ts';

const TZ_OFFSET_MS = 3 * 60 * 60 * 1000; // Istanbul is UTC+3 all year

export const monthOf = (at: number) => new Date(at + TZ_OFFSET_MS).toISOString().slice(0, 7);

function lastMonths(now: number, n: number): string[] {
  const d = new Date(now + TZ_OFFSET_MS);
  const months: string[] = [];
  for (let i = 0; i < n; i++) {
    const m = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - i, 1));
    months.push(m.toISOString().slice(0, 7));
  }
  return months;
}

export async function accountHistory(db: Kysely<DB>, userId: number, now: number) {
  const months = lastMonths(now, 12);
  const first = months[months.length - 1]!;
  const since = Date.parse(`${first}-01T00:00:00Z`) - TZ_OFFSET_MS;
  const rows = new Map(
    months.map((month) => [
      month,
      {
        month,
        depositsMinor: 0,
        withdrawalsMinor: 0,
        stakesMinor: 0,
        returnsMinor: 0,
        netMinor: 0,
        playedMinutes: 0,
      },
    ]),
  );
  const deposits = await db
    .selectFrom('deposit_orders')
    .select(['amount_minor', 'confirmed_at'])
    .where('user_id', '=', userId)
    .where('status', '=', 'confirmed')
    .where('confirmed_at', '>=', since)
    .execute();
  for (const d of deposits) {
    const row = rows.get(monthOf(d.confirmed_at ?? 0));
    if (row) row.depositsMinor += d.amount_minor;
  }
  const withdrawals = await db
    .selectFrom('withdrawals')
    .select(['amount_minor', 'updated_at'])
    .where('user_id', '=', userId)
    .where('status', '=', 'paid')
    .where('updated_at', '>=', since)
    .execute();
  for (const w of withdrawals) {
    const row = rows.get(monthOf(w.updated_at));
    if (row) row.withdrawalsMinor += w.amount_minor;
  }
  await addPlay(db, userId, since, rows);
  const sessions = await db
    .selectFrom('play_sessions')
    .select(['started_at', 'last_play_at'])
    .where('user_id', '=', userId)
    .where('started_at', '>=', since)
    .execute();
  for (const s of sessions) {
    const row = rows.get(monthOf(s.started_at));
    if (row) row.playedMinutes += Math.round((s.last_play_at - s.started_at) / 60_000);
  }
  for (const row of rows.values()) row.netMinor = row.returnsMinor - row.stakesMinor;
  return { months: [...rows.values()] };
}

type Rows = Map<string, { stakesMinor: number; returnsMinor: number }>;

async function addPlay(db: Kysely<DB>, userId: number, since: number, rows: Rows) {
  const cashId = await cashAccountId(db, userId);
  if (cashId === null) return;
  const lines = await db
    .selectFrom('journal_lines as l')
    .innerJoin('journal_entries as e', 'e.id', 'l.entry_id')
    .select(['e.kind', 'e.created_at', 'l.amount_minor'])
    .where('l.account_id', '=', cashId)
    .where('e.created_at', '>=', since)
    .where('e.kind', 'in', [...STAKE_KINDS, ...RETURN_KINDS])
    .execute();
  for (const line of lines) {
    const row = rows.get(monthOf(line.created_at));
    if (!row) continue;
    if (line.amount_minor < 0) row.stakesMinor -= line.amount_minor;
    else row.returnsMinor += line.amount_minor;
  }
}
