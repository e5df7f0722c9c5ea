// The KYC review queue: documents with their player and level, waiting ones first (oldest
// first, as they were sent), then the decided ones newest first; filters by level and state.
import { sql, type Kysely } from 'kysely';
import type { KycDocumentKind, KycDocumentStatus, KycLevel } from '@talih/contracts/kyc.ts';
import type { DB } from '../../../db/schema.ts';
import { cleanFileName, type KycMime } from '../../../modules/kyc/file-type.ts';
import { AppError } from '../../../http/errors.ts';
import {
  lifetimeDepositsMinor,
  loadDocuments,
  loadProfile,
  missingForVerified,
} from '../../../modules/kyc/state.ts';

export interface QueueFilter {
  level?: KycLevel;
  status?: KycDocumentStatus;
  kind?: KycDocumentKind;
  userId?: number;
  page: number;
  pageSize: number;
}

function base(db: Kysely<DB>, f: QueueFilter) {
  let q = db
    .selectFrom('kyc_documents as d')
    .innerJoin('users as u', 'u.id', 'd.user_id')
    .leftJoin('kyc_profiles as p', 'p.user_id', 'd.user_id');
  if (f.level === 'none')
    q = q.where((eb) => eb.or([eb('p.level', 'is', null), eb('p.level', '=', 'none')]));
  else if (f.level) q = q.where('p.level', '=', f.level);
  if (f.status) q = q.where('d.status', '=', f.status);
  if (f.kind) q = q.where('d.kind', '=', f.kind);
  if (f.userId) q = q.where('d.user_id', '=', f.userId);
  return q;
}

export async function kycQueue(db: Kysely<DB>, f: QueueFilter) {
  const [rows, count] = await Promise.all([
    base(db, f)
      .select([
        'd.id',
        'd.user_id',
        'u.nickname',
        'p.level',
        'd.kind',
        'd.status',
        'd.file_name',
        'd.mime',
        'd.size_bytes',
        'd.created_at',
        'd.reviewed_by',
        'd.reviewed_at',
        'd.review_note',
      ])
      .orderBy(sql`case when d.status = 'pending' then 0 else 1 end`)
      .orderBy(sql`case when d.status = 'pending' then d.created_at else -d.created_at end`)
      .orderBy('d.id')
      .limit(f.pageSize)
      .offset((f.page - 1) * f.pageSize)
      .execute(),
    base(db, f)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    total: Number(count.n),
    rows: rows.map((r) => ({
      documentId: Number(r.id),
      userId: Number(r.user_id),
      nickname: r.nickname,
      level: r.level ?? 'none',
      kind: r.kind,
      status: r.status,
      fileName: cleanFileName(r.file_name, r.mime as KycMime),
      mime: r.mime,
      sizeBytes: Number(r.size_bytes),
      createdAt: Number(r.created_at),
      reviewedBy: r.reviewed_by,
      reviewedAt: r.reviewed_at === null ? null : Number(r.reviewed_at),
      reviewNote: r.review_note,
    })),
  };
}

/** One player's KYC file for staff: details in full, documents, what is still missing. */
export async function kycPlayerFile(db: Kysely<DB>, userId: number) {
  const user = await db
    .selectFrom('users')
    .select(['id', 'nickname'])
    .where('id', '=', userId)
    .where('role', '=', 'player')
    .executeTakeFirst();
  if (!user) throw new AppError('errors.boPlayers.notFound');
  const [p, docs, lifetime, queue] = await Promise.all([
    loadProfile(db, userId),
    loadDocuments(db, userId),
    lifetimeDepositsMinor(db, userId),
    kycQueue(db, { userId, page: 1, pageSize: 100 }),
  ]);
  return {
    userId,
    nickname: user.nickname,
    level: p.level,
    fullName: p.full_name,
    birthDate: p.birth_date,
    country: p.country,
    city: p.city,
    address: p.address,
    nationalId: p.national_id,
    basicAt: p.basic_at === null ? null : Number(p.basic_at),
    verifiedAt: p.verified_at === null ? null : Number(p.verified_at),
    sourceOfFunds: p.sof_approved_at
      ? ('approved' as const)
      : p.sof_requested_at
        ? ('requested' as const)
        : ('none' as const),
    lifetimeDepositsMinor: lifetime,
    nextMissing: missingForVerified(p, docs),
    documents: queue.rows,
  };
}
