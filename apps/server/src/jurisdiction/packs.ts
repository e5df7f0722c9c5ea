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
  // Türkiye: Yeşilay's counselling line 115 (YEDAM), free and answered around the clock by
  // psychologists, as Yeşilay's chair said on takvim.com.tr, 2025-05-13.
  help: {
    lines: [
      {
        organisation: 'Yeşilay',
        service: 'Yeşilay Danışmanlık Merkezi (YEDAM) 115 Danışma Hattı',
        phone: '115',
        url: null,
        hours: '24/7',
        free: true,
      },
    ],
  },
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
  // The federal gambling helpline (BZgA, now BIÖG, campaign "Check dein Spiel"): 0800 1 37 27 00,
  // free, Mon-Thu 10-22 and Fri-Sun 10-18 (GGL press release; check-dein-spiel.de).
  help: {
    lines: [
      {
        organisation: 'Bundesinstitut für Öffentliche Gesundheit (BIÖG, früher BZgA)',
        service: 'Check dein Spiel – Telefonberatung zur Glücksspielsucht',
        phone: '0800 1 37 27 00',
        url: 'https://www.check-dein-spiel.de',
        hours: [
          { fromDay: 1, toDay: 4, opens: '10:00', closes: '22:00' },
          { fromDay: 5, toDay: 7, opens: '10:00', closes: '18:00' },
        ],
        free: true,
      },
    ],
  },
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
  // The Kansspelautoriteit's help site OpenOverGokken.nl, which replaced Loket Kansspel in 2025
  // (Consumentenbond, 2025-11-20). No national phone number was found to cite, so none is given.
  help: {
    lines: [
      {
        organisation: 'Kansspelautoriteit',
        service: 'OpenOverGokken',
        phone: null,
        url: 'https://www.openovergokken.nl',
        hours: null,
        free: true,
      },
    ],
  },
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
  // Malta: the Responsible Gaming Foundation's National Gambling Helpline, freephone 1777 and chat
  // (rgf.org.mt), answered 24/7.
  help: {
    lines: [
      {
        organisation: 'Responsible Gaming Foundation',
        service: 'National Gambling Helpline',
        phone: '1777',
        url: 'https://www.rgf.org.mt',
        hours: '24/7',
        free: true,
      },
    ],
  },
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
  // Great Britain: GamCare's National Gambling Helpline, freephone 0808 8020 133, 24/7 since
  // October 2019, with live chat.
  help: {
    lines: [
      {
        organisation: 'GamCare',
        service: 'National Gambling Helpline',
        phone: '0808 8020 133',
        url: 'https://www.gamcare.org.uk',
        hours: '24/7',
        free: true,
      },
    ],
  },
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
