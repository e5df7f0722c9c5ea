// Row types of the engagement tables (the union of all migrations). Engagement: mails, sign-in
// rewards, wheels, VIP levels, promotions, rebates, prize draws, staff configuration versions,
// segments and campaigns.
import type { Generated } from 'kysely';

/** The engagement tables, as Kysely names them (assembled into DB by ../schema.ts). */
export interface EngagementTables {
  config_versions: ConfigVersionsTable;
  player_segments: PlayerSegmentsTable;
  mail_campaigns: MailCampaignsTable;
  mail_campaign_recipients: MailCampaignRecipientsTable;
  mails: MailsTable;
  sign_in_days: SignInDaysTable;
  sign_in_records: SignInRecordsTable;
  wheels: WheelsTable;
  wheel_segments: WheelSegmentsTable;
  wheel_spins: WheelSpinsTable;
  vip_levels: VipLevelsTable;
  promotions: PromotionsTable;
  promotion_claims: PromotionClaimsTable;
  rebate_days: RebateDaysTable;
  pdd_prizes: PddPrizesTable;
  pdd_logs: PddLogsTable;
}

// ---- engagement rewards (migration 0006)
export interface MailsTable {
  id: Generated<number>;
  user_id: number;
  /** Groups the copies of one send (to everyone, or one player). */
  batch: string;
  title: string;
  content: string;
  /** 0: no attachment. */
  amount_minor: number;
  is_read: number;
  attaches_status: number;
  sent_by: string;
  created_at: number;
  read_at: number | null;
  claimed_at: number | null;
}

export interface SignInDaysTable {
  day: number;
  amount_minor: number;
  updated_at: number;
}

export interface SignInRecordsTable {
  id: Generated<number>;
  user_id: number;
  /** The Europe/Istanbul day claimed, YYYY-MM-DD. */
  date: string;
  streak_day: number;
  amount_minor: number;
  created_at: number;
}

export interface WheelsTable {
  id: Generated<number>;
  code: string;
  position: number;
  min_vip_level: number;
  per_deposits: number;
  per_turnover_minor: number;
  per_invites: number;
  updated_at: number;
}

export interface WheelSegmentsTable {
  id: Generated<number>;
  wheel_id: number;
  position: number;
  amount_minor: number;
  weight: number;
}

export interface WheelSpinsTable {
  id: Generated<number>;
  user_id: number;
  wheel_id: number;
  seq: number;
  segment_position: number;
  amount_minor: number;
  created_at: number;
}

export interface VipLevelsTable {
  level: number;
  min_turnover_minor: number;
  min_deposits_minor: number;
  rebate_bps: number;
  withdraw_daily_max_minor: number;
  updated_at: number;
}

// ---- engagement, social side (migration 0007) ----
export interface PromotionsTable {
  id: Generated<number>;
  code: string;
  title_tk: string;
  title_en: string;
  title_zh: string;
  summary_tk: string;
  summary_en: string;
  summary_zh: string;
  terms_tk: string;
  terms_en: string;
  terms_zh: string;
  action: 'none' | 'join' | 'claim';
  requirement: 'none' | 'deposit';
  reward_minor: number;
  banner_id: number | null;
  sort: number;
  starts_at: number | null;
  ends_at: number | null;
  created_at: number;
  /** Who can join: a player segment (migration 0021); null is everyone. */
  segment_id: Generated<number | null>;
}

export interface PromotionClaimsTable {
  id: Generated<number>;
  promotion_id: number;
  user_id: number;
  action: 'join' | 'claim';
  amount_minor: number;
  entry_id: number | null;
  created_at: number;
}

export interface RebateDaysTable {
  id: Generated<number>;
  user_id: number;
  /** Istanbul calendar day, YYYY-MM-DD. */
  day: string;
  turnover_minor: number;
  rate_bps: number;
  amount_minor: number;
  status: 'pending' | 'paid';
  entry_id: number | null;
  computed_at: number;
  paid_at: number | null;
}

export interface PddPrizesTable {
  id: Generated<number>;
  user_id: number;
  prize_minor: number;
  target: number;
  status: 'active' | 'paid';
  started_at: number;
  deadline_at: number;
  entry_id: number | null;
  paid_at: number | null;
}

export interface PddLogsTable {
  id: Generated<number>;
  user_id: number;
  action: string;
  created_at: number;
}

// ---- back-office engagement (migration 0021) ----
export type ConfigVersionState = 'pending' | 'live' | 'superseded' | 'rejected';

export interface ConfigVersionsTable {
  id: Generated<number>;
  kind: string;
  version: number;
  body: string;
  state: ConfigVersionState;
  created_by: string;
  created_at: number;
  approved_by: string | null;
  decided_at: number | null;
  approval_id: number | null;
  reason: string | null;
}

export interface PlayerSegmentsTable {
  id: Generated<number>;
  name: string;
  filter: string;
  created_by: string;
  created_at: number;
  updated_at: number;
}

export type MailCampaignStatus =
  'awaiting_approval' | 'scheduled' | 'sending' | 'sent' | 'rejected' | 'cancelled';

export interface MailCampaignsTable {
  id: Generated<number>;
  target: 'player' | 'segment' | 'all';
  user_id: number | null;
  segment_id: number | null;
  title: string;
  content: string;
  amount_minor: number;
  send_at: number;
  status: MailCampaignStatus;
  estimated_count: number;
  sent_count: number;
  cursor_user_id: number;
  created_by: string;
  approved_by: string | null;
  approval_id: number | null;
  created_at: number;
  finished_at: number | null;
}

export interface MailCampaignRecipientsTable {
  campaign_id: number;
  user_id: number;
}
