// Calls of the sportsbook: the sports tree, event lists, one event with all its markets, the
// bet slip (singles, accumulators, system bets), the player's bets and cash-out; and the seed's
// external-sportsbook token call, whose sandbox is our own sportsbook. Odds are decimal numbers
// with two decimals; amounts are TRY numbers with two decimals.
import { z } from 'zod';
import { defineCall } from './call.ts';
import { paged } from './games.ts';

export const SPORT_CODES = ['football', 'basketball', 'tennis'] as const;
export type SportCode = (typeof SPORT_CODES)[number];

export const EVENT_STATUSES = ['not_started', 'live', 'ended', 'cancelled'] as const;
export const MARKET_STATUSES = ['open', 'suspended', 'settled'] as const;
export const BET_KINDS = ['single', 'multi', 'system'] as const;
export type BetKind = (typeof BET_KINDS)[number];
export const BET_STATUSES = ['open', 'won', 'lost', 'void', 'cashed_out'] as const;
export type BetStatus = (typeof BET_STATUSES)[number];
/** accept any change / only higher odds / ask me (refuse any change). */
export const ODDS_POLICIES = ['any', 'higher', 'none'] as const;
export type OddsPolicy = (typeof ODDS_POLICIES)[number];
export const LEG_RESULTS = ['won', 'lost', 'void', 'half_won', 'half_lost', 'dead_heat'] as const;

/** Shared limits of the bet slip (the server enforces them; the slip shows them). */
export const SPORT_LIMITS = {
  minStakeMinor: 100,
  maxStakeMinor: 1_000_000,
  maxPayoutMinor: 25_000_000,
  /** A player's total stake on one event. */
  maxEventStakeMinor: 2_500_000,
  maxLegs: 12,
} as const;

const money = z.number().describe('TRY, two decimals.');
const odds = z.number().describe('Decimal odds, two decimals (1.85).');

export const selectionView = z.object({
  id: z.number().int(),
  code: z.string().describe('1, X, 2, over, under, yes, no, 1X, "2-1"...'),
  odds,
});
export type SelectionView = z.infer<typeof selectionView>;

export const marketView = z.object({
  id: z.number().int(),
  type: z
    .string()
    .describe('1x2, double_chance, total, btts, handicap, asian_total, correct_score, winner...'),
  line: z.string().describe('The line of a total or handicap market ("2.5", "-1"), else "".'),
  status: z.enum(MARKET_STATUSES),
  inPlay: z.boolean(),
  selections: z.array(selectionView),
});
export type MarketView = z.infer<typeof marketView>;

export const eventView = z.object({
  id: z.number().int(),
  sport: z.enum(SPORT_CODES),
  leagueId: z.number().int(),
  league: z.string(),
  country: z.string().describe('ISO country code, or "INT".'),
  home: z.string(),
  away: z.string(),
  startAt: z.number().int().describe('Epoch ms.'),
  status: z.enum(EVENT_STATUSES),
  homeScore: z.number().int(),
  awayScore: z.number().int(),
  clock: z.string().describe('Match clock ("63\'", "Q3 04:12", "Set 2"), empty before the start.'),
  marketCount: z.number().int(),
  /** The main market (1X2 or winner) for list rows. */
  main: marketView.nullable(),
});
export type EventView = z.infer<typeof eventView>;

export const eventDetail = eventView.extend({ markets: z.array(marketView) });
export type EventDetail = z.infer<typeof eventDetail>;

export const sportTree = defineCall({
  path: '/sport/tree',
  auth: 'none',
  tag: 'sport',
  summary: 'Sports with their leagues (by country) and how many events are live and upcoming.',
  body: {},
  result: z.object({
    sports: z.array(
      z.object({
        code: z.enum(SPORT_CODES),
        live: z.number().int(),
        upcoming: z.number().int(),
        leagues: z.array(
          z.object({
            id: z.number().int(),
            name: z.string(),
            country: z.string(),
            live: z.number().int(),
            upcoming: z.number().int(),
          }),
        ),
      }),
    ),
  }),
});

export const sportEvents = defineCall({
  path: '/sport/events',
  auth: 'none',
  tag: 'sport',
  summary: 'Live or upcoming events, of one sport or league, with their main market.',
  body: {
    sport: z.enum(SPORT_CODES).optional(),
    leagueId: z.number().int().positive().optional(),
    live: z.boolean().optional(),
  },
  result: z.object({ list: z.array(eventView) }),
});

export const sportEvent = defineCall({
  path: '/sport/event',
  auth: 'none',
  tag: 'sport',
  summary: 'One event with all its markets.',
  body: { eventId: z.number().int().positive() },
  result: eventDetail,
});

