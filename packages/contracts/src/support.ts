// Calls of customer service: the channels the operator lists and the player's messages.
import { z } from 'zod';
import { defineCall } from './call.ts';

export const SUPPORT_CHANNEL_KINDS = ['chat', 'email', 'telegram', 'whatsapp', 'phone'] as const;

export const supportChannel = z.object({
  kind: z.enum(SUPPORT_CHANNEL_KINDS),
  label: z.string(),
  value: z.string().describe('Address, number or handle as the player types it.'),
  href: z.string().describe('A link that opens it (mailto:, tel:, https:), or empty.'),
  hours: z.string().describe("Opening hours in the caller's language."),
});

export const supportChannels = defineCall({
  path: '/support/channels',
  auth: 'none',
  tag: 'support',
  summary: "The operator's customer service channels, in display order.",
  body: {},
  result: z.array(supportChannel),
});

export const SUPPORT_MESSAGE_MAX = 1000;

export const supportMessage = z.object({
  messageId: z.number().int(),
  from: z.enum(['player', 'staff']),
  staffName: z.string().nullable(),
  content: z.string(),
  createdAt: z.number().int(),
});
export type SupportMessage = z.infer<typeof supportMessage>;

export const supportMessages = defineCall({
  path: '/support/messages',
  auth: 'player',
  tag: 'support',
  summary: "The caller's conversation with support, oldest first (the last 100).",
  body: {},
  result: z.array(supportMessage),
});

export const supportSend = defineCall({
  path: '/support/send',
  auth: 'player',
  tag: 'support',
  summary: 'Sends a message to support; staff answer later.',
  body: {
    content: z
      .string('base.messageRequired')
      .trim()
      .min(1, 'base.messageRequired')
      .max(SUPPORT_MESSAGE_MAX, 'base.messageTooLong'),
  },
  result: supportMessage,
});
