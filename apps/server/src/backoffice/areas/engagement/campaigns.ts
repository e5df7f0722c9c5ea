// Mail campaigns: the composer's sends to one player, a segment or everyone, with an optional
// claimable prize. A send whose total prize money (recipients x prize) is above the configured
// threshold waits for a second approver. The scheduler sends due campaigns in pages: each page
// records its recipients (unique per campaign and player) and inserts their mail in the same
// transaction, so a retried, repeated or concurrent run never sends anyone a second copy.
import type { Kysely, Selectable } from 'kysely';
import type { CampaignRow, MailTarget } from '@talih/contracts/backoffice/engagement.ts';
import type { DB, MailCampaignsTable } from '../../../db/schema.ts';
import { AppError } from '../../../http/errors.ts';
import type { Services } from '../../../services.ts';
import { requestOrRun } from '../../approvals.ts';
import type { StaffContext } from '../../calls.ts';
import { countSegment } from '../../../modules/engagement/config/segments.ts';
import { EVERYONE, filterOf } from '../../../modules/engagement/mail/campaign-sender.ts';

type Db = Kysely<DB>;
type Campaign = Selectable<MailCampaignsTable>;
export const MAIL_APPROVAL_KIND = 'mail.campaign';
async function playerExists(db: Db, userId: number) {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('id', '=', userId)
    .where('role', '=', 'player')
    .executeTakeFirst();
  return row !== undefined;
}

export async function recipientsOf(db: Db, to: MailTarget): Promise<number> {
  if (to.target === 'player') {
    if (!(await playerExists(db, to.userId)))
      throw new AppError('backoffice.engagement.errors.playerNotFound');
    return 1;
  }
  const filter = await filterOf(db, {
    target: to.target,
    user_id: null,
    segment_id: to.target === 'segment' ? to.segmentId : null,
  });
  return countSegment(db, filter ?? EVERYONE);
}

export async function previewMail(services: Services, to: MailTarget, amountMinor: number) {
  const recipients = await recipientsOf(services.db, to);
  const totalCostMinor = recipients * amountMinor;
  const thresholdMinor = services.config.FOUR_EYES_MAIL_PRIZE_MINOR;
  return {
    recipients,
    totalCostMinor,
    needsApproval: totalCostMinor > thresholdMinor,
    thresholdMinor,
  };
}

export interface SendInput {
  to: MailTarget;
  title: string;
  content: string;
  amountMinor: number;
  sendAt: number | null;
}