export const betLegView = z.object({
  selectionId: z.number().int(),
  eventId: z.number().int(),
  sport: z.enum(SPORT_CODES),
  home: z.string(),
  away: z.string(),
  startAt: z.number().int(),
  eventStatus: z.enum(EVENT_STATUSES),
  homeScore: z.number().int(),
  awayScore: z.number().int(),
  marketType: z.string(),
  line: z.string(),
  code: z.string(),
  odds,
  result: z.enum(LEG_RESULTS).nullable(),
});

export const betView = z.object({
  betNo: z.string(),
  kind: z.enum(BET_KINDS),
  systemK: z.number().int().nullable(),
  combinations: z.number().int(),
  stake: money,
  totalOdds: odds,
  potentialWin: money,
  status: z.enum(BET_STATUSES),
  payout: money,
  live: z.boolean(),
  placedAt: z.number().int(),
  settledAt: z.number().int().nullable(),
  /** What cashing out pays now, or null when the bet cannot be cashed out. */
  cashOut: money.nullable(),
  legs: z.array(betLegView),
});
export type BetView = z.infer<typeof betView>;

export const placeBet = defineCall({
  path: '/sport/placeBet',
  auth: 'player',
  tag: 'sport',
  summary:
    'Places the bet slip: singles (one bet per selection, each with the stake), an accumulator ' +
    '(one bet) or a system bet (k of n; the stake is per combination). A live bet waits the ' +
    'live delay and is refused if its odds or market changed meanwhile.',
  body: {
    kind: z.enum(BET_KINDS),
    systemK: z.number().int().min(1).max(SPORT_LIMITS.maxLegs).optional(),
    selections: z
      .array(
        z.object({
          selectionId: z.number().int().positive(),
          odds: z.number().positive().max(10_000),
        }),
      )
      .min(1)
      .max(SPORT_LIMITS.maxLegs),
    stake: z
      .number('sport.EnterStake')
      .positive('sport.EnterStake')
      .max(10_000_000, 'base.AmountTooLarge')
      .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, 'base.AmountDecimals'),
    oddsPolicy: z.enum(ODDS_POLICIES).default('none'),
    requestId: z
      .string()
      .regex(/^[A-Za-z0-9_-]{8,64}$/)
      .optional()
      .describe(
        'A new id per submit of the slip, the same on a retry: a replay answers the first ' +
          'result and places nothing; the same id with another slip is refused.',
      ),
    freeBetId: z
      .number()
      .int()
      .positive()
      .optional()
      .describe(
        "A free-bet token of the player's (myFreeBets), for a single: the stake is the " +
          "token's amount (paid by the house); a win pays the winnings without the stake.",
      ),
  },
  result: z.object({ bets: z.array(betView), balance: money }),
});

export const freeBetView = z.object({
  id: z.number().int(),
  amount: money,
  expiresAt: z.number().int(),
});
export type FreeBetView = z.infer<typeof freeBetView>;

export const myFreeBets = defineCall({
  path: '/sport/myFreeBets',
  auth: 'player',
  tag: 'sport',
  summary: "The player's usable free-bet tokens, soonest to expire first.",
  body: {},
  result: z.object({ list: z.array(freeBetView) }),
});

export const myBets = defineCall({
  path: '/sport/myBets',
  auth: 'player',
  tag: 'sport',
  summary: "The player's bets, open or settled, newest first, with their legs and cash-out offers.",
  body: {
    status: z.enum(['open', 'settled']).default('open'),
    page: z.number().int().min(1).max(10_000).default(1),
    pageSize: z.number().int().min(1).max(50).default(20),
  },
  result: paged(betView),
});

export const cashOut = defineCall({
  path: '/sport/cashOut',
  auth: 'player',
  tag: 'sport',
  summary:
    'Cashes out an open bet at the offer the player saw; refused (with the new offer in the ' +
    'message) when the offer changed or the bet was settled meanwhile.',
  body: {
    betNo: z
      .string()
      .trim()
      .regex(/^S[0-9A-Z]{6,30}$/),
    amount: z.number().positive().max(10_000_000),
  },
  result: z.object({ bet: betView, balance: money }),
});

export const fbTokenGet = defineCall({
  path: '/fb/data/api/v2/token/get',
  auth: 'session',
  tag: 'sport',
  summary:
    'Launch of the external sportsbook adapter: a token and the URL to open. The sandbox ' +
    'adapter is our own sportsbook (/sport).',
  body: {},
  result: z.object({ token: z.string(), url: z.string(), provider: z.string() }),
});

/** What the sport stream (GET /api/sport/stream) sends: an event's new state. */
export interface SportStreamEvent {
  type: 'event';
  event: EventView;
  markets: MarketView[];
}
