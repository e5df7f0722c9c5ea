// KYC (know your customer): the player's level, the basic details form, and the documents they
// upload for staff to review. The upload itself is a raw-body POST (KYC_UPLOAD_PATH), not a
// JSON call; its answer is a document in the usual envelope.
import { z } from 'zod';
import { defineCall } from './call.ts';
import { isValidNationalId, normaliseNationalId } from './national-id.ts';

export const KYC_LEVELS = ['none', 'basic', 'verified'] as const;
export type KycLevel = (typeof KYC_LEVELS)[number];

export const KYC_DOCUMENT_KINDS = ['identity', 'address', 'source_of_funds'] as const;
export type KycDocumentKind = (typeof KYC_DOCUMENT_KINDS)[number];

/** pending: uploaded and waiting for staff (the player sees "in review"). */
export const KYC_DOCUMENT_STATUSES = ['pending', 'approved', 'rejected', 'more_requested'] as const;
export type KycDocumentStatus = (typeof KYC_DOCUMENT_STATUSES)[number];

/** What a player still has to provide: the basic details or a document of a kind. */
export const KYC_MISSING = [
  'details',
  'identity',
  'address',
  'source_of_funds',
  'identity_check',
] as const;
export type KycMissing = (typeof KYC_MISSING)[number];

export const KYC_UPLOAD_PATH = '/kyc/upload';
export const KYC_BYTES_MAX = 10 * 1024 * 1024;
export const KYC_MIME_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
/** Waiting documents a player may have of one kind (a retry must not fill the store). */
export const KYC_PENDING_PER_KIND_MAX = 3;

export const kycDocument = z.object({
  id: z.number().int(),
  kind: z.enum(KYC_DOCUMENT_KINDS),
  status: z.enum(KYC_DOCUMENT_STATUSES),
  fileName: z.string(),
  mime: z.string(),
  sizeBytes: z.number().int(),
  createdAt: z.number(),
  reviewedAt: z.number().nullable(),
  /** The reviewer's reason (rejected) or what they ask for (more_requested). */
  reviewNote: z.string().nullable(),
});
export type KycDocument = z.output<typeof kycDocument>;

export const kycDetails = z.object({
  fullName: z.string(),
  birthDate: z.string(),
  country: z.string(),
  city: z.string(),
  address: z.string(),
  /** Only the last 3 characters; the rest is masked. */
  nationalIdMasked: z.string(),
});

const requirement = z
  .object({ level: z.enum(KYC_LEVELS), missing: z.array(z.enum(KYC_MISSING)) })
  .nullable();

/**
 * The identity vendor's check as the player sees it: started (the capture link is open),
 * processing (captured, the vendor is checking), clear (verified), review (staff look at what
 * the vendor flagged), retry (the vendor could not verify: start again), approved / declined
 * (staff decided a review).
 */
export const IDENTITY_CHECK_STATUSES = [
  'started',
  'processing',
  'clear',
  'review',
  'retry',
  'approved',
  'declined',
] as const;
export type IdentityCheckStatus = (typeof IDENTITY_CHECK_STATUSES)[number];

export const identityCheckView = z.object({
  /** Whether the player can start (or restart) the vendor's capture flow now. */
  canStart: z.boolean(),
  status: z.enum(IDENTITY_CHECK_STATUSES).nullable(),
  /** Why the vendor could not verify (stable codes the web app words: document_expired, ...). */
  reasons: z.array(z.string()),
  updatedAt: z.number().nullable(),
});
export type IdentityCheckView = z.output<typeof identityCheckView>;

export const kycStatus = z.object({
  level: z.enum(KYC_LEVELS),
  details: kycDetails.nullable(),
  documents: z.array(kycDocument),
  /** What the player still needs before the next level (verified), in order. */
  nextMissing: z.array(z.enum(KYC_MISSING)),
  /** What a deposit / a withdrawal waits for now; null when nothing. */
  deposit: requirement,
  withdraw: requirement,
  /** What real-money play waits for (packs that verify before play); null when nothing. */
  play: requirement,
  /** The identity vendor's flow; null when the pack or the deployment has no vendor. */
  identity: identityCheckView.nullable(),
  sourceOfFunds: z.enum(['none', 'requested', 'approved']),
  minimumAge: z.number().int(),
  maxBytes: z.number().int(),
});
export type KycStatus = z.output<typeof kycStatus>;

export const getKycStatus = defineCall({
  path: '/kyc/status',
  auth: 'player',
  tag: 'kyc',
  summary: "The player's KYC level, details, documents and what deposits and withdrawals wait for.",
  body: {},
  result: kycStatus,
});

const BIRTH_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

export const kycBasicFields = z
  .object({
    fullName: z.string().trim().min(3).max(120),
    birthDate: z.string().regex(BIRTH_DATE),
    country: z.string().regex(/^[A-Z]{2}$/),
    city: z.string().trim().min(2).max(80),
    address: z.string().trim().min(5).max(300),
    nationalId: z.string().trim().min(5).max(32),
  })
  .refine((v) => isValidNationalId(v.country, v.nationalId), {
    path: ['nationalId'],
    message: 'format',
  })
  .transform((v) => ({ ...v, nationalId: normaliseNationalId(v.country, v.nationalId) }));
export type KycBasicInput = z.input<typeof kycBasicFields>;

export const submitKycBasic = defineCall({
  path: '/kyc/basic',
  auth: 'player',
  tag: 'kyc',
  summary: 'Saves the basic details (name, birth date, address, national id): level basic.',
  body: {
    fullName: z.string().max(200),
    birthDate: z.string().max(20),
    country: z.string().max(2),
    city: z.string().max(200),
    address: z.string().max(400),
    nationalId: z.string().max(40),
  },
  result: kycStatus,
});

export const startIdentityCheck = defineCall({
  path: '/kyc/identity/start',
  auth: 'player',
  tag: 'kyc',
  summary:
    "Starts the identity vendor's document and selfie capture; answers the vendor's page to open.",
  body: {},
  result: z.object({ captureUrl: z.string() }),
});
