// Row types of the protection tables (the union of all migrations). Player protection: limits,
// exclusions, legal documents and acceptances, play sessions, self-tests.
import type { Generated } from 'kysely';
import type { LegalKind } from '@talih/contracts/legal.ts';
import type { PgsiBand } from '@talih/contracts/protection.ts';

/** The protection tables, as Kysely names them (assembled into DB by ../schema.ts). */
export interface ProtectionTables {
  player_limits: PlayerLimitsTable;
  player_exclusions: PlayerExclusionsTable;
  legal_documents: LegalDocumentsTable;
  legal_acceptances: LegalAcceptancesTable;
  play_sessions: PlaySessionsTable;
  player_protection: PlayerProtectionTable;
  protection_events: ProtectionEventsTable;
  self_tests: SelfTestsTable;
}

// ---- player protection (migration 0026)
export type PlayerLimitKind = 'deposit' | 'loss' | 'wager' | 'session';

export type PlayerLimitPeriod = 'day' | 'week' | 'month' | 'session';

export type ExclusionKind = 'time_out' | 'self_exclusion' | 'panic' | 'staff' | 'register';

export interface PlayerLimitsTable {
  id: Generated<number>;
  user_id: number;
  kind: PlayerLimitKind;
  period: PlayerLimitPeriod;
  /** Minor units (minutes for the session limit); null: no limit in force yet. */
  amount: number | null;
  pending_amount: number | null;
  pending_remove: Generated<number>;
  pending_at: number | null;
  set_by: string;
  updated_at: number;
}

export interface LegalDocumentsTable {
  id: Generated<number>;
  kind: LegalKind;
  version: number;
  lang: string;
  title: string;
  body_md: string;
  published_at: number;
  created_by: string;
  created_at: number;
}

export interface LegalAcceptancesTable {
  id: Generated<number>;
  user_id: number;
  kind: LegalKind;
  version: number;
  accepted_at: number;
  ip: string;
}

export interface PlayerExclusionsTable {
  id: Generated<number>;
  user_id: number;
  kind: ExclusionKind;
  starts_at: number;
  ends_at: number | null;
  lift_at: number | null;
  reason: string | null;
  set_by: string;
  created_at: number;
}

export interface PlaySessionsTable {
  id: Generated<number>;
  user_id: number;
  started_at: number;
  last_play_at: number;
  checked_at: number;
  ended_at: number | null;
  end_reason: string | null;
  stake_minor: number;
  win_minor: number;
}

export interface PlayerProtectionTable {
  user_id: number;
  reality_minutes: number | null;
  erased_at: number | null;
  updated_at: number;
}

export interface ProtectionEventsTable {
  id: Generated<number>;
  user_id: number;
  action: string;
  detail: string;
  actor: string;
  created_at: number;
}

export interface SelfTestsTable {
  id: Generated<number>;
  user_id: number;
  /** The nine PGSI answers as digits in question order. */
  answers: string;
  score: number;
  band: PgsiBand;
  consented_at: number;
}
