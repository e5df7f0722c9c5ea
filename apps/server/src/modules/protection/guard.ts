// The ledger's movement guard for player protection (see ledger/post.ts MovementGuard). It
// runs inside the movement's own transaction, holding the player's cash row, so parallel
// stakes are judged one after the other: an excluded player's stake or prize is refused, a
// stake over a wager or loss limit is refused with what is left, a stake past the session
// time limit ends the session. Returns (wins, refunds) are only added to the play session.
// A wager limit counts the whole stake, cash and bonus money; a loss limit the player's own
// money, the cash part (docs/decisions/0022-loss-limits-count-own-money.md).
import type { EntrySpec, MovementGuard, TxState } from '../../ledger/post.ts';
import { LedgerError } from '../../ledger/errors.ts';
import { lockPlayerAccount } from '../../ledger/post.ts';
import { minorToNumber } from '@talih/contracts/money.ts';
import { activeExclusion, longestInForce } from './exclusions.ts';
import { lockAndReadOnPostgres } from './guard-pg.ts';
import { effective, limitAmount, limitsOf, type EffectiveLimit } from './limits.ts';
import {
  addPlay,
  addReturnToRunning,
  addToRunning,
  inLimitBreak,
  latestSession,
  openSession,
  runningStake,
  type SessionRow,
} from './play-sessions.ts';
import type { Pack } from './rules.ts';
import { RETURN_KINDS, STAKE_KINDS, usageOf } from './usage.ts';

const PRIZE_KIND = 'prize_credit';

/** What the entry moves on the player's account of `kind`. */
function playerDelta(spec: EntrySpec, userId: number, kind: 'player_cash' | 'player_bonus') {
  let sum = 0;
  for (const l of spec.lines) {
    if (l.account.kind === kind && l.account.userId === userId) sum += l.amountMinor;
  }
  return sum;
}

/** A stake: all of it (cash and bonus), and the player's own money in it (cash). */
interface StakeParts {
  stakeMinor: number;
  cashMinor: number;
}

export function protectionGuard(pack: Pack): MovementGuard {
  return async (tx, spec) => {
    const userId = spec.userId;
    if (userId === null) return;
    if ((STAKE_KINDS as readonly string[]).includes(spec.kind)) {
      const cashMinor = -playerDelta(spec, userId, 'player_cash');
      const stakeMinor = cashMinor - playerDelta(spec, userId, 'player_bonus');
      await guardStake(tx, pack, userId, { stakeMinor, cashMinor });
    } else if ((RETURN_KINDS as readonly string[]).includes(spec.kind)) {
      const back = playerDelta(spec, userId, 'player_cash');
      if (back !== 0) {
        // The cash row first, as a stake takes it (guardStake) and as the entry's balance move
        // will: taking the session row first deadlocked a win against a parallel stake of the
        // same player on PostgreSQL (each held the row the other waited for).
        await lockPlayerAccount(tx, userId);
        await addReturnToRunning(tx.trx, userId, { winMinor: back, now: tx.now });
      }
    } else if (spec.kind === PRIZE_KIND) {
      await refuseExcluded(tx, userId);
    }
  };
}

async function refuseExcluded(tx: TxState, userId: number) {
  if (await activeExclusion(tx.trx, userId, tx.now)) throw excluded();
}

function excluded() {
  return new LedgerError('PLAYER_EXCLUDED', 'the player is excluded from play', {
    messageKey: 'errors.protection.excluded',
  });
}

/**
 * Holds the player's cash row, refuses an excluded player, adds the stake to the running play
 * session, and answers the limits and that session (null: none runs). On PostgreSQL in one
 * statement (./guard-pg.ts): neither exclusions nor limits are written under the cash row's
 * lock, so reading them in the lock's statement sees what a read after it would.
 */
async function lockReadAndAdd(
  tx: TxState,
  userId: number,
  play: PlayAdded,
): Promise<{ limits: EffectiveLimit[]; session: SessionRow | null }> {
  const stake = runningStake(userId, { ...play, playedAt: tx.now });
  const read = await lockAndReadOnPostgres(tx, userId, stake);
  if (!read) {
    await lockPlayerAccount(tx, userId);
    await refuseExcluded(tx, userId);
    const limits = await limitsOf(tx.trx, userId, tx.now);
    return { limits, session: await addToRunning(tx.trx, userId, { ...play, playedAt: tx.now }) };
  }
  if (longestInForce(read.exclusions, tx.now)) throw excluded();
  return { limits: read.limits.map((row) => effective(row, tx.now)), session: read.session };
}

/** What a stake adds to the play session: the player's own money, as its net result shows it. */
type PlayAdded = { stakeMinor: number; winMinor: number; now: number };

async function guardStake(tx: TxState, pack: Pack, userId: number, stake: StakeParts) {
  // Hold the player's cash row first: a parallel stake waits here and then sees this one.
  await tx.accounts.resolve(tx.trx, { kind: 'player_cash', userId }, tx.createdAccounts, tx.now);
  const play = { stakeMinor: stake.cashMinor, winMinor: 0, now: tx.now };
  // Usually the session is running: the stake is added at once, with the lock. Every refusal
  // below rolls this transaction back, so nothing is written then: the session stays over its
  // limit (every stake refused) until it pauses, or the player stops it.
  const locked = await lockReadAndAdd(tx, userId, play);
  const { limits } = locked;
  let session = locked.session;
  const added = session !== null;
  if (!session) {
    // A running session is never in a limit break (that one has ended).
    const last = await latestSession(tx.trx, userId);
    if (inLimitBreak(last, tx.now)) throw sessionLimit();
    // The cash row is held, so `last` is still the latest session.
    session = await openSession(tx.trx, userId, tx.now, last);
  }
  const minutes = limits.find((l) => l.kind === 'session')?.amount ?? null;
  if (pack.limits.sessionTimeLimit && minutes !== null) {
    if (tx.now - session.started_at >= minutes * 60_000) throw sessionLimit();
  }
  await refuseOverLimits(tx, pack, userId, limits, stake);
  if (!added) await addPlay(tx.trx, session.id, play);
}

function sessionLimit() {
  return new LedgerError('SESSION_LIMIT', 'the session time limit is reached', {
    messageKey: 'errors.protection.sessionLimit',
  });
}

async function refuseOverLimits(
  tx: TxState,
  pack: Pack,
  userId: number,
  limits: EffectiveLimit[],
  stake: StakeParts,
) {
  if (!limits.some((l) => (l.kind === 'wager' || l.kind === 'loss') && l.amount !== null)) return;
  const cashId = await tx.accounts.resolve(
    tx.trx,
    { kind: 'player_cash', userId },
    tx.createdAccounts,
    tx.now,
  );
  const usage = await usageOf(tx.trx, userId, cashId, tx.now);
  for (const kind of ['wager', 'loss'] as const) {
    for (const period of ['day', 'week', 'month'] as const) {
      const limit = limitAmount(pack, limits, kind, period);
      if (limit === null) continue;
      const remaining = Math.max(0, limit - usage[kind][period]);
      if ((kind === 'wager' ? stake.stakeMinor : stake.cashMinor) > remaining) {
        throw new LedgerError('LIMIT_EXCEEDED', `the ${period} ${kind} limit is reached`, {
          remainingMinor: remaining,
          messageKey: `errors.protection.${kind}Limit`,
          vars: { remainingMoney: minorToNumber(remaining) },
        });
      }
    }
  }
}
