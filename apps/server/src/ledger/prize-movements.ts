// Prizes the operator gives away: mail attachments, sign-in days, wheel spins, promotion
// rewards, invite rebates, the invite-to-unlock prize. Each is paid from the promotion
// expense account (so reconcile can say what promotions cost) into the player's cash, once:
// the idempotency key names the prize's source and its own record, so a claim repeated or
// raced by any number of requests posts one entry and the others replay it.
import { postEntry, type PostedEntry, type TxState } from './post.ts';

export const PRIZE_ENTRY_KIND = 'prize_credit';

/** Where a prize comes from; part of the key, so two features never share one. */
export type PrizeSource = 'mail' | 'sign_in' | 'wheel' | 'promotion' | 'rebate' | 'pdd' | 'vip';

export const prizeKey = (source: PrizeSource, reference: string) => `prize:${source}:${reference}`;

export interface PrizeMovement {
  source: PrizeSource;
  /** The prize's own record (a mail id, a user+day, a spin id…): one payment per reference. */
  reference: string;
  userId: number;
  amountMinor: number;
  reason?: string;
  detail?: Record<string, unknown>;
}

export async function prizeCredit(tx: TxState, m: PrizeMovement): Promise<PostedEntry> {
  if (!Number.isSafeInteger(m.amountMinor) || m.amountMinor <= 0) {
    throw new RangeError('the amount must be a positive integer number of minor units');
  }
  return postEntry(tx, {
    kind: PRIZE_ENTRY_KIND,
    key: prizeKey(m.source, m.reference),
    request: {
      source: m.source,
      reference: m.reference,
      userId: m.userId,
      amountMinor: m.amountMinor,
    },
    userId: m.userId,
    lines: [
      { account: { kind: 'promotion_expense', shardBy: m.userId }, amountMinor: -m.amountMinor },
      { account: { kind: 'player_cash', userId: m.userId }, amountMinor: m.amountMinor },
    ],
    reason: m.reason ?? null,
    detail: { source: m.source, reference: m.reference, ...m.detail },
  });
}
