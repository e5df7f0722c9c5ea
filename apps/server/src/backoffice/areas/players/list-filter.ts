// The player list's filters as SQL on `users`, each served by an index (migration
// 2026-12-06-0200): dates on the players' partial indexes, deposits through the confirmed
// orders' (user_id, amount_minor) index, alerts through the open alerts' index, tags through
// (tag, user_id). The VIP level is computed from the journal, never stored, so it is matched
// per candidate afterwards (vip-filter.ts), as segments do.
import { sql, type ExpressionBuilder, type SelectQueryBuilder } from 'kysely';
import type { PlayerFilter } from '@talih/contracts/backoffice/player-list.ts';
import type { DB } from '../../../db/schema.ts';

// The query's tables: users joined with its cash account (left join, alias cash).
type From = DB & { cash: DB['ledger_accounts'] };
type Q<O> = SelectQueryBuilder<From, 'users' | 'cash', O>;
type Eb = ExpressionBuilder<From, 'users' | 'cash'>;

/** The player's confirmed deposits, all time: the segments' "total confirmed deposits". */
export function depositsOf(eb: Eb) {
  return eb
    .selectFrom('deposit_orders as d')
    .select(sql<number>`coalesce(sum(d.amount_minor), 0)`.as('total'))
    .whereRef('d.user_id', '=', 'users.id')
    .where('d.status', '=', sql.lit('confirmed'));
}

const PLAYER_CHOSEN = ['self_exclusion', 'time_out', 'panic'] as const;

/** An exclusion the player chose in force at `now` (modules/protection/exclusions.ts inForce). */
function selfExcluded(eb: Eb, now: number) {
  return eb.exists(
    eb
      .selectFrom('player_exclusions as x')
      .select('x.id')
      .whereRef('x.user_id', '=', 'users.id')
      .where('x.kind', 'in', PLAYER_CHOSEN)
      .where('x.starts_at', '<=', now)
      .where((w) =>
        w.or([
          w.and([
            w('x.kind', '=', 'self_exclusion'),
            w.or([w('x.lift_at', 'is', null), w('x.lift_at', '>', now)]),
          ]),
          w.and([
            w('x.kind', '<>', 'self_exclusion'),
            w.or([w('x.ends_at', 'is', null), w('x.ends_at', '>', now)]),
          ]),
        ]),
      ),
  );
}

function openAlert(eb: Eb) {
  return eb.exists(
    eb
      .selectFrom('risk_alerts as a')
      .select('a.id')
      .whereRef('a.user_id', '=', 'users.id')
      .where('a.status', '=', sql.lit('open')),
  );
}

function kycLevel(eb: Eb, level: string) {
  const has = eb
    .selectFrom('kyc_profiles as k')
    .select('k.user_id')
    .whereRef('k.user_id', '=', 'users.id');
  // No KYC profile yet is the level 'none'.
  if (level === 'none') {
    return eb.not(eb.exists(has.where('k.level', '<>', 'none')));
  }
  return eb.exists(has.where('k.level', '=', level as 'basic'));
}

function blocked(eb: Eb) {
  return eb.exists(
    eb.selectFrom('player_blocks as b').select('b.id').whereRef('b.user_id', '=', 'users.id'),
  );
}

/** Dates, money and flags: everything but tags and the VIP level. */
export function applyFilter<O>(q: Q<O>, f: PlayerFilter, now: number): Q<O> {
  if (f.registeredFrom !== null) q = q.where('users.created_at', '>=', f.registeredFrom);
  if (f.registeredTo !== null) q = q.where('users.created_at', '<', f.registeredTo);
  if (f.lastLoginFrom !== null) q = q.where('users.last_login_at', '>=', f.lastLoginFrom);
  if (f.lastLoginTo !== null) q = q.where('users.last_login_at', '<', f.lastLoginTo);
  const cash = sql<number>`coalesce(cash.balance_minor, 0)`;
  if (f.balanceMinMinor !== null) q = q.where(cash, '>=', f.balanceMinMinor);
  if (f.balanceMaxMinor !== null) q = q.where(cash, '<=', f.balanceMaxMinor);
  if (f.depositsMinMinor !== null) q = q.where(depositsOf, '>=', f.depositsMinMinor);
  if (f.depositsMaxMinor !== null) q = q.where(depositsOf, '<=', f.depositsMaxMinor);
  if (f.status === 'blocked') q = q.where(blocked);
  if (f.status === 'active') q = q.where((eb) => eb.not(blocked(eb)));
  if (f.kycLevel !== null) q = q.where((eb) => kycLevel(eb, f.kycLevel!));
  if (f.country !== null) {
    const country = f.country;
    q = q.where('users.id', 'in', (eb) =>
      eb.selectFrom('kyc_profiles as c').select('c.user_id').where('c.country', '=', country),
    );
  }
  if (f.selfExcluded !== null) {
    q = q.where((eb) => (f.selfExcluded ? selfExcluded(eb, now) : eb.not(selfExcluded(eb, now))));
  }
  if (f.hasOpenAlert !== null) {
    q = q.where((eb) => (f.hasOpenAlert ? openAlert(eb) : eb.not(openAlert(eb))));
  }
  for (const tag of f.tags) {
    q = q.where('users.id', 'in', (eb) =>
      eb.selectFrom('player_tags as t').select('t.user_id').where('t.tag', '=', tag),
    );
  }
  return q;
}
