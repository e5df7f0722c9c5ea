// What the TRADE360 simulator knows of its matches, in LSports' shapes: fixture ids, the
// fixtures' metadata, the last livescore and markets of each (what the Snapshot API answers),
// built from the documentation's models: Fixture {Sport, Location, League, StartDate, Status,
// Participants}, Livescore {Scoreboard {Status, CurrentPeriod, Time, Results}, Periods},
// Market {Id, Name, Bets [{Id, Name, Line, BaseLine, Status, StartPrice, Price, Settlement,
// LastUpdate}]}.
import type { SportCode } from '@talih/contracts/sport.ts';
import type { SandboxFeed } from '../sandbox.ts';
import type {
  FeedEventState,
  FeedFixture,
  FeedMarket,
  FeedMarketKey,
  FeedResult,
} from '../../../../adapters/sports/port.ts';

const SPORT_IDS: Record<SportCode, [number, string]> = {
  football: [6046, 'Football'],
  basketball: [48242, 'Basketball'],
  tennis: [54094, 'Tennis'],
};
const LOCATIONS: Record<string, string> = {
  TR: 'Turkey',
  GB: 'England',
  ES: 'Spain',
  DE: 'Germany',
  IT: 'Italy',
  FR: 'France',
  EU: 'Europe',
  US: 'USA',
};
/** LSports market ids and names (the settlement rulebook's). */
const MARKET_IDS: Record<SportCode, Record<string, [number, string]>> = {
  football: {
    '1x2': [1, '1X2'],
    total: [2, 'Under/Over'],
    handicap: [3, 'Asian Handicap'],
    correct_score: [6, 'Correct Score'],
    double_chance: [7, 'Double Chance'],
    btts: [17, 'Both Teams To Score'],
    asian_total: [835, 'Asian Under/Over'],
  },
  basketball: {
    winner: [226, '12 Including Overtime'],
    total: [28, 'Under/Over Including Overtime'],
    handicap: [342, 'Asian Handicap Including Overtime'],
  },
  tennis: { winner: [52, '12'], first_set: [202, '1st Period Winner Home/Away'] },
};
const STATUS = { NSY: 1, InProgress: 2, Finished: 3, Cancelled: 4 } as const;
const BET = { Open: 1, Suspended: 2, Settled: 3 } as const;

/** A stable positive id of a name (FNV-1a), so leagues and teams keep theirs across runs. */
function idOf(name: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < name.length; i++) {
    h ^= name.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0) % 1_000_000_000;
}

const betName = (code: string) =>
  ({ over: 'Over', under: 'Under', yes: 'Yes', no: 'No' })[code] ?? code;

interface LsBetOut {
  Id: string;
  Name: string;
  Line?: string;
  BaseLine?: string;
  Status: number;
  StartPrice: string;
  Price: string;
  Settlement?: number;
  LastUpdate: number;
}
interface LsMarketOut {
  Id: number;
  Name: string;
  Bets: LsBetOut[];
}

function settlementOf(r: FeedResult): number {
  if (r.voidFactor === 1) return 3;
  if (r.voidFactor === 0.5) return r.result === 'won' ? 5 : 4;
  return r.result === 'won' ? 2 : 1;
}

