// The sandbox odds feed: what a licensed data provider would send, made up. It keeps every
// league stocked with upcoming fixtures, kicks off the next match of a sport while fewer than
// `livePerSport` are live, plays matches minute by minute (goals, points, games; the clock;
// odds moving with the score; all markets suspended for a tick around a goal), and settles
// every market at the final whistle. Deterministic from its seed and clock, so tests can drive
// it tick by tick; in the server it ticks every SPORT_FEED_TICK_MS.
import type { Kysely } from 'kysely';
import type { SportCode } from '@talih/contracts/sport.ts';
import type { DB } from '../../../db/schema.ts';
import { marketsFor, settleMarket, type MatchState } from './model.ts';
import type { FeedLeague, FeedResult, OddsFeed, OddsFeedHandlers } from './types.ts';

export const SANDBOX_REF_PREFIX = 'sbx';

interface LeagueDef extends FeedLeague {
  teams: string[];
}

const L = (
  sport: SportCode,
  ref: string,
  country: string,
  name: string,
  sort: number,
  teams: string[],
): LeagueDef => ({
  ref: `${SANDBOX_REF_PREFIX}:${ref}`,
  sport,
  country,
  name,
  sort,
  teams,
});

export const SANDBOX_LEAGUES: LeagueDef[] = [
  L('football', 'tr1', 'TR', 'Trendyol Süper Lig', 1, [
    'Galatasaray',
    'Fenerbahçe',
    'Beşiktaş',
    'Trabzonspor',
    'Başakşehir',
    'Samsunspor',
    'Göztepe',
    'Eyüpspor',
    'Kasımpaşa',
    'Antalyaspor',
    'Konyaspor',
    'Alanyaspor',
    'Çaykur Rizespor',
    'Gaziantep FK',
    'Kayserispor',
    'Kocaelispor',
  ]),
  L('football', 'tr2', 'TR', 'Trendyol 1. Lig', 2, [
    'Amedspor',
    'Bodrum FK',
    'Sakaryaspor',
    'Erzurumspor FK',
    'Pendikspor',
    'Bandırmaspor',
    'Manisa FK',
    'Boluspor',
    'Iğdır FK',
    'Keçiörengücü',
  ]),
  L('football', 'ucl', 'INT', 'UEFA Şampiyonlar Ligi', 3, [
    'Real Madrid',
    'Manchester City',
    'Bayern München',
    'Inter',
    'Paris Saint-Germain',
    'Arsenal',
    'Barcelona',
    'Galatasaray',
    'Benfica',
    'Juventus',
  ]),
  L('football', 'eng', 'GB', 'Premier League', 4, [
    'Arsenal',
    'Liverpool',
    'Manchester City',
    'Chelsea',
    'Tottenham',
    'Newcastle United',
    'Aston Villa',
    'Brighton',
  ]),
  L('football', 'esp', 'ES', 'LaLiga', 5, [
    'Real Madrid',
    'Barcelona',
    'Atlético Madrid',
    'Athletic Club',
    'Villarreal',
    'Real Sociedad',
    'Sevilla',
    'Real Betis',
  ]),
  L('football', 'ger', 'DE', 'Bundesliga', 6, [
    'Bayern München',
    'Borussia Dortmund',
    'Bayer Leverkusen',
    'RB Leipzig',
    'Eintracht Frankfurt',
    'VfB Stuttgart',
    'SC Freiburg',
    'VfL Wolfsburg',
  ]),
  L('basketball', 'bsl', 'TR', 'Basketbol Süper Ligi', 7, [
    'Anadolu Efes',
    'Fenerbahçe Beko',
    'Galatasaray MCT Technic',
    'Beşiktaş Fibabanka',
    'Türk Telekom',
    'Bahçeşehir Koleji',
    'Karşıyaka',
    'Tofaş',
  ]),
  L('basketball', 'euroleague', 'INT', 'EuroLeague', 8, [
    'Real Madrid',
    'Panathinaikos',
    'Olympiacos',
    'AS Monaco',
    'Barcelona',
    'Partizan',
    'Žalgiris',
    'Baskonia',
  ]),
  L('tennis', 'atp', 'INT', 'ATP Tour', 9, [
    'J. Sinner',
    'C. Alcaraz',
    'N. Djokovic',
    'A. Zverev',
    'D. Medvedev',
    'T. Fritz',
    'H. Rune',
    'C. Ruud',
  ]),
  L('tennis', 'wta', 'INT', 'WTA Tour', 10, [
    'A. Sabalenka',
    'I. Swiatek',
    'C. Gauff',
    'E. Rybakina',
    'J. Pegula',
    'J. Paolini',
    'Q. Zheng',
    'M. Andreeva',
  ]),
];

