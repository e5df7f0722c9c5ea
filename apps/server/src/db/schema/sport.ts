// Row types of the sport tables (the union of all migrations). The sportsbook: sports, leagues,
// events, markets, selections, the feed's bookkeeping, bets and free bets, trading limits.
import type { Generated } from 'kysely';

/** The sport tables, as Kysely names them (assembled into DB by ../schema.ts). */
export interface SportTables {
  sport_sports: SportSportsTable;
  sport_leagues: SportLeaguesTable;
  sport_events: SportEventsTable;
  sport_markets: SportMarketsTable;
  sport_selections: SportSelectionsTable;
  feed_messages: FeedMessagesTable;
  feed_bet_updates: FeedBetUpdatesTable;
  feed_settlements: FeedSettlementsTable;
  sport_held_settlements: SportHeldSettlementsTable;
  feed_health: FeedHealthTable;
  feed_simulators: FeedSimulatorsTable;
  sport_bets: SportBetsTable;
  sport_bet_requests: SportBetRequestsTable;
  sport_bet_legs: SportBetLegsTable;
  sport_free_bets: SportFreeBetsTable;
  sport_player_limits: SportPlayerLimitsTable;
  sport_stake_limits: SportStakeLimitsTable;
}

// ---- sportsbook (migration 0008) ----
export interface SportSportsTable {
  id: Generated<number>;
  code: string;
  sort: number;
}

export interface SportLeaguesTable {
  id: Generated<number>;
  sport_id: number;
  feed_ref: string;
  country_code: string;
  name: string;
  sort: number;
}

export type SportEventStatus = 'not_started' | 'live' | 'ended' | 'cancelled';

export interface SportEventsTable {
  id: Generated<number>;
  league_id: number;
  feed_ref: string;
  home: string;
  away: string;
  start_at: number;
  status: SportEventStatus;
  home_score: number;
  away_score: number;
  clock: string;
  updated_at: number;
  /** 1: a trader suspended the whole event (migration 0022); the feed cannot lift it. */
  trader_suspended: Generated<number>;
  /** 1: a trader holds the feed's settlements of every market of the event (hold35 migration). */
  settle_held: Generated<number>;
}

export type SportMarketStatus = 'open' | 'suspended' | 'settled';

export interface SportMarketsTable {
  id: Generated<number>;
  event_id: number;
  type: string;
  line: string;
  in_play: number;
  status: SportMarketStatus;
  version: number;
  settle_version: number;
  sort: number;
  /** 1: a trader suspended this market (migration 0022); the feed cannot lift it. */
  trader_suspended: Generated<number>;
  /** 1: a trader settled it; the feed's settlements leave it alone until a trader rolls back. */
  trader_settled: Generated<number>;
  /** What the feed last said (open or suspended); null: as `status`. */
  feed_status: 'open' | 'suspended' | null;
  /** 1: a trader holds the feed's settlements of this market for review (hold35 migration). */
  settle_held: Generated<number>;
}

export interface SportSelectionsTable {
  id: Generated<number>;
  market_id: number;
  code: string;
  odds_x100: number;
  result: string | null;
  win_pm: number | null;
  void_pm: number | null;
  sort: number;
  /** A trader's odds (migration 0022): while set, odds_x100 holds it. */
  override_odds_x100: number | null;
  /** The feed's latest odds while an override is set. */
  feed_odds_x100: number | null;
}

/** A real odds feed's message applied (migration odds-feed-inbox): the feed's id, once. */
export interface FeedMessagesTable {
  feed: string;
  msg_id: string;
  type: number;
  server_ts: number;
  stored_at: number;
}

/** The feed's last update time of one of its bets: an older price is never applied. */
export interface FeedBetUpdatesTable {
  feed: string;
  bet_ref: string;
  updated_at: number;
}

/** A feed settlement of a market that changed (first, correction or rollback), with why. */
export interface FeedSettlementsTable {
  id: Generated<number>;
  feed: string;
  msg_id: string;
  market_id: number;
  kind: 'settled' | 'resettled' | 'rolled_back';
  reason: string;
  /** The feed's message as received (JSON). */
  message: string;
  created_at: number;
}

