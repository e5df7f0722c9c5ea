// VIP levels: a player's level is the highest whose turnover or deposits they have reached
// (either is enough), counted from the journal: turnover is real-money stakes (game_bet
// entries less the stakes rolled back); deposits count once wagered and net of withdrawals
// (see countedDeposits), so depositing and withdrawing again earns nothing. Each level
// carries its benefits: the invite rebate rate (read by the invite rebates), the daily
// withdrawal limit, and the wheels it opens.
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { minorToNumber } from '@talih/contracts/money.ts';
import type { WheelCode } from '@talih/contracts/engagement.ts';
import type { DB } from '../../../db/schema.ts';
import { ENTRY_KINDS } from '../../../ledger/game-movements.ts';
import { PAYMENT_ENTRY_KINDS } from '../../../ledger/payment-movements.ts';

type Db = Kysely<DB>;

export interface VipLevel {
  level: number;
  minTurnoverMinor: number;
  minDepositsMinor: number;
  rebateBps: number;
  withdrawDailyMaxMinor: number;
}

export interface PlayerActivity {
  turnoverMinor: number;
  /** Deposits that count (countedDeposits): wagered once, less withdrawals. */
  depositsMinor: number;
  /** How many of the player's deposits, oldest first, fit in depositsMinor. */
  depositCount: number;
  /** Invited players who registered with this player's invite code. */
  inviteCount: number;
  /** The player's confirmed deposits, counted or not. */
  confirmedDepositCount: number;
  /** Turnover still to play before the next confirmed deposit counts; 0 when all are wagered. */
  wagerToNextDepositMinor: number;
}

/** How far the player is from the next deposit counting (each is wagered once, in order). */
export function nextDepositWager(depositsMinor: readonly number[], turnoverMinor: number) {
  let needed = 0;
  for (const amount of depositsMinor) {
    needed += amount;
    if (needed > turnoverMinor) return needed - turnoverMinor;
  }
  return 0;
}

export async function vipLevels(db: Db): Promise<VipLevel[]> {
  const rows = await db.selectFrom('vip_levels').selectAll().orderBy('level').limit(100).execute();
  return rows.map((r) => ({
    level: r.level,
    minTurnoverMinor: r.min_turnover_minor,
    minDepositsMinor: r.min_deposits_minor,
    rebateBps: r.rebate_bps,
    withdrawDailyMaxMinor: r.withdraw_daily_max_minor,
  }));
}

/**
 * The deposits that count for VIP levels and wheel spins. A deposit counts once the player's
 * turnover covers it and every deposit before it (each deposit wagered once); withdrawals are
 * then taken off: the counted amount is the wagered deposits less everything withdrawn, and
 * the counted number is how many deposits, oldest first, fit in that amount. So five minimum
 * deposits left unplayed earn no spin, and depositing 100,000 then withdrawing 60,000 counts
 * 40,000 at most.
 */
export function countedDeposits(
  depositsMinor: readonly number[],
  turnoverMinor: number,
  withdrawnMinor: number,
): { depositsMinor: number; depositCount: number } {
  let wagered = 0;
  for (const amount of depositsMinor) {
    if (wagered + amount > turnoverMinor) break;
    wagered += amount;
  }
  const kept = Math.max(0, wagered - withdrawnMinor);
  let count = 0;
  let fitted = 0;
  for (const amount of depositsMinor) {
    if (fitted + amount > kept) break;
    fitted += amount;
    count++;
  }
  return { depositsMinor: kept, depositCount: count };
}

const ACTIVITY_KINDS = [
  ENTRY_KINDS.gameBet,
  ENTRY_KINDS.gameRollback,
  PAYMENT_ENTRY_KINDS.withdrawalHold,
  PAYMENT_ENTRY_KINDS.withdrawalVoid,
];

/**
 * What a player has done that counts towards VIP levels and wheel spins. The sums come from
 * the running totals the ledger keeps (ledger/entry-totals.ts), so the cost does not grow
 * with the player's rounds; the deposits are read through the player's deposit orders, a
 * handful of rows however long they have played.
 */
