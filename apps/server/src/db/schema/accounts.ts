// Row types of the accounts tables (the union of all migrations). Players and their sign-in: users,
// devices, sessions, login logs, one-time codes, the SMS outbox.
import type { Generated } from 'kysely';

/** The accounts tables, as Kysely names them (assembled into DB by ../schema.ts). */
export interface AccountsTables {
  users: UsersTable;
  user_devices: UserDevicesTable;
  sessions: SessionsTable;
  login_logs: LoginLogsTable;
  otp_codes: OtpCodesTable;
  sms_outbox: SmsOutboxTable;
  login_throttle: LoginThrottleTable;
}

export type UserRole = 'tourist' | 'player';

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
