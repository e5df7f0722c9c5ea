// The player app's pages that a footer, a menu or a message links to. Kept apart from the calls'
// schemas: the footer under the first screen imports these few strings, not zod and the
// validators (which cost the home 28 KiB of JavaScript when the footer imported legal.ts).

export const LEGAL_KINDS = ['terms', 'privacy', 'bonus_terms'] as const;
export type LegalKind = (typeof LEGAL_KINDS)[number];

/** The public page of each legal text (the sign-up box, the footer and the profile link there). */
export const LEGAL_PATHS: Record<LegalKind, string> = {
  terms: '/legal/terms',
  privacy: '/legal/privacy',
  bonus_terms: '/legal/bonus-terms',
};

/** The player app's safer-gambling pages: the help-lines and the PGSI self-test. */
export const HELP_PATHS = { help: '/safer-gambling', selfTest: '/self-test' } as const;
