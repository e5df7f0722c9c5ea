// What staff do to a player: block or unblock a scope, reset the withdrawal password, end
// every session, write a note, adjust the balance. Each answers what it changed (before and
// after) for the staff audit log; the staff call writes that entry.
import type { Kysely, Transaction } from 'kysely';
import type { DB, PlayerBlockScope } from '../../../db/schema.ts';
import { AppError } from '../../../http/errors.ts';
import { LedgerError } from '../../../ledger/errors.ts';
import { revokeUserSessions } from '../../../sessions/sessions.ts';
import { postAdjustment } from '../../../modules/payments/adjustments.ts';
import type { Services } from '../../../services.ts';
import { balancesOf } from './profile.ts';

export async function requirePlayer(db: Kysely<DB>, userId: number) {
  const user = await db
    .selectFrom('users')
    .select(['id', 'withdraw_password_hash'])
    .where('id', '=', userId)
    .where('role', '=', 'player')
    .executeTakeFirst();
  if (!user) throw new AppError('errors.boPlayers.notFound');
  return user;
}

async function scopesOf(db: Kysely<DB>, userId: number) {
  const rows = await db
    .selectFrom('player_blocks')
    .select('scope')
    .where('user_id', '=', userId)
    .orderBy('scope')
    .execute();
  return rows.map((r) => r.scope);
}

/** Blocks or lifts the given scopes; a login block also ends every live session. */
export async function setBlocks(
  db: Kysely<DB>,
  input: { userId: number; block: PlayerBlockScope[]; unblock: PlayerBlockScope[]; reason: string },
  staffName: string,
  now = Date.now(),
) {
  await requirePlayer(db, input.userId);
  const before = await scopesOf(db, input.userId);
  await db.transaction().execute(async (trx) => {
    for (const scope of input.block) {
      await trx
        .insertInto('player_blocks')
        .values({
          user_id: input.userId,
          scope,
          reason: input.reason,
          staff_name: staffName,
          created_at: now,
        })
        .onConflict((oc) => oc.columns(['user_id', 'scope']).doNothing())
        .execute();
    }
    if (input.unblock.length > 0) {
      await trx
        .deleteFrom('player_blocks')
        .where('user_id', '=', input.userId)
        .where('scope', 'in', input.unblock)
        .execute();
    }
    if (input.block.includes('login')) await revokeUserSessions(trx, input.userId, now);
  });
  return { before: { blocks: before }, after: { blocks: await scopesOf(db, input.userId) } };
}

/** Clears the withdrawal password: the player sets a new one (with an SMS code) to withdraw. */
export async function resetWithdrawPassword(db: Kysely<DB>, userId: number) {
  const user = await requirePlayer(db, userId);
  await db
    .updateTable('users')
    .set({ withdraw_password_hash: null, updated_at: Date.now() })
    .where('id', '=', userId)
    .execute();
  return {
    before: { hasWithdrawPassword: user.withdraw_password_hash !== null },
    after: { hasWithdrawPassword: false },
  };
}

/** Ends every live session of the player; answers how many were live. */
export async function forceLogout(db: Kysely<DB>, userId: number, now = Date.now()) {
  await requirePlayer(db, userId);
  const live = await db
    .selectFrom('sessions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirstOrThrow();
  await revokeUserSessions(db, userId, now);
  return { before: { liveSessions: Number(live.n) }, after: { liveSessions: 0 } };
}

export async function addNote(db: Kysely<DB>, userId: number, body: string, staffName: string) {
  await requirePlayer(db, userId);
  const row = await db
    .insertInto('player_notes')
    .values({ user_id: userId, staff_name: staffName, body, created_at: Date.now() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { noteId: Number(row.id) };
}

export interface AdjustPayload {
  userId: number;
  direction: 'credit' | 'debit';
  amountMinor: number;
  reason: string;
  /** Idempotency key: the approval's, or the request's. */
  key: string;
}

/** Posts a manual adjustment through the same service as `talih credit|debit`. */
export interface AdjustResult {
  entryId: number;
  replayed: boolean;
  before: { cashMinor: number };
  after: { cashMinor: number };
}

/**
 * Posts a manual adjustment through the same service as `talih credit|debit`; `audit` runs
 * in the posting's transaction, so the staff audit row commits with the money or not at all.
 */
export async function adjustPlayer(
  services: Pick<Services, 'ledger' | 'db'>,
  payload: AdjustPayload,
  staffName: string,
  audit?: (trx: Transaction<DB>, result: AdjustResult) => Promise<void>,
): Promise<AdjustResult> {
  await requirePlayer(services.db, payload.userId);
  const before = await balancesOf(services.db, payload.userId);
  const resultOf = (entry: {
    entryId: number;
    replayed: boolean;
    playerBalanceMinor?: number | null;
  }) => ({
    entryId: entry.entryId,
    replayed: entry.replayed,
    before: { cashMinor: before.cashMinor },
    after: { cashMinor: entry.playerBalanceMinor ?? 0 },
  });
  try {
    const entry = await postAdjustment(
      services,
      { ...payload, actor: `staff:${staffName}`, actorType: 'staff' },
      audit && ((trx, posted) => audit(trx, resultOf(posted))),
    );
    return resultOf(entry);
  } catch (e) {
    if (e instanceof LedgerError && e.code === 'INSUFFICIENT_FUNDS') {
      throw new AppError('errors.boPlayers.insufficient');
    }
    throw e;
  }
}
