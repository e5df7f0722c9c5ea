// One function per kind of movement. Each has an idempotency key and writes exactly one
// journal entry (two for a rollback that arrives before its bet: the rollback and the bet's
// tombstone). Callers run them inside ledger.transact() with their own record-keeping.
import { LedgerError, RaceLost } from './errors.ts';
import { lockPlayerAccount, writersAreSerial } from './lock.ts';
import {
  findEntry,
  postEntry,
  toPosted,
  type EntryLine,
  type PostedEntry,
  type TxState,
} from './post.ts';

export const ENTRY_KINDS = {
  gameBet: 'game_bet',
  gameWin: 'game_win',
  gameRollback: 'game_rollback',
  /** Reserves the key of a bet whose rollback came first: that bet is refused when it comes. */
  gameBetBlocked: 'game_bet_blocked',
  adjustmentCredit: 'adjustment_credit',
  adjustmentDebit: 'adjustment_debit',
} as const;

export function gameKey(provider: string, transactionId: string) {
  return `game:${provider}:${transactionId}`;
}

/**
 * The tombstone a rollback leaves for a bet it has not seen: scoped to the player (and the
 * provider), so one player's rollback can never reserve a transaction id another player's bet
 * then can't use. Its own prefix keeps it apart from every studio key.
 */
export function gameBlockedKey(provider: string, userId: number, transactionId: string) {
  return `game-blocked:${provider}:${userId}:${transactionId}`;
}

interface GameMovement {
  provider: string;
  transactionId: string;
  userId: number;
  amountMinor: number;
  /** The studio's request without its token: a replay must match it. */
  request: unknown;
  detail?: Record<string, unknown>;
  /** See EntrySpec.keyChecked. */
  keyChecked?: boolean;
  /**
   * A bet's caller looked this player's tombstone of it up in this transaction and found none.
   * On SQLite, whose writers are serial, nothing can have recorded one since, so gameBet does
   * not look again; on PostgreSQL a rollback may have committed one meanwhile, so it does.
   */
  blockedKeyChecked?: boolean;
  /**
   * The part of the amount that is bonus money: a stake's part taken from the
   * player's bonus account, a win's part paid back to it. Absent or 0: cash only, as before.
   */
  bonusMinor?: number;
  /** See EntrySpec.lastInTransaction: the caller writes nothing after this movement. */
  lastInTransaction?: boolean;
}

/**
 * A stake leaves the player's cash for the provider's clearing account, unless this player
 * rolled the bet back before it came. The tombstone is looked up once this transaction holds the
 * player's cash row, which a rollback locks before its own look: by the stake's own statement
 * when the row was held before it (PostgreSQL, the protection guard's lock), otherwise after
 * the stake moved (postEntry's refusedIfRecorded).
 */
export async function gameBet(tx: TxState, m: GameMovement): Promise<PostedEntry> {
  assertPositive(m.amountMinor);
  const lookAgain = !(m.blockedKeyChecked && writersAreSerial(tx.trx));
  return postEntry(tx, {
    kind: ENTRY_KINDS.gameBet,
    key: gameKey(m.provider, m.transactionId),
    cancelledBy: ENTRY_KINDS.gameBetBlocked,
    keyChecked: m.keyChecked,
    lastInTransaction: m.lastInTransaction,
    request: m.request,
    userId: m.userId,
    lines: [
      ...playerLines(m.userId, -m.amountMinor, -bonusPartOf(m), 'player_bonus'),
      {
        account: { kind: 'provider_clearing', provider: m.provider, shardBy: m.userId },
        amountMinor: m.amountMinor,
      },
    ],
    detail: m.detail,
    refusedIfRecorded: lookAgain
      ? {
          key: gameBlockedKey(m.provider, m.userId, m.transactionId),
          refusal: () => betRolledBackFirst(m.transactionId),
        }
      : undefined,
  });
}

/** The refusal of a bet whose rollback came first. */
export function betRolledBackFirst(transactionId: string) {
  return new LedgerError('CANCELLED_BEFORE_ARRIVAL', `${transactionId} was rolled back first`);
}

