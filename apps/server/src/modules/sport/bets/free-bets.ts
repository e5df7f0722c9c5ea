// Sport free bets (bonus kind 'sport_free_bet'): a token worth the rules'
// freeBetMinor, usable once, on a single the player chooses it for. Its stake comes from
// promotion expense (no money moves at the grant); a win pays the winnings only (payout less
// stake) as cash, a loss pays nothing, and a void gives the token back (or lets it expire when
// its time has passed). A token is claimed with a conditional UPDATE in the bet's transaction,
// so of any number of slips racing for it exactly one places.
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { AppError } from '../../../http/errors.ts';
import type { TxState } from '../../../ledger/post.ts';

const DAY_MS = 86_400_000;

export interface FreeBetGrant {
  userId: number;
  amountMinor: number;
  /** One token per key, however often the trigger fires. */
  grantKey: string;
  expiryDays: number;
  templateId?: number | null;
  versionId?: number | null;
  grantedBy?: string | null;
}

/** Records a token (idempotent by grant key); answers its id. */
export async function grantFreeBet(tx: TxState, g: FreeBetGrant): Promise<number> {
  if (!Number.isSafeInteger(g.amountMinor) || g.amountMinor <= 0) {
    throw new RangeError('a free bet is a positive integer amount');
  }
  await tx.trx
    .insertInto('sport_free_bets')
    .values({
      user_id: g.userId,
      template_id: g.templateId ?? null,
      version_id: g.versionId ?? null,
      grant_key: g.grantKey,
      amount_minor: g.amountMinor,
      status: 'available',
      bet_no: null,
      expires_at: tx.now + g.expiryDays * DAY_MS,
      granted_by: g.grantedBy ?? null,
      created_at: tx.now,
      updated_at: tx.now,
    })
    .onConflict((oc) => oc.column('grant_key').doNothing())
    .execute();
  const row = await tx.trx
    .selectFrom('sport_free_bets')
    .select('id')
    .where('grant_key', '=', g.grantKey)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The player's usable tokens, soonest to expire first. */
export async function availableFreeBets(db: Kysely<DB>, userId: number, now: number) {
  return db
    .selectFrom('sport_free_bets')
    .select(['id', 'amount_minor', 'expires_at'])
    .where('user_id', '=', userId)
    .where('status', '=', 'available')
    .where('expires_at', '>', now)
    .orderBy('expires_at')
    .orderBy('id')
    .limit(50)
    .execute();
}

/** A token the player may use now, or the reason they can't. */
export async function usableFreeBet(db: Kysely<DB>, userId: number, id: number, now: number) {
  const row = await db
    .selectFrom('sport_free_bets')
    .select(['id', 'amount_minor', 'status', 'expires_at'])
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row || row.status !== 'available' || Number(row.expires_at) <= now) {
    throw new AppError('errors.sport.freeBetGone');
  }
  return { id: row.id, amountMinor: Number(row.amount_minor) };
}

/** Takes the token for the bet; refused when another slip (or time) took it first. */
export async function claimFreeBet(tx: TxState, userId: number, id: number, betNo: string) {
  const updated = await tx.trx
    .updateTable('sport_free_bets')
    .set({ status: 'used', bet_no: betNo, updated_at: tx.now })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('status', '=', 'available')
    .where('expires_at', '>', tx.now)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) throw new AppError('errors.sport.freeBetGone');
}

/** A voided free bet gives its token back, or lets it expire once its time has passed. */
export async function returnFreeBet(tx: TxState, id: number, betNo: string) {
  const row = await tx.trx
    .selectFrom('sport_free_bets')
    .select('expires_at')
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return;
  await tx.trx
    .updateTable('sport_free_bets')
    .set({
      status: Number(row.expires_at) > tx.now ? 'available' : 'expired',
      bet_no: null,
      updated_at: tx.now,
    })
    .where('id', '=', id)
    .where('bet_no', '=', betNo)
    .execute();
}

/** What a free bet pays the player for a payout: the winnings, never the stake. */
export function freeBetWinningsMinor(stakeMinor: number, payoutMinor: number) {
  return Math.max(0, payoutMinor - stakeMinor);
}
