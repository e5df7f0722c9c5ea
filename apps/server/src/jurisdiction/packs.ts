// The built-in jurisdiction packs. Figures come from the regulators' own rules; each says
// which rule it encodes so a change to the rule shows where to change the pack.
import { DEFAULT_HARM, type JurisdictionPack } from '@talih/contracts/jurisdiction.ts';

const SIX_WEEKS_H = 6 * 7 * 24;

/** Play money for demos and development: the seed's Turkish defaults, every control offered. */
const sandbox: JurisdictionPack = {
  code: 'sandbox',
  name: 'Sandbox (play money)',
  currency: 'TRY',
  countries: null,
  phoneCallingCodes: ['90'],
  minimumAge: 18,
  kyc: {
    verifiedBeforeDeposit: false,
    verifiedBeforeWithdrawal: false,
    verifiedAtDepositsMinor: 10_000_000, // 100,000.00 of lifetime deposits
    sourceOfFundsAtDepositsMinor: 20_000_000,
    verifiedBeforePlay: false,
    methods: ['vendor', 'documents'],
  },
  limits: {
    requiredAtSignup: [],
    increaseCoolingOffHours: 24,
    depositMonthlyCapMinor: null,
    sessionTimeLimit: true,
  },
  realityCheck: { intervalMinutes: 60 },
  timeOut: { optionsHours: [24, 72, 168, 720, SIX_WEEKS_H] },
  selfExclusion: { optionsMonths: [6, 12, 60], minimumMonths: 6, liftCoolingOffHours: 24 },
  panicButton: { enabled: false, lockHours: 24 },
  slots: { stakeMaxMinor: null, roundMinMs: null, autoplay: true },
  registers: [],
  bonus: { allowed: true, wageringMultipleMax: null },
  harm: DEFAULT_HARM,
};

/**
 * Germany, GlüStV 2021: €1,000 a month deposit limit across operators set at sign-up, a panic
 * button that locks for 24 h at once with no confirmation, slots at most €1 a spin and 5 s a
 * spin, no autoplay, identity verified before play, OASIS exclusion of at least 3 months.
 */
const de: JurisdictionPack = {
  code: 'de',
  name: 'Germany (GlüStV 2021)',
  currency: 'EUR',
  countries: ['DE'],
  phoneCallingCodes: ['49'],
  minimumAge: 18,
  kyc: {
    verifiedBeforeDeposit: true,
    verifiedBeforeWithdrawal: true,
    verifiedAtDepositsMinor: 0,
    sourceOfFundsAtDepositsMinor: 200_000,
    verifiedBeforePlay: true,
    methods: ['vendor'],
  },
  limits: {
    requiredAtSignup: ['deposit'],
    increaseCoolingOffHours: 7 * 24,
    depositMonthlyCapMinor: 100_000,
    sessionTimeLimit: true,
  },
  realityCheck: { intervalMinutes: 60 },
  timeOut: { optionsHours: [24, 168, 720] },
  selfExclusion: { optionsMonths: [3, 6, 12, 60, 0], minimumMonths: 3, liftCoolingOffHours: 24 },
  panicButton: { enabled: true, lockHours: 24 },
  slots: { stakeMaxMinor: 100, roundMinMs: 5000, autoplay: false },
  registers: ['oasis', 'lugas'],
  bonus: { allowed: true, wageringMultipleMax: null },
  harm: { ...DEFAULT_HARM, timeZone: 'Europe/Berlin' },
};

/** The Netherlands, KOA: limits set before play, CRUKS exclusion of at least 6 months. */
const nl: JurisdictionPack = {
  code: 'nl',
  name: 'Netherlands (KOA)',
  currency: 'EUR',
  countries: ['NL'],
  phoneCallingCodes: ['31'],
  minimumAge: 18,
  kyc: {
    verifiedBeforeDeposit: true,
    verifiedBeforeWithdrawal: true,
    verifiedAtDepositsMinor: 0,
    sourceOfFundsAtDepositsMinor: 200_000,
    verifiedBeforePlay: false,
    methods: ['vendor', 'documents'],
  },
  limits: {
    requiredAtSignup: ['deposit', 'loss'],
    increaseCoolingOffHours: 24,
    depositMonthlyCapMinor: null,
    sessionTimeLimit: true,
  },
  realityCheck: { intervalMinutes: 30 },
  timeOut: { optionsHours: [24, 168, 720, SIX_WEEKS_H] },
  selfExclusion: { optionsMonths: [6, 12, 60, 0], minimumMonths: 6, liftCoolingOffHours: 24 },
  panicButton: { enabled: false, lockHours: 24 },
  slots: { stakeMaxMinor: null, roundMinMs: null, autoplay: false },
  registers: ['cruks'],
  bonus: { allowed: true, wageringMultipleMax: null },
  harm: { ...DEFAULT_HARM, timeZone: 'Europe/Amsterdam' },
};

