// Row types of the current schema (the union of all migrations), for Kysely's typed queries.
import type { Generated } from 'kysely';
import type { BonusKind, BonusStatus, BonusTrigger } from '@talih/contracts/bonus.ts';
import type { IdentityCheckStatus } from '@talih/contracts/kyc.ts';
import type { LegalKind } from '@talih/contracts/legal.ts';
import type { PgsiBand } from '@talih/contracts/protection.ts';

export type UserRole = 'tourist' | 'player';

export interface AppMetaTable {
  key: string;
  value: string;
  updated_at: number;
}

export interface UsersTable {
  id: Generated<number>;
  role: UserRole;
  device_number: string | null;
  mobile: string | null;
  nickname: string;
  lang: string;
  adid: string | null;
  gaid: string | null;
  created_at: number;
  updated_at: number;
  password_hash: Generated<string | null>;
  withdraw_password_hash: Generated<string | null>;
  email: Generated<string | null>;
  real_name: Generated<string | null>;
  invite_code: Generated<string | null>;
  inviter_id: Generated<number | null>;
  age_confirmed_at: Generated<number | null>;
  terms_accepted_at: Generated<number | null>;
  registered_at: Generated<number | null>;
  last_login_at: Generated<number | null>;
  /**
   * Set when this player's referral turned out to come from their inviter (migration 0011):
   * 'same_device', 'same_ip' or 'same_bank_account'. Such a referral earns the inviter nothing.
   */
  referral_void_reason: Generated<ReferralVoidReason | null>;
  referral_voided_at: Generated<number | null>;
}

export type ReferralVoidReason = 'same_device' | 'same_ip' | 'same_bank_account';

export interface UserDevicesTable {
  user_id: number;
  device_number: string;
  first_seen_at: number;
  last_seen_at: number;
}

export interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
  ip: string | null;
  user_agent: string | null;
  /** Last use, written at most once a minute; null on rows from before the idle timeout. */
  last_seen_at: number | null;
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

export interface LoginLogsTable {
  id: Generated<number>;
  user_id: number;
  mobile: string | null;
  device_number: string | null;
  ip: string | null;
  user_agent: string | null;
  created_at: number;
}

export interface OtpCodesTable {
  id: Generated<number>;
  phone: string;
  code_hash: string;
  created_at: number;
  expires_at: number;
  attempts: Generated<number>;
  consumed_at: number | null;
  superseded_at: number | null;
}

export interface SmsOutboxTable {
  id: Generated<number>;
  phone: string;
  body: string;
  code: string | null;
  created_at: number;
}

export interface LoginThrottleTable {
  phone: string;
  failures: number;
  locked_until: number;
  updated_at: number;
}

