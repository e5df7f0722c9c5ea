// Row types of the bonus tables (the union of all migrations). Bonus money: templates and their
// versions, player bonuses, wagering, claim marks, free spins.
import type { Generated } from 'kysely';
import type { BonusKind, BonusStatus, BonusTrigger } from '@talih/contracts/bonus.ts';

/** The bonus tables, as Kysely names them (assembled into DB by ../schema.ts). */
export interface BonusTables {
  bonus_templates: BonusTemplatesTable;
  bonus_template_versions: BonusTemplateVersionsTable;
  player_bonuses: PlayerBonusesTable;
  bonus_wagering: BonusWageringTable;
  bonus_claim_marks: BonusClaimMarksTable;
  free_spin_awards: FreeSpinAwardsTable;
  free_spin_wins: FreeSpinWinsTable;
}

// bonus money (2026-11-27-0001; contracts/bonus.ts holds the rules and the statuses)
export type BonusTemplateStatus = 'draft' | 'active' | 'paused' | 'retired';

export interface BonusTemplatesTable {
  id: Generated<number>;
  code: string;
  kind: BonusKind;
  trigger: BonusTrigger;
  status: BonusTemplateStatus;
  current_version_id: number | null;
  created_at: number;
  updated_at: number;
}

export interface BonusTemplateVersionsTable {
  id: Generated<number>;
  template_id: number;
  version: number;
  /** bonusRules JSON */
  rules: string;
  /** { tk, en } JSON */
  title: string;
  created_by: string;
  approved_by: string | null;
  approved_at: number | null;
  created_at: number;
}

export interface PlayerBonusesTable {
  id: Generated<number>;
  user_id: number;
  template_id: number;
  version_id: number;
  grant_key: string;
  status: BonusStatus;
  granted_minor: number;
  deposit_minor: number;
  wagering_required_minor: number;
  wagered_minor: Generated<number>;
  converted_minor: Generated<number>;
  forfeited_minor: Generated<number>;
  /** Of converted_minor, what a resettlement took back (2026-12-05-0040). */
  taken_back_minor: Generated<number>;
  activated_at: number | null;
  expires_at: number | null;
  finished_at: number | null;
  finish_reason: string | null;
  granted_by: string | null;
  cancelled_by: string | null;
  created_at: number;
  updated_at: number;
}

export interface BonusWageringTable {
  id: Generated<number>;
  bonus_id: number;
  user_id: number;
  stake_key: string;
  stake_minor: number;
  bonus_stake_minor: number;
  contribution_pct: number;
  counted_minor: number;
  created_at: number;
}

export interface BonusClaimMarksTable {
  mark: string;
  bonus_id: number;
  user_id: number;
  created_at: number;
}

export type FreeSpinAwardStatus = 'pending' | 'active' | 'finished' | 'expired';

export interface FreeSpinAwardsTable {
  id: Generated<number>;
  award_key: string;
  user_id: number;
  template_id: number;
  version_id: number;
  game_id: number;
  studio_code: string;
  spins_total: number;
  spins_used: Generated<number>;
  spin_value_minor: number;
  wins_minor: Generated<number>;
  wins_as: 'cash' | 'bonus';
  status: FreeSpinAwardStatus;
  bonus_id: number | null;
  expires_at: number;
  finished_at: number | null;
  created_at: number;
  updated_at: number;
}

export interface FreeSpinWinsTable {
  id: Generated<number>;
  award_id: number;
  studio_code: string;
  transaction_id: string;
  amount_minor: number;
  created_at: number;
}
