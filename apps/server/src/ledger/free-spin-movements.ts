// Free spins' cash wins: a free round has no stake, so its win is the operator's
// promotion cost, paid to the player's cash. Keyed by the round's win record, so a replay
// moves nothing. (Wins paid as bonus money are one bonus grant: ./bonus-movements.ts.)
import { postEntry, type PostedEntry, type TxState } from './post.ts';

export const FREE_SPIN_WIN_KIND = 'free_spin_win';

export const freeSpinWinKey = (winId: number) => `fs:win:${winId}`;

export async function freeSpinCashWin(
  tx: TxState,
  m: { winId: number; awardId: number; userId: number; amountMinor: number },
): Promise<PostedEntry> {
  if (!Number.isSafeInteger(m.amountMinor) || m.amountMinor <= 0) {
    throw new RangeError('a free spin cash win is a positive integer amount');
  }
  return postEntry(tx, {
    kind: FREE_SPIN_WIN_KIND,
    key: freeSpinWinKey(m.winId),
    request: m,
    userId: m.userId,
    lines: [
      { account: { kind: 'promotion_expense', shardBy: m.userId }, amountMinor: -m.amountMinor },
      { account: { kind: 'player_cash', userId: m.userId }, amountMinor: m.amountMinor },
    ],
    detail: { awardId: m.awardId, winId: m.winId },
  });
}