export interface DB {
  app_meta: AppMetaTable;
  users: UsersTable;
  user_devices: UserDevicesTable;
  sessions: SessionsTable;
  audit_log: AuditLogTable;
  track_events: TrackEventsTable;
  login_logs: LoginLogsTable;
  otp_codes: OtpCodesTable;
  sms_outbox: SmsOutboxTable;
  login_throttle: LoginThrottleTable;
  ledger_accounts: LedgerAccountsTable;
  journal_entries: JournalEntriesTable;
  journal_lines: JournalLinesTable;
  player_entry_totals: PlayerEntryTotalsTable;
  games: GamesTable;
  hub88_requests: Hub88RequestsTable;
  hub88_rewards: Hub88RewardsTable;
  hub88_free_bets: Hub88FreeBetsTable;
  hub88_listed_transactions: Hub88ListedTransactionsTable;
  hub88_listed_days: Hub88ListedDaysTable;
  game_launches: GameLaunchesTable;
  game_rounds: GameRoundsTable;
  game_categories: GameCategoriesTable;
  game_providers: GameProvidersTable;
  lobby_labels: LobbyLabelsTable;
  game_labels: GameLabelsTable;
  favorite_games: FavoriteGamesTable;
  recent_games: RecentGamesTable;
  banners: BannersTable;
  content_imports: ContentImportsTable;
  payment_bank_accounts: PaymentBankAccountsTable;
  deposit_orders: DepositOrdersTable;
  deposit_refunds: DepositRefundsTable;
  payment_webhooks: PaymentWebhooksTable;
  payment_notifications: PaymentNotificationsTable;
  payment_accounts: PaymentAccountsTable;
  settlement_reports: SettlementReportsTable;
  settlement_lines: SettlementLinesTable;
  bank_cards: BankCardsTable;
  withdrawals: WithdrawalsTable;
  risk_alerts: RiskAlertsTable;
  harm_markers: HarmMarkersTable;
  harm_tasks: HarmTasksTable;
  aml_cases: AmlCasesTable;
  aml_case_alerts: AmlCaseAlertsTable;
  aml_case_notes: AmlCaseNotesTable;
  // KYC (0027)
  kyc_profiles: KycProfilesTable;
  identity_checks: IdentityChecksTable;
  screening_hits: ScreeningHitsTable;
  register_checks: RegisterChecksTable;
  kyc_documents: KycDocumentsTable;
  // bonus money (2026-11-27-0001)
  bonus_templates: BonusTemplatesTable;
  bonus_template_versions: BonusTemplateVersionsTable;
  player_bonuses: PlayerBonusesTable;
  bonus_wagering: BonusWageringTable;
  bonus_claim_marks: BonusClaimMarksTable;
  // free spins (2026-11-27-0005)
  free_spin_awards: FreeSpinAwardsTable;
  free_spin_wins: FreeSpinWinsTable;
  // back-office staff (0014)
  staff: StaffTable;
  staff_sessions: StaffSessionsTable;
  staff_audit: StaffAuditTable;
  staff_audit_head: StaffAuditHeadTable;
  staff_approvals: StaffApprovalsTable;
  // back-office engagement (migration 0021)
  config_versions: ConfigVersionsTable;
  player_segments: PlayerSegmentsTable;
  mail_campaigns: MailCampaignsTable;
  mail_campaign_recipients: MailCampaignRecipientsTable;
  // sportsbook (0008)
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
  // engagement rewards (mail, sign-in, wheels, VIP)
  mails: MailsTable;
  sign_in_days: SignInDaysTable;
  sign_in_records: SignInRecordsTable;
  wheels: WheelsTable;
  wheel_segments: WheelSegmentsTable;
  wheel_spins: WheelSpinsTable;
  vip_levels: VipLevelsTable;
  // engagement, social side (migration 0007)
  promotions: PromotionsTable;
  promotion_claims: PromotionClaimsTable;
  rebate_days: RebateDaysTable;
  pdd_prizes: PddPrizesTable;
  pdd_logs: PddLogsTable;
  support_channels: SupportChannelsTable;
  support_messages: SupportMessagesTable;
  // back-office support (migration 0023)
  support_conversations: SupportConversationsTable;
  support_notes: SupportNotesTable;
  support_canned: SupportCannedTable;
  // back-office reports (migration 0016)
  reconcile_runs: ReconcileRunsTable;
  wallet_error_minutes: WalletErrorMinutesTable;
  // back-office, players and payments (migration 0015)
  player_notes: PlayerNotesTable;
  player_blocks: PlayerBlocksTable;
  player_tags: PlayerTagsTable;
  payment_method_settings: PaymentMethodSettingsTable;
  // back-office, sportsbook trading (migration 0022)
  sport_player_limits: SportPlayerLimitsTable;
  sport_stake_limits: SportStakeLimitsTable;
  // player protection (migration 0026)
  player_limits: PlayerLimitsTable;
  player_exclusions: PlayerExclusionsTable;
  legal_documents: LegalDocumentsTable;
  legal_acceptances: LegalAcceptancesTable;
  play_sessions: PlaySessionsTable;
  player_protection: PlayerProtectionTable;
  protection_events: ProtectionEventsTable;
  self_tests: SelfTestsTable;
}

