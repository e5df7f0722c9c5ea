// The player's own protection actions. Each runs in one transaction and answers the overview.
import { AppError } from '../../http/errors.ts';
import type { Services } from '../../services.ts';
import { recordEvent } from './events.ts';
import {
  activeExclusion,
  addExclusion,
  requestLiftTx,
  selfExclusionEnd,
  timeOutEnd,
} from './exclusions.ts';
import { changeLimit, type LimitChange } from './limits.ts';
import { overviewOf } from './overview.ts';
import { HOUR_MS } from './rules.ts';
import { afterHarmEvent } from './harm-tasks.ts';

export const clockOf = (services: Services) => services.now?.() ?? Date.now();

export function overview(services: Services, userId: number) {
  return overviewOf(services.db, services.config.jurisdiction, userId, clockOf(services));
}

export async function setPlayerLimit(services: Services, change: Omit<LimitChange, 'actor'>) {
  const pack = services.config.jurisdiction;
  if (change.kind === 'session' && !pack.limits.sessionTimeLimit) {
    throw new AppError('errors.protection.badOption');
  }
  const now = clockOf(services);
  await services.db
    .transaction()
    .execute((trx) => changeLimit(trx, pack, { ...change, actor: 'player' }, now));
  // A raised limit moves limit_raises.
  await afterHarmEvent(services.db, pack.harm, change.userId, services.log, now);
  return overview(services, change.userId);
}

export async function setRealityMinutes(
  services: Services,
  userId: number,
  minutes: number | null,
) {
  const now = clockOf(services);
  await services.db
    .insertInto('player_protection')
    .values({ user_id: userId, reality_minutes: minutes, erased_at: null, updated_at: now })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({ reality_minutes: minutes, updated_at: now }),
    )
    .execute();
  await recordEvent(services.db, {
    userId,
    action: 'reality_check',
    actor: 'player',
    at: now,
    detail: { minutes },
  });
  return overview(services, userId);
}

type ExclusionAsk =
  | { kind: 'time_out'; hours: number }
  | { kind: 'self_exclusion'; months: number }
  | { kind: 'panic' };

export async function excludeSelf(services: Services, userId: number, ask: ExclusionAsk) {
  const pack = services.config.jurisdiction;
  const now = clockOf(services);
  let endsAt: number | null;
  if (ask.kind === 'time_out') endsAt = timeOutEnd(pack, ask.hours, now);
  else if (ask.kind === 'self_exclusion') endsAt = selfExclusionEnd(pack, ask.months, now);
  else {
    if (!pack.panicButton.enabled) throw new AppError('errors.protection.badOption');
    endsAt = now + pack.panicButton.lockHours * HOUR_MS;
  }
  await services.db.transaction().execute(async (trx) => {
    const current = await activeExclusion(trx, userId, now);
    // A shorter lock on top of a longer one changes nothing the player would notice.
    if (current && current.kind !== 'staff' && ask.kind !== 'self_exclusion') {
      const currentEnd = current.ends_at ?? Infinity;
      if (current.kind === 'self_exclusion' || currentEnd >= (endsAt ?? Infinity)) return;
    }
    await addExclusion(trx, { userId, kind: ask.kind, endsAt, actor: 'player', now });
  });
  return overview(services, userId);
}

export async function liftRequest(services: Services, userId: number) {
  const now = clockOf(services);
  await services.db
    .transaction()
    .execute((trx) => requestLiftTx(trx, services.config.jurisdiction, userId, now));
  return overview(services, userId);
}
