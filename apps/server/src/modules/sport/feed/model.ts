// The sandbox feed's odds model: prices markets from team strengths and the live score and
// clock (football: Poisson goals for the time left; basketball: a normal points margin;
// tennis: a set-lead logistic), with the bookmaker's margin, and settles them from the final
// score. Pure functions, so tests and the feed get the same numbers.
import type { SportCode } from '@talih/contracts/sport.ts';
import type { FeedMarket, FeedResult } from '../../../adapters/sports/port.ts';

const MARGIN = 0.06;
const GOALS_MAX = 10;

export interface MatchState {
  sport: SportCode;
  /** Relative strengths, around 1. */
  homeStrength: number;
  awayStrength: number;
  homeScore: number;
  awayScore: number;
  /** 0 before the start to 1 at the end. */
  elapsed: number;
  /** Tennis: sets won and games in the current set. */
  sets?: { home: number; away: number; games: [number, number] };
}

export function toOddsX100(p: number): number {
  const price = 1 / (Math.max(p, 0.002) * (1 + MARGIN));
  return Math.round(Math.min(500, Math.max(1.01, price)) * 100);
}

function poisson(lambda: number): number[] {
  const out: number[] = [];
  let p = Math.exp(-lambda);
  for (let k = 0; k <= GOALS_MAX; k++) {
    out.push(p);
    p = (p * lambda) / (k + 1);
  }
  return out;
}

/** P(final home goals = i, away = j) for the goals still to come. */
function footballGrid(s: MatchState) {
  const left = Math.max(0, 1 - s.elapsed);
  const h = poisson(1.45 * s.homeStrength * left + 1e-9);
  const a = poisson(1.15 * s.awayStrength * left + 1e-9);
  const grid: { home: number; away: number; p: number }[] = [];
  for (let i = 0; i <= GOALS_MAX; i++) {
    for (let j = 0; j <= GOALS_MAX; j++) {
      grid.push({ home: s.homeScore + i, away: s.awayScore + j, p: (h[i] ?? 0) * (a[j] ?? 0) });
    }
  }
  return grid;
}

const sum = (
  grid: { home: number; away: number; p: number }[],
  f: (h: number, a: number) => boolean,
) => grid.reduce((acc, c) => acc + (f(c.home, c.away) ? c.p : 0), 0);

const CORRECT_SCORES = ['1-0', '2-0', '2-1', '0-0', '1-1', '2-2', '0-1', '0-2', '1-2'];

export function footballMarkets(s: MatchState, inPlay: boolean): FeedMarket[] {
  const g = footballGrid(s);
  const m = (type: string, line: string, sels: [string, number][]): FeedMarket => ({
    type,
    line,
    inPlay,
    status: 'open',
    selections: sels.map(([code, p]) => ({ code, oddsX100: toOddsX100(p) })),
  });
  const pH = sum(g, (h, a) => h > a);
  const pD = sum(g, (h, a) => h === a);
  const pA = 1 - pH - pD;
  const over = (t: number) => sum(g, (h, a) => h + a > t);
  const markets = [
    m('1x2', '', [
      ['1', pH],
      ['X', pD],
      ['2', pA],
    ]),
    m('double_chance', '', [
      ['1X', pH + pD],
      ['12', pH + pA],
      ['X2', pD + pA],
    ]),
    m('total', '1.5', [
      ['over', over(1.5)],
      ['under', 1 - over(1.5)],
    ]),
    m('total', '2.5', [
      ['over', over(2.5)],
      ['under', 1 - over(2.5)],
    ]),
    m('total', '3.5', [
      ['over', over(3.5)],
      ['under', 1 - over(3.5)],
    ]),
  ];
  // Asian total 2.25: half the stake on 2, half on 2.5.
  const o2 = sum(g, (h, a) => h + a > 2);
  const e2 = sum(g, (h, a) => h + a === 2);
  const pOver = o2 / Math.max(0.01, 1 - e2 / 2);
  markets.push(
    m('asian_total', '2.25', [
      ['over', pOver],
      ['under', 1 - pOver],
    ]),
  );
  markets.push(
    m('btts', '', [
      ['yes', sum(g, (h, a) => h > 0 && a > 0)],
      ['no', sum(g, (h, a) => h === 0 || a === 0)],
    ]),
  );
  // Handicap -1 on the home side, a push on a one-goal win.
  const win2 = sum(g, (h, a) => h - a >= 2);
  const push = sum(g, (h, a) => h - a === 1);
  markets.push(
    m('handicap', '-1', [
      ['1', win2 / (1 - push)],
      ['2', (1 - win2 - push) / (1 - push)],
    ]),
  );
  const cs: [string, number][] = CORRECT_SCORES.map((code) => {
    const [h, a] = code.split('-').map(Number);
    return [code, sum(g, (x, y) => x === h && y === a)];
  });
  cs.push(['other', 1 - cs.reduce((t, [, p]) => t + p, 0)]);
  markets.push(m('correct_score', '', cs));
  return markets;
}

function normCdf(x: number) {
  // Abramowitz-Stegun approximation.
  const t = 1 / (1 + 0.2316419 * Math.abs(x));
  const d = 0.3989423 * Math.exp((-x * x) / 2);
  const p =
    d * t * (0.3193815 + t * (-0.3565638 + t * (1.781478 + t * (-1.821256 + t * 1.330274))));
  return x > 0 ? 1 - p : p;
}

