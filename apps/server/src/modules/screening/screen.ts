// Screening players against the sanctions and PEP list: at the basic KYC level (where a player
// first gives their name and birth date), again whenever either changes, and daily for every
// player with a name. A match at or above the threshold is a hit: recorded once per player and
// entry, a risk alert raised with the matched entry, and the player's deposits and withdrawals
// held (accounts/blocks.ts) until staff clear it (a second approver) or confirm it.
import type { Kysely } from 'kysely';
import type { DB, ScreeningHitsTable } from '../../db/schema.ts';
import { raiseAlert } from '../risk/alerts.ts';
import type { Services } from '../../services.ts';
import { findMatches, type ScreeningMatch } from './find.ts';
import { screeningList } from './list.ts';
import { screeningListPath } from './settings.ts';

export const SCREENING_ALERT_KIND = 'screening_hit';
type Trigger = ScreeningHitsTable['trigger'];

/** Whether the player has a hit staff have not cleared: money in and out wait. */
export async function screeningHold(db: Kysely<DB>, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('screening_hits')
    .select('id')
    .where('user_id', '=', userId)
    .where('status', 'in', ['open', 'confirmed'])
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

function entryOf(m: ScreeningMatch) {
  const p = m.person;
  return {
    id: p.id,
    caption: p.caption,
    names: p.names.slice(0, 10),
    birthDates: p.birthDates,
    countries: p.countries,
    topics: p.topics,
    datasets: p.datasets,
  };
}

/** Records the hits of one player; answers how many are new. */
async function recordHits(
  services: Services,
  userId: number,
  screened: { name: string; birthDate: string | null },
  matches: ScreeningMatch[],
  trigger: Trigger,
  now: number,
): Promise<number> {
  let fresh = 0;
  for (const m of matches) {
    const entry = entryOf(m);
    const inserted = await services.db
      .insertInto('screening_hits')
      .values({
        user_id: userId,
        entity_id: m.person.id.slice(0, 200),
        caption: m.person.caption.slice(0, 300),
        matched_name: m.matchedName.slice(0, 300),
        screened_name: screened.name.slice(0, 300),
        score_pm: Math.round(m.score * 1000),
        entry: JSON.stringify(entry),
        trigger,
        status: 'open',
        decided_by: null,
        decided_at: null,
        note: null,
        created_at: now,
      })
      .onConflict((oc) => oc.columns(['user_id', 'entity_id']).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) !== 1) continue;
    fresh++;
    await raiseAlert(
      services.db,
      {
        kind: SCREENING_ALERT_KIND,
        userId,
        details: {
          score: Math.round(m.score * 1000) / 1000,
          screenedName: screened.name,
          screenedBirthDate: screened.birthDate,
          matchedName: m.matchedName,
          entry,
          trigger,
        },
        dedupeKey: `screening:${userId}:${m.person.id}`,
      },
      now,
    );
  }
  return fresh;
}

/** Screens one player by their KYC name and birth date; answers the new hits. */
export async function screenPlayer(
  services: Services,
  userId: number,
  trigger: Trigger,
  now = Date.now(),
): Promise<number> {
  const file = screeningListPath(services.config);
  if (!file) return 0;
  const profile = await services.db
    .selectFrom('kyc_profiles')
    .select(['full_name', 'birth_date'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!profile?.full_name) return 0;
  const list = await screeningList(file);
  const screened = { name: profile.full_name, birthDate: profile.birth_date };
  const matches = findMatches(list, screened, services.config.SCREENING_THRESHOLD);
  return recordHits(services, userId, screened, matches, trigger, now);
}

/** The daily run: every player with a name, in batches by id; answers players and new hits. */
export async function screenEveryone(services: Services, now = Date.now()) {
  const file = screeningListPath(services.config);
  if (!file) return { players: 0, hits: 0 };
  const list = await screeningList(file);
  const batch = services.config.SCREENING_BATCH;
  let after = 0;
  let players = 0;
  let hits = 0;
  // Bounded: each batch moves `after` forward, and there are finitely many players.
  for (;;) {
    const rows = await services.db
      .selectFrom('kyc_profiles')
      .select(['user_id', 'full_name', 'birth_date'])
      .where('user_id', '>', after)
      .where('full_name', 'is not', null)
      .orderBy('user_id')
      .limit(batch)
      .execute();
    if (rows.length === 0) break;
    for (const r of rows) {
      const screened = { name: r.full_name!, birthDate: r.birth_date };
      const matches = findMatches(list, screened, services.config.SCREENING_THRESHOLD);
      hits += await recordHits(services, Number(r.user_id), screened, matches, 'daily', now);
    }
    players += rows.length;
    after = Number(rows.at(-1)!.user_id);
  }
  return { players, hits };
}