export type LedgerAccountKind =
  | 'player_cash'
  | 'player_bonus'
  | 'house'
  | 'provider_clearing'
  | 'payment_clearing'
  | 'promotion_expense'
  | 'withdrawal_pending'
  // refunds of deposits a provider has not yet confirmed, per player
  | 'refund_pending'
  | 'sportsbook_clearing'
  // what a player owes the house (a resettlement their cash could not cover): at or below zero
  | 'player_debt';

export interface LedgerAccountsTable {
  id: Generated<number>;
  kind: LedgerAccountKind;
  owner: string;
  shard: number;
  currency: string;
  balance_minor: number;
  allow_negative: number;
  created_at: number;
  updated_at: number;
}

/** Running sums of a player's entries of one kind (migration 2026-11-28-0030, ledger/entry-totals.ts). */
export interface PlayerEntryTotalsTable {
  user_id: number;
  kind: string;
  total_minor: number;
  entries: number;
}

export interface JournalEntriesTable {
  id: Generated<number>;
  kind: string;
  idempotency_key: string;
  request_hash: string;
  user_id: number | null;
  amount_minor: number;
  player_balance_minor: number | null;
  reverses_entry_id: number | null;
  reason: string | null;
  detail: string;
  created_at: number;
}

export interface JournalLinesTable {
  id: Generated<number>;
  entry_id: number;
  account_id: number;
  amount_minor: number;
  balance_after_minor: number;
}

export interface GamesTable {
  id: Generated<number>;
  name: string;
  image_url: string;
  have_demo: number;
  firm_code: string;
  studio_code: string;
  studio_game: string;
  status: 'active' | 'hidden';
  sort_weight: number;
  created_at: number;
  /** 0: no category yet. */
  category_id: Generated<number>;
  /** 1: a catalogue game with no studio of its own; the sandbox slot opens in its place. */
  stand_in: Generated<number>;
  /** The aggregator's id within firm_code: what a game-list import matches on. */
  external_id: Generated<string | null>;
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

export interface GameLaunchesTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  session_id: number;
  game_id: number;
  studio_code: string;
  created_at: number;
  expires_at: number;
}

export type GameRoundStatus = 'open' | 'closed' | 'cancelled';

export interface GameRoundsTable {
  id: Generated<number>;
  studio_code: string;
  round_ref: string;
  user_id: number;
  game_id: number;
  bet_minor: number;
  win_minor: number;
  status: GameRoundStatus;
  created_at: number;
  updated_at: number;
  /** How much of bet_minor was bonus money: the round's wins follow this split. */
  bonus_bet_minor: Generated<number>;
  /** The active bonus the round's bonus stakes came from. */
  bonus_id: number | null;
}

export interface GameCategoriesTable {
  id: Generated<number>;
  code: string;
  name_tk: string;
  name_en: string;
  name_zh: string;
  sort: number;
}

export interface GameProvidersTable {
  firm_code: string;
  name: string;
  category_id: number;
  sort: number;
  /** 0: switched off in the back-office; its games leave the lobby and cannot be launched. */
  enabled: Generated<number>;
  /** Position among the mobile drawer's providers; null: not in the drawer. */
  drawer_sort: Generated<number | null>;
}

export type LobbyLabelKind = 'system' | 'operator';

export interface LobbyLabelsTable {
  label_id: string;
  name_tk: string;
  name_en: string;
  name_zh: string;
  kind: LobbyLabelKind;
  sort: number;
}

export interface GameLabelsTable {
  game_id: number;
  label_id: string;
  weight: number;
}

export interface FavoriteGamesTable {
  user_id: number;
  game_id: number;
  created_at: number;
}

export type GameMode = 'real' | 'demo';

export interface RecentGamesTable {
  user_id: number;
  game_id: number;
  last_played_at: number;
  last_mode: GameMode;
}

export type BannerLinkType = 'game' | 'route' | 'none';

