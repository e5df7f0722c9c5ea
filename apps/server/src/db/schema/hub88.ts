// Row types of the hub88 tables (the union of all migrations). Hub88, the game aggregator: its
// wallet requests, rewards, free bets and transaction lists.
import type { Generated } from 'kysely';

/** The hub88 tables, as Kysely names them (assembled into DB by ../schema.ts). */
export interface Hub88Tables {
  hub88_requests: Hub88RequestsTable;
  hub88_rewards: Hub88RewardsTable;
  hub88_free_bets: Hub88FreeBetsTable;
  hub88_listed_transactions: Hub88ListedTransactionsTable;
  hub88_listed_days: Hub88ListedDaysTable;
}

/** The first answer to each Hub88 wallet request_uuid (migration 2026-12-05-0070). */
export interface Hub88RequestsTable {
  request_uuid: string;
  action: string;
  body_sha256: string;
  answer: string;
  created_at: number;
}

/** The reward Hub88 created for a free spins award (docs/hub88.md "Free bets"). */
export interface Hub88RewardsTable {
  award_id: number;
  reward_uuid: string;
  created_at: number;
}

/** A free bet Hub88 placed with a reward: no cash moved, its win pays the award's round. */
export interface Hub88FreeBetsTable {
  transaction_uuid: string;
  award_id: number;
  user_id: number;
  round: string;
  amount_units: number;
  rolled_back: Generated<number>;
  win_transaction_uuid: string | null;
  created_at: number;
}

/** One transaction of a day's list fetched from Hub88's Transactions API. */
export interface Hub88ListedTransactionsTable {
  transaction_uuid: string;
  day: string;
  kind: 'bet' | 'win' | 'rollback';
  status: string;
  user: string;
  round: string;
  amount_units: number;
  reference_transaction_uuid: string | null;
  is_free: Generated<number>;
}

/** A UTC day whose transaction list was fetched (reconcile compares those days). */
export interface Hub88ListedDaysTable {
  day: string;
  listed: number;
  fetched_at: number;
}