/**
 * The player's side of a game movement: `totalMinor` (negative for a stake) of which
 * `bonusMinor` goes to or from `bonusTo` (the bonus account, or promotion expense for the bonus
 * part of a win or refund whose bonus has ended) and the rest to or from cash.
 */
function playerLines(
  userId: number,
  totalMinor: number,
  bonusMinor: number,
  bonusTo: 'player_bonus' | 'promotion_expense',
): EntryLine[] {
  if (bonusMinor === 0) {
    return [{ account: { kind: 'player_cash', userId }, amountMinor: totalMinor }];
  }
  const lines: EntryLine[] = [];
  if (totalMinor !== bonusMinor) {
    lines.push({ account: { kind: 'player_cash', userId }, amountMinor: totalMinor - bonusMinor });
  }
  lines.push({
    account:
      bonusTo === 'player_bonus'
        ? { kind: 'player_bonus', userId }
        : { kind: 'promotion_expense', shardBy: userId },
    amountMinor: bonusMinor,
  });
  return lines;
}

/** The bonus part of a movement, checked: a whole number between 0 and the amount. */
function bonusPartOf(m: Pick<GameMovement, 'amountMinor' | 'bonusMinor'>): number {
  const bonus = m.bonusMinor ?? 0;
  if (!Number.isSafeInteger(bonus) || bonus < 0 || bonus > m.amountMinor) {
    throw new RangeError('the bonus part is a whole amount between 0 and the amount');
  }
  return bonus;
}

/**
 * A win comes back from the provider's clearing account; a zero win is recorded too. Its bonus
 * part goes to the bonus account, or to promotion expense when `bonusEnded` (the round's bonus
 * ended before the win came: the player keeps only the cash part; modules/bonus/wallet-win.ts).
 */
export async function gameWin(
  tx: TxState,
  m: GameMovement & { bonusEnded?: boolean },
): Promise<PostedEntry> {
  if (!Number.isSafeInteger(m.amountMinor) || m.amountMinor < 0) {
    throw new RangeError('a win is a non-negative integer amount');
  }
  const bonus = bonusPartOf(m);
  return postEntry(tx, {
    kind: ENTRY_KINDS.gameWin,
    key: gameKey(m.provider, m.transactionId),
    keyChecked: m.keyChecked,
    lastInTransaction: m.lastInTransaction,
    request: m.request,
    userId: m.userId,
    lines:
      m.amountMinor === 0
        ? []
        : [
            {
              account: { kind: 'provider_clearing', provider: m.provider, shardBy: m.userId },
              amountMinor: -m.amountMinor,
            },
            ...playerLines(
              m.userId,
              m.amountMinor,
              bonus,
              m.bonusEnded ? 'promotion_expense' : 'player_bonus',
            ),
          ],
    detail: m.detail,
  });
}

export interface RollbackResult {
  entry: PostedEntry;
  /** The bet it cancelled, when that bet had arrived. */
  bet: PostedEntry | null;
  refundedMinor: number;
  /** Of refundedMinor, the bet's bonus part back in the bonus account... */
  bonusRefundedMinor: number;
  /** ...or, its bonus having ended, paid to promotion expense instead. */
  bonusForfeitedMinor: number;
}

const NO_BONUS = { bonusRefundedMinor: 0, bonusForfeitedMinor: 0 } as const;

/**
 * Cancels a bet: its stake goes back to the player, once, however many rollbacks name it. A
 * rollback of a bet not seen yet is recorded and reserves the bet's key, so it is refused later.
 */
