// Signs of harm in the back-office: the interaction task queue (filters, paging), a player's
// markers and tasks for the 360 view, and recording an interaction, which closes the task:
// a call or a mail noted (the protection mail sent in the player's language), a limit made stricter
// or a time-out applied through the protection area's own calls, or no action with a reason
// (refused where the pack requires an interaction at the task's score).
import type { Kysely } from 'kysely';
import type { HarmOutcome } from '@talih/contracts/backoffice/harm.ts';
import { HARM_MARKERS } from '@talih/contracts/jurisdiction.ts';
import type { DB } from '../../../db/schema.ts';
import { isLanguage } from '@talih/contracts/i18n.ts';
import { AppError } from '../../../http/errors.ts';
import { t } from '../../../http/i18n.ts';
import { sendMail } from '../../../modules/engagement/mail/mail.ts';
import type { Services } from '../../../services.ts';
import { staffExclude, staffTighten } from '../protection/service.ts';

/** A mail of the risk role's (harmMail, sofMail) in the player's language. */
export async function riskMail(db: Kysely<DB>, userId: number, key: 'harmMail' | 'sofMail') {
  const user = await db
    .selectFrom('users')
    .select('lang')
    .where('id', '=', userId)
    .executeTakeFirst();
  const lang = isLanguage(user?.lang) ? user.lang : 'tk';
  return { title: t(lang, `${key}.title`), content: t(lang, `${key}.content`) };
}

export interface TaskFilter {
  status: 'open' | 'closed' | 'all';
  firedSince?: number;
  marker: string;
  userId?: number;
  page: number;
  pageSize: number;
}

function filtered(db: Kysely<DB>, f: TaskFilter) {
  let q = db
    .selectFrom('harm_tasks')
    .leftJoin('users', 'users.id', 'harm_tasks.user_id')
    .selectAll('harm_tasks')
    .select('users.nickname');
  if (f.status !== 'all') q = q.where('harm_tasks.status', '=', f.status);
  if (f.userId) q = q.where('harm_tasks.user_id', '=', f.userId);
  if (f.firedSince !== undefined || f.marker) {
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom('harm_markers')
          .select('harm_markers.user_id')
          .whereRef('harm_markers.user_id', '=', 'harm_tasks.user_id')
          .where('harm_markers.fired', '=', 1)
          .$if(f.firedSince !== undefined, (s) =>
            s.where('harm_markers.fired_at', '>=', f.firedSince!),
          )
          .$if(Boolean(f.marker), (s) => s.where('harm_markers.code', '=', f.marker)),
      ),
    );
  }
  return q;
}

type TaskRow = Awaited<ReturnType<ReturnType<typeof filtered>['execute']>>[number];

function taskView(r: Omit<TaskRow, 'nickname'> & { nickname?: string | null }) {
  return {
    taskId: Number(r.id),
    userId: Number(r.user_id),
    nickname: r.nickname ?? null,
    status: r.status,
    score: Number(r.score),
    markers: JSON.parse(r.markers) as string[],
    required: Number(r.required) === 1,
    assignee: r.assignee,
    outcome: r.outcome,
    note: r.note,
    openedAt: Number(r.opened_at),
    closedBy: r.closed_by,
    closedAt: r.closed_at === null ? null : Number(r.closed_at),
  };
}

