// The sportsbook trading area's staff calls: events and markets with live liability, suspend
// and resume, odds overrides, manual settle / void / rollback (four-eyes above the threshold),
// stake limits per sport, league, market type and player, and the bet ticket search.
//
// Liability, per outcome: what the house pays if that outcome wins, less every stake on the
// market it then keeps. Sum of the potential payouts of the open bets with a leg on the outcome
// minus the stakes of all open bets with a leg on the market. An accumulator (or system bet)
// counts at its full potential, as though its other legs win too: the worst case.
import { z } from 'zod';
import { defineStaffContract } from './call.ts';
import { minor, pageInput, pageOf } from './common.ts';

const id = z.number().int().positive();
const reason = z.string().trim().min(3).max(500);

export const TRADING_EVENT_STATUSES = ['live', 'upcoming', 'ended', 'cancelled', 'all'] as const;
export const TRADING_SPORTS = ['football', 'basketball', 'tennis'] as const;

export const tradingEventRow = z.object({
  id: z.number().int(),
  sport: z.string(),
  leagueId: z.number().int(),
  league: z.string(),
  home: z.string(),
  away: z.string(),
  startAt: z.number(),
  status: z.string(),
  homeScore: z.number().int(),
  awayScore: z.number().int(),
  clock: z.string(),
  traderSuspended: z.boolean(),
  /** A trader holds the feed's settlements of every market of the event for review. */
  settleHeld: z.boolean(),
  marketCount: z.number().int(),
  suspendedMarkets: z.number().int(),
  openBets: z.number().int(),
  stakesMinor: minor,
  /** The worst outcome of any of its markets (see the rule above). */
  maxLiabilityMinor: minor,
});
export type TradingEventRow = z.output<typeof tradingEventRow>;

export const tradingEvents = defineStaffContract({
  path: '/trading/events',
  permission: 'sport.read',
  input: z.object({
    sport: z.enum(TRADING_SPORTS).optional(),
    leagueId: id.optional(),
    status: z.enum(TRADING_EVENT_STATUSES).default('all'),
    query: z.string().trim().max(64).default(''),
    withBets: z.boolean().default(false),
    ...pageInput,
    pageSize: z.number().int().min(1).max(100).default(25),
  }),
  output: pageOf(tradingEventRow),
});

export const FEED_KINDS = ['sandbox', 'lsports', 'off'] as const;
export const FEED_STATES = ['connecting', 'standby', 'live', 'stale'] as const;

/** The odds feed's health as its active consumer last reported it (null: never yet). */
export const tradingFeedHealth = defineStaffContract({
  path: '/trading/feed-health',
  permission: 'sport.read',
  input: z.object({}),
  output: z.object({
    feed: z.enum(FEED_KINDS),
    health: z
      .object({
        instance: z.string(),
        state: z.enum(FEED_STATES),
        lastHeartbeatAt: z.number().int().nullable(),
        lastLagMs: z.number().int().nullable(),
        suspendedMarkets: z.number().int(),
        recoveries: z.number().int(),
        recoveryFailures: z.number().int(),
        messages: z.number().int(),
        updatedAt: z.number().int(),
      })
      .nullable(),
  }),
});

export const tradingLeagues = defineStaffContract({
  path: '/trading/leagues',
  permission: 'sport.read',
  input: z.object({}),
  output: z.object({
    leagues: z.array(
      z.object({ id: z.number().int(), name: z.string(), sport: z.string(), country: z.string() }),
    ),
    marketTypes: z.array(z.string()),
  }),
});

export const tradingSelection = z.object({
  id: z.number().int(),
  code: z.string(),
  oddsX100: z.number().int(),
  /** The feed's odds while a trader's override holds (null: no override). */
  feedOddsX100: z.number().int().nullable(),
  overridden: z.boolean(),
  result: z.string().nullable(),
  openBets: z.number().int(),
  stakesMinor: minor,
  potentialMinor: minor,
  liabilityMinor: minor,
});
export type TradingSelection = z.output<typeof tradingSelection>;

export const tradingMarket = z.object({
  id: z.number().int(),
  type: z.string(),
  line: z.string(),
  status: z.string(),
  feedStatus: z.string(),
  traderSuspended: z.boolean(),
  traderSettled: z.boolean(),
  /** A trader holds the feed's settlements of this market (or of its event) for review. */
  settleHeld: z.boolean(),
  inPlay: z.boolean(),
  settleVersion: z.number().int(),
  openBets: z.number().int(),
  stakesMinor: minor,
  selections: z.array(tradingSelection),
});
export type TradingMarket = z.output<typeof tradingMarket>;

export const tradingEvent = defineStaffContract({
  path: '/trading/event',
  permission: 'sport.read',
  input: z.object({ eventId: id }),
  output: z.object({ event: tradingEventRow, markets: z.array(tradingMarket) }),
});