export async function gameRollback(
  tx: TxState,
  m: Omit<GameMovement, 'amountMinor'> & {
    referenceTransactionId: string;
    /** Runs before a stake is refunded; throws to refuse (e.g. the round is settled). */
    beforeRefund?: (bet: PostedEntry) => Promise<void>;
  },
): Promise<RollbackResult> {
  const key = gameKey(m.provider, m.transactionId);
  const own = await findEntry(tx.trx, key);
  const betKey = gameKey(m.provider, m.referenceTransactionId);
  let bet = await findEntry(tx.trx, betKey);
  if (own) {
    const entry = await postEntry(tx, rollbackSpec(m, key, [], null)); // replay or mismatch
    return { entry, bet: bet ? toPosted(bet, true) : null, refundedMinor: 0, ...NO_BONUS };
  }
  if (!bet) {
    // Look again holding the player's cash row, which a bet holds from its guard or its stake's
    // move: a bet of this player committing meanwhile is then either seen here or sees our
    // tombstone (on SQLite writers are serial, so nothing commits meanwhile).
    await lockPlayerAccount(tx, m.userId);
    bet = await findEntry(tx.trx, betKey);
  }
  if (bet && bet.user_id !== m.userId) {
    throw new LedgerError('WRONG_OWNER', 'the referenced bet belongs to another player');
  }
  if (!bet) {
    await blockUnseenBet(tx, m);
    const entry = await postEntry(tx, rollbackSpec(m, key, [], null));
    return { entry, bet: null, refundedMinor: 0, ...NO_BONUS };
  }
  if (bet.kind === ENTRY_KINDS.gameBetBlocked) {
    // A tombstone of the old, unscoped kind (before 2026-11-26) holds the bet's own key.
    const entry = await postEntry(tx, rollbackSpec(m, key, [], null));
    return { entry, bet: null, refundedMinor: 0, ...NO_BONUS };
  }
  if (bet.kind !== ENTRY_KINDS.gameBet) {
    throw new LedgerError('NOT_REVERSIBLE', 'only a bet can be rolled back');
  }
  const alreadyReversed = await tx.trx
    .selectFrom('journal_entries')
    .select('id')
    .where('reverses_entry_id', '=', bet.id)
    .executeTakeFirst();
  if (alreadyReversed) {
    const entry = await postEntry(tx, rollbackSpec(m, key, [], null));
    return { entry, bet: toPosted(bet, true), refundedMinor: 0, ...NO_BONUS };
  }
  const posted = toPosted(bet, true);
  await m.beforeRefund?.(posted);
  const stake = bet.amount_minor;
  const bonus = await bonusRefundOf(tx, bet.id, posted.detail.bonusId, m.userId);
  const entry = await postEntry(
    tx,
    rollbackSpec(
      m,
      key,
      [
        {
          account: { kind: 'provider_clearing', provider: m.provider, shardBy: m.userId },
          amountMinor: -stake,
        },
        ...playerLines(m.userId, stake, bonus.minor, bonus.to),
      ],
      bet.id,
      bonus.note,
    ),
  );
  // A concurrent replay of this very rollback may have committed first: then nothing moved here.
  if (entry.replayed) return { entry, bet: posted, refundedMinor: 0, ...NO_BONUS };
  const toBonus = bonus.to === 'player_bonus';
  return {
    entry,
    bet: posted,
    refundedMinor: stake,
    bonusRefundedMinor: toBonus ? bonus.minor : 0,
    bonusForfeitedMinor: toBonus ? 0 : bonus.minor,
  };
}

/**
 * Where a cancelled bet's bonus part goes: read from the bet's own lines (what left the bonus
 * account). Back to the bonus account while the bonus it came from is still the active one;
 * once that bonus has ended its money is gone (converted or forfeited), so the part goes to
 * promotion expense and the entry says why.
 */
