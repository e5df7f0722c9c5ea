// The sandbox feed's fixtures: every league kept stocked with upcoming matches (a team plays
// one at a time), and the next match of a sport kicked off while fewer than `livePerSport`
// of it are live.
import type { SportCode } from '@talih/contracts/sport.ts';
import { marketsFor } from './model.ts';
import type { SandboxCtx } from './sandbox-context.ts';
import { SANDBOX_LEAGUES, SANDBOX_REF_PREFIX, type LeagueDef } from './sandbox-leagues.ts';
import {
  PRE_MATCH_ONLY,
  kickOffState,
  liveMarkets,
  stateOf,
  type LiveMatch,
} from './sandbox-match.ts';

export async function topUp(c: SandboxCtx) {
  const t = c.now();
  const upcoming = await c.db
    .selectFrom('sport_events as e')
    .innerJoin('sport_leagues as l', 'l.id', 'e.league_id')
    .select(['l.feed_ref', c.db.fn.countAll<number>().as('n')])
    .where('e.status', '=', 'not_started')
    .where('e.feed_ref', 'like', `${SANDBOX_REF_PREFIX}:%`)
    .groupBy('l.feed_ref')
    .execute();
  const busyRows = await c.db
    .selectFrom('sport_events')
    .select(['home', 'away'])
    .where('status', 'in', ['not_started', 'live'])
    .where('feed_ref', 'like', `${SANDBOX_REF_PREFIX}:%`)
    .execute();
  // A team plays one fixture at a time.
  const busy = new Set(busyRows.flatMap((r) => [r.home, r.away]));
  for (const league of SANDBOX_LEAGUES) {
    const have = Number(upcoming.find((u) => u.feed_ref === league.ref)?.n ?? 0);
    for (let i = have; i < c.upcomingPerLeague; i++) {
      if (!(await addFixture(c, league, busy, t))) break;
    }
  }
}

/** One upcoming match of two free teams of the league; false when fewer than two are free. */
async function addFixture(c: SandboxCtx, league: LeagueDef, busy: Set<string>, t: number) {
  const { rand, pick } = c.random;
  const free = league.teams.filter((team) => !busy.has(team));
  if (free.length < 2) return false;
  const home = pick(free);
  const away = pick(free.filter((team) => team !== home));
  busy.add(home);
  busy.add(away);
  // Quarter-hour kick-offs from 20 minutes to two days ahead.
  const ahead = 20 * 60_000 + Math.floor(rand() * 48 * 4) * 15 * 60_000;
  const startAt = Math.ceil((t + ahead) / 900_000) * 900_000;
  const ref = `${SANDBOX_REF_PREFIX}:${league.ref.split(':')[1]}:${t.toString(36)}${c.nextSeq().toString(36)}`;
  await c.handlers.fixtureChange({ ref, league, home, away, startAt });
  const state = kickOffState(league.sport, home, away);
  await c.handlers.oddsChange(
    ref,
    marketsFor(state, false).map((mk) => ({
      ...mk,
      inPlay: !PRE_MATCH_ONLY.has(mk.type) || league.sport !== 'football',
    })),
  );
  return true;
}

export async function kickOffs(c: SandboxCtx) {
  for (const sport of ['football', 'basketball', 'tennis'] as SportCode[]) {
    const playing = [...c.live.values()].filter((m) => m.sport === sport).length;
    if (playing >= c.livePerSport) continue;
    const next = await c.db
      .selectFrom('sport_events as e')
      .innerJoin('sport_leagues as l', 'l.id', 'e.league_id')
      .innerJoin('sport_sports as s', 's.id', 'l.sport_id')
      .select(['e.feed_ref', 'e.home', 'e.away', 'l.feed_ref as league_ref'])
      .where('s.code', '=', sport)
      .where('e.status', '=', 'not_started')
      .where('e.feed_ref', 'like', `${SANDBOX_REF_PREFIX}:%`)
      .orderBy('e.start_at')
      .limit(c.livePerSport - playing)
      .execute();
    for (const e of next) await kickOff(c, sport, e);
  }
}

async function kickOff(
  c: SandboxCtx,
  sport: SportCode,
  e: { feed_ref: string; home: string; away: string; league_ref: string },
) {
  const league = SANDBOX_LEAGUES.find((l) => l.ref === e.league_ref);
  if (!league) return;
  // The sandbox brings the kick-off forward to now, as a real feed moves a start time.
  await c.handlers.fixtureChange({
    ref: e.feed_ref,
    league,
    home: e.home,
    away: e.away,
    startAt: c.now(),
  });
  const m: LiveMatch = {
    ref: e.feed_ref,
    sport,
    minute: 0,
    suspended: 0,
    done: false,
    state: kickOffState(sport, e.home, e.away),
  };
  c.live.set(m.ref, m);
  await c.handlers.oddsChange(m.ref, liveMarkets(m), stateOf(m));
}