export async function taskQueue(db: Kysely<DB>, f: TaskFilter) {
  const [rows, count] = await Promise.all([
    filtered(db, f)
      .orderBy('harm_tasks.score', 'desc')
      .orderBy('harm_tasks.id', 'desc')
      .limit(f.pageSize)
      .offset((f.page - 1) * f.pageSize)
      .execute(),
    filtered(db, f)
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { total: Number(count.n), rows: rows.map(taskView) };
}

export async function harmOfPlayer(db: Kysely<DB>, userId: number) {
  const markers = await db
    .selectFrom('harm_markers')
    .selectAll()
    .where('user_id', '=', userId)
    .execute();
  const tasks = await db
    .selectFrom('harm_tasks')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(50)
    .execute();
  const order = (code: string) => HARM_MARKERS.indexOf(code as (typeof HARM_MARKERS)[number]);
  const rows = markers
    .map((m) => ({
      code: m.code as (typeof HARM_MARKERS)[number],
      value: Number(m.value),
      threshold: Number(m.threshold),
      weight: Number(m.weight),
      fired: Number(m.fired) === 1,
      firedAt: m.fired_at === null ? null : Number(m.fired_at),
      facts: JSON.parse(m.facts) as Record<string, number | string>,
      computedAt: Number(m.computed_at),
    }))
    .sort((a, b) => order(a.code) - order(b.code));
  return {
    score: rows.filter((m) => m.fired).reduce((sum, m) => sum + m.weight, 0),
    markers: rows,
    tasks: tasks.map(taskView),
  };
}

export async function firedCount(db: Kysely<DB>, since: number) {
  const players = await db
    .selectFrom('harm_markers')
    .select((eb) => eb.fn.count('user_id').distinct().as('n'))
    .where('fired', '=', 1)
    .where('fired_at', '>=', since)
    .executeTakeFirstOrThrow();
  const open = await db
    .selectFrom('harm_tasks')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', 'open')
    .executeTakeFirstOrThrow();
  return { players: Number(players.n), openTasks: Number(open.n) };
}

export interface Interaction {
  taskId: number;
  outcome: HarmOutcome;
  note: string;
  limit?: {
    kind: 'deposit' | 'loss' | 'wager';
    period: 'day' | 'week' | 'month';
    amountMinor: number;
  };
  days?: number;
}

async function taskRow(db: Kysely<DB>, id: number) {
  const row = await db.selectFrom('harm_tasks').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new AppError('errors.boRisk.harmTaskNotFound');
  return row;
}

/** What the outcome did beside closing the task (the limit, the time-out, the mail). */
async function applyOutcome(services: Services, userId: number, i: Interaction, staffName: string) {
  const reason = i.note;
  if (i.outcome === 'limit') {
    if (!i.limit) throw new AppError('errors.boRisk.harmLimitNeeded');
    const done = await staffTighten(services, { userId, ...i.limit, reason }, staffName);
    return { limit: { ...i.limit, before: done.before } };
  }
  if (i.outcome === 'time_out') {
    if (!i.days) throw new AppError('errors.boRisk.harmDaysNeeded');
    const done = await staffExclude(services, { userId, days: i.days, reason }, staffName);
    return { exclusionId: done.exclusionId, days: i.days };
  }
  if (i.outcome === 'mail') {
    const mail = await riskMail(services.db, userId, 'harmMail');
    const sent = await sendMail(services.db, {
      to: userId,
      ...mail,
      amountMinor: 0,
      sentBy: staffName,
    });
    return { mailBatch: sent.batch, mailed: sent.count };
  }
  return {};
}

/** Records the interaction and closes the task; answers the change for the audit row. */
export async function recordInteraction(
  services: Services,
  i: Interaction,
  staffName: string,
  now: number,
) {
  const db = services.db;
  const task = await taskRow(db, i.taskId);
  if (task.status !== 'open') throw new AppError('errors.boRisk.harmTaskClosed');
  if (i.outcome === 'no_action' && Number(task.required) === 1) {
    throw new AppError('errors.boRisk.harmInteractionRequired');
  }
  const userId = Number(task.user_id);
  const applied = await applyOutcome(services, userId, i, staffName);
  const result = await db
    .updateTable('harm_tasks')
    .set({
      status: 'closed',
      open_key: null,
      outcome: i.outcome,
      note: i.note,
      closed_by: staffName,
      closed_at: now,
    })
    .where('id', '=', i.taskId)
    .where('status', '=', 'open')
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw new AppError('errors.boRisk.harmTaskClosed');
  return {
    userId,
    before: { status: 'open', score: Number(task.score) },
    after: { status: 'closed', outcome: i.outcome, ...applied },
  };
}
