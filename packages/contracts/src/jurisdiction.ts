// A jurisdiction pack: the rules of one licence as data (docs/design.md "Jurisdictions"). The
// server enforces it on every call it affects; the web app reads the public part from
// /system/config. Amounts are integers in the pack currency's minor units; durations carry their
// unit.
import { z } from 'zod';

const minor = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const hours = z
  .number()
  .int()
  .min(0)
  .max(24 * 365 * 10);

export const IDENTITY_METHODS = ['vendor', 'documents'] as const;
export type IdentityMethod = (typeof IDENTITY_METHODS)[number];

/**
 * National registers a licence checks players against: Germany's OASIS (self-exclusion) and
 * LUGAS (cross-operator limits and parallel play), the Netherlands' CRUKS, the UK's GAMSTOP.
 */
export const REGISTERS = ['oasis', 'lugas', 'cruks', 'gamstop'] as const;
export type RegisterName = (typeof REGISTERS)[number];

export const LIMIT_KINDS = ['deposit', 'loss', 'wager'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];
/** Limit periods: a rolling 24 hours, 7 days and 30 days. */
export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/);

/**
 * When a help-line answers: '24/7', or day ranges (1 Monday ... 7 Sunday) with local times, shown
 * to the player with the weekday names of their language.
 */
export const helpLineHours = z.union([
  z.literal('24/7'),
  z
    .array(
      z.object({
        fromDay: z.number().int().min(1).max(7),
        toDay: z.number().int().min(1).max(7),
        opens: clock,
        closes: clock,
      }),
    )
    .min(1)
    .max(7),
]);
export type HelpLineHours = z.infer<typeof helpLineHours>;

