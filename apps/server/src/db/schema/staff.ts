// Row types of the staff tables (the union of all migrations). The back-office staff: accounts,
// sessions, the audit chain, approvals, and their notes, blocks and tags on players.
import type { Generated } from 'kysely';

/** The staff tables, as Kysely names them (assembled into DB by ../schema.ts). */
export interface StaffTables {
  staff: StaffTable;
  staff_sessions: StaffSessionsTable;
  staff_audit: StaffAuditTable;
  staff_audit_head: StaffAuditHeadTable;
  staff_approvals: StaffApprovalsTable;
  player_notes: PlayerNotesTable;
  player_blocks: PlayerBlocksTable;
  player_tags: PlayerTagsTable;
}

// ---- back-office, players and payments (migration 0015) ----
export interface PlayerNotesTable {
  id: Generated<number>;
  user_id: number;
  staff_name: string;
  body: string;
  created_at: number;
}

/** What a block stops: deposits, bets (games and sport), withdrawals or logins. */
export type PlayerBlockScope = 'deposit' | 'bet' | 'withdraw' | 'login';

/** Tags staff put on a player (migration 2026-12-06-0200): a list filter and a segment. */
export interface PlayerTagsTable {
  user_id: number;
  tag: string;
  added_by: string;
  added_at: number;
}

export interface PlayerBlocksTable {
  id: Generated<number>;
  user_id: number;
  scope: PlayerBlockScope;
  reason: string;
  staff_name: string;
  created_at: number;
}

// ---- back-office staff (migration 0014) ----
export interface StaffTable {
  id: Generated<number>;
  name: string;
  role: string;
  status: 'invited' | 'active' | 'disabled';
  password_hash: string | null;
  totp_secret: string | null;
  totp_enrolled: Generated<number>;
  totp_last_step: Generated<number>;
  enrol_token_hash: string | null;
  enrol_expires_at: number | null;
  challenge_hash: string | null;
  challenge_expires_at: number | null;
  /** Codes tried against the current challenge (0052). */
  challenge_tries: Generated<number>;
  lang: Generated<string>;
  last_login_at: number | null;
  created_at: number;
  /** When the role last changed or the sign-in was reset (0050); null: neither since creation. */
  elevated_at: number | null;
}

export interface StaffSessionsTable {
  token_hash: string;
  staff_id: number;
  csrf_token: string;
  ip: string;
  created_at: number;
  last_seen_at: number;
  expires_at: number;
  revoked_at: number | null;
}

export interface StaffAuditTable {
  id: Generated<number>;
  seq: number;
  at: number;
  staff_id: number | null;
  staff_name: string;
  second_staff_name: string | null;
  action: string;
  object_type: string;
  object_id: string;
  before_json: string | null;
  after_json: string | null;
  reason: string | null;
  request_id: string;
  ip: string;
  prev_hash: string;
  hash: string;
}

export interface StaffAuditHeadTable {
  id: number;
  seq: number;
  hash: string;
  /** The first row keyed with AUDIT_CHAIN_KEY; older rows are plain SHA-256 (0051). */
  keyed_from: Generated<number>;
}

export interface StaffApprovalsTable {
  id: Generated<number>;
  kind: string;
  object_type: string;
  object_id: string;
  amount_minor: number | null;
  payload: string;
  reason: string;
  status: 'pending' | 'deciding' | 'approved' | 'rejected';
  requested_by: number;
  requested_at: number;
  decided_by: number | null;
  decided_at: number | null;
  decision_reason: string | null;
}
