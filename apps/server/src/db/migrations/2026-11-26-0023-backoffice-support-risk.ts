// Back-office support and risk: the state of each player's conversation with support
// (open or closed, who handles it, since when it waits for an answer), staff's internal notes
// on it, canned answers per language, and on risk alerts the subject they are about, who
// handles them and why they were closed. Frozen: later changes go in new dated files.
import { withId, type AnyDb } from '../schema-helpers.ts';

async function supportTables(db: AnyDb) {
  // One row per player who ever wrote: the inbox reads this, the messages stay in
  // support_messages. Kept in step by every message written.
  await db.schema
    .createTable('support_conversations')
    .addColumn('user_id', 'bigint', (c) => c.primaryKey().references('users.id'))
    .addColumn('state', 'varchar(8)', (c) => c.notNull())
    .addColumn('assignee', 'varchar(64)')
    // The oldest player message no staff answer followed; null when nothing waits.
    .addColumn('waiting_since', 'bigint')
    .addColumn('last_message_at', 'bigint', (c) => c.notNull())
    .addColumn('last_author', 'varchar(8)', (c) => c.notNull())
    .addColumn('last_preview', 'varchar(200)', (c) => c.notNull())
    .addColumn('message_count', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('support_conversations_inbox')
    .on('support_conversations')
    .columns(['state', 'waiting_since', 'last_message_at'])
    .execute();

  await withId(db, db.schema.createTable('support_notes'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('staff_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('support_notes_user')
    .on('support_notes')
    .columns(['user_id', 'id'])
    .execute();

  await withId(db, db.schema.createTable('support_canned'))
    .addColumn('lang', 'varchar(8)', (c) => c.notNull())
    .addColumn('title', 'varchar(80)', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
}

/** Conversations for the messages written before this migration. */
async function backfillConversations(db: AnyDb) {
  const rows = (await db
    .selectFrom('support_messages')
    .select(['user_id', 'author', 'content', 'created_at'])
    .orderBy('id')
    .execute()) as { user_id: number; author: string; content: string; created_at: number }[];
  const byUser = new Map<number, Record<string, unknown>>();
  for (const m of rows) {
    const prev = byUser.get(Number(m.user_id));
    const waitingSince =
      m.author === 'player' ? ((prev?.waiting_since as number | null) ?? m.created_at) : null;
    byUser.set(Number(m.user_id), {
      user_id: m.user_id,
      state: 'open',
      assignee: null,
      waiting_since: waitingSince,
      last_message_at: m.created_at,
      last_author: m.author,
      last_preview: m.content.slice(0, 200),
      message_count: Number(prev?.message_count ?? 0) + 1,
      created_at: prev?.created_at ?? m.created_at,
      updated_at: m.created_at,
    });
  }
  for (const row of byUser.values()) {
    await db.insertInto('support_conversations').values(row).execute();
  }
}

async function riskColumns(db: AnyDb) {
  // What a rule's alert is about (a device, an IP, an IBAN, a withdrawal, a check): with the
  // kind, one open alert per subject.
  await db.schema.alterTable('risk_alerts').addColumn('subject', 'varchar(160)').execute();
  await db.schema.alterTable('risk_alerts').addColumn('assignee', 'varchar(64)').execute();
  await db.schema.alterTable('risk_alerts').addColumn('closed_by', 'varchar(64)').execute();
  await db.schema.alterTable('risk_alerts').addColumn('close_reason', 'text').execute();
  await db.schema
    .createIndex('risk_alerts_kind')
    .on('risk_alerts')
    .columns(['kind', 'status', 'id'])
    .execute();
  // The shared-IP rule reads the last 30 days of sign-ins every few minutes.
  await db.schema.createIndex('sessions_created').on('sessions').column('created_at').execute();
}

export async function up(db: AnyDb): Promise<void> {
  await supportTables(db);
  await backfillConversations(db);
  await riskColumns(db);
}
