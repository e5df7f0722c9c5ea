// The feed's fixtures and event states into sport_sports, sport_leagues and sport_events, and
// its bet stops into the markets. Each insert tolerates a racing twin (ON CONFLICT DO NOTHING,
// then read back), as several instances may apply one feed.
import type { Kysely } from 'kysely';
import type { SportCode } from '@talih/contracts/sport.ts';
import type { DB } from '../../../db/schema.ts';
import type {
  FeedEventState,
  FeedFixture,
  FeedLeague,
  FeedMarketKey,
} from '../../../adapters/sports/port.ts';
import { SPORT_ORDER } from './views.ts';

export async function eventRowByRef(db: Kysely<DB>, ref: string) {
  return db.selectFrom('sport_events').selectAll().where('feed_ref', '=', ref).executeTakeFirst();
}

/** The events of the refs known, in one query. */
export async function eventRowsByRefs(db: Kysely<DB>, refs: string[]) {
  if (refs.length === 0) return [];
  return db.selectFrom('sport_events').selectAll().where('feed_ref', 'in', refs).execute();
}

/**
 * A new fixture is inserted; a known one takes the new teams and start time. Answers the id
 * of a known event (its change is announced), or null for a new one.
 */
export async function applyFixture(
  db: Kysely<DB>,
  f: FeedFixture,
  now: () => number,
): Promise<number | null> {
  const sport = await ensureSport(db, f.league.sport);
  const leagueId = await ensureLeague(db, sport, f.league);
  const existing = await eventRowByRef(db, f.ref);
  if (existing) {
    await db
      .updateTable('sport_events')
      .set({ home: f.home, away: f.away, start_at: f.startAt, updated_at: now() })
      .where('id', '=', existing.id)
      .execute();
    return existing.id;
  }
  await db
    .insertInto('sport_events')
    .values({
      league_id: leagueId,
      feed_ref: f.ref,
      home: f.home,
      away: f.away,
      start_at: f.startAt,
      status: 'not_started',
      home_score: 0,
      away_score: 0,
      clock: '',
      updated_at: now(),
    })
    .onConflict((oc) => oc.column('feed_ref').doNothing())
    .execute();
  return null;
}

export async function applyEventState(
  db: Kysely<DB>,
  eventId: number,
  state: FeedEventState,
  now: number,
) {
  await db
    .updateTable('sport_events')
    .set({
      status: state.status,
      home_score: state.homeScore,
      away_score: state.awayScore,
      clock: state.clock,
      updated_at: now,
    })
    .where('id', '=', eventId)
    .execute();
}

/** Suspends the event's markets not settled (those named, or all). */
export async function stopBetting(db: Kysely<DB>, eventId: number, markets?: FeedMarketKey[]) {
  let q = db
    .updateTable('sport_markets')
    .set((eb) => ({
      status: 'suspended' as const,
      feed_status: 'suspended' as const,
      version: eb('version', '+', 1),
    }))
    .where('event_id', '=', eventId)
    .where('status', '!=', 'settled');
  if (markets && markets.length > 0) {
    q = q.where((eb) =>
      eb.or(markets.map((m) => eb.and([eb('type', '=', m.type), eb('line', '=', m.line)]))),
    );
  }
  await q.execute();
}

async function ensureLeague(db: Kysely<DB>, sportId: number, league: FeedLeague) {
  const find = () => db.selectFrom('sport_leagues').select('id').where('feed_ref', '=', league.ref);
  const row = await find().executeTakeFirst();
  if (row) return row.id;
  await db
    .insertInto('sport_leagues')
    .values({
      sport_id: sportId,
      feed_ref: league.ref,
      country_code: league.country,
      name: league.name,
      sort: league.sort,
    })
    .onConflict((oc) => oc.column('feed_ref').doNothing())
    .execute();
  return (await find().executeTakeFirstOrThrow()).id;
}

async function ensureSport(db: Kysely<DB>, code: SportCode): Promise<number> {
  const find = () =>
    db.selectFrom('sport_sports').select('id').where('code', '=', code).executeTakeFirst();
  let row = await find();
  if (!row) {
    await db
      .insertInto('sport_sports')
      .values({ code, sort: SPORT_ORDER.indexOf(code) })
      .onConflict((oc) => oc.column('code').doNothing())
      .execute();
    row = await find();
  }
  if (!row) throw new Error(`sport ${code} could not be created`);
  return row.id;
}

/** Suspends every market not settled of the prefix's events not ended; answers their events. */
export async function stopBettingAll(db: Kysely<DB>, refPrefix: string) {
  const events = await db
    .selectFrom('sport_events')
    .select('id')
    .where('feed_ref', 'like', `${refPrefix}:%`)
    .where('status', 'in', ['not_started', 'live'])
    .execute();
  if (events.length === 0) return { events: [], markets: 0 };
  const ids = events.map((e) => e.id);
  const r = await db
    .updateTable('sport_markets')
    .set((eb) => ({
      status: 'suspended' as const,
      feed_status: 'suspended' as const,
      version: eb('version', '+', 1),
    }))
    .where('event_id', 'in', ids)
    .where('status', '!=', 'settled')
    .executeTakeFirst();
  return { events: ids, markets: Number(r.numUpdatedRows) };
}
