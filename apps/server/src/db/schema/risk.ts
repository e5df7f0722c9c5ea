// Row types of the risk tables (the union of all migrations). Risk and compliance: alerts, signs of
// harm and their tasks, AML cases.
import type { Generated } from 'kysely';

/** The risk tables, as Kysely names them (assembled into DB by ../schema.ts). */
export interface RiskTables {
  risk_alerts: RiskAlertsTable;
  harm_markers: HarmMarkersTable;
  harm_tasks: HarmTasksTable;
  aml_cases: AmlCasesTable;
  aml_case_alerts: AmlCaseAlertsTable;
  aml_case_notes: AmlCaseNotesTable;
}

// ---- risk alerts (migration 0013) ----
export type RiskAlertStatus = 'open' | 'closed';

export interface RiskAlertsTable {
  id: Generated<number>;
  kind: string;
  user_id: number | null;
  /** JSON object. */
  details: string;
  status: RiskAlertStatus;
  dedupe_key: string | null;
  created_at: number;
  closed_at: number | null;
  /** What a rule's alert is about, e.g. `device:abc` (migration 0023). */
  subject: Generated<string | null>;
  assignee: Generated<string | null>;
  closed_by: Generated<string | null>;
  close_reason: Generated<string | null>;
}

// ---- signs of harm (migration 2026-12-06-0400-harm37) ----
export interface HarmMarkersTable {
  user_id: number;
  code: string;
  value: number;
  threshold: number;
  weight: number;
  /** 1 while value >= threshold. */
  fired: number;
  /** When it last started firing; null while it does not fire. */
  fired_at: number | null;
  /** JSON object: the figures the "why" is written from. */
  facts: string;
  computed_at: number;
}

export type HarmTaskStatus = 'open' | 'closed';

export type HarmOutcome = 'call' | 'mail' | 'limit' | 'time_out' | 'no_action';

export interface HarmTasksTable {
  id: Generated<number>;
  user_id: number;
  status: HarmTaskStatus;
  /** The player's id while the task is open (one open task a player), null once closed. */
  open_key: number | null;
  score: number;
  /** JSON array of the fired markers' codes. */
  markers: string;
  /** 1 when the pack requires an interaction at this score. */
  required: number;
  assignee: string | null;
  outcome: HarmOutcome | null;
  note: string | null;
  opened_at: number;
  closed_by: string | null;
  closed_at: number | null;
}

// ---- AML cases (migration 2026-12-06-0401-harm37) ----
export type AmlCaseStatus = 'open' | 'closed';

export type AmlDecision = 'clear' | 'restrict' | 'close_account' | 'report';

export interface AmlCasesTable {
  id: Generated<number>;
  user_id: number;
  status: AmlCaseStatus;
  /** The player's id while the case is open (one open case a player), null once closed. */
  open_key: number | null;
  assignee: string | null;
  decision: AmlDecision | null;
  decision_reason: string | null;
  decided_by: string | null;
  /** The second staff member who approved a clear or close (four-eyes). */
  approved_by: string | null;
  opened_by: string;
  opened_at: number;
  closed_at: number | null;
}

export interface AmlCaseAlertsTable {
  case_id: number;
  alert_id: number;
}

export interface AmlCaseNotesTable {
  id: Generated<number>;
  case_id: number;
  staff_name: string;
  body: string;
  created_at: number;
}
