// What the player (and staff) see of a player's protection: limits with use and what is left,
// the session limit, the reality-check interval, any exclusion.
import type { Kysely } from 'kysely';
import { LIMIT_KINDS, LIMIT_PERIODS } from '@talih/contracts/jurisdiction.ts';
import type { MoneyLimit, ProtectionOverview } from '@talih/contracts/protection.ts';
import type { DB } from '../../db/schema.ts';
import { activeExclusion, exclusionView } from './exclusions.ts';
import { limitAmount, limitsOf, missingRequired } from './limits.ts';
import { depositCapMinor, type Pack } from './rules.ts';
import { cashAccountId, usageOf } from './usage.ts';

export async function realityMinutesOf(db: Kysely<DB>, pack: Pack, userId: number) {
  const row = await db
    .selectFrom('player_protection')
    .select('reality_minutes')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.reality_minutes ?? pack.realityCheck.intervalMinutes;
}

export async function overviewOf(
  db: Kysely<DB>,
  pack: Pack,
  userId: number,
  now: number,
): Promise<ProtectionOverview> {
  const limits = await limitsOf(db, userId, now);
  const usage = await usageOf(db, userId, await cashAccountId(db, userId), now);
  const money: MoneyLimit[] = [];
  for (const kind of LIMIT_KINDS) {
    for (const period of LIMIT_PERIODS) {
      const own = limits.find((l) => l.kind === kind && l.period === period);
      const amount = limitAmount(pack, limits, kind, period);
      const used = usage[kind][period];
      money.push({
        kind,
        period,
        amountMinor: amount,
        pending: own?.pending
          ? { amountMinor: own.pending.amount, effectiveAt: own.pending.effectiveAt }
          : null,
        usedMinor: used,
        remainingMinor: amount === null ? null : Math.max(0, amount - used),
      });
    }
  }
  const session = limits.find((l) => l.kind === 'session');
  const exclusion = await activeExclusion(db, userId, now);
  return {
    limits: money,
    sessionLimit: {
      minutes: session?.amount ?? null,
      pending: session?.pending
        ? { minutes: session.pending.amount, effectiveAt: session.pending.effectiveAt }
        : null,
    },
    realityCheckMinutes: await realityMinutesOf(db, pack, userId),
    exclusion: exclusion ? exclusionView(pack, exclusion, now) : null,
    missingRequired: missingRequired(pack, limits),
    depositCapMinor: depositCapMinor(pack, 'deposit'),
    coolingOffHours: pack.limits.increaseCoolingOffHours,
  };
}
