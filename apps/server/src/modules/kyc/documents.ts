// KYC documents: the player uploads (size, type by magic bytes, rate limit, a few waiting at
// most), staff decide (approve, reject with a reason, ask for more), and only the owner's list
// and a permission-checked staff call ever reach a file.
import { createHash } from 'node:crypto';
import {
  KYC_BYTES_MAX,
  KYC_PENDING_PER_KIND_MAX,
  type KycDocumentKind,
  type KycDocumentStatus,
  type KycLevel,
} from '@talih/contracts/kyc.ts';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { writeAudit } from '../../audit/audit.ts';
import { hitRateLimits } from '../../cache/rate-limit.ts';
import { AppError } from '../../http/errors.ts';
import type { Services } from '../../services.ts';
import { cleanFileName, sniffMime } from './file-type.ts';
import { promoteIfComplete } from './levels.ts';
import { documentView, loadProfile } from './state.ts';
import { kycStore, newObjectKey } from './storage.ts';

const UPLOAD_LIMITS = [
  { name: 'kyc:upload:hour', max: 10, windowMs: 60 * 60 * 1000 },
  { name: 'kyc:upload:day', max: 30, windowMs: 24 * 60 * 60 * 1000 },
];

async function checkMayUpload(services: Services, userId: number, kind: KycDocumentKind) {
  const profile = await loadProfile(services.db, userId);
  if (
    kind !== 'source_of_funds' &&
    !services.config.jurisdiction.kyc.methods.includes('documents')
  ) {
    // This licence verifies identity through the vendor only: documents would never count.
    throw new AppError('errors.kyc.documentsNotAccepted');
  }
  if (kind === 'source_of_funds') {
    if (!profile.sof_requested_at) throw new AppError('errors.kyc.sofNotRequested');
    if (profile.sof_approved_at) throw new AppError('errors.kyc.alreadyApproved');
  } else if (profile.level === 'verified') {
    throw new AppError('errors.kyc.alreadyApproved');
  }
  const rows = await services.db
    .selectFrom('kyc_documents')
    .select(['status'])
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .where('status', 'in', ['pending', 'approved'])
    .execute();
  if (rows.some((r) => r.status === 'approved')) throw new AppError('errors.kyc.alreadyApproved');
  if (rows.length >= KYC_PENDING_PER_KIND_MAX) {
    throw new AppError('errors.kyc.tooManyWaiting', { max: KYC_PENDING_PER_KIND_MAX });
  }
}

export async function uploadDocument(
  services: Services,
  input: { userId: number; kind: KycDocumentKind; fileName: string; body: Buffer },
  requestId: string,
) {
  const { userId, kind, body } = input;
  if (body.length === 0) throw new AppError('errors.kyc.emptyFile');
  if (body.length > KYC_BYTES_MAX) {
    throw new AppError('errors.kyc.tooLarge', { mb: KYC_BYTES_MAX / 1024 / 1024 });
  }
  const mime = sniffMime(body);
  if (!mime) throw new AppError('errors.kyc.badType');
  if (await hitRateLimits(services.cache, String(userId), UPLOAD_LIMITS)) {
    throw new AppError('errors.rateLimited');
  }
  await checkMayUpload(services, userId, kind);
  const store = kycStore(services.config);
  const key = newObjectKey();
  await store.put(key, body);
  const now = Date.now();
  try {
    const row = await services.db
      .insertInto('kyc_documents')
      .values({
        user_id: userId,
        kind,
        status: 'pending',
        storage_key: key,
        mime,
        size_bytes: body.length,
        sha256: createHash('sha256').update(body).digest('hex'),
        file_name: cleanFileName(input.fileName, mime),
        review_note: null,
        reviewed_by: null,
        reviewed_at: null,
        created_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await writeAudit(services.db, {
      actorType: 'player',
      actorId: userId,
      action: 'kyc.upload',
      subject: `kyc_document:${row.id}`,
      detail: { kind, mime, sizeBytes: body.length },
      requestId,
    });
    return documentView({ ...row, id: Number(row.id), user_id: Number(row.user_id) });
  } catch (err) {
    // No row points at the file: remove it rather than leave an orphan in the store.
    await store.delete(key);
    throw err;
  }
}

export type KycDecision = 'approve' | 'reject' | 'request_more';

export interface Decided {
  userId: number;
  before: { status: KycDocumentStatus; level: KycLevel };
  after: { status: KycDocumentStatus; level: KycLevel; note: string | null };
}

const STATUS_OF: Record<KycDecision, 'approved' | 'rejected' | 'more_requested'> = {
  approve: 'approved',
  reject: 'rejected',
  request_more: 'more_requested',
};

/**
 * Decides a waiting document. Only a pending one changes (a conditional update), so two staff
 * members deciding at once can't both win. Approving the last missing document verifies the
 * player; approving a source-of-funds document closes that request.
 */
export async function decideDocument(
  services: Services,
  input: { documentId: number; decision: KycDecision; note: string | null },
  staffName: string,
  /** Runs in the decision's transaction (the staff audit row commits with the change). */
  audit: (trx: Transaction<DB>, result: Decided) => Promise<void>,
): Promise<Decided> {
  return services.db.transaction().execute(async (trx) => {
    const doc = await trx
      .selectFrom('kyc_documents')
      .selectAll()
      .where('id', '=', input.documentId)
      .executeTakeFirst();
    if (!doc) throw new AppError('errors.kyc.documentNotFound');
    const userId = Number(doc.user_id);
    const levelBefore = (await loadProfile(trx, userId)).level;
    const now = Date.now();
    const status = STATUS_OF[input.decision];
    const updated = await trx
      .updateTable('kyc_documents')
      .set({ status, review_note: input.note, reviewed_by: staffName, reviewed_at: now })
      .where('id', '=', input.documentId)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw new AppError('errors.kyc.alreadyDecided');
    if (status === 'approved' && doc.kind === 'source_of_funds') {
      await trx
        .updateTable('kyc_profiles')
        .set({ sof_approved_at: now, updated_at: now })
        .where('user_id', '=', userId)
        .execute();
    }
    if (status === 'approved') await promoteIfComplete(trx, userId, now);
    const levelAfter = (await loadProfile(trx, userId)).level;
    const result: Decided = {
      userId,
      before: { status: doc.status, level: levelBefore },
      after: { status, level: levelAfter, note: input.note },
    };
    await audit(trx, result);
    return result;
  });
}

/** A document's bytes for staff (the call checks kyc.read and audits the view). */
export async function readDocument(services: Services, documentId: number) {
  const doc = await services.db
    .selectFrom('kyc_documents')
    .selectAll()
    .where('id', '=', documentId)
    .executeTakeFirst();
  if (!doc) throw new AppError('errors.kyc.documentNotFound');
  const body = await kycStore(services.config).get(doc.storage_key);
  if (!body) throw new AppError('errors.kyc.fileMissing');
  return { doc, body };
}
