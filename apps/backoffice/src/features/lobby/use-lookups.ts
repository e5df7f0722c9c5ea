// The providers, categories and labels the lobby screens offer in their pickers.
import { useQuery } from '@tanstack/react-query';
import { contentLookups } from '@talih/contracts/backoffice/content.ts';
import { staffCall, StaffCallError } from '../../lib/api.ts';

export function useLookups() {
  return useQuery({
    queryKey: ['lobby', 'lookups'],
    queryFn: () => staffCall(contentLookups, {}),
    staleTime: 60_000,
  });
}

/** A failed call's message in the staff member's language (the server words it). */
export function errorText(error: unknown, fallback: string): string | null {
  if (!error) return null;
  if (error instanceof StaffCallError) return error.message || fallback;
  return error instanceof Error && error.message ? error.message : fallback;
}

/** A label's name in the back-office's language. */
export const labelName = (l: { nameTk: string; nameEn: string }, lang: string) =>
  lang === 'en' ? l.nameEn : l.nameTk;
