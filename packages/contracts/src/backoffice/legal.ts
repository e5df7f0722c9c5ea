// The operator's legal texts for staff (content role): every version of a text with each of its
// languages (content.read), and a new version written and published (content.write, audited).
// A published version is never edited: a correction is the next version. Players accept the new
// version of the terms or privacy notice at their next login (the existing /legal/pending flow).
import { z } from 'zod';
import { LANGUAGES } from '../i18n.ts';
import { LEGAL_BODY_CHARS_MAX, LEGAL_TITLE_CHARS_MAX, legalKind } from '../legal.ts';
import { defineStaffContract } from './call.ts';

export const legalVersionRow = z.object({
  version: z.number().int(),
  lang: z.string(),
  title: z.string(),
  bodyMd: z.string(),
  publishedAt: z.number().int(),
  createdBy: z.string(),
});
export type LegalVersionRow = z.output<typeof legalVersionRow>;

export const listLegalVersions = defineStaffContract({
  path: '/legal/versions',
  permission: 'content.read',
  input: z.object({ kind: legalKind }),
  output: z.object({
    /** Newest version first; one row per language of a version. */
    rows: z.array(legalVersionRow),
    /** The version players see now (null: none published yet). */
    currentVersion: z.number().int().nullable(),
  }),
});

export const legalText = z.object({
  lang: z.enum(LANGUAGES),
  title: z.string().trim().min(1).max(LEGAL_TITLE_CHARS_MAX),
  bodyMd: z.string().trim().min(1).max(LEGAL_BODY_CHARS_MAX),
});

export const publishLegalVersion = defineStaffContract({
  path: '/legal/publish',
  permission: 'content.write',
  input: z.object({
    kind: legalKind,
    /** The new version in each language written; Turkish (tk), which the others fall back to, is required. */
    texts: z
      .array(legalText)
      .min(1)
      .max(LANGUAGES.length)
      .refine((texts) => texts.some((t) => t.lang === 'tk'), {
        message: 'the Turkish (tk) text is required',
      })
      .refine((texts) => new Set(texts.map((t) => t.lang)).size === texts.length, {
        message: 'one text per language',
      }),
    /** Why: kept in the audit log. */
    reason: z.string().trim().min(3).max(500),
  }),
  output: z.object({
    kind: legalKind,
    version: z.number().int(),
    langs: z.array(z.string()),
    publishedAt: z.number().int(),
  }),
});
