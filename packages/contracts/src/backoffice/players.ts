// The players area's staff calls: search, the 360 view (profile, balances and the ledger lines
// behind them, activity lists), and actions (block, reset the withdrawal password, force a
// logout, note, manual adjustment with four-eyes above the threshold).
import { z } from 'zod';
import { defineStaffContract } from './call.ts';
import { minor, pageInput, pageOf } from './common.ts';
import { playerFilter } from './player-list.ts';

export const BLOCK_SCOPES = ['deposit', 'bet', 'withdraw', 'login'] as const;
export const blockScope = z.enum(BLOCK_SCOPES);
export type BlockScope = z.output<typeof blockScope>;

const userId = z.number().int().positive();
const reason = z.string().trim().min(3).max(500);

export const playerRow = z.object({
  userId: z.number().int(),
  nickname: z.string(),
  realName: z.string().nullable(),
  mobile: z.string().nullable(),
  createdAt: z.number(),
  lastLoginAt: z.number().nullable(),
  cashMinor: minor,
  blocks: z.array(z.string()),
  /** Confirmed deposits, all time (the segments' "total confirmed deposits"). */
  depositsMinor: minor,
  kycLevel: z.string(),
  country: z.string().nullable(),
  vipLevel: z.number().int(),
  tags: z.array(z.string()),
  openAlerts: z.number().int(),
});
export type PlayerRow = z.output<typeof playerRow>;

export const PLAYER_SORTS = [
  'id',
  'nickname',
  'createdAt',
  'lastLoginAt',
  'cash',
  'deposits',
] as const;

export const searchPlayers = defineStaffContract({
  path: '/players/search',
  permission: 'players.read',
  input: z.object({
    query: z.string().trim().max(64).default(''),
    filter: playerFilter.default(playerFilter.parse({})),
    sort: z.enum(PLAYER_SORTS).default('id'),
    dir: z.enum(['asc', 'desc']).default('desc'),
    ...pageInput,
    pageSize: z.number().int().min(1).max(100).default(25),
  }),
  output: pageOf(playerRow),
});

export const playerProfile = z.object({
  userId: z.number().int(),
  nickname: z.string(),
  realName: z.string().nullable(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  lang: z.string(),
  createdAt: z.number(),
  registeredAt: z.number().nullable(),
  lastLoginAt: z.number().nullable(),
  hasWithdrawPassword: z.boolean(),
  vipLevel: z.number().int(),
  blocks: z.array(z.string()),
  /** Tags staff put on the player (player-list.ts). */
  tags: z.array(z.string()),
  blockDetails: z.array(
    z.object({
      scope: z.string(),
      reason: z.string(),
      staffName: z.string(),
      createdAt: z.number(),
    }),
  ),
  bankCard: z.object({ holderName: z.string(), bankName: z.string(), iban: z.string() }).nullable(),
  cashMinor: minor,
  bonusMinor: minor,
  pendingWithdrawalMinor: minor,
  debtMinor: minor,
  /** Today's withdrawal limits (the VIP level's) and what the player used of them. */
  limits: z.object({
    withdrawDailyMaxMinor: minor,
    withdrawDailyUsedMinor: minor,
    withdrawDailyMaxCount: z.number().int(),
    withdrawDailyUsedCount: z.number().int(),
    withdrawMinMinor: minor,
    withdrawMaxMinor: minor,
  }),
});
export type PlayerProfile = z.output<typeof playerProfile>;

export const getPlayer = defineStaffContract({
  path: '/players/get',
  permission: 'players.read',
  input: z.object({ userId }),
  output: playerProfile,
});

export const BALANCE_ACCOUNTS = [
  'player_cash',
  'player_bonus',
  'withdrawal_pending',
  'player_debt',
] as const;
export type BalanceAccount = (typeof BALANCE_ACCOUNTS)[number];

export const ledgerLine = z.object({
  entryId: z.number().int(),
  kind: z.string(),
  key: z.string(),
  amountMinor: minor,
  balanceAfterMinor: minor,
  reason: z.string().nullable(),
  createdAt: z.number(),
});
export type LedgerLine = z.output<typeof ledgerLine>;

export const playerLedger = defineStaffContract({
  path: '/players/ledger',
  permission: 'players.read',
  input: z.object({ userId, account: z.enum(BALANCE_ACCOUNTS), ...pageInput }),
  output: pageOf(ledgerLine),
});

export const ACTIVITY_LISTS = [
  'deposits',
  'withdrawals',
  'rounds',
  'sportBets',
  'sessions',
  'devices',
  'notes',
] as const;
export type ActivityList = (typeof ACTIVITY_LISTS)[number];

/** One row of an activity list: its columns depend on the list. */
export const activityRow = z.record(z.string(), z.union([z.string(), z.number(), z.null()]));
export type ActivityRow = z.output<typeof activityRow>;

export const playerActivity = defineStaffContract({
  path: '/players/activity',
  permission: 'players.read',
  input: z.object({ userId, list: z.enum(ACTIVITY_LISTS), ...pageInput }),
  output: pageOf(activityRow),
});

const changed = z.object({ before: z.unknown(), after: z.unknown() });

export const setPlayerBlocks = defineStaffContract({
  path: '/players/blocks',
  permission: 'players.block',
  input: z.object({
    userId,
    block: z.array(blockScope).max(4).default([]),
    unblock: z.array(blockScope).max(4).default([]),
    reason,
  }),
  output: changed,
});

export const resetWithdrawPassword = defineStaffContract({
  path: '/players/resetWithdrawPassword',
  permission: 'players.reset_withdraw_password',
  input: z.object({ userId, reason }),
  output: changed,
});

export const forceLogout = defineStaffContract({
  path: '/players/forceLogout',
  permission: 'players.logout',
  input: z.object({ userId, reason }),
  output: changed,
});

export const addPlayerNote = defineStaffContract({
  path: '/players/addNote',
  permission: 'players.notes',
  input: z.object({ userId, body: z.string().trim().min(1).max(2000) }),
  output: z.object({ noteId: z.number().int() }),
});

export const adjustPlayer = defineStaffContract({
  path: '/players/adjust',
  permission: 'players.adjust',
  input: z.object({
    userId,
    direction: z.enum(['credit', 'debit']),
    amountMinor: z.number().int().positive().max(100_000_000_00),
    reason,
    /** The form's id of this request: a retry answers the first adjustment. */
    requestKey: z.string().trim().min(8).max(64),
  }),
  output: z.union([
    z.object({
      status: z.literal('done'),
      entryId: z.number().int(),
      cashMinor: minor,
    }),
    z.object({ status: z.literal('pending'), approvalId: z.number().int() }),
  ]),
});
