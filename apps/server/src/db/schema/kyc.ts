// Row types of the kyc tables (the union of all migrations). KYC: profiles, identity checks,
// screening hits, register checks, documents.
import type { Generated } from 'kysely';
import type { IdentityCheckStatus } from '@talih/contracts/kyc.ts';

/** The kyc tables, as Kysely names them (assembled into DB by ../schema.ts). */
export interface KycTables {
  kyc_profiles: KycProfilesTable;
  identity_checks: IdentityChecksTable;
  screening_hits: ScreeningHitsTable;
  register_checks: RegisterChecksTable;
  kyc_documents: KycDocumentsTable;
}

// ---- KYC (migration 0027) ----
export type KycLevelColumn = 'none' | 'basic' | 'verified';

export type KycDocumentStatusColumn = 'pending' | 'approved' | 'rejected' | 'more_requested';

export interface KycProfilesTable {
  user_id: number;
  level: KycLevelColumn;
  full_name: string | null;
  birth_date: string | null;
  country: string | null;
  city: string | null;
  address: string | null;
  national_id: string | null;
  basic_at: number | null;
  verified_at: number | null;
  sof_requested_at: number | null;
  sof_approved_at: number | null;
  updated_at: number;
}

export interface RegisterChecksTable {
  user_id: number;
  register: string;
  /** 'clear' | 'excluded' */
  status: string;
  reference: string | null;
  checked_at: number;
}

export interface ScreeningHitsTable {
  id: Generated<number>;
  user_id: number;
  entity_id: string;
  caption: string;
  matched_name: string;
  screened_name: string;
  score_pm: number;
  /** JSON: the list entry as matched. */
  entry: string;
  trigger: 'registration' | 'details' | 'daily' | 'manual';
  status: 'open' | 'confirmed' | 'cleared';
  decided_by: string | null;
  decided_at: number | null;
  note: string | null;
  created_at: number;
}

export interface IdentityChecksTable {
  id: Generated<number>;
  user_id: number;
  vendor: string;
  applicant_id: string;
  run_id: string;
  check_id: string | null;
  status: IdentityCheckStatus;
  result: string | null;
  /** JSON list of reason codes. */
  reasons: string;
  capture_url: string;
  reviewed_by: string | null;
  review_note: string | null;
  created_at: number;
  updated_at: number;
}

export interface KycDocumentsTable {
  id: Generated<number>;
  user_id: number;
  kind: 'identity' | 'address' | 'source_of_funds';
  status: KycDocumentStatusColumn;
  storage_key: string;
  mime: string;
  size_bytes: number;
  sha256: string;
  file_name: string;
  review_note: string | null;
  reviewed_by: string | null;
  reviewed_at: number | null;
  created_at: number;
}
