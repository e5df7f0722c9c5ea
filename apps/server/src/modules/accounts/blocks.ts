// Blocks staff put on a player (back-office): a blocked scope refuses the player's
// own calls for it with a message in their language. The rows are written by the back-office
// players area; reading them here keeps every player path on one rule.
import type { Kysely } from 'kysely';
import type { DB, PlayerBlockScope } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { screeningHold } from '../screening/screen.ts';

export const BLOCK_SCOPES: readonly PlayerBlockScope[] = ['deposit', 'bet', 'withdraw', 'login'];

export async function isBlocked(
  db: Kysely<DB>,
  userId: number,
  scope: PlayerBlockScope,
): Promise<boolean> {
  const row = await db
    .selectFrom('player_blocks')
    .select('id')
    .where('user_id', '=', userId)
    .where('scope', '=', scope)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Refuses the call when staff blocked this scope for the player, or, for money in and out,
 * while a sanctions or PEP screening hit waits for staff (modules/screening/screen.ts). The
 * player is told their account is under review, never why: that would tip them off.
 */
export async function refuseIfBlocked(db: Kysely<DB>, userId: number, scope: PlayerBlockScope) {
  if (await isBlocked(db, userId, scope)) throw new AppError(`errors.blocked.${scope}`);
  if ((scope === 'deposit' || scope === 'withdraw') && (await screeningHold(db, userId))) {
    throw new AppError('errors.screening.held');
  }
}