export const TRADING_TARGETS = ['market', 'event'] as const;

export const tradingSuspend = defineStaffContract({
  path: '/trading/suspend',
  permission: 'sport.trade',
  input: z.object({
    target: z.enum(TRADING_TARGETS),
    id,
    suspend: z.boolean(),
    reason,
  }),
  output: z.object({
    changed: z.number().int(),
    /** Open bets on what was suspended, as the suspension's transaction saw them. */
    openBets: z.number().int(),
  }),
});

export const tradingOdds = defineStaffContract({
  path: '/trading/odds',
  permission: 'sport.trade',
  input: z.object({
    selectionId: id,
    /** The trader's odds ×100 (1.01 to 1000.00); null releases the override. */
    oddsX100: z.number().int().min(101).max(100_000).nullable(),
    reason,
  }),
  output: z.object({ oddsX100: z.number().int(), overridden: z.boolean() }),
});

export const SELECTION_RESULTS = ['won', 'lost', 'void', 'half_won', 'half_lost'] as const;
export type SelectionResult = (typeof SELECTION_RESULTS)[number];

const moneyOutcome = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('done'),
    markets: z.number().int(),
    betsSettled: z.number().int(),
    movedMinor: minor,
  }),
  z.object({ status: z.literal('pending'), approvalId: z.number().int() }),
]);
export type TradingMoneyOutcome = z.output<typeof moneyOutcome>;

export const tradingSettle = defineStaffContract({
  path: '/trading/settle',
  permission: 'sport.settle',
  input: z.object({
    marketId: id,
    results: z
      .array(z.object({ selectionId: id, result: z.enum(SELECTION_RESULTS) }))
      .min(1)
      .max(100),
    reason,
  }),
  output: moneyOutcome,
});

export const tradingVoid = defineStaffContract({
  path: '/trading/void',
  permission: 'sport.settle',
  input: z.object({ target: z.enum(TRADING_TARGETS), id, reason }),
  output: moneyOutcome,
});

export const tradingRollback = defineStaffContract({
  path: '/trading/rollback',
  permission: 'sport.settle',
  input: z.object({ marketId: id, reason }),
  output: moneyOutcome,
});

// The trader's hold on the feed's settlements: while an event or a market is held, a settlement
// the feed sends for it (or its taking one back) waits in a queue with the feed's message
// instead of being applied; no money moves and the bets stay open. Release applies it exactly
// as the feed said (once, however often pressed); reject discards it with a reason and the
// trader settles or voids the market by hand (/trading/settle, /trading/void). Release needs no
// second trader: it pays what the feed would have paid without the hold.
export const tradingHold = defineStaffContract({
  path: '/trading/hold',
  permission: 'sport.trade',
  input: z.object({ target: z.enum(TRADING_TARGETS), id, hold: z.boolean(), reason }),
  output: z.object({ changed: z.number().int() }),
});

export const HELD_STATES = ['held', 'released', 'rejected', 'superseded'] as const;
export type HeldState = (typeof HELD_STATES)[number];

export const heldSettlementRow = z.object({
  id: z.number().int(),
  eventId: z.number().int(),
  marketId: z.number().int(),
  sport: z.string(),
  league: z.string(),
  home: z.string(),
  away: z.string(),
  marketType: z.string(),
  line: z.string(),
  /** settle: the feed's results; rollback: the feed took its settlement back. */
  kind: z.enum(['settle', 'rollback']),
  /** Each outcome's result as the feed said (won, lost, void, half_won, half_lost, dead_heat). */
  results: z.array(z.object({ code: z.string(), result: z.string() })),
  status: z.enum(HELD_STATES),
  feed: z.string(),
  msgId: z.string(),
  /** The feed's message as received. */
  message: z.string(),
  openBets: z.number().int(),
  stakesMinor: minor,
  createdAt: z.number(),
  decidedBy: z.string().nullable(),
  decidedAt: z.number().nullable(),
  reason: z.string().nullable(),
});
export type HeldSettlementRow = z.output<typeof heldSettlementRow>;

export const tradingHeldSettlements = defineStaffContract({
  path: '/trading/held',
  permission: 'sport.read',
  input: z.object({
    status: z.enum([...HELD_STATES, 'all']).default('held'),
    ...pageInput,
    pageSize: z.number().int().min(1).max(100).default(25),
  }),
  output: pageOf(heldSettlementRow),
});

export const tradingReleaseHeld = defineStaffContract({
  path: '/trading/held/release',
  permission: 'sport.settle',
  input: z.object({ id, reason }),
  output: moneyOutcome,
});

