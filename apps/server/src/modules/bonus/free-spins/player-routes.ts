// /bonus/freeSpins: the caller's own free spins with rounds left (filtered by the caller's id).
import { listMyFreeSpins, type FreeSpinsView } from '@talih/contracts/bonus.ts';
import type { Language } from '@talih/contracts/i18n.ts';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import type { CallRegistry } from '../../../http/calls.ts';
import type { Services } from '../../../services.ts';
import { titleIn } from '../player-routes.ts';
import { parseRules } from '../rules.ts';

/** A player holds few awards at once; this bounds the answer all the same. */
const MAX_LISTED = 50;

export async function myFreeSpins(
  db: Kysely<DB>,
  userId: number,
  lang: Language,
  now = Date.now(),
  onlyAwardId: number | null = null,
): Promise<FreeSpinsView[]> {
  let query = db
    .selectFrom('free_spin_awards as a')
    .innerJoin('games as g', 'g.id', 'a.game_id')
    .innerJoin('bonus_template_versions as v', 'v.id', 'a.version_id')
    .select([
      'a.id',
      'a.game_id',
      'a.spins_total',
      'a.spins_used',
      'a.spin_value_minor',
      'a.wins_minor',
      'a.wins_as',
      'a.expires_at',
      'g.name as game_name',
      'v.title as title_json',
      'v.rules as rules_json',
    ])
    .where('a.user_id', '=', userId)
    .where('a.status', 'in', ['pending', 'active'])
    .where('a.expires_at', '>', now);
  if (onlyAwardId !== null) query = query.where('a.id', '=', onlyAwardId);
  const rows = await query.orderBy('a.id').limit(MAX_LISTED).execute();
  return rows.map((r) => ({
    id: Number(r.id),
    title: titleIn(r.title_json, lang),
    gameId: Number(r.game_id),
    gameName: r.game_name,
    spinsTotal: Number(r.spins_total),
    spinsLeft: Number(r.spins_total) - Number(r.spins_used),
    spinValueMinor: Number(r.spin_value_minor),
    winsMinor: Number(r.wins_minor),
    winsAs: r.wins_as,
    wageringMultiple: parseRules(r.rules_json).wageringMultiple,
    expiresAt: Number(r.expires_at),
  }));
}

export function registerFreeSpinsCall(calls: CallRegistry, services: Services) {
  calls.register(listMyFreeSpins, async ({ auth, lang }) => ({
    list: await myFreeSpins(services.db, auth.userId, lang),
  }));
}
