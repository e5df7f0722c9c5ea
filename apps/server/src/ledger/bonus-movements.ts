// Bonus money's own movements: a grant moves promotion expense into the player's
// bonus account when the bonus becomes active; the end of a bonus moves what is left either to
// the player's cash (converted, up to the template's cap) or back to promotion expense
// (forfeited, expired, cancelled, or the part above the cap). One entry each, keyed by the
// bonus: a bonus is granted once and ends once, however many requests race to do it. A
// converted bonus whose wagering a resettlement took away below its requirement gives its
// conversion back: one take-back entry, keyed by the bonus, from the player's cash as far as it
// goes and the rest as debt (./debt.ts), to promotion expense.
// Stakes and wins that use bonus money are game and sport movements (./game-movements.ts).
import { splitAgainIfCashMoved, takeFromPlayerLines } from './debt.ts';
import { postEntry, type PostedEntry, type TxState } from './post.ts';

export const BONUS_ENTRY_KINDS = {
  grant: 'bonus_grant',
  finish: 'bonus_finish',
  takeBack: 'bonus_takeback',
} as const;

export const bonusGrantKey = (bonusId: number) => `bonus:grant:${bonusId}`;
export const bonusFinishKey = (bonusId: number) => `bonus:finish:${bonusId}`;
export const bonusTakeBackKey = (bonusId: number) => `bonus:takeback:${bonusId}`;

export async function bonusGrant(
  tx: TxState,
  m: { bonusId: number; userId: number; amountMinor: number },
): Promise<PostedEntry> {
  assertAmount(m.amountMinor);
  return postEntry(tx, {
    kind: BONUS_ENTRY_KINDS.grant,
    key: bonusGrantKey(m.bonusId),
    request: { bonusId: m.bonusId, userId: m.userId, amountMinor: m.amountMinor },
    userId: m.userId,
    lines:
      m.amountMinor === 0
        ? []
        : [
            {
              account: { kind: 'promotion_expense', shardBy: m.userId },
              amountMinor: -m.amountMinor,
            },
            { account: { kind: 'player_bonus', userId: m.userId }, amountMinor: m.amountMinor },
          ],
    detail: { bonusId: m.bonusId },
  });
}

/**
 * The end of a bonus: `convertMinor` to cash, `forfeitMinor` back to promotion expense; together
 * they must be all the bonus money left (the bonus account holds only the active bonus's money).
 */
export async function bonusFinish(
  tx: TxState,
  m: {
    bonusId: number;
    userId: number;
    convertMinor: number;
    forfeitMinor: number;
    /** The bonus status it ended with (contracts/bonus.ts). */
    outcome: string;
    reason?: string | null;
  },
): Promise<PostedEntry> {
  assertAmount(m.convertMinor);
  assertAmount(m.forfeitMinor);
  const lines = [];
  const total = m.convertMinor + m.forfeitMinor;
  if (total > 0) {
    lines.push({
      account: { kind: 'player_bonus' as const, userId: m.userId },
      amountMinor: -total,
    });
  }
  if (m.convertMinor > 0) {
    lines.push({
      account: { kind: 'player_cash' as const, userId: m.userId },
      amountMinor: m.convertMinor,
    });
  }
  if (m.forfeitMinor > 0) {
    lines.push({
      account: { kind: 'promotion_expense' as const, shardBy: m.userId },
      amountMinor: m.forfeitMinor,
    });
  }
  return postEntry(tx, {
    kind: BONUS_ENTRY_KINDS.finish,
    key: bonusFinishKey(m.bonusId),
    request: {
      bonusId: m.bonusId,
      userId: m.userId,
      convertMinor: m.convertMinor,
      forfeitMinor: m.forfeitMinor,
      outcome: m.outcome,
    },
    userId: m.userId,
    lines,
    reason: m.reason ?? null,
    detail: { bonusId: m.bonusId, outcome: m.outcome },
  });
}

/**
 * Takes a converted bonus's cash back to promotion expense: from the player's cash as far as it
 * goes, the rest as debt that later credits repay first.
 */
export async function bonusTakeBack(
  tx: TxState,
  m: { bonusId: number; userId: number; amountMinor: number; reason: string },
): Promise<PostedEntry> {
  assertAmount(m.amountMinor);
  if (m.amountMinor === 0) throw new RangeError('a take-back takes something');
  const taken = await takeFromPlayerLines(tx, m.userId, m.amountMinor);
  const post = postEntry(tx, {
    kind: BONUS_ENTRY_KINDS.takeBack,
    key: bonusTakeBackKey(m.bonusId),
    request: { bonusId: m.bonusId, userId: m.userId, amountMinor: m.amountMinor },
    userId: m.userId,
    lines: [
      ...taken.lines,
      { account: { kind: 'promotion_expense', shardBy: m.userId }, amountMinor: m.amountMinor },
    ],
    reason: m.reason,
    detail: {
      bonusId: m.bonusId,
      amountMinor: m.amountMinor,
      ...(taken.debtMinor > 0 ? { debtMinor: taken.debtMinor } : {}),
    },
  });
  return splitAgainIfCashMoved(post, m.userId);
}

function assertAmount(amountMinor: number) {
  if (!Number.isSafeInteger(amountMinor) || amountMinor < 0) {
    throw new RangeError('the amount must be a non-negative integer number of minor units');
  }
}
