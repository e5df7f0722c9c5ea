// Money movements of the sportsbook. Placing a bet moves the stake from the player's cash to
// the sportsbook clearing account, which so holds exactly the stakes of open bets. The first
// settlement (or a cash-out) takes the stake out of clearing, pays the player and gives the
// rest to the house (or takes the difference from it). A resettlement after a feed correction
// moves only the difference between the new payout and what the bet already paid, between the
// house and the player. Keys: the bet number, plus the settlement version, so each settlement
// of a bet posts once however many settlers race. A resettlement that takes back more than the
// player's cash holds posts in full all the same: the rest becomes the player's debt (./debt.ts).
// Bonus money: a stake's bonus part leaves the player's bonus account; the first
// settlement's and a cash-out's payout follow the stake's split (the bonus share, rounded down,
// back to the bonus account while the bet's bonus is active, else to promotion expense). A
// resettlement's difference moves in cash, as for any bet (a rare feed correction).
import { splitAgainIfCashMoved, takeFromPlayerLines } from './debt.ts';
import { postEntry, type EntryLine, type PostedEntry, type TxState } from './post.ts';

export const BET_ENTRY_KINDS = {
  place: 'sport_bet_place',
  settle: 'sport_bet_settle',
  cashOut: 'sport_bet_cashout',
} as const;

export const betPlaceKey = (betNo: string) => `sport:${betNo}:place`;
export const betSettleKey = (betNo: string, version: number) => `sport:${betNo}:settle:${version}`;
export const betCashOutKey = (betNo: string) => `sport:${betNo}:cashout`;

interface BetRef {
  betNo: string;
  userId: number;
}

/** The bet's bonus split: its stake's bonus part, and where a payout's bonus share goes. */
export interface BetBonus {
  bonusStakeMinor: number;
  /** The bet's bonus is no longer active: the bonus share goes to promotion expense. */
  bonusEnded: boolean;
}

/** floor(amount × bonus stake / stake), in exact integers (the product may pass 2^53). */
export function betBonusShare(amountMinor: number, bonusStakeMinor: number, stakeMinor: number) {
  if (bonusStakeMinor <= 0 || stakeMinor <= 0 || amountMinor <= 0) return 0;
  return Number((BigInt(amountMinor) * BigInt(bonusStakeMinor)) / BigInt(stakeMinor));
}

/** A payout to the player: cash, and its bonus share to the bonus account or promotion expense. */
function payoutLines(userId: number, amountMinor: number, share: number, ended: boolean) {
  const lines: EntryLine[] = [];
  if (amountMinor - share !== 0) {
    lines.push({ account: { kind: 'player_cash', userId }, amountMinor: amountMinor - share });
  }
  if (share !== 0) {
    lines.push({
      account: ended
        ? { kind: 'promotion_expense', shardBy: userId }
        : { kind: 'player_bonus', userId },
      amountMinor: share,
    });
  }
  return lines;
}

function bonusDetail(bonus: BetBonus | undefined, share: number) {
  if (!bonus || bonus.bonusStakeMinor === 0) return {};
  return bonus.bonusEnded
    ? { bonusMinor: share, bonusForfeitedMinor: share }
    : { bonusMinor: share };
}

/** The stake leaves the player's cash; refused (nothing moves) when cash is short. */
export async function betPlace(
  tx: TxState,
  m: BetRef & {
    stakeMinor: number;
    bonusStakeMinor?: number;
    bonusId?: number;
    /** A free bet's token: the stake comes from promotion expense, not the player. */
    freeBetId?: number;
  },
): Promise<PostedEntry> {
  assertAmount(m.stakeMinor, false);
  const bonus = m.bonusStakeMinor ?? 0;
  if (!Number.isSafeInteger(bonus) || bonus < 0 || bonus > m.stakeMinor) {
    throw new RangeError('the bonus part is a whole amount between 0 and the stake');
  }
  const lines: EntryLine[] = [];
  if (m.freeBetId !== undefined) {
    if (bonus !== 0) throw new RangeError('a free bet takes no bonus money');
    lines.push({
      account: { kind: 'promotion_expense', shardBy: m.userId },
      amountMinor: -m.stakeMinor,
    });
  } else if (bonus !== m.stakeMinor) {
    lines.push({
      account: { kind: 'player_cash', userId: m.userId },
      amountMinor: bonus - m.stakeMinor,
    });
  }
  if (bonus !== 0) {
    lines.push({ account: { kind: 'player_bonus', userId: m.userId }, amountMinor: -bonus });
  }
  lines.push({
    account: { kind: 'sportsbook_clearing', shardBy: m.userId },
    amountMinor: m.stakeMinor,
  });
  return postEntry(tx, {
    kind: BET_ENTRY_KINDS.place,
    key: betPlaceKey(m.betNo),
    request: { betNo: m.betNo, userId: m.userId, stakeMinor: m.stakeMinor },
    userId: m.userId,
    lines,
    detail: {
      betNo: m.betNo,
      ...(m.bonusId === undefined ? {} : { bonusId: m.bonusId, bonusMinor: bonus }),
      ...(m.freeBetId === undefined ? {} : { freeBetId: m.freeBetId }),
    },
  });
}

