// Bonus money (docs/design.md "Bonus money"): the rules of a bonus template, the
// bonuses a player holds, and the player's calls. Amounts are integers in the deployment
// currency's minor units (fields ending in Minor); times are epoch milliseconds.
//
// The model: a template (versioned; a player's bonus keeps the version it was granted under)
// says what a trigger grants and what must be played before it turns into cash. A player has
// at most one ACTIVE bonus; others wait as PENDING and start, oldest first, when it ends. The
// active bonus's money is the player's bonus account: stakes take cash first, then bonus; wins
// follow the stake's split; wagering counts each stake once, weighted by its game category.
import { z } from 'zod';
import { defineCall } from './call.ts';

const minor = z.number().int().min(0);
const at = z.number().int();

export const BONUS_KINDS = [
  'deposit_match',
  'fixed',
  'free_spins',
  'sport_free_bet',
  'cashback',
] as const;
export type BonusKind = (typeof BONUS_KINDS)[number];

export const BONUS_TRIGGERS = [
  'first_deposit',
  'nth_deposit',
  'promo_code',
  'promotion_join',
  'sign_in_day',
  'vip_level',
  'staff_grant',
] as const;
export type BonusTrigger = (typeof BONUS_TRIGGERS)[number];

/**
 * pending: granted, waiting for the active bonus to end (no money moved yet).
 * active: its money is in the bonus account, wagering counts.
 * completed: wagering done, converted to cash up to the cap (the rest forfeited).
 * depleted: the bonus money was lost in play before wagering was done.
 * forfeited: given up for a withdrawal (or by the player). expired: its time ran out.
 * cancelled: by staff, with a reason.
 */
export const BONUS_STATUSES = [
  'pending',
  'active',
  'completed',
  'depleted',
  'forfeited',
  'expired',
  'cancelled',
] as const;
export type BonusStatus = (typeof BONUS_STATUSES)[number];
export const FINISHED_BONUS_STATUSES: readonly BonusStatus[] = [
  'completed',
  'depleted',
  'forfeited',
  'expired',
  'cancelled',
];

/** What the wagering requirement is a multiple of. */
export const WAGERING_BASES = ['bonus', 'bonus_plus_deposit'] as const;
export type WageringBase = (typeof WAGERING_BASES)[number];

/** Lobby category codes (game_categories.code) a contribution may name. */
export const CONTRIBUTION_CATEGORIES = ['slot', 'table', 'live', 'instant'] as const;

const percent = z.number().int().min(0).max(100);

export const bonusRules = z
  .object({
    kind: z.enum(BONUS_KINDS),
    trigger: z.enum(BONUS_TRIGGERS),
    /** nth_deposit: which deposit (2 = the second); first_deposit means 1. */
    depositNumber: z.number().int().min(1).max(100).nullable().default(null),
    /** promo_code: the code a player types (upper case, letters, digits, dash). */
    promoCode: z
      .string()
      .regex(/^[A-Z0-9-]{3,32}$/)
      .nullable()
      .default(null),
    /** promotion_join: the promotion's id. */
    promotionId: z.number().int().positive().nullable().default(null),
    /** sign_in_day: the day of the sign-in calendar (1-based). */
    signInDay: z.number().int().min(1).max(31).nullable().default(null),
    /** vip_level: granted when the player reaches this level. */
    vipLevel: z.number().int().min(1).max(100).nullable().default(null),

    /** deposit_match: percent of the deposit (100 = the deposit doubled). */
    percent: z.number().int().min(1).max(1000).nullable().default(null),
    /** fixed / cashback base amount, or a fixed grant. */
    fixedMinor: minor.nullable().default(null),
    /** The most one grant may be. */
    capMinor: minor.nullable().default(null),
    /** The smallest deposit that triggers it. */
    minDepositMinor: minor.default(0),
    /** cashback: percent of net losses over the period. */
    cashbackPercent: z.number().int().min(1).max(100).nullable().default(null),

    /** How many times the base must be staked; 0: no wagering (converts at once). */
    wageringMultiple: z.number().int().min(0).max(200),
    wageringBase: z.enum(WAGERING_BASES).default('bonus'),
    /** Percent of a casino stake that counts, per lobby category; absent: 0. */
    contributionPct: z.partialRecord(z.enum(CONTRIBUTION_CATEGORIES), percent).default({
      slot: 100,
      table: 10,
      live: 10,
      instant: 100,
    }),
    /** A sport stake counts 100% when every selection's odds are at least this; null: never. */
    sportMinOdds: z.number().min(1).max(1000).nullable().default(null),
    /** The largest single stake while the bonus is active; null: no cap. */
    maxBetMinor: minor.nullable().default(null),
    /** Days from activation until it expires. */
    expiryDays: z.number().int().min(1).max(365),
    /** The most that converts to cash on completion; null: all of it. */
    maxConversionMinor: minor.nullable().default(null),
    /** Only these games count and may be played with bonus money; null: all. */
    allowedGameIds: z.array(z.number().int().positive()).max(500).nullable().default(null),

    freeSpins: z
      .object({
        gameId: z.number().int().positive(),
        count: z.number().int().min(1).max(500),
        spinValueMinor: minor.min(1),
        /** Free spin winnings are paid as bonus money (with this template's wagering) or cash. */
        winsAs: z.enum(['bonus', 'cash']),
      })
      .nullable()
      .default(null),
    /** sport_free_bet: the stake of the free bet (not returned on a win). */
    freeBetMinor: minor.nullable().default(null),
  })
  .strict();