/** Malta (MGA Player Protection Directive): KYC and source of funds at €2,000 of deposits. */
const mga: JurisdictionPack = {
  code: 'mga',
  name: 'Malta Gaming Authority',
  currency: 'EUR',
  countries: ['MT', 'IE', 'FI', 'AT', 'LU', 'CY', 'IS', 'NO'],
  phoneCallingCodes: ['356', '353', '358', '43', '352', '357', '354', '47'],
  minimumAge: 18,
  kyc: {
    verifiedBeforeDeposit: false,
    verifiedBeforeWithdrawal: true,
    verifiedAtDepositsMinor: 200_000,
    sourceOfFundsAtDepositsMinor: 200_000,
    verifiedBeforePlay: false,
    methods: ['vendor', 'documents'],
  },
  limits: {
    requiredAtSignup: [],
    increaseCoolingOffHours: 24,
    depositMonthlyCapMinor: null,
    sessionTimeLimit: true,
  },
  realityCheck: { intervalMinutes: 60 },
  timeOut: { optionsHours: [24, 168, 720, SIX_WEEKS_H] },
  selfExclusion: { optionsMonths: [6, 12, 60, 0], minimumMonths: 6, liftCoolingOffHours: 24 },
  panicButton: { enabled: false, lockHours: 24 },
  slots: { stakeMaxMinor: null, roundMinMs: null, autoplay: true },
  registers: [],
  bonus: { allowed: true, wageringMultipleMax: null },
  harm: { ...DEFAULT_HARM, timeZone: 'Europe/Malta' },
};

/**
 * Great Britain, UKGC RTS 12-14: limits per 24 h / 7 days / 1 month, decreases at once and
 * increases after 24 h; time-outs up to 6 weeks; self-exclusion at least 6 months; slots with
 * no autoplay, 2.5 s a spin and a £5 stake; bonus wagering at most 10 times.
 */
const uk: JurisdictionPack = {
  code: 'uk',
  name: 'Great Britain (UKGC)',
  currency: 'GBP',
  countries: ['GB'],
  phoneCallingCodes: ['44'],
  minimumAge: 18,
  kyc: {
    verifiedBeforeDeposit: true,
    verifiedBeforeWithdrawal: true,
    verifiedAtDepositsMinor: 0,
    sourceOfFundsAtDepositsMinor: 200_000,
    verifiedBeforePlay: false,
    methods: ['vendor', 'documents'],
  },
  limits: {
    requiredAtSignup: [],
    increaseCoolingOffHours: 24,
    depositMonthlyCapMinor: null,
    sessionTimeLimit: true,
  },
  realityCheck: { intervalMinutes: 60 },
  timeOut: { optionsHours: [24, 168, 720, SIX_WEEKS_H] },
  selfExclusion: { optionsMonths: [6, 12, 60], minimumMonths: 6, liftCoolingOffHours: 24 },
  panicButton: { enabled: false, lockHours: 24 },
  slots: { stakeMaxMinor: 500, roundMinMs: 2500, autoplay: false },
  registers: ['gamstop'],
  bonus: { allowed: true, wageringMultipleMax: 10 },
  // LCCP SR 3.4.3: an operator must interact with a customer showing signs of harm.
  harm: { ...DEFAULT_HARM, timeZone: 'Europe/London', interactionRequiredAtScore: 3 },
};

export const BUILT_IN_PACKS: Readonly<Record<string, JurisdictionPack>> = {
  sandbox,
  de,
  nl,
  mga,
  uk,
};
