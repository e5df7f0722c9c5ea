// Identity verification through the identity vendor: the player starts the vendor's capture
// flow, the vendor's signed webhook says a check finished, the verdict is read back from the
// vendor's API and decides the attempt. clear: the player is verified at once; consider: staff
// review it (the reasons beside it), and their decision verifies or declines; rejected or
// abandoned: the player is asked to capture again, told why. Every transition is conditional
// on the state before it, so a replayed or late webhook changes nothing.
import type { Kysely, Transaction } from 'kysely';
import type { IdentityCheckStatus } from '@talih/contracts/kyc.ts';
import type {
  IdentityEvent,
  IdentityVendor,
  IdentityVerdict,
} from '../../adapters/identity/port.ts';
import { identityVendorOf } from '../../adapters/identity/settings.ts';
import { writeAudit } from '../../audit/audit.ts';
import { hitRateLimits } from '../../cache/rate-limit.ts';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import type { Services } from '../../services.ts';
import { loadProfile } from './state.ts';
import { latestIdentityCheck } from './identity-view.ts';

type Db = Kysely<DB> | Transaction<DB>;

const START_LIMITS = [
  { name: 'kyc:identity:hour', max: 5, windowMs: 60 * 60 * 1000 },
  { name: 'kyc:identity:day', max: 12, windowMs: 24 * 60 * 60 * 1000 },
];

const OPEN: readonly IdentityCheckStatus[] = ['started', 'processing'];

export function vendorAvailable(services: Pick<Services, 'config'>): boolean {
  const c = services.config;
  return c.jurisdiction.kyc.methods.includes('vendor') && identityVendorOf(c) !== 'off';
}

export async function startIdentity(
  services: Services,
  vendor: IdentityVendor,
  userId: number,
  ctx: { completedUrl: string; requestId: string },
): Promise<{ captureUrl: string }> {
  if (!vendorAvailable(services)) throw new AppError('errors.kyc.identityOff');
  const profile = await loadProfile(services.db, userId);
  if (profile.level === 'verified') throw new AppError('errors.kyc.alreadyApproved');
  if (profile.level !== 'basic') throw new AppError('errors.kyc.identityNeedsDetails');
  const latest = await latestIdentityCheck(services.db, userId);
  if (latest && (latest.status === 'processing' || latest.status === 'review')) {
    throw new AppError('errors.kyc.identityInProgress');
  }
  if (await hitRateLimits(services.cache, String(userId), START_LIMITS)) {
    throw new AppError('errors.rateLimited');
  }
  const name = (profile.full_name ?? '').trim();
  const started = await vendor
    .start(
      {
        userId,
        firstName: name,
        lastName: '',
        birthDate: profile.birth_date,
        country: profile.country,
      },
      latest?.applicant_id ?? null,
      ctx.completedUrl,
    )
    .catch((err: unknown) => {
      services.log.warn({ err, userId }, 'identity vendor: could not start a capture');
      throw new AppError('errors.kyc.identityUnavailable');
    });
  const now = Date.now();
  await services.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('identity_checks')
      .values({
        user_id: userId,
        vendor: vendor.name,
        applicant_id: started.applicantId,
        run_id: started.runId,
        check_id: null,
        status: 'started',
        result: null,
        reasons: '[]',
        capture_url: started.captureUrl.slice(0, 500),
        reviewed_by: null,
        review_note: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await writeAudit(
      trx,
      {
        actorType: 'player',
        actorId: userId,
        action: 'kyc.identity.start',
        subject: `user:${userId}`,
        detail: { vendor: vendor.name, runId: started.runId },
        requestId: ctx.requestId,
      },
      now,
    );
  });
  return { captureUrl: started.captureUrl };
}