export async function playerActivity(db: Db, userId: number): Promise<PlayerActivity> {
  const [rows, deposits, invites] = await Promise.all([
    db
      .selectFrom('player_entry_totals')
      .select(['kind', 'total_minor as total'])
      .where('user_id', '=', userId)
      .where('kind', 'in', ACTIVITY_KINDS)
      .execute(),
    db
      .selectFrom('deposit_orders as o')
      .innerJoin('journal_entries as e', (join) =>
        join.on(sql<boolean>`e.idempotency_key = ${'deposit:'} || o.order_no`),
      )
      .select('e.amount_minor')
      .where('o.user_id', '=', userId)
      .where('e.kind', '=', PAYMENT_ENTRY_KINDS.depositCredit)
      .orderBy('e.id')
      .execute(),
    db
      .selectFrom('users')
      .select(sql<string | number>`count(*)`.as('n'))
      .where('inviter_id', '=', userId)
      .where('role', '=', 'player')
      // A self-referral (same device, IP or bank account) earns nothing: modules/invite.
      .where('referral_void_reason', 'is', null)
      .executeTakeFirstOrThrow(),
  ]);
  const total = (kind: string) => Number(rows.find((r) => r.kind === kind)?.total ?? 0);
  const turnoverMinor = Math.max(0, total(ENTRY_KINDS.gameBet) - total(ENTRY_KINDS.gameRollback));
  // A held withdrawal counts as withdrawn until it is voided (rejected or failed).
  const withdrawnMinor = Math.max(
    0,
    total(PAYMENT_ENTRY_KINDS.withdrawalHold) - total(PAYMENT_ENTRY_KINDS.withdrawalVoid),
  );
  const depositsMinor = deposits.map((d) => Number(d.amount_minor));
  return {
    turnoverMinor,
    ...countedDeposits(depositsMinor, turnoverMinor, withdrawnMinor),
    inviteCount: Number(invites.n),
    confirmedDepositCount: depositsMinor.length,
    wagerToNextDepositMinor: nextDepositWager(depositsMinor, turnoverMinor),
  };
}

export function levelFor(
  levels: VipLevel[],
  a: Pick<PlayerActivity, 'turnoverMinor' | 'depositsMinor'>,
) {
  let reached = levels[0] ?? {
    level: 0,
    minTurnoverMinor: 0,
    minDepositsMinor: 0,
    rebateBps: 0,
    withdrawDailyMaxMinor: 0,
  };
  for (const l of levels) {
    if (a.turnoverMinor >= l.minTurnoverMinor || a.depositsMinor >= l.minDepositsMinor) {
      if (l.level > reached.level) reached = l;
    }
  }
  return reached;
}

/** The player's VIP level and its benefits. */
export async function vipLevelOf(db: Db, userId: number): Promise<VipLevel> {
  const [levels, activity] = await Promise.all([vipLevels(db), playerActivity(db, userId)]);
  return levelFor(levels, activity);
}

/** The invite rebate rate of the player's level, in basis points of invitees' turnover. */
export async function rebateRateBpsOf(db: Db, userId: number): Promise<number> {
  return (await vipLevelOf(db, userId)).rebateBps;
}

/** The daily withdrawal limit of the player's level. */
export async function withdrawDailyMaxMinorOf(db: Db, userId: number): Promise<number> {
  return (await vipLevelOf(db, userId)).withdrawDailyMaxMinor;
}

export async function vipInfo(db: Db, userId: number) {
  const [levels, activity, wheels] = await Promise.all([
    vipLevels(db),
    playerActivity(db, userId),
    db.selectFrom('wheels').select(['code', 'min_vip_level']).orderBy('position').execute(),
  ]);
  const current = levelFor(levels, activity);
  const next = levels.find((l) => l.level > current.level) ?? null;
  const ratio = (have: number, need: number) => (need <= 0 ? 1 : Math.min(1, have / need));
  return {
    vipLevel: current.level,
    turnover: minorToNumber(activity.turnoverMinor),
    deposits: minorToNumber(activity.depositsMinor),
    levels: levels.map((l) => ({
      level: l.level,
      minTurnover: minorToNumber(l.minTurnoverMinor),
      minDeposits: minorToNumber(l.minDepositsMinor),
      rebateBps: l.rebateBps,
      withdrawDailyMax: minorToNumber(l.withdrawDailyMaxMinor),
      wheels: wheels.filter((w) => w.min_vip_level <= l.level).map((w) => w.code as WheelCode),
    })),
    next: next
      ? {
          level: next.level,
          turnoverNeeded: minorToNumber(
            Math.max(0, next.minTurnoverMinor - activity.turnoverMinor),
          ),
          depositsNeeded: minorToNumber(
            Math.max(0, next.minDepositsMinor - activity.depositsMinor),
          ),
          progress: Math.max(
            ratio(activity.turnoverMinor, next.minTurnoverMinor),
            ratio(activity.depositsMinor, next.minDepositsMinor),
          ),
        }
      : null,
  };
}
