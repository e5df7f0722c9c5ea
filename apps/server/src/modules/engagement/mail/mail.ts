// Mail (docs/seed-spec.md S3.4, S4.3): operators send it to one player or to every player, with or
// without an amount; a player reads their own mail (another player's answers as not found)
// and claims an attachment once: attaches_status 0 -> 1 and the prize credit are one
// transaction, and the credit's key names the mail, so racing claims pay once.
import { excludedAmong } from '../../protection/exclusions.ts';
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { minorToNumber } from '@talih/contracts/money.ts';
import type { MailView } from '@talih/contracts/engagement.ts';
import type { DB, MailsTable } from '../../../db/schema.ts';
import { AppError } from '../../../http/errors.ts';
import type { Ledger } from '../../../ledger/ledger.ts';
import { prizeCredit } from '../../../ledger/prize-movements.ts';
import type { Selectable } from 'kysely';

export const MAIL_LIST_MAX = 100;
export const MAIL_TITLE_MAX = 200;
export const MAIL_CONTENT_MAX = 4000;

type Row = Selectable<MailsTable>;

export function mailView(row: Row): MailView {
  const amount = minorToNumber(row.amount_minor);
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    createTime: row.created_at,
    isRead: row.is_read ? 1 : 0,
    attaches: row.amount_minor > 0 ? JSON.stringify({ amount }) : '',
    amount,
    attachesStatus: row.attaches_status ? 1 : 0,
  };
}

export async function listMail(db: Kysely<DB>, userId: number) {
  const [rows, unread] = await Promise.all([
    db
      .selectFrom('mails')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .limit(MAIL_LIST_MAX)
      .execute(),
    db
      .selectFrom('mails')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('user_id', '=', userId)
      .where('is_read', '=', 0)
      .executeTakeFirstOrThrow(),
  ]);
  return { list: rows.map(mailView), unread: Number(unread.n) };
}

async function ownMail(db: Kysely<DB>, userId: number, mailId: number) {
  const row = await db
    .selectFrom('mails')
    .selectAll()
    .where('id', '=', mailId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw new AppError('errors.mail.notFound');
  return row;
}

export async function readMail(db: Kysely<DB>, userId: number, mailId: number) {
  await ownMail(db, userId, mailId);
  await db
    .updateTable('mails')
    .set({ is_read: 1, read_at: Date.now() })
    .where('id', '=', mailId)
    .where('user_id', '=', userId)
    .where('is_read', '=', 0)
    .execute();
  return mailView(await ownMail(db, userId, mailId));
}

export async function receiveMail(ledger: Ledger, userId: number, mailId: number) {
  return ledger.transact('mail_prize', async (tx) => {
    const row = await tx.trx
      .selectFrom('mails')
      .selectAll()
      .where('id', '=', mailId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!row) throw new AppError('errors.mail.notFound');
    if (row.amount_minor <= 0) throw new AppError('errors.mail.noAttachment');
    // The conditional update is the claim: of racing claims, one changes the row.
    const claimed = await tx.trx
      .updateTable('mails')
      .set({ attaches_status: 1, is_read: 1, claimed_at: tx.now, read_at: row.read_at ?? tx.now })
      .where('id', '=', mailId)
      .where('attaches_status', '=', 0)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) throw new AppError('errors.mail.alreadyClaimed');
    const entry = await prizeCredit(tx, {
      source: 'mail',
      reference: String(mailId),
      userId,
      amountMinor: row.amount_minor,
      reason: row.title,
    });
    const after = await tx.trx
      .selectFrom('mails')
      .selectAll()
      .where('id', '=', mailId)
      .executeTakeFirstOrThrow();
    return {
      mail: mailView(after),
      amount: minorToNumber(row.amount_minor),
      totalAssets: minorToNumber(entry.playerBalanceMinor ?? 0),
    };
  });
}

export interface SendMail {
  /** A user id, or 'all': every registered player existing now. */
  to: number | 'all';
  title: string;
  content: string;
  amountMinor: number;
  sentBy: string;
}

/** Sends mail; answers how many players it went to. */
export async function sendMail(
  db: Kysely<DB>,
  m: SendMail,
): Promise<{ batch: string; count: number }> {
  const title = m.title.trim();
  const content = m.content.trim();
  if (!title || title.length > MAIL_TITLE_MAX)
    throw new RangeError(`the title needs 1 to ${MAIL_TITLE_MAX} characters`);
  if (!content || content.length > MAIL_CONTENT_MAX) {
    throw new RangeError(`the content needs 1 to ${MAIL_CONTENT_MAX} characters`);
  }
  if (!Number.isSafeInteger(m.amountMinor) || m.amountMinor < 0) {
    throw new RangeError('the amount must be zero or a positive number of minor units');
  }
  const batch = `M${Date.now().toString(36)}${randomBytes(4).toString('hex')}`.toUpperCase();
  const now = Date.now();
  let q = db.selectFrom('users').select('id').where('role', '=', 'player');
  if (m.to !== 'all') q = q.where('id', '=', m.to);
  const found = await q.execute();
  if (m.to !== 'all' && found.length === 0) throw new RangeError(`no registered player ${m.to}`);
  // Player protection: mail never reaches a player in a time-out or exclusion (or erased).
  const excluded = await excludedAmong(
    db,
    found.map((r) => r.id),
    now,
  );
  const recipients = found.filter((r) => !excluded.has(r.id));
  const CHUNK = 500;
  for (let i = 0; i < recipients.length; i += CHUNK) {
    await db
      .insertInto('mails')
      .values(
        recipients.slice(i, i + CHUNK).map((r) => ({
          user_id: r.id,
          batch,
          title,
          content,
          amount_minor: m.amountMinor,
          is_read: 0,
          attaches_status: 0,
          sent_by: m.sentBy,
          created_at: now,
        })),
      )
      .execute();
  }
  return { batch, count: recipients.length };
}