/** The attempt a check belongs to: the one holding its id, else the applicant's open one. */
async function attemptOf(trx: Db, vendor: string, verdict: IdentityVerdict) {
  const byCheck = await trx
    .selectFrom('identity_checks')
    .selectAll()
    .where('vendor', '=', vendor)
    .where('check_id', '=', verdict.checkId)
    .executeTakeFirst();
  if (byCheck) return byCheck;
  return trx
    .selectFrom('identity_checks')
    .selectAll()
    .where('vendor', '=', vendor)
    .where('applicant_id', '=', verdict.applicantId)
    .where('status', 'in', [...OPEN])
    .where('check_id', 'is', null)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

const STATUS_OF_OUTCOME = { clear: 'clear', consider: 'review', rejected: 'retry' } as const;

/** What a verified webhook changes; answers what happened, for the log. */
export async function applyIdentityEvent(
  services: Services,
  vendor: IdentityVendor,
  event: IdentityEvent,
): Promise<string> {
  if (event.kind === 'ignored') return `ignored ${event.action}`;
  if (event.kind === 'run_completed') {
    if (event.status !== 'abandoned' && event.status !== 'error') return 'run completed';
    const now = Date.now();
    const moved = await services.db
      .updateTable('identity_checks')
      .set({ status: 'retry', reasons: JSON.stringify([`run.${event.status}`]), updated_at: now })
      .where('vendor', '=', vendor.name)
      .where('run_id', '=', event.runId)
      .where('status', '=', 'started')
      .executeTakeFirst();
    return Number(moved.numUpdatedRows) === 1 ? `run ${event.status}` : 'run: nothing open';
  }
  // Never the webhook's body: the check as the vendor's API answers it now.
  const verdict = await vendor.verdict(event.checkId);
  return services.db.transaction().execute(async (trx) => {
    const row = await attemptOf(trx, vendor.name, verdict);
    if (!row) return 'check: no attempt waits for it';
    const now = Date.now();
    if (!verdict.complete) {
      await trx
        .updateTable('identity_checks')
        .set({ status: 'processing', check_id: verdict.checkId, updated_at: now })
        .where('id', '=', row.id)
        .where('status', 'in', [...OPEN])
        .execute();
      return 'check in progress';
    }
    if (!verdict.outcome) return 'check: no result';
    const status = STATUS_OF_OUTCOME[verdict.outcome];
    const moved = await trx
      .updateTable('identity_checks')
      .set({
        status,
        check_id: verdict.checkId,
        result: verdict.outcome === 'clear' ? 'clear' : 'consider',
        reasons: JSON.stringify(verdict.reasons),
        updated_at: now,
      })
      .where('id', '=', row.id)
      .where('status', 'in', [...OPEN])
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) return 'check: already decided';
    const userId = Number(row.user_id);
    if (status === 'clear') await verifyPlayer(trx, userId, now);
    await writeAudit(
      trx,
      {
        actorType: 'system',
        actorId: null,
        action: `kyc.identity.${status}`,
        subject: `user:${userId}`,
        detail: { vendor: vendor.name, checkId: verdict.checkId, reasons: verdict.reasons },
      },
      now,
    );
    return `check ${status}`;
  });
}

/** basic -> verified; answers whether it moved (a verified player stays as they are). */
async function verifyPlayer(trx: Transaction<DB>, userId: number, now: number) {
  const moved = await trx
    .updateTable('kyc_profiles')
    .set({ level: 'verified', verified_at: now, updated_at: now })
    .where('user_id', '=', userId)
    .where('level', '=', 'basic')
    .executeTakeFirst();
  return Number(moved.numUpdatedRows) === 1;
}

export interface IdentityDecided {
  userId: number;
  status: 'approved' | 'declined';
  verified: boolean;
}

/**
 * Staff decide an attempt the vendor flagged (consider). Only a waiting review changes, so two
 * reviewers at once can't both decide it; approving verifies the player.
 */
export async function decideIdentityReview(
  services: Services,
  input: { id: number; decision: 'approve' | 'decline'; note: string | null },
  staffName: string,
  audit: (trx: Transaction<DB>, result: IdentityDecided) => Promise<void>,
): Promise<IdentityDecided> {
  return services.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('identity_checks')
      .select(['user_id', 'status'])
      .where('id', '=', input.id)
      .executeTakeFirst();
    if (!row) throw new AppError('errors.kyc.identityNotFound');
    const status = input.decision === 'approve' ? 'approved' : 'declined';
    const now = Date.now();
    const moved = await trx
      .updateTable('identity_checks')
      .set({ status, reviewed_by: staffName, review_note: input.note, updated_at: now })
      .where('id', '=', input.id)
      .where('status', '=', 'review')
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) throw new AppError('errors.kyc.alreadyDecided');
    const userId = Number(row.user_id);
    const verified = status === 'approved' ? await verifyPlayer(trx, userId, now) : false;
    const result = { userId, status, verified } as const;
    await audit(trx, result);
    return result;
  });
}

/** Attempts waiting for staff, oldest first (the back-office's review list). */
export async function identityReviews(db: Kysely<DB>, limit = 100) {
  const rows = await db
    .selectFrom('identity_checks as i')
    .innerJoin('users as u', 'u.id', 'i.user_id')
    .select([
      'i.id',
      'i.user_id',
      'u.nickname',
      'i.vendor',
      'i.check_id',
      'i.reasons',
      'i.updated_at',
    ])
    .where('i.status', '=', 'review')
    .orderBy('i.updated_at', 'asc')
    .limit(Math.min(limit, 500))
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    userId: Number(r.user_id),
    nickname: r.nickname,
    vendor: r.vendor,
    checkId: r.check_id ?? '',
    reasons: JSON.parse(r.reasons) as string[],
    updatedAt: Number(r.updated_at),
  }));
}
