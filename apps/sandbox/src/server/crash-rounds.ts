// Crash rounds on the server's clock. The bet's confirmation starts the curve; the crash point
// (secret until the end) and an optional auto cash-out decide when the round ends by itself,
// and a timer settles it then. A manual cash-out is judged by the server's elapsed time when
// the request arrives, never by anything the browser says.
import { CRASH_MIN_CASHOUT, crashPayoutMinor, msToReach, multiplierAt } from '../games/crash.ts';
import type { StudioContext } from './context.ts';
import { StudioError } from './errors.ts';
import { exclusive } from './exclusive.ts';
import { payWin } from './round-money.ts';
import type { CrashResult, CrashRound, Session } from './sessions.ts';

/** The elapsed ms at which the round ends without the player: auto cash-out or crash. */
function endsAtMs(round: CrashRound): { atMs: number; cashOutAt: number | null } {
  const crashAtMs = msToReach(round.point);
  if (round.autoCashOut !== null && round.autoCashOut <= round.point) {
    return { atMs: msToReach(round.autoCashOut), cashOutAt: round.autoCashOut };
  }
  return { atMs: crashAtMs, cashOutAt: null };
}

export function elapsedMs(ctx: StudioContext, round: CrashRound): number {
  return Math.max(0, ctx.now() - round.startedAt);
}

async function settle(
  ctx: StudioContext,
  session: Session,
  round: CrashRound,
  cashOutAt: number | null,
): Promise<CrashResult> {
  if (round.timer) clearTimeout(round.timer);
  round.timer = null;
  session.crash = null;
  const winMinor =
    cashOutAt === null ? 0 : crashPayoutMinor(round.betMinor, round.point, cashOutAt);
  const winStatus = await payWin(ctx, session, round.roundId, winMinor);
  const result: CrashResult = {
    roundId: round.roundId,
    betMinor: round.betMinor,
    point: round.point,
    cashOutAt,
    winMinor,
    nonce: round.input.nonce,
    balanceMinor: session.balanceMinor,
    winPending: winStatus === 'pending',
  };
  session.crashLast = result;
  return result;
}

/** Ends the round if its crash or auto cash-out has come; call under the session's lock. */
export async function settleIfDue(ctx: StudioContext, session: Session): Promise<void> {
  const round = session.crash;
  if (!round) return;
  const end = endsAtMs(round);
  if (elapsedMs(ctx, round) >= end.atMs) await settle(ctx, session, round, end.cashOutAt);
}

/** The player's cash-out, now; call under the session's lock. */
export async function cashOutNow(ctx: StudioContext, session: Session): Promise<void> {
  const round = session.crash;
  if (!round) {
    // Already settled by the timer (crash or auto cash-out): the state tells the player.
    if (session.crashLast) return;
    throw new StudioError('NO_ROUND');
  }
  const elapsed = elapsedMs(ctx, round);
  const end = endsAtMs(round);
  if (elapsed >= end.atMs) {
    await settle(ctx, session, round, end.cashOutAt);
    return;
  }
  const multiplier = multiplierAt(elapsed);
  if (multiplier < CRASH_MIN_CASHOUT) throw new StudioError('TOO_EARLY');
  await settle(ctx, session, round, multiplier);
}

/** Arms the timer that ends the round on time even if the page never asks again. */
export function scheduleSettlement(ctx: StudioContext, session: Session, round: CrashRound): void {
  const delay = Math.max(0, endsAtMs(round).atMs - elapsedMs(ctx, round));
  round.timer = setTimeout(() => {
    round.timer = null;
    void exclusive(session, 'wait', async () => {
      if (session.crash !== round) return;
      await settleIfDue(ctx, session);
      // Timers may fire a hair early, or the clock may be a test's: try again later.
      if (session.crash === round) scheduleSettlement(ctx, session, round);
    }).catch((error: unknown) => {
      ctx.log.error({ err: error, roundId: round.roundId }, 'crash settlement failed');
    });
  }, delay + 5);
  round.timer.unref();
}

export function crashStateView(ctx: StudioContext, session: Session) {
  const round = session.crash;
  return {
    round: round
      ? {
          roundId: round.roundId,
          betMinor: round.betMinor,
          autoCashOut: round.autoCashOut,
          elapsedMs: elapsedMs(ctx, round),
          multiplier: multiplierAt(elapsedMs(ctx, round)),
          nonce: round.input.nonce,
        }
      : null,
    last: session.crashLast,
    balanceMinor: session.balanceMinor,
    pendingWins: session.pendingWins,
  };
}
