// Words staff read instead of codes: objects ("Oyuncu 42") and error answers.
import type { TFunction } from 'i18next';
import { StaffCallError } from './api.ts';

export function objectLabel(t: TFunction, type: string, id: string): string {
  return `${t(`objects.${type}`, type)} ${id}`;
}

/** The server's message when it sent one, else what went wrong in the staff member's words. */
export function errorText(t: TFunction, error: unknown): string {
  if (error instanceof StaffCallError && error.message) return error.message;
  if (error instanceof StaffCallError && error.state === 'network') return t('common.networkError');
  return t('common.loadFailed');
}