export const tradingRejectHeld = defineStaffContract({
  path: '/trading/held/reject',
  permission: 'sport.settle',
  input: z.object({ id, reason }),
  output: z.object({ status: z.literal('done'), rejected: z.number().int() }),
});

export const STAKE_LIMIT_SCOPES = ['sport', 'league', 'market'] as const;
export type StakeLimitScope = (typeof STAKE_LIMIT_SCOPES)[number];

export const stakeLimitRow = z.object({
  scope: z.enum(STAKE_LIMIT_SCOPES),
  ref: z.string(),
  /** The league's name for a league limit, else the ref. */
  label: z.string(),
  maxStakeMinor: minor,
  updatedBy: z.string(),
  updatedAt: z.number(),
});
export type StakeLimitRow = z.output<typeof stakeLimitRow>;

export const stakeLimits = defineStaffContract({
  path: '/trading/limits',
  permission: 'sport.read',
  input: z.object({}),
  output: z.object({ rows: z.array(stakeLimitRow) }),
});

export const setStakeLimit = defineStaffContract({
  path: '/trading/limits/set',
  permission: 'sport.trade',
  input: z.object({
    scope: z.enum(STAKE_LIMIT_SCOPES),
    ref: z.string().trim().min(1).max(64),
    /** null removes the limit. */
    maxStakeMinor: z.number().int().min(0).max(100_000_000).nullable(),
    reason,
  }),
  output: z.object({ row: stakeLimitRow.nullable() }),
});

export const playerStakeLimit = z.object({
  userId: z.number().int(),
  nickname: z.string(),
  /** Per mille of the limit that applies otherwise: 1000 = 1×, 500 = 0.5×. */
  stakeFactorPm: z.number().int(),
  maxStakeMinor: minor.nullable(),
  updatedBy: z.string().nullable(),
  updatedAt: z.number().nullable(),
});
export type PlayerStakeLimit = z.output<typeof playerStakeLimit>;

export const playerStakeLimits = defineStaffContract({
  path: '/trading/player-limits',
  permission: 'sport.read',
  input: z.object({ ...pageInput, pageSize: z.number().int().min(1).max(100).default(25) }),
  output: pageOf(playerStakeLimit),
});

export const setPlayerStakeLimit = defineStaffContract({
  path: '/trading/player-limits/set',
  permission: 'sport.trade',
  input: z.object({
    userId: id,
    stakeFactorPm: z.number().int().min(0).max(10_000),
    maxStakeMinor: z.number().int().min(0).max(100_000_000).nullable(),
    reason,
  }),
  output: playerStakeLimit,
});

export const TICKET_STATES = ['open', 'won', 'lost', 'void', 'cashed_out'] as const;

export const ticketRow = z.object({
  betNo: z.string(),
  userId: z.number().int(),
  nickname: z.string(),
  kind: z.string(),
  stakeMinor: minor,
  potentialMinor: minor,
  payoutMinor: minor,
  totalOddsX100: z.number().int(),
  status: z.string(),
  settleVersion: z.number().int(),
  live: z.boolean(),
  legs: z.number().int(),
  placedAt: z.number(),
  settledAt: z.number().nullable(),
});
export type TicketRow = z.output<typeof ticketRow>;

export const tradingTickets = defineStaffContract({
  path: '/trading/tickets',
  permission: 'sport.read',
  input: z.object({
    betNo: z.string().trim().max(40).default(''),
    /** A player id, or the start of a nickname. */
    player: z.string().trim().max(64).default(''),
    eventId: id.optional(),
    status: z.enum(TICKET_STATES).optional(),
    from: z.number().int().min(0).optional(),
    to: z.number().int().min(0).optional(),
    ...pageInput,
    pageSize: z.number().int().min(1).max(100).default(25),
  }),
  output: pageOf(ticketRow),
});

export const ticketLeg = z.object({
  eventId: z.number().int(),
  marketId: z.number().int(),
  match: z.string(),
  sport: z.string(),
  marketType: z.string(),
  line: z.string(),
  code: z.string(),
  oddsX100: z.number().int(),
  result: z.string().nullable(),
  marketStatus: z.string(),
});

export const ticketHistory = z.object({
  at: z.number(),
  /** place, settle, cashout (journal) or a staff action on one of its markets. */
  kind: z.string(),
  detail: z.string(),
  /** What moved to (+) or from (−) the player's cash and debt. */
  amountMinor: minor.nullable(),
  by: z.string().nullable(),
});

export const tradingTicket = defineStaffContract({
  path: '/trading/ticket',
  permission: 'sport.read',
  input: z.object({ betNo: z.string().trim().min(1).max(40) }),
  output: z.object({
    ticket: ticketRow.extend({ systemK: z.number().int().nullable() }),
    legs: z.array(ticketLeg),
    history: z.array(ticketHistory),
  }),
});
