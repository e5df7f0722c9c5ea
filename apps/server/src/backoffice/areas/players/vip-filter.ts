// The VIP level filter: a level is computed from the journal (modules/engagement/vip), never stored, so
// the candidates the SQL filters leave are matched one by one, as segments do. A bound keeps
// one list call from walking every player: past it, staff are asked to narrow the filter.
import type { Kysely } from 'kysely';
import type { PlayerFilter } from '@talih/contracts/backoffice/player-list.ts';
import type { DB } from '../../../db/schema.ts';
import { AppError } from '../../../http/errors.ts';
import { levelFor, playerActivity, vipLevels } from '../../../modules/engagement/vip/vip.ts';

export const VIP_CANDIDATES_MAX = 5_000;

export const needsVip = (f: PlayerFilter) => f.vipMin !== null || f.vipMax !== null;

/** The candidates (in their order) whose VIP level is within the filter's range. */
export async function matchVip(db: Kysely<DB>, candidates: number[], f: PlayerFilter) {
  if (candidates.length > VIP_CANDIDATES_MAX) {
    throw new AppError('backoffice.errors.narrowFilter', { max: VIP_CANDIDATES_MAX });
  }
  const levels = await vipLevels(db);
  const kept: number[] = [];
  for (const id of candidates) {
    const level = levelFor(levels, await playerActivity(db, id)).level;
    if ((f.vipMin === null || level >= f.vipMin) && (f.vipMax === null || level <= f.vipMax)) {
      kept.push(id);
    }
  }
  return kept;
}
