// The player list's filter as the address holds it (so going back from a player keeps the
// list), and as the filter form holds it while typing: dates as Istanbul days, amounts as the
// staff member types them. The address carries kuruş and epoch milliseconds.
import {
  KYC_LEVELS,
  PLAYER_STATUSES,
  playerFilter,
  type PlayerFilter,
} from '@talih/contracts/backoffice/player-list.ts';
import { liraText, parseLira } from '../../lib/amount.ts';

export const EMPTY_FILTER: PlayerFilter = playerFilter.parse({});

const NUMBER_KEYS = [
  'vipMin',
  'vipMax',
  'registeredFrom',
  'registeredTo',
  'lastLoginFrom',
  'lastLoginTo',
  'balanceMinMinor',
  'balanceMaxMinor',
  'depositsMinMinor',
  'depositsMaxMinor',
] as const;
const FLAG_KEYS = ['selfExcluded', 'hasOpenAlert'] as const;

const oneOf = <T extends string>(list: readonly T[], v: string | null): T | null =>
  v !== null && (list as readonly string[]).includes(v) ? (v as T) : null;

export function filterFromParams(p: URLSearchParams): PlayerFilter {
  const f: PlayerFilter = { ...EMPTY_FILTER, tags: p.getAll('tag') };
  for (const k of NUMBER_KEYS) {
    const v = p.get(k);
    if (v !== null && /^\d+$/.test(v)) f[k] = Number(v);
  }
  for (const k of FLAG_KEYS) {
    const v = p.get(k);
    f[k] = v === 'yes' ? true : v === 'no' ? false : null;
  }
  f.status = oneOf(PLAYER_STATUSES, p.get('status'));
  f.kycLevel = oneOf(KYC_LEVELS, p.get('kyc'));
  f.country = p.get('country');
  const parsed = playerFilter.safeParse(f);
  return parsed.success ? parsed.data : EMPTY_FILTER;
}

export function filterToParams(f: PlayerFilter): [string, string][] {
  const out: [string, string][] = [];
  for (const k of NUMBER_KEYS) if (f[k] !== null) out.push([k, String(f[k])]);
  for (const k of FLAG_KEYS) if (f[k] !== null) out.push([k, f[k] ? 'yes' : 'no']);
  if (f.status) out.push(['status', f.status]);
  if (f.kycLevel) out.push(['kyc', f.kycLevel]);
  if (f.country) out.push(['country', f.country]);
  for (const tag of f.tags) out.push(['tag', tag]);
  return out;
}

/** How many filters are set (the "Filters (3)" count). */
export const filterCount = (f: PlayerFilter) => filterToParams(f).length;

// ---- the form ----

export type Draft = Record<(typeof NUMBER_KEYS)[number] | 'status' | 'kyc' | 'country', string> &
  Record<(typeof FLAG_KEYS)[number], '' | 'yes' | 'no'> & { tags: string[] };

const DAY_MS = 86_400_000;
/** Istanbul midnight of a "2026-12-01" day (UTC+3 all year since 2016). */
const dayStart = (day: string) => Date.parse(`${day}T00:00:00+03:00`);
const dayOf = (ms: number) => new Date(ms + 3 * 3_600_000).toISOString().slice(0, 10);

const DATES = {
  registeredFrom: 'from',
  registeredTo: 'to',
  lastLoginFrom: 'from',
  lastLoginTo: 'to',
} as const;
const MONEY = ['balanceMinMinor', 'balanceMaxMinor', 'depositsMinMinor', 'depositsMaxMinor'];

export function draftOf(f: PlayerFilter): Draft {
  const d = {
    status: f.status ?? '',
    kyc: f.kycLevel ?? '',
    country: f.country ?? '',
    tags: f.tags,
    vipMin: f.vipMin === null ? '' : String(f.vipMin),
    vipMax: f.vipMax === null ? '' : String(f.vipMax),
  } as Draft;
  for (const [k, edge] of Object.entries(DATES) as [keyof typeof DATES, string][]) {
    const v = f[k];
    // A "to" day is kept as the next midnight (exclusive); the form shows the day itself.
    d[k] = v === null ? '' : dayOf(edge === 'to' ? v - DAY_MS : v);
  }
  for (const k of MONEY as (typeof NUMBER_KEYS)[number][]) {
    d[k] = f[k] === null ? '' : liraText(f[k]);
  }
  for (const k of FLAG_KEYS) d[k] = f[k] === null ? '' : f[k] ? 'yes' : 'no';
  return d;
}

/** The filter the form describes, or the fields that are not right yet. */
export function filterOf(d: Draft): { filter: PlayerFilter } | { problems: string[] } {
  const problems: string[] = [];
  const f: PlayerFilter = { ...EMPTY_FILTER, tags: d.tags };
  for (const [k, edge] of Object.entries(DATES) as [keyof typeof DATES, string][]) {
    if (d[k] === '') continue;
    const ms = dayStart(d[k]);
    if (Number.isNaN(ms)) problems.push(k);
    else f[k] = edge === 'to' ? ms + DAY_MS : ms;
  }
  for (const k of MONEY as (typeof NUMBER_KEYS)[number][]) {
    if (d[k].trim() === '') continue;
    const minor = parseLira(d[k]);
    if (!Number.isFinite(minor) || minor < 0) problems.push(k);
    else f[k] = minor;
  }
  for (const k of ['vipMin', 'vipMax'] as const) {
    if (d[k] === '') continue;
    if (/^\d{1,2}$/.test(d[k])) f[k] = Number(d[k]);
    else problems.push(k);
  }
  for (const k of FLAG_KEYS) f[k] = d[k] === '' ? null : d[k] === 'yes';
  f.status = oneOf(PLAYER_STATUSES, d.status);
  f.kycLevel = oneOf(KYC_LEVELS, d.kyc);
  if (d.country.trim() !== '') {
    if (/^[a-zA-Z]{2}$/.test(d.country.trim())) f.country = d.country.trim().toUpperCase();
    else problems.push('country');
  }
  problems.push(...rangeProblems(f));
  return problems.length ? { problems } : { filter: f };
}

function rangeProblems(f: PlayerFilter): string[] {
  const pairs = [
    ['vipMin', 'vipMax'],
    ['registeredFrom', 'registeredTo'],
    ['lastLoginFrom', 'lastLoginTo'],
    ['balanceMinMinor', 'balanceMaxMinor'],
    ['depositsMinMinor', 'depositsMaxMinor'],
  ] as const;
  return pairs
    .filter(([lo, hi]) => f[lo] !== null && f[hi] !== null && f[hi]! < f[lo]!)
    .map(([, hi]) => hi);
}
