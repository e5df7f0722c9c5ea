// The support area's staff calls: the inbox of players' in-app conversations (waiting ones
// first), one conversation with its internal notes, assigning, answering, closing and
// reopening, canned answers per language, and the channels the player app lists.
import { z } from 'zod';
import { SUPPORT_CHANNEL_KINDS, SUPPORT_MESSAGE_MAX } from '../support.ts';
import { defineStaffContract } from './call.ts';
import { pageInput, pageOf } from './common.ts';

const userId = z.number().int().positive();
const staffName = z.string().trim().min(1).max(64);
export const SUPPORT_LANGS = ['tk', 'en', 'zh-CN'] as const;
export const CONVERSATION_STATES = ['open', 'closed'] as const;
export const INBOX_STATES = ['waiting', 'open', 'closed', 'all'] as const;

export const conversationRow = z.object({
  userId: z.number().int(),
  nickname: z.string(),
  lang: z.string(),
  state: z.enum(CONVERSATION_STATES),
  assignee: z.string().nullable(),
  waitingSince: z.number().nullable(),
  lastMessageAt: z.number(),
  lastAuthor: z.enum(['player', 'staff']),
  lastPreview: z.string(),
  messageCount: z.number().int(),
});
export type ConversationRow = z.output<typeof conversationRow>;

export const supportInbox = defineStaffContract({
  path: '/support/inbox',
  permission: 'support.read',
  input: z.object({
    state: z.enum(INBOX_STATES).default('open'),
    /** 'me', 'none', a staff name, or empty for anyone. */
    assignee: z.string().trim().max(64).default(''),
    lang: z.enum(SUPPORT_LANGS).optional(),
    ...pageInput,
    pageSize: z.number().int().min(1).max(100).default(25),
  }),
  output: pageOf(conversationRow),
});

export const supportMessageRow = z.object({
  messageId: z.number().int(),
  from: z.enum(['player', 'staff']),
  staffName: z.string().nullable(),
  content: z.string(),
  createdAt: z.number(),
});
export const supportNoteRow = z.object({
  noteId: z.number().int(),
  staffName: z.string(),
  body: z.string(),
  createdAt: z.number(),
});

export const getConversation = defineStaffContract({
  path: '/support/conversation',
  permission: 'support.read',
  input: z.object({ userId }),
  output: z.object({
    conversation: conversationRow,
    messages: z.array(supportMessageRow),
    notes: z.array(supportNoteRow),
  }),
});

export const assignConversation = defineStaffContract({
  path: '/support/assign',
  permission: 'support.reply',
  input: z.object({ userId, assignee: staffName.nullable() }),
  output: z.object({ assignee: z.string().nullable() }),
});

export const replyConversation = defineStaffContract({
  path: '/support/reply',
  permission: 'support.reply',
  input: z.object({
    userId,
    content: z.string().trim().min(1).max(SUPPORT_MESSAGE_MAX),
    /** Close the conversation with this answer. */
    close: z.boolean().default(false),
  }),
  output: supportMessageRow,
});

export const setConversationState = defineStaffContract({
  path: '/support/setState',
  permission: 'support.reply',
  input: z.object({ userId, state: z.enum(CONVERSATION_STATES) }),
  output: z.object({ state: z.enum(CONVERSATION_STATES) }),
});

export const addSupportNote = defineStaffContract({
  path: '/support/addNote',
  permission: 'support.reply',
  input: z.object({ userId, body: z.string().trim().min(1).max(2000) }),
  output: supportNoteRow,
});

export const cannedRow = z.object({
  cannedId: z.number().int(),
  lang: z.enum(SUPPORT_LANGS),
  title: z.string(),
  body: z.string(),
  updatedBy: z.string(),
  updatedAt: z.number(),
});
export type CannedRow = z.output<typeof cannedRow>;

export const listCanned = defineStaffContract({
  path: '/support/canned/list',
  permission: 'support.read',
  input: z.object({ lang: z.enum(SUPPORT_LANGS).optional() }),
  output: z.object({ rows: z.array(cannedRow) }),
});

export const saveCanned = defineStaffContract({
  path: '/support/canned/save',
  permission: 'support.settings',
  input: z.object({
    /** Absent: a new answer. */
    cannedId: z.number().int().positive().optional(),
    lang: z.enum(SUPPORT_LANGS),
    title: z.string().trim().min(1).max(80),
    body: z.string().trim().min(1).max(SUPPORT_MESSAGE_MAX),
  }),
  output: cannedRow,
});

export const deleteCanned = defineStaffContract({
  path: '/support/canned/delete',
  permission: 'support.settings',
  input: z.object({ cannedId: z.number().int().positive() }),
  output: z.object({ deleted: z.boolean() }),
});

const text = (max: number) => z.string().trim().max(max);
export const channelRow = z.object({
  channelId: z.number().int(),
  kind: z.enum(SUPPORT_CHANNEL_KINDS),
  labelTk: z.string(),
  labelEn: z.string(),
  labelZh: z.string(),
  value: z.string(),
  href: z.string(),
  hoursTk: z.string(),
  hoursEn: z.string(),
  hoursZh: z.string(),
  sort: z.number().int(),
  active: z.boolean(),
});
export type ChannelRow = z.output<typeof channelRow>;

export const listChannels = defineStaffContract({
  path: '/support/channels/list',
  permission: 'support.read',
  input: z.object({}),
  output: z.object({ rows: z.array(channelRow) }),
});

/** Links the player app opens: web, mail, phone and messenger addresses only. */
const channelHref = z
  .string()
  .trim()
  .min(1)
  .max(300)
  .regex(/^(https:\/\/|mailto:|tel:|tg:\/\/|whatsapp:\/\/)\S+$/);

export const saveChannel = defineStaffContract({
  path: '/support/channels/save',
  permission: 'support.settings',
  input: z.object({
    channelId: z.number().int().positive().optional(),
    kind: z.enum(SUPPORT_CHANNEL_KINDS),
    labelTk: text(60).min(1),
    labelEn: text(60).min(1),
    labelZh: text(60).default(''),
    value: text(120).min(1),
    href: channelHref,
    hoursTk: text(120).default(''),
    hoursEn: text(120).default(''),
    hoursZh: text(120).default(''),
    sort: z.number().int().min(0).max(1000).default(0),
    active: z.boolean().default(true),
  }),
  output: channelRow,
});