/**
 * Settlement number `version` of a bet: pays `payoutMinor` in total. The first settlement
 * releases the stake from clearing; a later one only moves `payoutMinor - paidMinor`.
 */
export async function betSettle(
  tx: TxState,
  m: BetRef & {
    version: number;
    stakeMinor: number;
    payoutMinor: number;
    /** What earlier settlements paid (0 on the first). */
    paidMinor: number;
    result: string;
    bonus?: BetBonus;
    /**
     * A free bet: payoutMinor and paidMinor are its winnings (payout less stake, never below 0);
     * the stake goes to the house, or back to promotion expense when the bet is void (`void`).
     */
    freeBet?: { void: boolean };
  },
): Promise<PostedEntry> {
  assertAmount(m.stakeMinor, false);
  assertAmount(m.payoutMinor, true);
  assertAmount(m.paidMinor, true);
  if (!Number.isSafeInteger(m.version) || m.version < 1) throw new RangeError('bad version');
  const lines: EntryLine[] = [];
  const diff = m.payoutMinor - m.paidMinor;
  if (m.version === 1) {
    if (m.paidMinor !== 0) throw new RangeError('a first settlement has paid nothing before');
    lines.push({
      account: { kind: 'sportsbook_clearing', shardBy: m.userId },
      amountMinor: -m.stakeMinor,
    });
    if (m.freeBet?.void) {
      if (m.payoutMinor !== 0) throw new RangeError('a void free bet wins nothing');
      lines.push({
        account: { kind: 'promotion_expense', shardBy: m.userId },
        amountMinor: m.stakeMinor,
      });
    } else if (m.stakeMinor - m.payoutMinor !== 0) {
      lines.push({
        account: { kind: 'house', shardBy: m.userId },
        amountMinor: m.stakeMinor - m.payoutMinor,
      });
    }
  } else if (diff !== 0) {
    lines.push({ account: { kind: 'house', shardBy: m.userId }, amountMinor: -diff });
  }
  let debtMinor = 0;
  const share =
    m.version === 1 ? betBonusShare(diff, m.bonus?.bonusStakeMinor ?? 0, m.stakeMinor) : 0;
  if (diff > 0) {
    lines.push(...payoutLines(m.userId, diff, share, m.bonus?.bonusEnded ?? false));
  } else if (diff < 0) {
    const taken = await takeFromPlayerLines(tx, m.userId, -diff);
    lines.push(...taken.lines);
    debtMinor = taken.debtMinor;
  }
  const post = postEntry(tx, {
    kind: BET_ENTRY_KINDS.settle,
    key: betSettleKey(m.betNo, m.version),
    request: {
      betNo: m.betNo,
      userId: m.userId,
      version: m.version,
      payoutMinor: m.payoutMinor,
      paidMinor: m.paidMinor,
    },
    userId: m.userId,
    lines,
    detail: {
      betNo: m.betNo,
      version: m.version,
      result: m.result,
      payoutMinor: m.payoutMinor,
      diffMinor: diff,
      ...(debtMinor > 0 ? { debtMinor } : {}),
      ...(m.version === 1 ? bonusDetail(m.bonus, share) : {}),
      ...(m.freeBet ? { freeBet: true } : {}),
    },
  });
  return splitAgainIfCashMoved(post, m.userId);
}

/** The player takes the cash-out offer: the stake leaves clearing, the offer is paid. */
export async function betCashOut(
  tx: TxState,
  m: BetRef & { stakeMinor: number; amountMinor: number; bonus?: BetBonus },
): Promise<PostedEntry> {
  assertAmount(m.stakeMinor, false);
  assertAmount(m.amountMinor, false);
  const share = betBonusShare(m.amountMinor, m.bonus?.bonusStakeMinor ?? 0, m.stakeMinor);
  const lines: EntryLine[] = [
    { account: { kind: 'sportsbook_clearing', shardBy: m.userId }, amountMinor: -m.stakeMinor },
    ...payoutLines(m.userId, m.amountMinor, share, m.bonus?.bonusEnded ?? false),
  ];
  if (m.stakeMinor !== m.amountMinor) {
    lines.push({
      account: { kind: 'house', shardBy: m.userId },
      amountMinor: m.stakeMinor - m.amountMinor,
    });
  }
  return postEntry(tx, {
    kind: BET_ENTRY_KINDS.cashOut,
    key: betCashOutKey(m.betNo),
    request: { betNo: m.betNo, userId: m.userId, amountMinor: m.amountMinor },
    userId: m.userId,
    lines,
    detail: { betNo: m.betNo, amountMinor: m.amountMinor, ...bonusDetail(m.bonus, share) },
  });
}

function assertAmount(amountMinor: number, zeroOk: boolean) {
  if (!Number.isSafeInteger(amountMinor) || amountMinor < 0 || (!zeroOk && amountMinor === 0)) {
    throw new RangeError('the amount must be a positive integer number of minor units');
  }
}