/** A team's strength from its name: the same on every machine and after every restart. */
export function strengthOf(team: string): number {
  let h = 2166136261;
  for (const ch of team) h = Math.imul(h ^ ch.codePointAt(0)!, 16777619);
  return 0.75 + ((h >>> 0) % 60) / 100;
}

function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Live prices move every this many ticks (and around every goal, point run or set). */
const REPRICE_EVERY: Record<SportCode, number> = { football: 5, basketball: 3, tennis: 1 };

/** Minutes (ticks) a match lasts. */
const LENGTH: Record<SportCode, number> = { football: 90, basketball: 40, tennis: 0 };

interface LiveMatch {
  ref: string;
  sport: SportCode;
  state: MatchState;
  minute: number;
  /** Ticks left with markets suspended (after a goal). */
  suspended: number;
  firstSetHome?: boolean;
  /** Tennis: whether the match is over. */
  done: boolean;
}

interface MarketKeyRow {
  id: number;
  type: string;
  line: string;
}

export interface SandboxFeedOptions {
  handlers: OddsFeedHandlers;
  db: Kysely<DB>;
  seed?: number;
  tickMs: number;
  now?: () => number;
  livePerSport?: number;
  upcomingPerLeague?: number;
  log?: { error(obj: unknown, msg?: string): void };
  /** How often a running feed settles ended matches whose markets were left open (ms). */
  recoverEveryMs?: number;
}

export interface SandboxFeed extends OddsFeed {
  /** One step of every live match, then the fixture top-up. Tests call it directly. */
  tick(): Promise<void>;
  /**
   * Settles what an earlier run (or a failed settlement) left: live matches of a run that
   * ended are cancelled and voided; matches that ended with markets not settled are settled
   * from their final score. Runs at start and every `recoverEveryMs`.
   */
  recover(): Promise<void>;
  live(): LiveMatch[];
}

