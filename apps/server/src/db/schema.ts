// Row types of the current schema (the union of all migrations), for Kysely's typed queries.
import type { Generated } from 'kysely';

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
}

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
}