export const BASKETBALL_TOTAL = 162.5;
export const BASKETBALL_HANDICAP = -4.5;

export function basketballMarkets(s: MatchState, inPlay: boolean): FeedMarket[] {
  const left = Math.max(0, 1 - s.elapsed);
  const meanDiff =
    s.homeScore - s.awayScore + 8 * (s.homeStrength - s.awayStrength) * left + 2 * left;
  const sd = Math.sqrt(12 * 12 * left) + 0.5;
  const meanTotal = s.homeScore + s.awayScore + 80 * (s.homeStrength + s.awayStrength) * left;
  const sdTotal = Math.sqrt(15 * 15 * left) + 0.5;
  const pHome = 1 - normCdf(-meanDiff / sd);
  const pOver = 1 - normCdf((BASKETBALL_TOTAL - meanTotal) / sdTotal);
  const pCover = 1 - normCdf((-BASKETBALL_HANDICAP - meanDiff) / sd);
  const m = (type: string, line: string, sels: [string, number][]): FeedMarket => ({
    type,
    line,
    inPlay,
    status: 'open',
    selections: sels.map(([code, p]) => ({ code, oddsX100: toOddsX100(p) })),
  });
  return [
    m('winner', '', [
      ['1', pHome],
      ['2', 1 - pHome],
    ]),
    m('total', String(BASKETBALL_TOTAL), [
      ['over', pOver],
      ['under', 1 - pOver],
    ]),
    m('handicap', String(BASKETBALL_HANDICAP), [
      ['1', pCover],
      ['2', 1 - pCover],
    ]),
  ];
}

export function tennisMarkets(s: MatchState, inPlay: boolean): FeedMarket[] {
  const sets = s.sets ?? { home: 0, away: 0, games: [0, 0] as [number, number] };
  const skill = Math.log(s.homeStrength / s.awayStrength) * 2.5;
  const lead = (sets.home - sets.away) * 1.6 + (sets.games[0] - sets.games[1]) * 0.25;
  const pHome = 1 / (1 + Math.exp(-(skill + lead)));
  const firstSetDone = sets.home + sets.away > 0;
  const pFirst = 1 / (1 + Math.exp(-(skill + (sets.games[0] - sets.games[1]) * 0.4)));
  const m = (
    type: string,
    line: string,
    sels: [string, number][],
    status: 'open' | 'suspended' = 'open',
  ): FeedMarket => ({
    type,
    line,
    inPlay,
    status,
    selections: sels.map(([code, p]) => ({ code, oddsX100: toOddsX100(p) })),
  });
  const out = [
    m('winner', '', [
      ['1', pHome],
      ['2', 1 - pHome],
    ]),
  ];
  if (!firstSetDone)
    out.push(
      m('first_set', '', [
        ['1', pFirst],
        ['2', 1 - pFirst],
      ]),
    );
  return out;
}

export function marketsFor(s: MatchState, inPlay: boolean): FeedMarket[] {
  if (s.sport === 'football') return footballMarkets(s, inPlay);
  if (s.sport === 'basketball') return basketballMarkets(s, inPlay);
  return tennisMarkets(s, inPlay);
}

const won = (code: string, yes: boolean): FeedResult => ({ code, result: yes ? 'won' : 'lost' });

/** The results of a market from the final score (or first set winner for tennis). */
export function settleMarket(
  sport: SportCode,
  type: string,
  line: string,
  home: number,
  away: number,
  firstSetHome?: boolean,
): FeedResult[] {
  const total = home + away;
  const diff = home - away;
  const t = Number(line);
  switch (type) {
    case '1x2':
      return [won('1', diff > 0), won('X', diff === 0), won('2', diff < 0)];
    case 'winner':
      return [won('1', diff > 0), won('2', diff < 0)];
    case 'double_chance':
      return [won('1X', diff >= 0), won('12', diff !== 0), won('X2', diff <= 0)];
    case 'total':
      return [won('over', total > t), won('under', total < t)];
    case 'btts':
      return [won('yes', home > 0 && away > 0), won('no', home === 0 || away === 0)];
    case 'asian_total': {
      // 2.25 = half on 2 (a push at 2 goals), half on 2.5.
      if (total === Math.floor(t)) {
        return [
          { code: 'over', result: 'lost', voidFactor: 0.5 },
          { code: 'under', result: 'won', voidFactor: 0.5 },
        ];
      }
      return [won('over', total > t), won('under', total < t)];
    }
    case 'handicap': {
      const adjusted = diff + t;
      if (adjusted === 0) {
        return [
          { code: '1', result: 'lost', voidFactor: 1 },
          { code: '2', result: 'lost', voidFactor: 1 },
        ];
      }
      return [won('1', adjusted > 0), won('2', adjusted < 0)];
    }
    case 'correct_score': {
      const code = `${home}-${away}`;
      const known = CORRECT_SCORES.includes(code);
      return [...CORRECT_SCORES, 'other'].map((c) => won(c, known ? c === code : c === 'other'));
    }
    case 'first_set':
      return [won('1', firstSetHome === true), won('2', firstSetHome === false)];
    default:
      return [];
  }
  void sport;
}
