// The odds feed adapter interface: what any feed (the sandbox here, a licensed data provider
// in production) tells the sportsbook. Things are named by the feed's own references; the
// sportsbook maps them to its rows. Every handler is idempotent: a message repeated changes
// nothing more.
import type { SportCode } from '@talih/contracts/sport.ts';
import type { SportEventStatus } from '../../db/schema.ts';

export interface FeedLeague {
  ref: string;
  sport: SportCode;
  country: string;
  name: string;
  sort: number;
}

export interface FeedFixture {
  ref: string;
  league: FeedLeague;
  home: string;
  away: string;
  startAt: number;
}

export interface FeedEventState {
  status: SportEventStatus;
  homeScore: number;
  awayScore: number;
  clock: string;
}

export interface FeedMarketKey {
  type: string;
  line: string;
}

export interface FeedMarket extends FeedMarketKey {
  inPlay: boolean;
  status: 'open' | 'suspended';
  selections: { code: string; oddsX100: number }[];
}

/** One selection's settlement: won or lost, with the void and dead-heat factors of the feed. */
export interface FeedResult {
  code: string;
  result: 'won' | 'lost';
  /** Share of the stake given back (0.5 on a half-won/half-lost Asian line, 1 when void). */
  voidFactor?: number;
  /** Dead heat: the share of the stake paid at the odds (1/2 for a two-way tie). */
  deadHeatFactor?: number;
}

/** Where a settlement came from: kept beside it when a trader holds it for review. */
export interface FeedSource {
  feed: string;
  msgId: string;
  /** The feed's message as received. */
  raw: string;
}

export interface OddsFeedHandlers {
  /** A new fixture or a change of one (start time, teams). */
  fixtureChange(fixture: FeedFixture): Promise<void>;
  /** New odds and statuses of some markets, and the event's live state. */
  oddsChange(eventRef: string, markets: FeedMarket[], state?: FeedEventState): Promise<void>;
  /** New odds and statuses of several events' markets at once (a feed's run of messages). */
  oddsChanges(changes: { eventRef: string; markets: FeedMarket[] }[]): Promise<void>;
  /** Suspends all markets of an event (or the ones named), e.g. around a goal. */
  betStop(eventRef: string, markets?: FeedMarketKey[]): Promise<void>;
  /**
   * Settles a market; settles every bet that now has all its legs settled. A market a trader
   * holds keeps the settlement (with `source`) for review instead (../book/holds.ts).
   */
  settlement(
    eventRef: string,
    market: FeedMarketKey,
    results: FeedResult[],
    source?: FeedSource,
  ): Promise<number>;
  /**
   * Suspends at once every market not settled of the feed's events not ended (refs starting
   * with `refPrefix:`): the feed went stale, so no price of it can be trusted. Answers how many.
   */
  suspendAll(refPrefix: string): Promise<number>;
  /** Takes a settlement back (the feed was wrong); a later settlement moves the difference. */
  rollbackSettlement(eventRef: string, market: FeedMarketKey, source?: FeedSource): Promise<void>;
}

/** A feed runs by itself once started and calls the handlers. */
export interface OddsFeed {
  start(): Promise<void>;
  stop(): Promise<void>;
}