async function bonusRefundOf(tx: TxState, betId: number, bonusId: unknown, userId: number) {
  const line = await tx.trx
    .selectFrom('journal_lines')
    .innerJoin('ledger_accounts', 'ledger_accounts.id', 'journal_lines.account_id')
    .select('journal_lines.amount_minor')
    .where('journal_lines.entry_id', '=', betId)
    .where('ledger_accounts.kind', '=', 'player_bonus')
    .executeTakeFirst();
  const minor = line ? -Number(line.amount_minor) : 0;
  if (minor <= 0) return { minor: 0, to: 'player_bonus' as const, note: undefined };
  // Held like a stake or a finish holds it, so the bonus can't end between this look and the
  // refund; cash first, then bonus, the order every bonus movement takes (no deadlock).
  await lockPlayerAccount(tx, userId);
  await lockBonusAccountOf(tx, userId);
  const active = await tx.trx
    .selectFrom('player_bonuses')
    .select('id')
    .where('id', '=', Number(bonusId))
    .where('status', '=', 'active')
    .executeTakeFirst();
  if (active) return { minor, to: 'player_bonus' as const, note: undefined };
  return {
    minor,
    to: 'promotion_expense' as const,
    note: {
      bonusForfeitedMinor: minor,
      bonusNote: `bonus ${String(bonusId)} ended before this rollback: its part went to promotion expense`,
    },
  };
}

/** The bonus account's row lock (see modules/bonus/lifecycle.ts lockBonusAccount). */
async function lockBonusAccountOf(tx: TxState, userId: number) {
  await tx.trx
    .updateTable('ledger_accounts')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('kind', '=', 'player_bonus')
    .where('owner', '=', String(userId))
    .execute();
}

/** Records the player's tombstone for a bet not seen yet (a zero-line entry). */
async function blockUnseenBet(
  tx: TxState,
  m: Omit<GameMovement, 'amountMinor'> & { referenceTransactionId: string },
) {
  const key = gameBlockedKey(m.provider, m.userId, m.referenceTransactionId);
  if (await findEntry(tx.trx, key)) return; // another rollback of the same bet recorded it
  await postEntry(tx, {
    kind: ENTRY_KINDS.gameBetBlocked,
    key,
    request: { blockedBy: m.transactionId },
    userId: m.userId,
    lines: [],
    detail: { blockedBy: m.transactionId, referenceTransactionId: m.referenceTransactionId },
  }).catch((error: unknown) => {
    // Another rollback of the same bet recorded its tombstone between our look and our write.
    if (error instanceof LedgerError && error.code === 'DUPLICATE_MISMATCH') {
      throw new RaceLost(`bet ${m.referenceTransactionId} was blocked meanwhile`);
    }
    throw error;
  });
}

function rollbackSpec(
  m: Omit<GameMovement, 'amountMinor'> & { referenceTransactionId: string },
  key: string,
  lines: Parameters<typeof postEntry>[1]['lines'],
  reversesEntryId: number | null,
  note?: Record<string, unknown>,
) {
  return {
    kind: ENTRY_KINDS.gameRollback,
    key,
    request: m.request,
    userId: m.userId,
    lines,
    reversesEntryId,
    detail: { ...m.detail, referenceTransactionId: m.referenceTransactionId, ...note },
  };
}

/** An operator's correction, against the house, with the reason recorded on the entry. */
export async function operatorAdjustment(
  tx: TxState,
  a: {
    direction: 'credit' | 'debit';
    userId: number;
    amountMinor: number;
    reason: string;
    key: string;
    actor: string;
  },
): Promise<PostedEntry> {
  assertPositive(a.amountMinor);
  const sign = a.direction === 'credit' ? 1 : -1;
  return postEntry(tx, {
    kind: a.direction === 'credit' ? ENTRY_KINDS.adjustmentCredit : ENTRY_KINDS.adjustmentDebit,
    key: `adjust:${a.key}`,
    request: {
      userId: a.userId,
      amountMinor: a.amountMinor,
      direction: a.direction,
      reason: a.reason,
    },
    userId: a.userId,
    lines: [
      { account: { kind: 'player_cash', userId: a.userId }, amountMinor: sign * a.amountMinor },
      { account: { kind: 'house', shardBy: a.userId }, amountMinor: -sign * a.amountMinor },
    ],
    reason: a.reason,
    detail: { actor: a.actor },
  });
}

function assertPositive(amountMinor: number) {
  if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0) {
    throw new RangeError('the amount must be a positive integer number of minor units');
  }
}