export function createSandboxFeed(o: SandboxFeedOptions): SandboxFeed {
  const rand = mulberry32(o.seed ?? 20261123);
  const now = o.now ?? Date.now;
  const livePerSport = o.livePerSport ?? 2;
  const upcomingPerLeague = o.upcomingPerLeague ?? 4;
  const live = new Map<string, LiveMatch>();
  let timer: ReturnType<typeof setInterval> | undefined;
  let running: Promise<void> | null = null;
  let seq = 0;

  const pick = <T>(xs: T[]) => xs[Math.floor(rand() * xs.length)] as T;
  const poissonDraw = (lambda: number) => {
    let k = 0;
    let p = Math.exp(-lambda);
    let s = p;
    const u = rand();
    while (u > s && k < 20) {
      k++;
      p = (p * lambda) / k;
      s += p;
    }
    return k;
  };

  function leagueOf(ref: string) {
    return SANDBOX_LEAGUES.find((l) => l.ref === ref);
  }

  function clockOf(m: LiveMatch): string {
    if (m.sport === 'football') return m.minute === 45 ? 'İY' : `${Math.min(m.minute, 90)}'`;
    if (m.sport === 'basketball')
      return `Q${Math.min(4, Math.floor(m.minute / 10) + 1)} ${10 - (m.minute % 10)}'`;
    const s = m.state.sets!;
    return `Set ${s.home + s.away + 1} · ${s.games[0]}-${s.games[1]}`;
  }

  function stateOf(m: LiveMatch) {
    const tennisScore = m.state.sets;
    return {
      status: 'live' as const,
      homeScore: m.sport === 'tennis' ? (tennisScore?.home ?? 0) : m.state.homeScore,
      awayScore: m.sport === 'tennis' ? (tennisScore?.away ?? 0) : m.state.awayScore,
      clock: clockOf(m),
    };
  }

  /** Pre-match markets that close at kick-off (they stay suspended in play). */
  const PRE_MATCH_ONLY = new Set(['correct_score', 'handicap']);

  function liveMarkets(m: LiveMatch) {
    const stateForOdds: MatchState = m.sport === 'tennis' ? { ...m.state, elapsed: 0.5 } : m.state;
    return marketsFor(stateForOdds, true).map((mk) =>
      m.sport === 'football' && PRE_MATCH_ONLY.has(mk.type)
        ? { ...mk, inPlay: false, status: 'suspended' as const }
        : m.suspended > 0
          ? { ...mk, status: 'suspended' as const }
          : mk,
    );
  }

  async function topUp() {
    const t = now();
    const upcoming = await o.db
      .selectFrom('sport_events as e')
      .innerJoin('sport_leagues as l', 'l.id', 'e.league_id')
      .select(['l.feed_ref', o.db.fn.countAll<number>().as('n')])
      .where('e.status', '=', 'not_started')
      .where('e.feed_ref', 'like', `${SANDBOX_REF_PREFIX}:%`)
      .groupBy('l.feed_ref')
      .execute();
    const busyRows = await o.db
      .selectFrom('sport_events')
      .select(['home', 'away'])
      .where('status', 'in', ['not_started', 'live'])
      .where('feed_ref', 'like', `${SANDBOX_REF_PREFIX}:%`)
      .execute();
    // A team plays one fixture at a time.
    const busy = new Set(busyRows.flatMap((r) => [r.home, r.away]));
    for (const league of SANDBOX_LEAGUES) {
      const have = Number(upcoming.find((u) => u.feed_ref === league.ref)?.n ?? 0);
      for (let i = have; i < upcomingPerLeague; i++) {
        const free = league.teams.filter((team) => !busy.has(team));
        if (free.length < 2) break;
        const home = pick(free);
        const away = pick(free.filter((team) => team !== home));
        busy.add(home);
        busy.add(away);
        // Quarter-hour kick-offs from 20 minutes to two days ahead.
        const ahead = 20 * 60_000 + Math.floor(rand() * 48 * 4) * 15 * 60_000;
        const startAt = Math.ceil((t + ahead) / 900_000) * 900_000;
        const ref = `${SANDBOX_REF_PREFIX}:${league.ref.split(':')[1]}:${t.toString(36)}${(seq++).toString(36)}`;
        await o.handlers.fixtureChange({ ref, league, home, away, startAt });
        const state: MatchState = {
          sport: league.sport,
          homeStrength: strengthOf(home),
          awayStrength: strengthOf(away),
          homeScore: 0,
          awayScore: 0,
          elapsed: 0,
          sets: { home: 0, away: 0, games: [0, 0] },
        };
        await o.handlers.oddsChange(
          ref,
          marketsFor(state, false).map((mk) => ({
            ...mk,
            inPlay: !PRE_MATCH_ONLY.has(mk.type) || league.sport !== 'football',
          })),
        );
      }
    }
  }

  async function kickOffs() {
    for (const sport of ['football', 'basketball', 'tennis'] as SportCode[]) {
      const playing = [...live.values()].filter((m) => m.sport === sport).length;
      if (playing >= livePerSport) continue;
      const next = await o.db
        .selectFrom('sport_events as e')
        .innerJoin('sport_leagues as l', 'l.id', 'e.league_id')
        .innerJoin('sport_sports as s', 's.id', 'l.sport_id')
        .select(['e.feed_ref', 'e.home', 'e.away', 'l.feed_ref as league_ref'])
        .where('s.code', '=', sport)
        .where('e.status', '=', 'not_started')
        .where('e.feed_ref', 'like', `${SANDBOX_REF_PREFIX}:%`)
        .orderBy('e.start_at')
        .limit(livePerSport - playing)
        .execute();
      for (const e of next) {
        const league = leagueOf(e.league_ref);
        if (!league) continue;
        // The sandbox brings the kick-off forward to now, as a real feed moves a start time.
        await o.handlers.fixtureChange({
          ref: e.feed_ref,
          league,
          home: e.home,
          away: e.away,
          startAt: now(),
        });
        const m: LiveMatch = {
          ref: e.feed_ref,
          sport,
          minute: 0,
          suspended: 0,
          done: false,
          state: {
            sport,
            homeStrength: strengthOf(e.home),
            awayStrength: strengthOf(e.away),
            homeScore: 0,
            awayScore: 0,
            elapsed: 0,
            sets: { home: 0, away: 0, games: [0, 0] },
          },
        };
        live.set(m.ref, m);
        await o.handlers.oddsChange(m.ref, liveMarkets(m), stateOf(m));
      }
    }
  }

  async function step(m: LiveMatch) {
    const justReopened = m.suspended === 1;
    if (m.suspended > 0) m.suspended--;
    let scored = false;
    if (m.sport === 'football') {
      m.minute++;
      const h = rand() < (1.45 * m.state.homeStrength) / 90 ? 1 : 0;
      const a = rand() < (1.15 * m.state.awayStrength) / 90 ? 1 : 0;
      m.state.homeScore += h;
      m.state.awayScore += a;
      scored = h + a > 0;
      m.state.elapsed = m.minute / LENGTH.football;
      m.done = m.minute >= LENGTH.football;
    } else if (m.sport === 'basketball') {
      m.minute++;
      m.state.homeScore += poissonDraw(2.0 * m.state.homeStrength);
      m.state.awayScore += poissonDraw(2.0 * m.state.awayStrength);
      m.state.elapsed = m.minute / LENGTH.basketball;
      m.done = m.minute >= LENGTH.basketball && m.state.homeScore !== m.state.awayScore;
    } else {
      const sets = m.state.sets!;
      const pHome = m.state.homeStrength / (m.state.homeStrength + m.state.awayStrength);
      if (rand() < pHome) sets.games[0]++;
      else sets.games[1]++;
      const [g1, g2] = sets.games;
      const setOver = (Math.max(g1, g2) >= 6 && Math.abs(g1 - g2) >= 2) || Math.max(g1, g2) === 7;
      if (setOver) {
        if (sets.home + sets.away === 0) m.firstSetHome = g1 > g2;
        if (g1 > g2) sets.home++;
        else sets.away++;
        sets.games = [0, 0];
        scored = true;
      }
      m.done = sets.home === 2 || sets.away === 2;
    }
    if (m.done) {
      await finish(m);
      return;
    }
    if (scored) {
      // Markets close around a goal (or a set) and reopen at new prices on the next tick.
      m.suspended = 1;
      await o.handlers.betStop(m.ref);
      await o.handlers.oddsChange(m.ref, [], stateOf(m));
      return;
    }
    // Prices move after an event (above), just after the markets reopen, and every few
    // minutes as the clock runs down; in between only the clock moves.
    const reprice =
      m.sport === 'tennis' ||
      (m.suspended === 0 && (m.minute % REPRICE_EVERY[m.sport] === 0 || justReopened));
    await o.handlers.oddsChange(m.ref, reprice ? liveMarkets(m) : [], stateOf(m));
  }

  async function finish(m: LiveMatch) {
    live.delete(m.ref);
    const state = {
      ...stateOf(m),
      status: 'ended' as const,
      clock: m.sport === 'football' ? 'MS' : 'Bitti',
    };
    await o.handlers.betStop(m.ref);
    await o.handlers.oddsChange(m.ref, [], state);
    const [home, away] =
      m.sport === 'tennis'
        ? [m.state.sets!.home, m.state.sets!.away]
        : [m.state.homeScore, m.state.awayScore];
    await settleEach(m.ref, (k) =>
      settleMarket(m.sport, k.type, k.line, home, away, m.firstSetHome),
    );
  }

  /**
   * Settles each market of the event not settled yet; one market's error is logged and the
   * others still settle (recovery tries the failed one again later).
   */
  async function settleEach(ref: string, resultsOf: (k: MarketKeyRow) => FeedResult[]) {
    const keys = await o.db
      .selectFrom('sport_markets as mk')
      .innerJoin('sport_events as e', 'e.id', 'mk.event_id')
      .select(['mk.id', 'mk.type', 'mk.line'])
      .where('e.feed_ref', '=', ref)
      .where('mk.status', '!=', 'settled')
      .orderBy('mk.id')
      .execute();
    for (const k of keys) {
      try {
        await o.handlers.settlement(ref, { type: k.type, line: k.line }, resultsOf(k));
      } catch (error) {
        o.log?.error(
          { err: error, event: ref, market: k.id },
          'sandbox feed: a market failed to settle',
        );
      }
    }
  }

  /** Every selection of the market void: the stakes back. */
  async function voidResults(marketId: number): Promise<FeedResult[]> {
    const codes = await o.db
      .selectFrom('sport_selections')
      .select('code')
      .where('market_id', '=', marketId)
      .execute();
    return codes.map((c) => ({ code: c.code, result: 'lost' as const, voidFactor: 1 }));
  }

  /**
   * Matches that ended but whose markets were not all settled (a crash between the final
   * whistle and the settlements, or a settlement that failed): settled from the final score.
   * What the score alone can't tell (tennis' first set) is voided, as is every market of a
   * cancelled match.
   */
  async function recoverEnded() {
    const ended = await o.db
      .selectFrom('sport_events as e')
      .innerJoin('sport_leagues as l', 'l.id', 'e.league_id')
      .innerJoin('sport_sports as s', 's.id', 'l.sport_id')
      .select(['e.feed_ref', 'e.status', 'e.home_score', 'e.away_score', 's.code as sport'])
      .where('e.status', 'in', ['ended', 'cancelled'])
      .where('e.feed_ref', 'like', `${SANDBOX_REF_PREFIX}:%`)
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('sport_markets as mk')
            .select('mk.id')
            .whereRef('mk.event_id', '=', 'e.id')
            .where('mk.status', '!=', 'settled'),
        ),
      )
      .limit(200)
      .execute();
    for (const e of ended) {
      if (live.has(e.feed_ref)) continue;
      const voids = new Map<number, FeedResult[]>();
      const keys = await o.db
        .selectFrom('sport_markets as mk')
        .innerJoin('sport_events as ev', 'ev.id', 'mk.event_id')
        .select(['mk.id', 'mk.type'])
        .where('ev.feed_ref', '=', e.feed_ref)
        .where('mk.status', '!=', 'settled')
        .$if(e.status === 'ended', (q) => q.where('mk.type', '=', 'first_set'))
        .execute();
      for (const k of keys) voids.set(k.id, await voidResults(k.id));
      await settleEach(
        e.feed_ref,
        (k) =>
          voids.get(k.id) ??
          settleMarket(e.sport as SportCode, k.type, k.line, e.home_score, e.away_score),
      );
    }
  }

  /** Live events of an earlier run cannot go on: they are cancelled and their markets voided. */
  async function recoverStale() {
    const stale = await o.db
      .selectFrom('sport_events')
      .select(['feed_ref', 'home_score', 'away_score', 'clock'])
      .where('status', '=', 'live')
      .where('feed_ref', 'like', `${SANDBOX_REF_PREFIX}:%`)
      .execute();
    for (const e of stale) {
      if (live.has(e.feed_ref)) continue;
      await o.handlers.betStop(e.feed_ref);
      await o.handlers.oddsChange(e.feed_ref, [], {
        status: 'cancelled',
        homeScore: e.home_score,
        awayScore: e.away_score,
        clock: '',
      });
      const voids = new Map<number, FeedResult[]>();
      const keys = await o.db
        .selectFrom('sport_markets as mk')
        .innerJoin('sport_events as ev', 'ev.id', 'mk.event_id')
        .select('mk.id')
        .where('ev.feed_ref', '=', e.feed_ref)
        .where('mk.status', '!=', 'settled')
        .execute();
      for (const k of keys) voids.set(k.id, await voidResults(k.id));
      await settleEach(e.feed_ref, (k) => voids.get(k.id) ?? []);
    }
  }

  const recoverEveryMs = o.recoverEveryMs ?? 60_000;
  let recoveredAt = now();

  const feed: SandboxFeed = {
    async tick() {
      for (const m of [...live.values()]) await step(m);
      await topUp();
      await kickOffs();
      // Inside the tick, so it never runs while a match of this feed is being settled.
      if (now() - recoveredAt >= recoverEveryMs) await feed.recover();
    },
    live: () => [...live.values()],
    async recover() {
      recoveredAt = now();
      await recoverStale();
      await recoverEnded();
    },
    async start() {
      await feed.recover();
      await topUp();
      await kickOffs();
      timer = setInterval(() => {
        if (running) return;
        running = feed
          .tick()
          .catch((error: unknown) => o.log?.error({ err: error }, 'sandbox odds feed tick failed'))
          .finally(() => {
            running = null;
          });
      }, o.tickMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
  return feed;
}