export interface BannersTable {
  id: Generated<number>;
  title_tk: string;
  title_en: string;
  title_zh: string;
  subtitle_tk: string;
  subtitle_en: string;
  subtitle_zh: string;
  image_url: string;
  link_type: BannerLinkType;
  link: string;
  sort: number;
  starts_at: number | null;
  ends_at: number | null;
  /** Uploaded pictures per language (file names under BANNER_IMAGE_DIR). */
  image_file_tk: Generated<string | null>;
  image_file_en: Generated<string | null>;
  image_file_zh: Generated<string | null>;
  enabled: Generated<number>;
}

export interface ContentImportsTable {
  id: Generated<number>;
  created_at: number;
  staff_name: string;
  file_name: string;
  row_count: number;
  error_count: number;
  rows: string;
  status: 'previewed' | 'applied';
  applied_at: number | null;
  result: string | null;
}

export interface PaymentBankAccountsTable {
  id: Generated<number>;
  bank_code: string;
  bank_name: string;
  holder: string;
  iban: string;
  active: number;
  created_at: number;
}

export type DepositMethod = 'havale' | 'crypto' | 'card' | 'trustly' | 'paysafecard';
export type DepositStatus = 'pending' | 'confirmed' | 'rejected' | 'failed' | 'expired';

export interface DepositOrdersTable {
  id: Generated<number>;
  order_no: string;
  user_id: number;
  method: DepositMethod;
  amount_minor: number;
  status: DepositStatus;
  reference: string;
  bank_account_id: number | null;
  coin_network: string | null;
  coin_address: string | null;
  coin_amount: string | null;
  coin_rate: string | null;
  pay_url: string | null;
  provider_ref: string | null;
  entry_id: number | null;
  fail_reason: string | null;
  created_at: number;
  updated_at: number;
  expires_at: number;
  confirmed_at: number | null;
  /** The bonus template the player chose for this deposit, granted on confirm. */
  bonus_template_id: number | null;
  /** The provider's own state short of final (Trustly's `pending`); migration 2026-12-06-0010. */
  provider_state: Generated<string | null>;
  /** What a reversal (Trustly's `debit` after `credit`) took back from the player. */
  reversed_minor: Generated<number>;
  /** What refunds staff made hold or paid back (held and refunded); migration 2026-12-06-0400. */
  refunded_minor: Generated<number>;
}

/** A refund of a provider deposit to the player's original method (Trustly, paysafecard). */
export interface DepositRefundsTable {
  id: Generated<number>;
  refund_no: string;
  order_no: string;
  user_id: number;
  provider: string;
  amount_minor: number;
  /** held (the provider has not answered finally), refunded, returned (to the player). */
  status: 'held' | 'refunded' | 'returned';
  /** What the provider last said short of final (accepted, pending). */
  provider_state: string | null;
  provider_ref: string | null;
  /** paysafecard: the player's paysafecard account e-mail the refund goes to. */
  email: string | null;
  reason: string;
  requested_by: string;
  approved_by: string;
  failure: string | null;
  created_at: number;
  updated_at: number;
}

/** Every notification Trustly or paysafecard sent, once per id: an order's history. */
export interface PaymentNotificationsTable {
  id: Generated<number>;
  provider: string;
  notification_id: string;
  /** Trustly's method (credit, pending, cancel, debit, account, payoutconfirmation, ...). */
  kind: string;
  order_no: string | null;
  provider_order: string | null;
  amount_minor: number | null;
  outcome: string;
  body_hash: string;
  /** JSON: what the notification said beyond the columns (error codes, account details). */
  detail: string;
  received_at: number;
}

/** A provider's settlement report for one day, imported once (by the job or by finance). */
export interface SettlementReportsTable {
  id: Generated<number>;
  provider: string;
  /** The UTC day the report covers (YYYY-MM-DD). */
  day: string;
  currency: string;
  lines: number;
  /** 'job' (fetched from the provider) or 'upload' (finance sent the file). */
  source: string;
  imported_by: string;
  imported_at: number;
}

