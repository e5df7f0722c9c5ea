// A player's KYC state: the profile row (level and basic details), their documents, their
// lifetime deposits, and from those what the next level and each payment still need.
import type { Kysely, Selectable } from 'kysely';
import type { JurisdictionPack } from '@talih/contracts/jurisdiction.ts';
import type { KycLevel, KycMissing, KycStatus } from '@talih/contracts/kyc.ts';
import { KYC_BYTES_MAX } from '@talih/contracts/kyc.ts';
import type { DB, KycDocumentsTable, KycProfilesTable } from '../../db/schema.ts';
import { cleanFileName, type KycMime } from './file-type.ts';
import { identityView, latestIdentityCheck } from './identity-view.ts';

export type KycProfileRow = Selectable<KycProfilesTable>;
export type KycDocumentRow = Selectable<KycDocumentsTable>;

export function emptyProfile(userId: number, now: number): KycProfileRow {
  return {
    user_id: userId,
    level: 'none',
    full_name: null,
    birth_date: null,
    country: null,
    city: null,
    address: null,
    national_id: null,
    basic_at: null,
    verified_at: null,
    sof_requested_at: null,
    sof_approved_at: null,
    updated_at: now,
  };
}

export async function loadProfile(db: Kysely<DB>, userId: number): Promise<KycProfileRow> {
  const row = await db
    .selectFrom('kyc_profiles')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ? { ...row, user_id: Number(row.user_id) } : emptyProfile(userId, Date.now());
}

export async function loadDocuments(db: Kysely<DB>, userId: number): Promise<KycDocumentRow[]> {
  const rows = await db
    .selectFrom('kyc_documents')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(200)
    .execute();
  return rows.map((r) => ({ ...r, id: Number(r.id), user_id: Number(r.user_id) }));
}

/**
 * Everything the player ever deposited (confirmed orders), in minor units; with `pending`, the
 * orders still waiting count too, so several small orders can't pass a threshold together.
 */
export async function lifetimeDepositsMinor(
  db: Kysely<DB>,
  userId: number,
  pending = false,
): Promise<number> {
  const row = await db
    .selectFrom('deposit_orders')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_minor'), eb.lit(0)).as('total'))
    .where('user_id', '=', userId)
    .where('status', 'in', pending ? ['confirmed', 'pending'] : ['confirmed'])
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

const approved = (docs: KycDocumentRow[], kind: KycDocumentRow['kind']) =>
  docs.some((d) => d.kind === kind && d.status === 'approved');

/**
 * What the player still needs for the verified level, in the order the page asks for it. A pack
 * that verifies through the identity vendor only asks for the vendor's check instead of the
 * documents.
 */
export function missingForVerified(
  profile: KycProfileRow,
  docs: KycDocumentRow[],
  pack?: Pick<JurisdictionPack, 'kyc'>,
): KycMissing[] {
  if (profile.level === 'verified') return [];
  const missing: KycMissing[] = [];
  if (profile.level === 'none') missing.push('details');
  if (pack && !pack.kyc.methods.includes('documents')) return [...missing, 'identity_check'];
  if (!approved(docs, 'identity')) missing.push('identity');
  if (!approved(docs, 'address')) missing.push('address');
  return missing;
}

/** What waits for the verified level: payments, and real-money play under some packs. */
export type PaymentAction = 'deposit' | 'withdraw' | 'play';

/**
 * Whether a deposit of `amountMinor` (or any withdrawal) needs the verified level under the
 * pack: always when the pack says so, or once lifetime deposits pass its threshold.
 */
export function needsVerified(
  pack: JurisdictionPack,
  action: PaymentAction,
  lifetimeMinor: number,
  amountMinor: number,
): boolean {
  const threshold = pack.kyc.verifiedAtDepositsMinor;
  if (action === 'play') return pack.kyc.verifiedBeforePlay;
  if (action === 'deposit') {
    return (
      pack.kyc.verifiedBeforeDeposit ||
      (threshold !== null && lifetimeMinor + amountMinor > threshold)
    );
  }
  return pack.kyc.verifiedBeforeWithdrawal || (threshold !== null && lifetimeMinor > threshold);
}

export interface KycRequirement {
  level: KycLevel;
  missing: KycMissing[];
}

export function requirementFor(
  pack: JurisdictionPack,
  action: PaymentAction,
  state: { profile: KycProfileRow; docs: KycDocumentRow[]; lifetimeMinor: number },
  amountMinor: number,
): KycRequirement | null {
  if (state.profile.level === 'verified') return null;
  if (!needsVerified(pack, action, state.lifetimeMinor, amountMinor)) return null;
  return { level: 'verified', missing: missingForVerified(state.profile, state.docs, pack) };
}

function maskId(id: string): string {
  return id.length <= 3 ? '***' : `${'•'.repeat(id.length - 3)}${id.slice(-3)}`;
}

export function documentView(d: KycDocumentRow) {
  return {
    id: d.id,
    kind: d.kind,
    status: d.status,
    fileName: cleanFileName(d.file_name, d.mime as KycMime),
    mime: d.mime,
    sizeBytes: Number(d.size_bytes),
    createdAt: Number(d.created_at),
    reviewedAt: d.reviewed_at === null ? null : Number(d.reviewed_at),
    reviewNote: d.review_note,
  };
}

export async function kycStatusOf(
  db: Kysely<DB>,
  pack: JurisdictionPack,
  userId: number,
  /** Whether the identity vendor's flow is offered (the pack allows it and one is set). */
  vendorAvailable = false,
): Promise<KycStatus> {
  const [profile, docs, lifetimeMinor, withPendingMinor, identity] = await Promise.all([
    loadProfile(db, userId),
    loadDocuments(db, userId),
    lifetimeDepositsMinor(db, userId),
    lifetimeDepositsMinor(db, userId, true),
    latestIdentityCheck(db, userId),
  ]);
  const state = { profile, docs, lifetimeMinor };
  const p = profile;
  return {
    level: p.level,
    details:
      p.level === 'none'
        ? null
        : {
            fullName: p.full_name ?? '',
            birthDate: p.birth_date ?? '',
            country: p.country ?? '',
            city: p.city ?? '',
            address: p.address ?? '',
            nationalIdMasked: maskId(p.national_id ?? ''),
          },
    documents: docs.map(documentView),
    nextMissing: missingForVerified(p, docs, pack),
    // The smallest deposit (1 minor unit) tells whether the next one waits.
    deposit: requirementFor(pack, 'deposit', { ...state, lifetimeMinor: withPendingMinor }, 1),
    withdraw: requirementFor(pack, 'withdraw', state, 0),
    play: requirementFor(pack, 'play', state, 0),
    identity: identityView(vendorAvailable, p.level, identity),
    sourceOfFunds: p.sof_approved_at ? 'approved' : p.sof_requested_at ? 'requested' : 'none',
    minimumAge: pack.minimumAge,
    maxBytes: KYC_BYTES_MAX,
  };
}
