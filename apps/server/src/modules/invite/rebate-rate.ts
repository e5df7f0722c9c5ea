// The rebate rate of an inviter: a share of their invitees' stakes, by the inviter's VIP level.
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/**
 * The operator's default rates by VIP level, in basis points (100 = 1% of the invitees'
 * stakes). The VIP levels are built separately; until they are wired in, every inviter is
 * read at level 0. The lead replaces the level lookup below with the player's VIP level.
 */
export const DEFAULT_REBATE_RATE_BPS_BY_LEVEL: Readonly<Record<number, number>> = {
  0: 50,
  1: 60,
  2: 70,
  3: 80,
  4: 100,
  5: 120,
};

export async function rebateRateBps(_db: Kysely<DB>, _userId: number): Promise<number> {
  void _db;
  void _userId;
  // For now level 0 for everyone (see above): no VIP level exists to read yet.
  const level = 0;
  return DEFAULT_REBATE_RATE_BPS_BY_LEVEL[level] ?? 0;
}