/** One money line of a settlement report, as the provider wrote it (fees left out). */
export interface SettlementLinesTable {
  id: Generated<number>;
  report_id: number;
  line_no: number;
  /** Our order number (Trustly's messageid, paysafecard's correlation id), when the line has one. */
  order_no: string | null;
  provider_order: string | null;
  /** The provider's type: Deposit, AccountPayout, Refund (Trustly); PAYMENT, PAYOUT, REFUND. */
  order_type: string;
  /** Signed: money in to the operator positive, out negative. */
  amount_minor: number;
  currency: string;
  raw: string;
}

/** The bank accounts a provider reported for a player: where their payouts go. */
export interface PaymentAccountsTable {
  id: Generated<number>;
  provider: string;
  user_id: number;
  account_id: string;
  bank: string;
  descriptor: string;
  last_digits: string;
  verified: number;
  order_no: string;
  created_at: number;
  updated_at: number;
}

export interface PaymentWebhooksTable {
  id: Generated<number>;
  provider: string;
  event_id: string;
  order_no: string;
  event_status: string;
  outcome: string;
  body_hash: string;
  received_at: number;
}

export interface BankCardsTable {
  id: Generated<number>;
  user_id: number;
  holder_name: string;
  bank_code: string;
  bank_name: string;
  iban: string;
  created_at: number;
  updated_at: number;
}

export type WithdrawStatus =
  | 'pending'
  | 'approved'
  | 'paid'
  | 'rejected'
  | 'cancelled'
  /** The payout provider refused the payout: the money sits in its clearing account. */
  | 'payout_failed'
  /** A failed payout voided back to the player's cash by the operator. */
  | 'voided';

export interface WithdrawalsTable {
  id: Generated<number>;
  order_no: string;
  user_id: number;
  amount_minor: number;
  status: WithdrawStatus;
  holder_name: string;
  bank_code: string;
  bank_name: string;
  iban: string;
  provider: string;
  payout_ref: string | null;
  payout_error: string | null;
  fail_reason: string | null;
  reviewed_by: string | null;
  /** The Istanbul calendar day it was asked for (YYYY-MM-DD): daily limits count by it. */
  day: string;
  created_at: number;
  updated_at: number;
  /** The client's request id (migration 0013): a retry with it answers this withdrawal. */
  request_id: Generated<string | null>;
  request_hash: Generated<string | null>;
  /** The provider's account it is paid to (Trustly's AccountID; migration 2026-12-06-0010). */
  payout_account: Generated<string | null>;
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

export interface SupportChannelsTable {
  id: Generated<number>;
  kind: 'chat' | 'email' | 'telegram' | 'whatsapp' | 'phone';
  label_tk: string;
  label_en: string;
  label_zh: string;
  value: string;
  href: string;
  hours_tk: string;
  hours_en: string;
  hours_zh: string;
  sort: number;
  active: number;
}

export interface SupportMessagesTable {
  id: Generated<number>;
  user_id: number;
  author: 'player' | 'staff';
  staff_name: string | null;
  content: string;
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

export interface PaymentMethodSettingsTable {
  method: DepositMethod;
  min_minor: number;
  max_minor: number;
  enabled: number;
  updated_by: string;
  updated_at: number;
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

// ---- back-office support (migration 0023)

export type SupportConversationState = 'open' | 'closed';

export interface SupportConversationsTable {
  user_id: number;
  state: SupportConversationState;
  assignee: string | null;
  /** The oldest player message no staff answer followed; null when nothing waits. */
  waiting_since: number | null;
  last_message_at: number;
  last_author: 'player' | 'staff';
  last_preview: string;
  message_count: number;
  created_at: number;
  updated_at: number;
}

export interface SupportNotesTable {
  id: Generated<number>;
  user_id: number;
  staff_name: string;
  body: string;
  created_at: number;
}

export interface SupportCannedTable {
  id: Generated<number>;
  lang: string;
  title: string;
  body: string;
  updated_by: string;
  created_at: number;
  updated_at: number;
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

export interface SelfTestsTable {
  id: Generated<number>;
  user_id: number;
  /** The nine PGSI answers as digits in question order. */
  answers: string;
  score: number;
  band: PgsiBand;
  consented_at: number;
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