export async function composeMail(ctx: StaffContext, input: SendInput) {
  const { db } = ctx.services;
  const now = Date.now();
  if (input.sendAt !== null && input.sendAt < now - 60_000) {
    throw new AppError('backoffice.engagement.errors.sendAtPast');
  }
  const recipients = await recipientsOf(db, input.to);
  const row = await db
    .insertInto('mail_campaigns')
    .values({
      target: input.to.target,
      user_id: input.to.target === 'player' ? input.to.userId : null,
      segment_id: input.to.target === 'segment' ? input.to.segmentId : null,
      title: input.title,
      content: input.content,
      amount_minor: input.amountMinor,
      send_at: input.sendAt ?? now,
      status: 'awaiting_approval',
      estimated_count: recipients,
      sent_count: 0,
      cursor_user_id: 0,
      created_by: ctx.staff.name,
      approved_by: null,
      approval_id: null,
      created_at: now,
      finished_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const id = Number(row.id);
  await ctx.audit({
    action: 'engagement.mail.composed',
    objectType: 'mail_campaign',
    objectId: id,
    after: { ...input, recipients, totalCostMinor: recipients * input.amountMinor },
  });
  const outcome = await requestOrRun(ctx, {
    kind: MAIL_APPROVAL_KIND,
    objectType: 'mail_campaign',
    objectId: id,
    amountMinor: recipients * input.amountMinor,
    payload: { campaignId: id, recipients, amountMinor: input.amountMinor, title: input.title },
    reason: input.title,
  });
  if (outcome.status === 'done') return { campaignId: id, status: 'scheduled', approvalId: null };
  await db
    .updateTable('mail_campaigns')
    .set({ approval_id: outcome.approvalId })
    .where('id', '=', id)
    .execute();
  return { campaignId: id, status: 'awaiting_approval', approvalId: outcome.approvalId };
}

/** The approval (or a send within the threshold): the campaign may go out from send_at on. */
export async function scheduleCampaign(ctx: StaffContext, payload: { campaignId: number }) {
  const approved = ctx.secondStaffName ? ctx.staff.name : null;
  const result = await ctx.services.db
    .updateTable('mail_campaigns')
    .set({ status: 'scheduled', approved_by: approved })
    .where('id', '=', payload.campaignId)
    .where('status', '=', 'awaiting_approval')
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw new AppError('backoffice.errors.approvalDecided');
  await ctx.audit({
    action: 'engagement.mail.scheduled',
    objectType: 'mail_campaign',
    objectId: payload.campaignId,
    before: { status: 'awaiting_approval' },
    after: { status: 'scheduled', approvedBy: approved },
  });
  return { campaignId: payload.campaignId };
}

/** A campaign whose four-eyes request was rejected is rejected too (seen lazily). */
async function settleRejected(db: Db) {
  const rows = await db
    .selectFrom('mail_campaigns as c')
    .innerJoin('staff_approvals as a', 'a.id', 'c.approval_id')
    .select('c.id')
    .where('c.status', '=', 'awaiting_approval')
    .where('a.status', '=', 'rejected')
    .limit(500)
    .execute();
  for (const r of rows) {
    await db
      .updateTable('mail_campaigns')
      .set({ status: 'rejected', finished_at: Date.now() })
      .where('id', '=', r.id)
      .where('status', '=', 'awaiting_approval')
      .execute();
  }
}

export async function listCampaigns(db: Db, paging: { page: number; pageSize: number }) {
  await settleRejected(db);
  const base = db
    .selectFrom('mail_campaigns as c')
    .leftJoin('player_segments as s', 's.id', 'c.segment_id');
  const [rows, total] = await Promise.all([
    base
      .selectAll('c')
      .select('s.name as segment_name')
      .orderBy('c.id', 'desc')
      .limit(paging.pageSize)
      .offset((paging.page - 1) * paging.pageSize)
      .execute(),
    db
      .selectFrom('mail_campaigns')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map(campaignView), total: Number(total.n), page: paging.page };
}

function campaignView(c: Campaign & { segment_name: string | null }): CampaignRow {
  return {
    id: Number(c.id),
    target: c.target,
    userId: c.user_id === null ? null : Number(c.user_id),
    segmentId: c.segment_id === null ? null : Number(c.segment_id),
    segmentName: c.segment_name,
    title: c.title,
    amountMinor: Number(c.amount_minor),
    sendAt: Number(c.send_at),
    status: c.status,
    estimatedCount: c.estimated_count,
    sentCount: c.sent_count,
    createdBy: c.created_by,
    approvedBy: c.approved_by,
    createdAt: Number(c.created_at),
    finishedAt: c.finished_at === null ? null : Number(c.finished_at),
  };
}

/** Stops a campaign that has not started sending; a pending approval is left to expire unused. */
export async function cancelCampaign(ctx: StaffContext, id: number, reason: string) {
  const { db } = ctx.services;
  const result = await db
    .updateTable('mail_campaigns')
    .set({ status: 'cancelled', finished_at: Date.now() })
    .where('id', '=', id)
    .where('status', 'in', ['awaiting_approval', 'scheduled'])
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1)
    throw new AppError('backoffice.engagement.errors.notCancellable');
  await ctx.audit({
    action: 'engagement.mail.cancelled',
    objectType: 'mail_campaign',
    objectId: id,
    before: { status: 'scheduled' },
    after: { status: 'cancelled' },
    reason,
  });
  const row = await db
    .selectFrom('mail_campaigns as c')
    .leftJoin('player_segments as s', 's.id', 'c.segment_id')
    .selectAll('c')
    .select('s.name as segment_name')
    .where('c.id', '=', id)
    .executeTakeFirstOrThrow();
  return campaignView(row);
}
