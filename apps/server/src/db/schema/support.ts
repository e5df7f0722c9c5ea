// Row types of the support tables (the union of all migrations). Support: channels, messages,
// conversations, notes and canned answers.
import type { Generated } from 'kysely';

/** The support tables, as Kysely names them (assembled into DB by ../schema.ts). */
export interface SupportTables {
  support_channels: SupportChannelsTable;
  support_messages: SupportMessagesTable;
  support_conversations: SupportConversationsTable;
  support_notes: SupportNotesTable;
  support_canned: SupportCannedTable;
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
