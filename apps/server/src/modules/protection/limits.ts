// Deposit, loss and wager limits and the session time limit. A decrease (or a first limit)
// applies at once; a raise or a removal waits the pack's cooling-off and shows as pending.
// A pending change whose time has come is the limit in force: rows are read through
// `effective`, and written back on the next change.
import type { Kysely, Selectable, Transaction } from 'kysely';
import { minorToNumber } from '@talih/contracts/money.ts';
import type { LimitKind, LimitPeriod } from '@talih/contracts/jurisdiction.ts';
import type { DB, PlayerLimitKind, PlayerLimitPeriod, PlayerLimitsTable } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { prepared } from '../../ledger/prepared.ts';
import { recordEvent } from './events.ts';
import { coolingOffMs, depositCapMinor, type Pack } from './rules.ts';

type Db = Kysely<DB> | Transaction<DB>;
type LimitRow = Selectable<PlayerLimitsTable>;

export interface EffectiveLimit {
  kind: PlayerLimitKind;
  period: PlayerLimitPeriod;
  amount: number | null;
  pending: { amount: number | null; effectiveAt: number } | null;
}

export function effective(row: LimitRow, now: number): EffectiveLimit {
  const due = row.pending_at !== null && row.pending_at <= now;
  const pendingAmount = row.pending_remove ? null : row.pending_amount;
  return {
    kind: row.kind,
    period: row.period,
    amount: due ? pendingAmount : row.amount,
    pending:
      !due && row.pending_at !== null
        ? { amount: pendingAmount, effectiveAt: row.pending_at }
        : null,
  };
}

export async function limitsOf(db: Db, userId: number, now: number): Promise<EffectiveLimit[]> {
  const { rows } = await db.executeQuery(preparedLimitsOf(db, { userId }));
  return rows.map((r) => effective(r, now));
}

/** A player's limit rows, as a builder (its SQL's one source; see prepared-sql.test.ts). */
export function limitsOfQuery(db: Kysely<DB>, v: { userId: number }) {
  return db.selectFrom('player_limits').selectAll().where('user_id', '=', v.userId);
}

/** Compiled once (ledger/prepared.ts): every stake runs it. */
export const preparedLimitsOf = prepared(['userId'], limitsOfQuery);

/** The amount in force for a kind and period, the pack's deposit cap included. */
export function limitAmount(
  pack: Pack,
  limits: EffectiveLimit[],
  kind: LimitKind,
  period: LimitPeriod,
): number | null {
  const own = limits.find((l) => l.kind === kind && l.period === period)?.amount ?? null;
  const cap = period === 'month' ? depositCapMinor(pack, kind) : null;
  if (cap === null) return own;
  return own === null ? cap : Math.min(own, cap);
}

/** The kinds the pack asks for that the player has not set (nor has waiting). */
export function missingRequired(pack: Pack, limits: EffectiveLimit[]): LimitKind[] {
  return pack.limits.requiredAtSignup.filter(
    (kind) => !limits.some((l) => l.kind === kind && (l.amount !== null || l.pending !== null)),
  );
}

export interface LimitChange {
  userId: number;
  kind: PlayerLimitKind;
  period: PlayerLimitPeriod;
  /** null removes the limit. */
  amount: number | null;
  actor: string;
  /** Staff may only make a limit stricter, never raise or remove it. */
  stricterOnly?: boolean;
  reason?: string;
}

/** Applies a change: at once when it is stricter, after the cooling-off otherwise. */
export async function changeLimit(trx: Transaction<DB>, pack: Pack, c: LimitChange, now: number) {
  const cap = c.kind === 'deposit' ? depositCapMinor(pack, 'deposit') : null;
  if (cap !== null && c.amount !== null && c.amount > cap) {
    throw new AppError('errors.protection.aboveCap', {
      capMoney: minorToNumber(cap),
    });
  }
  const row = await trx
    .selectFrom('player_limits')
    .selectAll()
    .where('user_id', '=', c.userId)
    .where('kind', '=', c.kind)
    .where('period', '=', c.period)
    .executeTakeFirst();
  const current = row ? effective(row, now).amount : null;
  const stricter = c.amount !== null && (current === null || c.amount <= current);
  if (c.stricterOnly && !stricter) throw new AppError('errors.protection.staffStricterOnly');
  const values = stricter
    ? { amount: c.amount, pending_amount: null, pending_remove: 0, pending_at: null }
    : {
        amount: current,
        pending_amount: c.amount,
        pending_remove: c.amount === null ? 1 : 0,
        pending_at: now + coolingOffMs(pack),
      };
  if (!stricter && current === null) return; // removing what is not there changes nothing
  if (row) {
    await trx
      .updateTable('player_limits')
      .set({ ...values, set_by: c.actor, updated_at: now })
      .where('id', '=', row.id)
      .execute();
  } else {
    await trx
      .insertInto('player_limits')
      .values({
        user_id: c.userId,
        kind: c.kind,
        period: c.period,
        ...values,
        set_by: c.actor,
        updated_at: now,
      })
      .execute();
  }
  await recordEvent(trx, {
    userId: c.userId,
    action: stricter ? 'limit_set' : 'limit_pending',
    actor: c.actor,
    at: now,
    detail: {
      kind: c.kind,
      period: c.period,
      from: current,
      to: c.amount,
      effectiveAt: stricter ? now : values.pending_at,
      ...(c.reason ? { reason: c.reason } : {}),
    },
  });
}