/** A safer-gambling help-line of the pack's market: who runs it, its number, its site, its hours. */
export const helpLine = z
  .object({
    organisation: z.string().min(1).max(120),
    /** The service's own name ("National Gambling Helpline"), in the market's language. */
    service: z.string().min(1).max(120),
    /** As dialled in the market (spaces allowed); null for a service reached online only. */
    phone: z
      .string()
      .regex(/^\+?[0-9][0-9 ]{1,19}$/)
      .nullable(),
    url: z
      .string()
      .url()
      .regex(/^https:\/\//)
      .nullable(),
    hours: helpLineHours.nullable(),
    free: z.boolean(),
  })
  .refine((l) => l.phone !== null || l.url !== null, {
    message: 'a help-line needs a phone number or a link',
  });
export type HelpLine = z.infer<typeof helpLine>;
/** The signs-of-harm markers (customer interaction), each computed per player over its window. */
export const HARM_MARKERS = [
  'deposit_rise',
  'deposit_after_decline',
  'cancelled_withdrawal_play',
  'loss_chasing',
  'long_sessions',
  'night_play',
  'limit_raises',
  'exclusion_lifted_spend',
] as const;
export type HarmMarker = (typeof HARM_MARKERS)[number];

/** A marker fires when its value reaches `threshold`; a fired marker adds `weight` to the score. */
const harmMarker = z.object({
  threshold: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
  weight: z.number().int().min(0).max(100),
});

export const harmSettings = z
  .object({
    /** The time zone "night" is read in (night_play: play between 00:00 and 06:00). */
    timeZone: z.string().min(1).max(64),
    /** A loss this large in one round starts loss_chasing's 24 hours. */
    bigLossMinor: minor.min(1),
    /** A play session this long counts for long_sessions. */
    longSessionMinutes: z
      .number()
      .int()
      .min(10)
      .max(24 * 60),
    /** At this score an interaction must be recorded: the task can't be closed without one. */
    interactionRequiredAtScore: z.number().int().min(1).max(1000).nullable(),
    markers: z.object(
      Object.fromEntries(HARM_MARKERS.map((m) => [m, harmMarker])) as Record<
        HarmMarker,
        typeof harmMarker
      >,
    ),
  })
  .strict();
export type HarmSettings = z.infer<typeof harmSettings>;

/**
 * The markers' defaults (a pack file may leave harm out): deposit_rise is the last 7 days'
 * deposits as a percentage of the 4 weeks before (weekly average); the counts are of the
 * last 7 days (limit_raises: 30 days); exclusion_lifted_spend is minor units deposited in
 * the 7 days after a self-exclusion ended.
 */
export const DEFAULT_HARM: HarmSettings = {
  timeZone: 'Europe/Istanbul',
  bigLossMinor: 100_000,
  longSessionMinutes: 180,
  interactionRequiredAtScore: null,
  markers: {
    deposit_rise: { threshold: 300, weight: 2 },
    deposit_after_decline: { threshold: 2, weight: 2 },
    cancelled_withdrawal_play: { threshold: 1, weight: 2 },
    loss_chasing: { threshold: 2, weight: 3 },
    long_sessions: { threshold: 3, weight: 1 },
    night_play: { threshold: 3, weight: 1 },
    limit_raises: { threshold: 2, weight: 2 },
    exclusion_lifted_spend: { threshold: 50_000, weight: 3 },
  },
};

export const jurisdictionPack = z
  .object({
    /** Short code: sandbox, de, nl, mga, uk, or the operator's own. */
    code: z.string().regex(/^[a-z][a-z0-9-]{1,31}$/),
    name: z.string().min(1).max(80),
    /** ISO 4217 code of the deployment's one currency (TRY in sandbox, EUR in Germany). */
    currency: z.string().regex(/^[A-Z]{3}$/),
    /** ISO 3166-1 alpha-2 countries players may use the site from; null allows any. */
    countries: z
      .array(z.string().regex(/^[A-Z]{2}$/))
      .min(1)
      .nullable(),
    /** Phone calling codes accepted (digits, no +); the first is the forms' default prefix. */
    phoneCallingCodes: z
      .array(z.string().regex(/^[1-9]\d{0,3}$/))
      .min(1)
      .max(20),
    minimumAge: z.number().int().min(18).max(25),
    kyc: z.object({
      /** Identity verified (documents reviewed) before the first deposit. */
      verifiedBeforeDeposit: z.boolean(),
      /** Identity verified before any withdrawal. */
      verifiedBeforeWithdrawal: z.boolean(),
      /** Lifetime deposits above which the verified level is needed; null: no threshold. */
      verifiedAtDepositsMinor: minor.nullable(),
      /** Lifetime deposits that raise a source-of-funds request and a risk alert; null: none. */
      sourceOfFundsAtDepositsMinor: minor.nullable(),
      /** Identity verified before any real-money play (Germany): registered, not verified, plays nothing. */
      verifiedBeforePlay: z.boolean(),
      /**
       * How identity may be verified: through the identity vendor (document and selfie capture)
       * and/or documents staff review by hand. A pack with documents only never starts the vendor.
       */
      methods: z.array(z.enum(IDENTITY_METHODS)).min(1).max(2),
    }),
    limits: z.object({
      /** Limits the player must set at registration (or before the first deposit). */
      requiredAtSignup: z.array(z.enum(LIMIT_KINDS)),
      /** Hours before a raised or removed limit takes effect (decreases apply at once). */
      increaseCoolingOffHours: hours,
      /** A deposit ceiling per 30 days the player can't go above (Germany's €1,000); null: none. */
      depositMonthlyCapMinor: minor.nullable(),
      /** A session time limit can be set. */
      sessionTimeLimit: z.boolean(),
    }),
    realityCheck: z.object({
      /** Minutes of play between reality checks; null: off unless the player chooses one. */
      intervalMinutes: z.number().int().min(5).max(240).nullable(),
    }),
    timeOut: z.object({
      /** Time-out lengths offered, in hours (24 h to 6 weeks = 1008 h). */
      optionsHours: z.array(hours.min(1)).max(12),
    }),
    selfExclusion: z.object({
      /** Self-exclusion lengths offered, in months; 0 is indefinite (permanent). */
      optionsMonths: z.array(z.number().int().min(0).max(120)).min(1).max(12),
      /** The shortest self-exclusion a player may choose, in months. */
      minimumMonths: z.number().int().min(0).max(120),
      /** Hours after the end (or a lift request) before play opens again. */
      liftCoolingOffHours: hours,
    }),
    panicButton: z.object({
      enabled: z.boolean(),
      /** How long one tap locks the account, in hours, with no confirmation. */
      lockHours: hours,
    }),
    slots: z.object({
      /** The largest stake of one slot spin; null: no cap beyond the game's own. */
      stakeMaxMinor: minor.nullable(),
      /** The shortest time between the starts of two spins, in ms; null: no minimum. */
      roundMinMs: z.number().int().min(0).max(60_000).nullable(),
      autoplay: z.boolean(),
    }),
    /** The national registers checked at sign-up, login, deposit and game launch. */
    registers: z.array(z.enum(REGISTERS)).max(4),
    bonus: z.object({
      allowed: z.boolean(),
      /** The largest wagering multiple a bonus may ask; null: no cap. */
      wageringMultipleMax: z.number().int().min(0).max(200).nullable(),
    }),
    /** Safer-gambling help of the market: shown on the help page, in the footer and on the
     * responsible-gaming, reality-check and self-exclusion screens. */
    help: z.object({ lines: z.array(helpLine).min(1).max(4) }),
    /** Signs of harm: each marker's threshold and weight (DEFAULT_HARM when left out). */
    harm: harmSettings.default(DEFAULT_HARM),
  })
  .strict()
  .superRefine((pack, ctx) => {
    if (
      !pack.selfExclusion.optionsMonths.every(
        (m) => m === 0 || m >= pack.selfExclusion.minimumMonths,
      )
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['selfExclusion', 'optionsMonths'],
        message: 'an option is shorter than minimumMonths',
      });
    }
  });