export type HeldSettlementStatus = 'held' | 'released' | 'rejected' | 'superseded';

/** A feed's settlement (or its rollback) held for a trader's review (hold35 migration). */
export interface SportHeldSettlementsTable {
  id: Generated<number>;
  market_id: number;
  event_id: number;
  kind: 'settle' | 'rollback';
  /** The feed's results (FeedResult[] as JSON); '[]' for a rollback. */
  results: string;
  feed: string;
  msg_id: string;
  /** The feed's message as received (JSON). */
  message: string;
  status: HeldSettlementStatus;
  created_at: number;
  decided_by: string | null;
  decided_at: number | null;
  reason: string | null;
}

/** The feed's health as its active consumer last reported it (migration feed-health). */
export interface FeedHealthTable {
  feed: string;
  instance: string;
  state: string;
  last_heartbeat_at: number | null;
  last_lag_ms: number | null;
  suspended_markets: number;
  recoveries: number;
  recovery_failures: number;
  messages: number;
  updated_at: number;
}

/** Where the sandbox's simulator serves its Snapshot API (migration 2026-12-06-0200). */
export interface FeedSimulatorsTable {
  feed: string;
  instance: string;
  snapshot_url: string;
  package_id: number;
  username: string;
  password: string;
  updated_at: number;
}

export type SportBetStatus = 'open' | 'won' | 'lost' | 'void' | 'cashed_out';

export interface SportBetsTable {
  id: Generated<number>;
  bet_no: string;
  user_id: number;
  kind: 'single' | 'multi' | 'system';
  system_k: number | null;
  stake_minor: number;
  unit_stake_minor: number;
  total_odds_x100: number;
  potential_minor: number;
  status: SportBetStatus;
  payout_minor: number;
  settle_version: number;
  live: number;
  placed_at: number;
  settled_at: number | null;
  /** How much of stake_minor was bonus money (migration 2026-11-27-0006): paid back along it. */
  bonus_stake_minor: Generated<number>;
  /** The bonus active when the bet was placed (its wagering row is keyed by the bet). */
  bonus_id: number | null;
  /** The free-bet token the bet used (sport_free_bets), or null. */
  free_bet_id: number | null;
}

export type SportFreeBetStatus = 'available' | 'used' | 'expired' | 'cancelled';

/** A sport free-bet token (migration 2026-11-27-0006): one single's stake, paid by promotion. */
export interface SportFreeBetsTable {
  id: Generated<number>;
  user_id: number;
  template_id: number | null;
  version_id: number | null;
  grant_key: string;
  amount_minor: number;
  status: SportFreeBetStatus;
  bet_no: string | null;
  expires_at: number;
  granted_by: string | null;
  created_at: number;
  updated_at: number;
}

/** A placed bet slip's client request id and the first answer (migration 0012). */
export interface SportBetRequestsTable {
  id: Generated<number>;
  user_id: number;
  request_id: string;
  request_hash: string;
  bet_nos: string;
  balance_minor: number;
  created_at: number;
}

export interface SportBetLegsTable {
  id: Generated<number>;
  bet_id: number;
  selection_id: number;
  market_id: number;
  event_id: number;
  odds_x100: number;
}

// ---- back-office, sportsbook trading (migration 0022) ----
export interface SportPlayerLimitsTable {
  user_id: number;
  /** Per mille of the stake limit that applies otherwise (500 = 0.5×). */
  stake_factor_pm: number;
  max_stake_minor: number | null;
  updated_by: string;
  updated_at: number;
}

export type SportStakeLimitScope = 'sport' | 'league' | 'market';

export interface SportStakeLimitsTable {
  id: Generated<number>;
  scope: SportStakeLimitScope;
  /** Sport code, league id, or market type. */
  ref: string;
  max_stake_minor: number;
  updated_by: string;
  updated_at: number;
}