export type BonusRules = z.output<typeof bonusRules>;
export type BonusRulesInput = z.input<typeof bonusRules>;

export const localizedText = z.object({
  tk: z.string().min(1).max(120),
  en: z.string().max(120).default(''),
});

/** A player's bonus as the player sees it. */
export const playerBonusView = z.object({
  id: z.number().int(),
  templateCode: z.string(),
  title: z.string(),
  status: z.enum(BONUS_STATUSES),
  kind: z.enum(BONUS_KINDS),
  grantedMinor: minor,
  /** Bonus money left (the active bonus only; 0 otherwise). */
  balanceMinor: minor,
  wageringRequiredMinor: minor,
  wageredMinor: minor,
  grantedAt: at,
  activatedAt: at.nullable(),
  expiresAt: at.nullable(),
  finishedAt: at.nullable(),
  convertedMinor: minor,
  forfeitedMinor: minor,
  /** The terms the bonus was granted under (frozen at grant). */
  rules: bonusRules,
});
export type PlayerBonusView = z.output<typeof playerBonusView>;

/**
 * Free spins a player holds: awarded rounds of one game at a studio, played before
 * paid rounds on the next launches of that game. Only awards with rounds left and time to run.
 */
export const freeSpinsView = z.object({
  id: z.number().int(),
  title: z.string(),
  gameId: z.number().int(),
  gameName: z.string(),
  spinsTotal: z.number().int(),
  spinsLeft: z.number().int(),
  spinValueMinor: minor,
  /** What the rounds played so far won. */
  winsMinor: minor,
  winsAs: z.enum(['bonus', 'cash']),
  wageringMultiple: z.number().int(),
  expiresAt: at,
});
export type FreeSpinsView = z.output<typeof freeSpinsView>;

export const listMyBonuses = defineCall({
  path: '/bonus/mine',
  auth: 'player',
  tag: 'bonus',
  summary: "The player's active bonus, the pending ones and a page of finished ones.",
  body: {
    page: z.number().int().min(1).default(1),
    pageSize: z.number().int().min(1).max(50).default(20),
  },
  result: z.object({
    cashMinor: minor,
    bonusMinor: minor,
    active: playerBonusView.nullable(),
    pending: z.array(playerBonusView),
    history: z.array(playerBonusView),
    historyTotal: z.number().int(),
  }),
});

export const redeemPromoCode = defineCall({
  path: '/bonus/redeemCode',
  auth: 'player',
  tag: 'bonus',
  summary: 'Grants the bonus a promo code names, once per player.',
  body: { code: z.string().trim().toUpperCase().min(3).max(32) },
  // A free spins or free bet code grants rounds or a token, not a bonus: then `bonus` is null
  // and `freeSpins` or `freeBet` says.
  result: z.object({
    bonus: playerBonusView.nullable(),
    freeSpins: freeSpinsView.nullable().optional(),
    /** A free bet code grants a bet-slip token (sport): its title and stake. */
    freeBet: z.object({ title: z.string(), amountMinor: minor }).nullable().optional(),
  }),
});

/** What a withdrawal request would forfeit now (null: nothing). */
export const bonusForfeitQuote = z.object({
  bonusId: z.number().int(),
  title: z.string(),
  /** Bonus money that would go back to the operator. */
  forfeitMinor: minor,
  /** Pending bonuses that would be cancelled too. */
  pendingCount: z.number().int(),
});
export type BonusForfeitQuote = z.output<typeof bonusForfeitQuote>;

export const listMyFreeSpins = defineCall({
  path: '/bonus/freeSpins',
  auth: 'player',
  tag: 'bonus',
  summary: "The player's free spins with rounds left: the game, rounds left and spin value.",
  body: {},
  result: z.object({ list: z.array(freeSpinsView) }),
});
