// Invite and agent rebates. Once a day (and by the CLI for any day) each inviter's rebate is
// computed from their invitees' stakes of that Istanbul day (game_bet entries not rolled back)
// at the inviter's rate, and recorded once per inviter and day. The inviter claims what is
// pending: each day's row turns paid with a conditional UPDATE in the same transaction as its
// prize entry (reference inviter:day), so a day pays exactly once however many claims race.
import type { Kysely } from 'kysely';
import { minorToDecimal, minorToNumber } from '@talih/contracts/money.ts';
import type { RebateDay } from '@talih/contracts/invite.ts';
import { writeAudit } from '../../audit/audit.ts';
import { checkPayoutLimit } from '../social-payout-limit.ts';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import type { Ledger } from '../../ledger/ledger.ts';
import { ENTRY_KINDS } from '../../ledger/game-movements.ts';
import { prizeCredit } from '../../ledger/prize-movements.ts';
import { playerCashMinor } from '../../ledger/queries.ts';
import type { Cache } from '../../cache/cache.ts';
import { istanbulDayIsOver, istanbulDayRange } from './days.ts';
import { rebateRateBps } from './rebate-rate.ts';

/** A bound on one claim: older pending days are paid by the next claim. */
const DAYS_PER_CLAIM_MAX = 100;
/** A bound on the inviters computed in one day's run. */
const INVITERS_PER_DAY_MAX = 100_000;
const LISTED_DAYS = 30;
const LISTED_INVITEES = 200;
const PLAYING_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

export const rebateReference = (userId: number, day: string) => `${userId}:${day}`;

/** Each inviter's invitees' stakes of one Istanbul day, bets rolled back left out. */
export async function inviteeTurnover(db: Kysely<DB>, day: string) {
  const { startMs, endMs } = istanbulDayRange(day);
  const rows = await db
    .selectFrom('journal_entries as e')
    .innerJoin('users as u', 'u.id', 'e.user_id')
    .select((eb) => ['u.inviter_id', eb.fn.sum<string | number>('e.amount_minor').as('turnover')])
    .where('e.kind', '=', ENTRY_KINDS.gameBet)
    .where('e.created_at', '>=', startMs)
    .where('e.created_at', '<', endMs)
    .where('u.inviter_id', 'is not', null)
    // A self-referral (same device, IP or bank account) earns no rebate: ./self-referral.ts.
    .where('u.referral_void_reason', 'is', null)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('journal_entries as r')
            .select('r.id')
            .where('r.kind', '=', ENTRY_KINDS.gameRollback)
            .whereRef('r.reverses_entry_id', '=', 'e.id'),
        ),
      ),
    )
    .groupBy('u.inviter_id')
    .limit(INVITERS_PER_DAY_MAX)
    .execute();
  return rows.map((r) => ({ inviterId: Number(r.inviter_id), turnoverMinor: Number(r.turnover) }));
}

/** rate of turnover, rounded down to the minor unit; exact in BigInt whatever the sizes. */
export function rebateAmountMinor(turnoverMinor: number, rateBps: number): number {
  return Number((BigInt(turnoverMinor) * BigInt(rateBps)) / 10_000n);
}

/** Refused: the Istanbul day has not ended, so its turnover is not final. */
export class DayNotOver extends Error {
  constructor(day: string) {
    super(`the Istanbul day ${day} has not ended yet; its rebates are computed once it is over`);
  }
}

/**
 * Records each inviter's rebate of `day` once (a second run of the same day changes nothing).
 * Answers how many rows it added and their total.
 */
