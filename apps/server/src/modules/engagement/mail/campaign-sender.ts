// Sending mail campaigns (composed in the back-office). The scheduler runs
// runDueCampaigns once across instances; a campaign goes out in pages after its cursor (the
// highest player id reached). Each page records its recipients, unique per campaign and player,
// and inserts their mail in the same transaction, so a retried, repeated or concurrent run
// never sends anyone a second copy, and an interrupted send resumes where it stopped.
import type { Kysely, Selectable } from 'kysely';
import type { SegmentFilter } from '@talih/contracts/backoffice/engagement.ts';
import type { DB, MailCampaignsTable } from '../../../db/schema.ts';
import { AppError } from '../../../http/errors.ts';
import { segmentById, segmentPage } from '../config/segments.ts';

type Db = Kysely<DB>;
type Campaign = Selectable<MailCampaignsTable>;

export const EVERYONE: SegmentFilter = {
  vipMin: null,
  vipMax: null,
  registeredFrom: null,
  registeredTo: null,
  depositedMinMinor: null,
  activeWithinDays: null,
  lang: null,
  tags: [],
};
/** Pages one run sends at most; the next run continues from the cursor. */
const PAGES_PER_RUN = 200;

export async function filterOf(
  db: Db,
  c: { target: string; user_id: number | null; segment_id: number | null },
) {
  if (c.target === 'all') return EVERYONE;
  if (c.target === 'segment') {
    const segment = await segmentById(db, Number(c.segment_id));
    if (!segment) throw new AppError('backoffice.engagement.errors.segmentNotFound');
    return segment.filter;
  }
  return null;
}

/** The next page of a campaign's recipients after its cursor. */
async function nextRecipients(db: Db, c: Campaign) {
  const filter = await filterOf(db, c);
  if (filter === null) {
    const ids = Number(c.cursor_user_id) < Number(c.user_id) ? [Number(c.user_id)] : [];
    return { ids, lastId: ids[0] ?? null };
  }
  return segmentPage(db, filter, Number(c.cursor_user_id));
}

/** Sends one page in one transaction; answers false when nothing was left. */
async function sendPage(db: Db, c: Campaign): Promise<boolean> {
  const { ids, lastId } = await nextRecipients(db, c);
  if (lastId === null) return false;
  await db.transaction().execute(async (trx) => {
    const fresh = ids.length
      ? await trx
          .insertInto('mail_campaign_recipients')
          .values(ids.map((user_id) => ({ campaign_id: c.id, user_id })))
          .onConflict((oc) => oc.columns(['campaign_id', 'user_id']).doNothing())
          .returning('user_id')
          .execute()
      : [];
    if (fresh.length > 0) {
      await trx
        .insertInto('mails')
        .values(
          fresh.map((r) => ({
            user_id: Number(r.user_id),
            batch: `C${c.id}`,
            title: c.title,
            content: c.content,
            amount_minor: Number(c.amount_minor),
            is_read: 0,
            attaches_status: 0,
            sent_by: c.created_by,
            created_at: Date.now(),
          })),
        )
        .execute();
    }
    await trx
      .updateTable('mail_campaigns')
      .set((eb) => ({ cursor_user_id: lastId, sent_count: eb('sent_count', '+', fresh.length) }))
      .where('id', '=', c.id)
      .where('cursor_user_id', '<', lastId)
      .execute();
  });
  c.cursor_user_id = lastId;
  return true;
}

async function sendCampaign(db: Db, campaign: Campaign) {
  await db
    .updateTable('mail_campaigns')
    .set({ status: 'sending' })
    .where('id', '=', campaign.id)
    .where('status', '=', 'scheduled')
    .execute();
  for (let page = 0; page < PAGES_PER_RUN; page++) {
    const current = await db
      .selectFrom('mail_campaigns')
      .selectAll()
      .where('id', '=', campaign.id)
      .executeTakeFirstOrThrow();
    if (current.status !== 'sending') return;
    if (!(await sendPage(db, current))) {
      await db
        .updateTable('mail_campaigns')
        .set({ status: 'sent', finished_at: Date.now() })
        .where('id', '=', campaign.id)
        .where('status', '=', 'sending')
        .execute();
      return;
    }
  }
}

/** The scheduler's job: every due campaign, scheduled or interrupted mid-send. */
export async function runDueCampaigns(db: Db, now = Date.now()) {
  const due = await db
    .selectFrom('mail_campaigns')
    .selectAll()
    .where('status', 'in', ['scheduled', 'sending'])
    .where('send_at', '<=', now)
    .orderBy('send_at')
    .limit(20)
    .execute();
  for (const c of due) await sendCampaign(db, c);
  return due.length;
}