export function state(now: () => number) {
  const base = (Math.floor(now() / 1000) % 100_000_000) * 100;
  let next = 0;
  const ids = new Map<string, number>();
  const fixtures = new Map<string, FeedFixture>();
  const statuses = new Map<string, number>();
  const scores = new Map<string, unknown>();
  const markets = new Map<string, Map<string, LsMarketOut>>();

  const fixtureId = (ref: string) => {
    let id = ids.get(ref);
    if (id === undefined) ids.set(ref, (id = base + ++next));
    return id;
  };
  const sportOf = (ref: string): SportCode => fixtures.get(ref)?.league.sport ?? 'football';

  function fixtureOf(f: FeedFixture, status: number) {
    const [sportId, sportName] = SPORT_IDS[f.league.sport];
    return {
      Sport: { Id: sportId, Name: sportName },
      Location: {
        Id: idOf(f.league.country),
        Name: LOCATIONS[f.league.country] ?? f.league.country,
      },
      League: { Id: idOf(f.league.ref), Name: f.league.name },
      StartDate: new Date(f.startAt).toISOString().slice(0, 19),
      LastUpdate: new Date(now()).toISOString().slice(0, 19),
      Status: status,
      Participants: [
        { Id: idOf(f.home), Name: f.home, Position: '1' },
        { Id: idOf(f.away), Name: f.away, Position: '2' },
      ],
    };
  }

  /** The sandbox's clock words as LSports' period and seconds. */
  function livescoreOf(ref: string, s: FeedEventState) {
    const status =
      s.status === 'live'
        ? STATUS.InProgress
        : s.status === 'ended'
          ? STATUS.Finished
          : s.status === 'cancelled'
            ? STATUS.Cancelled
            : STATUS.NSY;
    statuses.set(ref, status);
    const sport = sportOf(ref);
    const results = [
      { Position: '1', Value: String(s.homeScore) },
      { Position: '2', Value: String(s.awayScore) },
    ];
    const board: Record<string, unknown> = { Status: status, Results: results };
    const periods: unknown[] = [];
    if (sport === 'football') {
      const minute = s.clock === 'İY' ? 45 : Number.parseInt(s.clock, 10);
      if (Number.isFinite(minute)) {
        board.CurrentPeriod = minute <= 45 ? 10 : 20;
        board.Time = String(minute * 60);
      }
      if (s.clock === 'İY') board.Description = 1;
    } else if (sport === 'basketball') {
      const m = /^Q(\d) (\d+)'/.exec(s.clock);
      if (m) {
        board.CurrentPeriod = Number(m[1]);
        board.Time = String(Number(m[2]) * 60);
      }
    } else {
      const m = /^Set (\d) · (\d+)-(\d+)/.exec(s.clock);
      if (m) {
        board.CurrentPeriod = Number(m[1]);
        periods.push({
          Type: Number(m[1]),
          IsFinished: false,
          Results: [
            { Position: '1', Value: m[2] },
            { Position: '2', Value: m[3] },
          ],
        });
      }
    }
    const ls = { Scoreboard: board, Periods: periods };
    scores.set(ref, ls);
    return ls;
  }

  const marketsOf = (ref: string) => {
    let m = markets.get(ref);
    if (!m) markets.set(ref, (m = new Map()));
    return m;
  };

  function marketOf(ref: string, m: FeedMarket, at: number): LsMarketOut | null {
    const def = MARKET_IDS[sportOf(ref)][m.type];
    if (!def) return null;
    const known = marketsOf(ref).get(`${m.type}|${m.line}`);
    const out: LsMarketOut = {
      Id: def[0],
      Name: def[1],
      Bets: m.selections.map((s) => {
        const home = s.code === '1' || s.code === 'over';
        const line =
          m.line === ''
            ? undefined
            : m.type === 'handicap' && !home
              ? String(-Number(m.line))
              : m.line;
        const price = (s.oddsX100 / 100).toFixed(2);
        const id = `${fixtureId(ref)}${def[0]}${idOf(`${m.line}|${s.code}`)}`;
        const before = known?.Bets.find((b) => b.Id === id);
        return {
          Id: id,
          Name: betName(s.code),
          ...(line !== undefined ? { Line: line, BaseLine: m.line } : {}),
          Status: m.status === 'open' ? BET.Open : BET.Suspended,
          StartPrice: before?.StartPrice ?? price,
          Price: price,
          LastUpdate: at,
        };
      }),
    };
    marketsOf(ref).set(`${m.type}|${m.line}`, out);
    return out;
  }

  function suspendedMarkets(ref: string, keys: FeedMarketKey[] | undefined, at: number) {
    const out: LsMarketOut[] = [];
    for (const [key, m] of marketsOf(ref)) {
      if (keys && !keys.some((k) => `${k.type}|${k.line}` === key)) continue;
      if (m.Bets.some((b) => b.Status === BET.Settled)) continue;
      const next = {
        ...m,
        Bets: m.Bets.map((b) => ({ ...b, Status: BET.Suspended, LastUpdate: at })),
      };
      marketsOf(ref).set(key, next);
      out.push(next);
    }
    return out;
  }

  function settledMarket(ref: string, key: FeedMarketKey, results: FeedResult[], at: number) {
    const m = marketsOf(ref).get(`${key.type}|${key.line}`);
    if (!m) return null;
    const next = {
      ...m,
      Bets: m.Bets.map((b) => {
        const r = results.find((x) => betName(x.code) === b.Name) ?? {
          code: b.Name,
          result: 'lost' as const,
        };
        return { ...b, Status: BET.Settled, Settlement: settlementOf(r), LastUpdate: at };
      }),
    };
    marketsOf(ref).set(`${key.type}|${key.line}`, next);
    return next;
  }

  /** What the Snapshot API answers: every fixture the simulator knows, or those asked for. */
  function snapshotEvents(only: Set<number> | null) {
    const out = [];
    for (const [ref, f] of fixtures) {
      const id = fixtureId(ref);
      if (only && !only.has(id)) continue;
      out.push({
        FixtureId: id,
        Fixture: fixtureOf(f, statuses.get(ref) ?? STATUS.NSY),
        Livescore: scores.get(ref) ?? { Scoreboard: { Status: statuses.get(ref) ?? STATUS.NSY } },
        Markets: [...marketsOf(ref).values()],
      });
    }
    return out;
  }

  return {
    fixtures,
    fixtureId,
    fixtureOf,
    statusOf: (ref: string) => statuses.get(ref) ?? STATUS.NSY,
    livescoreOf,
    marketOf,
    suspendedMarkets,
    settledMarket,
    snapshotEvents,
    liveIds: (engine: SandboxFeed) => engine.live().map((m) => fixtureId(m.ref)),
  };
}

export type World = ReturnType<typeof state>;
