// The KYC area's staff calls: the review queue (waiting first), one player's KYC file, a
// document's bytes for the viewer (each view audited), and the decision on a document.
import { z } from 'zod';
import { KYC_DOCUMENT_KINDS, KYC_DOCUMENT_STATUSES, KYC_LEVELS, KYC_MISSING } from '../kyc.ts';
import { defineStaffContract } from './call.ts';
import { pageInput, pageOf } from './common.ts';

const userId = z.number().int().positive();
const documentId = z.number().int().positive();

export const kycQueueRow = z.object({
  documentId: z.number().int(),
  userId: z.number().int(),
  nickname: z.string(),
  level: z.enum(KYC_LEVELS),
  kind: z.enum(KYC_DOCUMENT_KINDS),
  status: z.enum(KYC_DOCUMENT_STATUSES),
  fileName: z.string(),
  mime: z.string(),
  sizeBytes: z.number().int(),
  createdAt: z.number(),
  reviewedBy: z.string().nullable(),
  reviewedAt: z.number().nullable(),
  /** The reviewer's reason or request, as the player reads it. */
  reviewNote: z.string().nullable(),
});
export type KycQueueRow = z.output<typeof kycQueueRow>;

export const kycQueue = defineStaffContract({
  path: '/kyc/queue',
  permission: 'kyc.read',
  input: z.object({
    level: z.enum(KYC_LEVELS).optional(),
    status: z.enum(KYC_DOCUMENT_STATUSES).optional(),
    kind: z.enum(KYC_DOCUMENT_KINDS).optional(),
    ...pageInput,
    pageSize: z.number().int().min(1).max(100).default(25),
  }),
  output: pageOf(kycQueueRow),
});

export const kycPlayerFile = z.object({
  userId: z.number().int(),
  nickname: z.string(),
  level: z.enum(KYC_LEVELS),
  fullName: z.string().nullable(),
  birthDate: z.string().nullable(),
  country: z.string().nullable(),
  city: z.string().nullable(),
  address: z.string().nullable(),
  nationalId: z.string().nullable(),
  basicAt: z.number().nullable(),
  verifiedAt: z.number().nullable(),
  sourceOfFunds: z.enum(['none', 'requested', 'approved']),
  lifetimeDepositsMinor: z.number().int(),
  nextMissing: z.array(z.enum(KYC_MISSING)),
  documents: z.array(kycQueueRow),
});
export type KycPlayerFile = z.output<typeof kycPlayerFile>;

export const kycPlayer = defineStaffContract({
  path: '/kyc/player',
  permission: 'kyc.read',
  input: z.object({ userId }),
  output: kycPlayerFile,
});

export const kycDocumentFile = defineStaffContract({
  path: '/kyc/document',
  permission: 'kyc.read',
  input: z.object({ documentId }),
  output: z.object({
    documentId: z.number().int(),
    mime: z.string(),
    fileName: z.string(),
    /** The file's bytes, base64: shown inline from a blob, never from a public URL. */
    dataBase64: z.string(),
  }),
});

export const KYC_DECISIONS = ['approve', 'reject', 'request_more'] as const;

export const kycDecide = defineStaffContract({
  path: '/kyc/decide',
  permission: 'kyc.review',
  input: z.object({
    documentId,
    decision: z.enum(KYC_DECISIONS),
    /** Required (3+ characters) to reject or ask for more; the player reads it. */
    note: z.string().trim().max(500).default(''),
  }),
  output: z.object({
    documentId: z.number().int(),
    status: z.enum(KYC_DOCUMENT_STATUSES),
    level: z.enum(KYC_LEVELS),
  }),
});

/** Identity-vendor checks the vendor flagged (consider), waiting for staff, oldest first. */
export const identityReviewRow = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  nickname: z.string(),
  vendor: z.string(),
  checkId: z.string(),
  /** The vendor's reason codes (document.visual_authenticity, ...). */
  reasons: z.array(z.string()),
  updatedAt: z.number(),
});
export type IdentityReviewRow = z.output<typeof identityReviewRow>;

export const identityReviews = defineStaffContract({
  path: '/kyc/identity/reviews',
  permission: 'kyc.read',
  input: z.object({}),
  output: z.object({ rows: z.array(identityReviewRow) }),
});

export const identityDecide = defineStaffContract({
  path: '/kyc/identity/decide',
  permission: 'kyc.review',
  input: z.object({
    id: z.number().int().positive(),
    decision: z.enum(['approve', 'decline']),
    /** Required (3+ characters) to decline. */
    note: z.string().trim().max(500).default(''),
  }),
  output: z.object({
    id: z.number().int(),
    status: z.enum(['approved', 'declined']),
    level: z.enum(KYC_LEVELS),
  }),
});
