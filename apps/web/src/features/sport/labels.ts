// How markets and selections read: "Alt/Üst 2.5", "Üst", a team's name for 1 and 2.
import type { TFunction } from 'i18next';

const TEAM_CODES = new Set(['1', '2']);

export function marketName(t: TFunction, type: string, line: string) {
  return t(`sport.market.${type}`, { line, defaultValue: type });
}

export function selectionName(
  t: TFunction,
  code: string,
  teams: { home: string; away: string },
  marketType: string,
) {
  if (
    TEAM_CODES.has(code) &&
    (marketType === 'winner' || marketType === 'first_set' || marketType === 'handicap')
  ) {
    return code === '1' ? teams.home : teams.away;
  }
  if (/^[a-z]+$/.test(code)) return t(`sport.sel.${code}`, { defaultValue: code });
  return code;
}

/** Odds always with two decimals, in every language (docs/brand.md "Amounts"). */
export function formatOdds(odds: number) {
  return odds.toFixed(2);
}
