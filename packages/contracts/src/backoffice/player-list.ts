// The player list's filters, its CSV export and the tags staff put on players. The filters
// travel with the search call (players.ts) and with the export, so both read the same list.
import { z } from 'zod';
import { defineStaffContract } from './call.ts';
import { minor } from './common.ts';

export const PLAYER_STATUSES = ['active', 'blocked'] as const;
export const KYC_LEVELS = ['none', 'basic', 'verified'] as const;

/** A tag: lower-case letters (Turkish too), digits and dashes, as staff type it. */
export const tagName = z
  .string()
  .trim()
  // "İ" lower-cases to i + a combining dot outside a Turkish locale, and "I" to "ı" inside one;
  // plain lower-casing with the dot dropped gives "izle" for "İzle" and "vip" for "VIP".
  .transform((v) => v.toLowerCase().replace(/i\u0307/g, 'i'))
  .pipe(z.string().regex(/^[\p{Ll}\p{Nd}][\p{Ll}\p{Nd}-]{0,31}$/u));

const ms = z.number().int().min(0).nullable().default(null);
const amount = minor.min(0).nullable().default(null);

export const playerFilter = z.object({
  /** active: no block of any kind; blocked: at least one. */
  status: z.enum(PLAYER_STATUSES).nullable().default(null),
  kycLevel: z.enum(KYC_LEVELS).nullable().default(null),
  vipMin: z.number().int().min(0).max(100).nullable().default(null),
  vipMax: z.number().int().min(0).max(100).nullable().default(null),
  /** ISO 3166-1 alpha-2, as the KYC profile holds it. */
  country: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/)
    .nullable()
    .default(null),
  registeredFrom: ms,
  registeredTo: ms,
  lastLoginFrom: ms,
  lastLoginTo: ms,
  balanceMinMinor: amount,
  balanceMaxMinor: amount,
  depositsMinMinor: amount,
  depositsMaxMinor: amount,
  /** Under an exclusion the player chose (self-exclusion, time-out, panic button) now. */
  selfExcluded: z.boolean().nullable().default(null),
  hasOpenAlert: z.boolean().nullable().default(null),
  /** Players carrying every one of these tags. */
  tags: z.array(tagName).max(10).default([]),
});
export type PlayerFilter = z.output<typeof playerFilter>;

export const exportPlayers = defineStaffContract({
  path: '/players/export',
  permission: 'players.export',
  input: z.object({
    query: z.string().trim().max(64).default(''),
    filter: playerFilter.default(playerFilter.parse({})),
  }),
  output: z.object({ csv: z.string(), rows: z.number().int(), truncated: z.boolean() }),
});

export const playerTagInput = z.object({
  userId: z.number().int().positive(),
  tag: tagName,
});

export const addPlayerTag = defineStaffContract({
  path: '/players/tags/add',
  permission: 'players.tags',
  input: playerTagInput,
  output: z.object({ tags: z.array(z.string()) }),
});

export const removePlayerTag = defineStaffContract({
  path: '/players/tags/remove',
  permission: 'players.tags',
  input: playerTagInput,
  output: z.object({ tags: z.array(z.string()) }),
});

/** Every tag in use with its number of players, for the filter's and segments' pickers. */
export const listTags = defineStaffContract({
  path: '/players/tags',
  permission: 'players.read',
  input: z.object({}),
  output: z.object({ tags: z.array(z.object({ tag: z.string(), players: z.number().int() })) }),
});
