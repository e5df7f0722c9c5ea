// Words the lobby screens show: a failed call's message, and a label's name.
import { StaffCallError } from '../../lib/api.ts';

/** A failed call's message in the staff member's language (the server words it). */
export function errorText(error: unknown, fallback: string): string | null {
  if (!error) return null;
  if (error instanceof StaffCallError) return error.message || fallback;
  return error instanceof Error && error.message ? error.message : fallback;
}

/** A label's name in the back-office's language. */
export const labelName = (l: { nameTk: string; nameEn: string }, lang: string) =>
  lang === 'en' ? l.nameEn : l.nameTk;
