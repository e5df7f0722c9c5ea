// The operator's legal texts: terms and conditions, the privacy notice and the bonus terms.
// Each is versioned (a new version is a new row, never an edit of a published one) and written
// per language in Markdown, which the apps render as text, never as HTML. A player accepts the
// current terms and privacy notice at sign-up, and again at the next login after a new version.
import { z } from 'zod';
import { defineCall } from './call.ts';
import { LEGAL_KINDS, type LegalKind } from './page-paths.ts';

export { LEGAL_KINDS, LEGAL_PATHS, type LegalKind } from './page-paths.ts';

/** What a player must have accepted, in its current version, to use the account. */
export const LEGAL_KINDS_TO_ACCEPT = ['terms', 'privacy'] as const satisfies readonly LegalKind[];
/** A text's Markdown body, at most (a long set of terms is about 30 000 characters). */
export const LEGAL_BODY_CHARS_MAX = 60_000;
export const LEGAL_TITLE_CHARS_MAX = 120;

export const legalKind = z.enum(LEGAL_KINDS);

export const legalDocumentView = z.object({
  kind: legalKind,
  version: z.number().int(),
  /** The language of this text: the asked one, or Turkish where that has none. */
  lang: z.string(),
  title: z.string(),
  bodyMd: z.string(),
  publishedAt: z.number().int().describe('Epoch milliseconds.'),
});
export type LegalDocumentView = z.output<typeof legalDocumentView>;

export const legalDocument = defineCall({
  path: '/legal/document',
  auth: 'none',
  tag: 'legal',
  summary:
    'The current version of a legal text (terms, privacy notice, bonus terms) in the language asked, or in Turkish when it has none.',
  body: { legalText: legalKind },
  result: legalDocumentView,
});

export const pendingLegalItem = z.object({
  kind: legalKind,
  version: z.number().int(),
  title: z.string(),
});

export const legalPending = defineCall({
  path: '/legal/pending',
  auth: 'player',
  tag: 'legal',
  summary:
    'The texts whose current version the player has not accepted yet (asked after a new version, at the next login); empty when all are accepted.',
  body: {},
  result: z.array(pendingLegalItem),
});

export const legalAccept = defineCall({
  path: '/legal/accept',
  auth: 'player',
  tag: 'legal',
  summary:
    'Records that the player accepts these versions (time and address kept); a version that is no longer current is refused, so the player reads the new one first.',
  body: {
    accepted: z
      .array(z.object({ kind: legalKind, version: z.number().int().positive() }))
      .min(1)
      .max(LEGAL_KINDS.length),
  },
  result: z.array(pendingLegalItem),
});

export const legalAcceptedView = z.object({
  kind: legalKind,
  version: z.number().int(),
  acceptedAt: z.number().int(),
});

export const legalAccepted = defineCall({
  path: '/legal/accepted',
  auth: 'player',
  tag: 'legal',
  summary: 'The newest version of each text the player accepted, and when.',
  body: {},
  result: z.array(legalAcceptedView),
});
