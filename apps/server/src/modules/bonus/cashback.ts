// Weekly cashback (kind 'cashback'): for each active cashback template, a player whose
// casino rounds of the last Istanbul week (Monday to Sunday) lost money gets cashbackPercent of
// that net loss as a bonus, up to the template's cap, under its wagering. Only rounds played
// without a bonus count (game_rounds.bonus_id null): money a bonus paid for is not refunded
// twice. Each grant is keyed by template, week and player, so a rerun, a second instance or a
// crash halfway grants each player once; a finished week is remembered in app_meta.
import { BONUS_TRIGGERS } from '@talih/contracts/bonus.ts';
import { istanbulDayOf, istanbulDayRange } from '../invite/days.ts';
import type { Services } from '../../services.ts';
import { templatesFor, type GrantableTemplate } from './templates.ts';
import { grantFromTemplate } from './triggers/grant.ts';

export const BONUS_CASHBACK_EVERY_MS = 60 * 60 * 1000;
const DAY_MS = 86_400_000;
const PAGE = 500;

/** The last full Istanbul week before `now`: its Monday and [start, end) in epoch ms. */
export function lastCashbackWeek(now: number): { monday: string; startMs: number; endMs: number } {
  const today = istanbulDayOf(now);
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  const thisMondayUtc = Date.parse(`${today}T00:00:00Z`) - ((weekday + 6) % 7) * DAY_MS;
  const thisMonday = new Date(thisMondayUtc).toISOString().slice(0, 10);
  const monday = new Date(thisMondayUtc - 7 * DAY_MS).toISOString().slice(0, 10);
  return {
    monday,
    startMs: istanbulDayRange(monday).startMs,
    endMs: istanbulDayRange(thisMonday).startMs,
  };
}

/** Players with a net casino loss (bonus-free rounds) in [startMs, endMs), a page at a time. */
async function lossesOf(
  services: Services,
  week: { startMs: number; endMs: number },
  afterUserId: number,
) {
  const rows = await services.db
    .selectFrom('game_rounds')
    .select((eb) => [
      'user_id',
      eb(eb.fn.sum<number>('bet_minor'), '-', eb.fn.sum<number>('win_minor')).as('loss'),
    ])
    .where('created_at', '>=', week.startMs)
    .where('created_at', '<', week.endMs)
    .where('status', '=', 'closed')
    .where('bonus_id', 'is', null)
    .where('user_id', '>', afterUserId)
    .groupBy('user_id')
    .orderBy('user_id')
    .limit(PAGE)
    .execute();
  return rows.map((r) => ({ userId: Number(r.user_id), lossMinor: Number(r.loss) }));
}

export function cashbackMinor(template: GrantableTemplate, lossMinor: number): number {
  const pct = template.rules.cashbackPercent ?? 0;
  const amount = Math.floor((Math.max(0, lossMinor) * pct) / 100);
  const cap = template.rules.capMinor;
  return cap === null ? amount : Math.min(amount, cap);
}

/** Grants last week's cashback of one template; answers how many players got one. */
async function grantWeek(
  services: Services,
  template: GrantableTemplate,
  week: ReturnType<typeof lastCashbackWeek>,
): Promise<number> {
  const pack = services.config.jurisdiction.bonus;
  let granted = 0;
  for (let after = 0; ;) {
    const page = await lossesOf(services, week, after);
    for (const { userId, lossMinor } of page) {
      const amountMinor = cashbackMinor(template, lossMinor);
      if (amountMinor <= 0) continue;
      const outcome = await services.ledger.transact('bonus_grant', (tx) =>
        grantFromTemplate(tx, pack, {
          userId,
          template,
          grantKey: `cashback:${template.templateId}:${week.monday}:${userId}`,
          amountMinor,
        }),
      );
      if ('granted' in outcome && !outcome.granted.replayed) granted++;
    }
    if (page.length < PAGE) break;
    after = page[page.length - 1]!.userId;
  }
  return granted;
}

/** The job: every active cashback template's last week, once (app_meta remembers the week). */
export async function grantCashback(services: Services): Promise<number> {
  const now = services.now?.() ?? Date.now();
  const week = lastCashbackWeek(now);
  const all = await templatesFor(services.db, services.config.jurisdiction.bonus, BONUS_TRIGGERS);
  let granted = 0;
  for (const template of all.filter((t) => t.rules.kind === 'cashback')) {
    const key = `bonus_cashback_week:${template.templateId}`;
    const done = await services.db
      .selectFrom('app_meta')
      .select('value')
      .where('key', '=', key)
      .executeTakeFirst();
    if (done && done.value >= week.monday) continue;
    granted += await grantWeek(services, template, week);
    await services.db
      .insertInto('app_meta')
      .values({ key, value: week.monday, updated_at: now })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: week.monday, updated_at: now }))
      .execute();
  }
  return granted;
}