export type JurisdictionPack = z.infer<typeof jurisdictionPack>;

/** What the web app may know of the pack (served by /system/config). */
export const publicJurisdiction = z.object({
  code: z.string(),
  currency: z.string(),
  phoneCallingCodes: z.array(z.string()),
  minimumAge: z.number().int(),
  limitsRequiredAtSignup: z.array(z.enum(LIMIT_KINDS)),
  increaseCoolingOffHours: z.number().int(),
  realityCheckMinutes: z.number().int().nullable(),
  timeOutOptionsHours: z.array(z.number().int()),
  selfExclusionOptionsMonths: z.array(z.number().int()),
  panicButton: z.boolean(),
  helpLines: z.array(helpLine),
});
export type PublicJurisdiction = z.infer<typeof publicJurisdiction>;

export function publicPart(pack: JurisdictionPack): PublicJurisdiction {
  return {
    code: pack.code,
    currency: pack.currency,
    phoneCallingCodes: pack.phoneCallingCodes,
    minimumAge: pack.minimumAge,
    limitsRequiredAtSignup: pack.limits.requiredAtSignup,
    increaseCoolingOffHours: pack.limits.increaseCoolingOffHours,
    realityCheckMinutes: pack.realityCheck.intervalMinutes,
    timeOutOptionsHours: pack.timeOut.optionsHours,
    selfExclusionOptionsMonths: pack.selfExclusion.optionsMonths,
    panicButton: pack.panicButton.enabled,
    helpLines: pack.help.lines,
  };
}

/** Whether a player in `country` (ISO alpha-2, null when unknown) may play under the pack. */
export function countryAllowed(
  pack: Pick<JurisdictionPack, 'countries'>,
  country: string | null,
  unknownAllowed: boolean,
): boolean {
  if (pack.countries === null) return true;
  if (country === null) return unknownAllowed;
  return pack.countries.includes(country);
}
