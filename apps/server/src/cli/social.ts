// `talih rebates compute [day] | list [--day D]` and `talih support list | show <userid> |
// reply <userid> <text>`: the operator's side of invite rebates and customer service.
// Computing a day twice changes nothing; staff answers appear in the player's conversation.
import os from 'node:os';
import { money } from './money.ts';
import { SUPPORT_MESSAGE_MAX } from '@talih/contracts/support.ts';
import type { StaffContext } from '../backoffice/calls.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { cliActor } from './as-staff.ts';
import {
  isDay,
  istanbulDayIsOver,
  istanbulDayOf,
  previousIstanbulDay,
} from '../modules/invite/days.ts';
import { computeRebates } from '../modules/invite/rebates.ts';
import { addMessage, conversation, threads } from '../modules/support/support.ts';
import { writeAudit } from '../audit/audit.ts';

const LIST_ROWS_MAX = 50;
const when = (ms: number) => new Date(ms).toISOString().replace('T', ' ').slice(0, 19);

export async function rebatesCommand(
  database: Database,
  args: {
    action: string | undefined;
    day: string | undefined;
    /** `--as <staff name>`: computed as that staff member (players.adjust), audited. */
    as?: { name: string; config: Config };
  },
  out: (line: string) => void,
  err: (line: string) => void,
): Promise<number> {
  const usage =
    'usage: npm run talih -- rebates compute [YYYY-MM-DD] (default: yesterday in Istanbul) | list [--day YYYY-MM-DD]';
  const { db } = database;
  if (args.action === 'compute') {
    const day = args.day ?? previousIstanbulDay();
    if (!isDay(day)) {
      err(`not a day: ${day}\n${usage}`);
      return 2;
    }
    if (!istanbulDayIsOver(day)) {
      err(
        `rebates compute: ${day} is not over in Istanbul yet (today is ${istanbulDayOf()}); a day's rebates are computed once it has ended`,
      );
      return 1;
    }
    let actor: StaffContext | null = null;
    if (args.as) {
      try {
        actor = await cliActor(
          { config: args.as.config, database },
          args.as.name,
          'players.adjust',
        );
      } catch (error) {
        err(`rebates compute: ${(error as Error).message}`);
        return 1;
      }
    }
    const r = await computeRebates(db, day);
    await actor?.audit({
      action: 'rebates.computed',
      objectType: 'rebates',
      objectId: day,
      after: { inviters: r.inviters, added: r.added, totalMinor: r.totalMinor },
    });
    out(
      `rebates ${day}: ${r.inviters} inviter(s) with turnover, ${r.added} new rebate(s) totalling ${money(r.totalMinor)}`,
    );
    return 0;
  }
  if (args.action === 'list' || args.action === undefined) {
    let q = db
      .selectFrom('rebate_days')
      .innerJoin('users', 'users.id', 'rebate_days.user_id')
      .select([
        'rebate_days.user_id',
        'users.nickname',
        'day',
        'turnover_minor',
        'rate_bps',
        'amount_minor',
        'status',
      ])
      .orderBy('day', 'desc')
      .orderBy('rebate_days.id', 'desc')
      .limit(LIST_ROWS_MAX);
    if (args.day) q = q.where('day', '=', args.day);
    const rows = await q.execute();
    if (rows.length === 0) out('rebates: none');
    for (const r of rows) {
      out(
        `${r.day}  user ${r.user_id} (${r.nickname})  turnover ${money(r.turnover_minor)}  rate ${(r.rate_bps / 100).toFixed(2)}%  rebate ${money(r.amount_minor)}  ${r.status}`,
      );
    }
    return 0;
  }
  err(usage);
  return 2;
}

export async function supportCommand(
  database: Database,
  args: { action: string | undefined; userId: string | undefined; text: string },
  out: (line: string) => void,
  err: (line: string) => void,
): Promise<number> {
  const usage =
    'usage: npm run talih -- support list | show <userid> | reply <userid> "answer text"';
  const { db } = database;
  if (args.action === 'list' || args.action === undefined) {
    const list = await threads(db, LIST_ROWS_MAX);
    if (list.length === 0) out('support: no conversations');
    for (const th of list) {
      out(
        `${th.waiting ? 'WAITING' : 'answered'}  user ${th.userId} (${th.nickname})  ${th.messages} message(s)  last ${when(th.lastAt)}: ${th.last.slice(0, 80)}`,
      );
    }
    return 0;
  }
  const userId = Number(args.userId);
  if (!Number.isSafeInteger(userId) || userId <= 0) {
    err(usage);
    return 2;
  }
  const user = await db
    .selectFrom('users')
    .select(['id', 'nickname'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) {
    err(`no user ${userId}`);
    return 1;
  }
  if (args.action === 'show') {
    const messages = await conversation(db, userId);
    out(`support conversation of user ${userId} (${user.nickname}):`);
    for (const m of messages) {
      out(
        `${when(m.createdAt)}  ${m.from === 'staff' ? `staff ${m.staffName ?? ''}`.trim() : 'player'}: ${m.content}`,
      );
    }
    if (messages.length === 0) out('(no messages)');
    return 0;
  }
  if (args.action === 'reply') {
    const text = args.text.trim();
    if (!text || text.length > SUPPORT_MESSAGE_MAX) {
      err(`the answer must be 1-${SUPPORT_MESSAGE_MAX} characters\n${usage}`);
      return 2;
    }
    const actor = `cli:${os.userInfo().username}`;
    const m = await addMessage(db, {
      userId,
      author: 'staff',
      staffName: 'Destek Ekibi',
      content: text,
    });
    await writeAudit(db, {
      actorType: 'cli',
      actorId: actor,
      action: 'support.reply',
      subject: `user:${userId}`,
      detail: { messageId: m.messageId },
    });
    out(`support: answered user ${userId} (message ${m.messageId})`);
    return 0;
  }
  err(usage);
  return 2;
}
