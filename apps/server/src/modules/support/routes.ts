// The customer service calls: channels (anyone), and the caller's own conversation.
import { supportChannels, supportMessages, supportSend } from '@talih/contracts/support.ts';
import type { CallRegistry } from '../../http/calls.ts';
import type { Services } from '../../services.ts';
import { channels, playerConversation, playerSend } from './support.ts';

export function registerSupportCalls(calls: CallRegistry, services: Services) {
  calls.register(supportChannels, ({ lang }) => channels(services.db, lang));
  calls.register(supportMessages, ({ auth }) => playerConversation(services.db, auth.userId));
  calls.register(supportSend, ({ auth, body }) => playerSend(services, auth.userId, body.content));
}
