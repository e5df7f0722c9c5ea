// Row types of the platform tables (the union of all migrations). The platform itself: the app's
// meta row, the audit log, tracked events, reconcile runs and wallet error counts.
import type { Generated } from 'kysely';

/** The platform tables, as Kysely names them (assembled into DB by ../schema.ts). */
export interface PlatformTables {
  app_meta: AppMetaTable;
  audit_log: AuditLogTable;
  track_events: TrackEventsTable;
  reconcile_runs: ReconcileRunsTable;
  wallet_error_minutes: WalletErrorMinutesTable;
}

export interface AppMetaTable {
  key: string;
  value: string;
  updated_at: number;
}

export interface AuditLogTable {
  id: Generated<number>;
  actor_type: 'player' | 'staff' | 'system' | 'cli';
  actor_id: string | null;
  action: string;
  subject: string | null;
  detail: string;
  request_id: string | null;
  created_at: number;
}

export interface TrackEventsTable {
  id: Generated<number>;
  user_id: number | null;
  device_number: string | null;
  event_type: number;
  event_id: number;
  created_at: number;
}

// ---- back-office reports (migration 0016)
export interface ReconcileRunsTable {
  id: Generated<number>;
  started_at: number;
  finished_at: number;
  trigger: string;
  actor: string | null;
  ok: number;
  violations: number;
  check_count: number;
  /** JSON: the checks' results, as `talih reconcile --json` prints them. */
  checks: string;
}

export interface WalletErrorMinutesTable {
  /** Epoch minute (ms / 60000). */
  minute: number;
  provider: string;
  code: string;
  count: number;
}
