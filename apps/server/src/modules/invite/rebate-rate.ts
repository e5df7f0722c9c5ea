// The rebate rate of an inviter: a share of their invitees' stakes, at the rate of the
// inviter's VIP level (`vip_levels.rebate_bps`, set by the operator; 100 bps = 1%).
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { rebateRateBpsOf } from '../engagement/vip/vip.ts';

export async function rebateRateBps(db: Kysely<DB>, userId: number): Promise<number> {
  return rebateRateBpsOf(db, userId);
}