export async function computeRebates(db: Kysely<DB>, day: string, now = Date.now()) {
  if (!istanbulDayIsOver(day, now)) throw new DayNotOver(day);
  const turnover = await inviteeTurnover(db, day);
  let added = 0;
  let totalMinor = 0;
  for (const { inviterId, turnoverMinor } of turnover) {
    const rateBps = await rebateRateBps(db, inviterId);
    const amountMinor = rebateAmountMinor(turnoverMinor, rateBps);
    if (amountMinor <= 0) continue;
    const row = await db
      .insertInto('rebate_days')
      .values({
        user_id: inviterId,
        day,
        turnover_minor: turnoverMinor,
        rate_bps: rateBps,
        amount_minor: amountMinor,
        status: 'pending',
        entry_id: null,
        computed_at: now,
        paid_at: null,
      })
      .onConflict((oc) => oc.columns(['user_id', 'day']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (row) {
      added++;
      totalMinor += amountMinor;
    }
  }
  return { day, inviters: turnover.length, added, totalMinor };
}

export function dayView(r: {
  day: string;
  turnover_minor: number;
  rate_bps: number;
  amount_minor: number;
  status: 'pending' | 'paid';
}): RebateDay {
  return {
    day: r.day,
    turnover: minorToNumber(r.turnover_minor),
    rateBps: r.rate_bps,
    amount: minorToNumber(r.amount_minor),
    status: r.status,
  };
}

export function maskNickname(nickname: string): string {
  const first = Array.from(nickname.trim())[0] ?? '?';
  return `${first}***`;
}

export function invitePath(code: string) {
  return `/login?type=register&inviteCode=${encodeURIComponent(code)}`;
}

export async function agentInfo(db: Kysely<DB>, userId: number, now = Date.now()) {
  const me = await db
    .selectFrom('users')
    .select('invite_code')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const [invitees, count, totals, days, rateBps] = await Promise.all([
    db
      .selectFrom('users')
      .select(['id', 'nickname', 'registered_at', 'created_at'])
      .where('inviter_id', '=', userId)
      .orderBy('id', 'desc')
      .limit(LISTED_INVITEES)
      .execute(),
    db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('inviter_id', '=', userId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('rebate_days')
      .select((eb) => ['status', eb.fn.sum<string | number>('amount_minor').as('total')])
      .where('user_id', '=', userId)
      .groupBy('status')
      .execute(),
    db
      .selectFrom('rebate_days')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('day', 'desc')
      .limit(LISTED_DAYS)
      .execute(),
    rebateRateBps(db, userId),
  ]);
  const ids = invitees.map((i) => i.id);
  const [deposited, playing] = ids.length
    ? await Promise.all([
        db
          .selectFrom('deposit_orders')
          .select('user_id')
          .distinct()
          .where('user_id', 'in', ids)
          .where('status', '=', 'confirmed')
          .execute(),
        db
          .selectFrom('journal_entries')
          .select('user_id')
          .distinct()
          .where('user_id', 'in', ids)
          .where('kind', '=', ENTRY_KINDS.gameBet)
          .where('created_at', '>=', now - PLAYING_WINDOW_MS)
          .execute(),
      ])
    : [[], []];
  const depositedIds = new Set(deposited.map((r) => Number(r.user_id)));
  const playingIds = new Set(playing.map((r) => Number(r.user_id)));
  const total = (status: string) => Number(totals.find((t) => t.status === status)?.total ?? 0);
  const code = me.invite_code ?? '';
  return {
    inviteCode: code,
    invitePath: invitePath(code),
    rateBps,
    invitees: invitees.map((i) => ({
      nickname: maskNickname(i.nickname),
      joinedAt: i.registered_at ?? i.created_at,
      state: playingIds.has(i.id)
        ? ('playing' as const)
        : depositedIds.has(i.id)
          ? ('deposited' as const)
          : ('registered' as const),
    })),
    invitedCount: Number(count.n),
    pending: minorToNumber(total('pending')),
    paid: minorToNumber(total('paid')),
    days: days.map(dayView),
  };
}

/** Pays every pending rebate day of the player; each day once. */
export async function receiveRebates(
  deps: { ledger: Ledger; cache: Cache; db: Kysely<DB> },
  userId: number,
  requestId: string | null,
) {
  await checkPayoutLimit(deps.cache, 'rebate', userId);
  const result = await deps.ledger.transact('rebate_claim', async (tx) => {
    const pending = await tx.trx
      .selectFrom('rebate_days')
      .selectAll()
      .where('user_id', '=', userId)
      .where('status', '=', 'pending')
      .orderBy('day')
      .limit(DAYS_PER_CLAIM_MAX)
      .execute();
    let paidMinor = 0;
    let days = 0;
    let balance: number | null = null;
    for (const row of pending) {
      const updated = await tx.trx
        .updateTable('rebate_days')
        .set({ status: 'paid', paid_at: tx.now })
        .where('id', '=', row.id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) continue;
      const entry = await prizeCredit(tx, {
        source: 'rebate',
        reference: rebateReference(row.user_id, row.day),
        userId,
        amountMinor: row.amount_minor,
        reason: `invite rebate ${row.day}`,
        detail: { day: row.day, turnoverMinor: row.turnover_minor, rateBps: row.rate_bps },
      });
      await tx.trx
        .updateTable('rebate_days')
        .set({ entry_id: entry.entryId })
        .where('id', '=', row.id)
        .execute();
      paidMinor += row.amount_minor;
      days++;
      balance = entry.playerBalanceMinor;
    }
    if (days === 0) throw new AppError('errors.social.nothingToClaim');
    await writeAudit(
      tx.trx,
      {
        actorType: 'player',
        actorId: userId,
        action: 'invite.rebate_claim',
        subject: `rebate:${userId}`,
        detail: { amount: minorToDecimal(paidMinor), days },
        requestId,
      },
      tx.now,
    );
    return { paidMinor, days, balance };
  });
  return {
    paid: minorToNumber(result.paidMinor),
    days: result.days,
    balance: minorToNumber(result.balance ?? (await playerCashMinor(deps.db, userId))),
  };
}
