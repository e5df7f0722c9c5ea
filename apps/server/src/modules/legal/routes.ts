// The legal calls: a text for its public page, what the player still has to accept, the
// acceptance, and what the player accepted.
import { legalAccept, legalAccepted, legalDocument, legalPending } from '@talih/contracts/legal.ts';
import type { CallRegistry } from '../../http/calls.ts';
import { AppError } from '../../http/errors.ts';
import type { Services } from '../../services.ts';
import { acceptedBy, acceptTexts, currentDocument, pendingFor } from './legal.ts';

export function registerLegalCalls(calls: CallRegistry, services: Services) {
  const now = () => services.now?.() ?? Date.now();
  calls.register(legalDocument, async ({ lang, body }) => {
    const doc = await currentDocument(services.db, body.legalText, lang, now());
    if (!doc) throw new AppError('legal.errors.notPublished');
    return doc;
  });
  calls.register(legalPending, ({ lang, auth }) =>
    pendingFor(services.db, auth.userId, lang, now()),
  );
  calls.register(legalAccept, async ({ lang, auth, body, req }) => {
    await acceptTexts(services.db, auth.userId, body.accepted, req.ip, now());
    return pendingFor(services.db, auth.userId, lang, now());
  });
  calls.register(legalAccepted, ({ auth }) => acceptedBy(services.db, auth.userId));
}
