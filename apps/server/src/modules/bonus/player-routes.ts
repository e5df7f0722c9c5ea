// The player's own bonuses (contracts/bonus.ts listMyBonuses): cash and bonus balances, the
// active bonus with the money left in it, the waiting ones, and a page of finished ones. Every
// read is filtered by the caller's user id: a player never sees another's bonus.
import type { Kysely } from 'kysely';
import * as c from '@talih/contracts/bonus.ts';
import type { Language } from '@talih/contracts/i18n.ts';
import type { CallRegistry } from '../../http/calls.ts';
import type { DB } from '../../db/schema.ts';
import { playerBonusMinor, playerCashMinor } from '../../ledger/queries.ts';
import type { Services } from '../../services.ts';
import { parseRules } from './rules.ts';

/** A version's title ({tk, en} JSON) in the reader's language: English, else Turkish. */
export function titleIn(json: string, lang: Language): string {
  let title: { tk?: unknown; en?: unknown } = {};
  try {
    title = JSON.parse(json) as typeof title;
  } catch {
    // A broken title must not hide the bonus: the template code stands in below.
  }
  const tk = typeof title.tk === 'string' ? title.tk : '';
  const en = typeof title.en === 'string' ? title.en : '';
  return lang === 'tk' ? tk || en : en || tk;
}

function bonusRows(db: Kysely<DB>, userId: number) {
  return db
    .selectFrom('player_bonuses as b')
    .innerJoin('bonus_template_versions as v', 'v.id', 'b.version_id')
    .innerJoin('bonus_templates as t', 't.id', 'b.template_id')
    .selectAll('b')
    .select(['v.rules as rules_json', 'v.title as title_json', 't.code as template_code'])
    .where('b.user_id', '=', userId);
}

type BonusRow = Awaited<ReturnType<ReturnType<typeof bonusRows>['executeTakeFirstOrThrow']>>;

function toView(row: BonusRow, lang: Language, balanceMinor: number): c.PlayerBonusView {
  const rules = parseRules(row.rules_json);
  return {
    id: row.id,
    templateCode: row.template_code,
    title: titleIn(row.title_json, lang) || row.template_code,
    status: row.status,
    kind: rules.kind,
    grantedMinor: row.granted_minor,
    balanceMinor,
    wageringRequiredMinor: row.wagering_required_minor,
    wageredMinor: row.wagered_minor,
    grantedAt: row.created_at,
    activatedAt: row.activated_at,
    expiresAt: row.expires_at,
    finishedAt: row.finished_at,
    convertedMinor: row.converted_minor,
    forfeitedMinor: row.forfeited_minor,
    rules,
  };
}

export async function myBonuses(
  db: Kysely<DB>,
  userId: number,
  lang: Language,
  page: { page: number; pageSize: number },
) {
  const [cashMinor, bonusMinor] = await Promise.all([
    playerCashMinor(db, userId),
    playerBonusMinor(db, userId),
  ]);
  const open = await bonusRows(db, userId)
    .where('b.status', 'in', ['active', 'pending'])
    .orderBy('b.id')
    .execute();
  const finished = () => bonusRows(db, userId).where('b.status', 'in', c.FINISHED_BONUS_STATUSES);
  const history = await finished()
    .orderBy('b.finished_at', 'desc')
    .orderBy('b.id', 'desc')
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize)
    .execute();
  const total = await db
    .selectFrom('player_bonuses')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', userId)
    .where('status', 'in', c.FINISHED_BONUS_STATUSES)
    .executeTakeFirstOrThrow();
  const active = open.find((r) => r.status === 'active');
  return {
    cashMinor,
    bonusMinor,
    // The bonus account holds only the active bonus's money (the model's invariant).
    active: active ? toView(active, lang, bonusMinor) : null,
    pending: open.filter((r) => r.status === 'pending').map((r) => toView(r, lang, 0)),
    history: history.map((r) => toView(r, lang, 0)),
    historyTotal: Number(total.n),
  };
}

export function registerBonusPlayerCalls(calls: CallRegistry, services: Services) {
  calls.register(c.listMyBonuses, ({ auth, body, lang }) =>
    myBonuses(services.db, auth.userId, lang, body),
  );
}
