// How the trading screens name markets, selections and event states.
import type { TFunction } from 'i18next';
import { StaffCallError } from '../../lib/api.ts';

export function marketLabel(t: TFunction, type: string, line: string) {
  return t(`sport.market.${type}`, { line, defaultValue: line ? `${type} ${line}` : type });
}

export function selectionLabel(t: TFunction, code: string) {
  return /^[a-z]+$/.test(code) ? t(`sport.sel.${code}`, { defaultValue: code }) : code;
}

export function oddsText(oddsX100: number) {
  return (oddsX100 / 100).toFixed(2);
}

export const EVENT_TONES = {
  live: 'ok',
  not_started: 'info',
  ended: 'muted',
  cancelled: 'bad',
} as const;

export const MARKET_TONES = { open: 'ok', suspended: 'warn', settled: 'muted' } as const;

const TEAM_MARKETS = new Set(['1x2', 'winner', 'first_set', 'handicap']);

/** On the result markets 1 and 2 are the teams: their names, to show beside the code. */
export function teamOf(marketType: string, code: string, teams: { home: string; away: string }) {
  if (!TEAM_MARKETS.has(marketType)) return '';
  return code === '1' ? teams.home : code === '2' ? teams.away : '';
}

/** A limit form's refusal: the server's message, or "no connection"; null when there is none. */
export function errorText(t: (k: string) => string, e: unknown) {
  if (!e) return null;
  return e instanceof StaffCallError
    ? e.message || t('common.networkError')
    : t('common.networkError');
}

export const TICKET_TONES = {
  open: 'info',
  won: 'ok',
  lost: 'muted',
  void: 'warn',
  cashed_out: 'info',
} as const;
