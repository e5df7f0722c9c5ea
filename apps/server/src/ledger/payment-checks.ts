// Reconcile checks of the payment tables against the journal (wired into `talih reconcile`):
// a deposit is credited exactly when it is confirmed, with its amount; a player's pending
// account holds exactly their withdrawals under review; each withdrawal was held once and
// released at most once, the way its state says. Each check reports at most 100 offenders.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import type { ReconcileCheck } from './check.ts';
import { PAYMENT_ENTRY_KINDS } from './payment-movements.ts';

export const paymentChecks: ReconcileCheck[] = [
  {
    name: 'payments: every confirmed deposit is credited once with its amount, and only those',
    async run({ db }) {
      const orders = await db
        .selectFrom('deposit_orders as o')
        .leftJoin('journal_entries as e', (join) =>
          join.on(sql<boolean>`e.idempotency_key = ${'deposit:'} || o.order_no`),
        )
        .select(['o.order_no', 'o.status', 'o.amount_minor', 'o.user_id', 'e.id as entryId'])
        .select(['e.amount_minor as entryAmount', 'e.user_id as entryUser'])
        .where((eb) =>
          eb.or([
            eb.and([eb('o.status', '=', 'confirmed'), eb('e.id', 'is', null)]),
            eb.and([eb('o.status', '!=', 'confirmed'), eb('e.id', 'is not', null)]),
            eb('e.amount_minor', '!=', eb.ref('o.amount_minor')),
            eb('e.user_id', '!=', eb.ref('o.user_id')),
          ]),
        )
        .limit(100)
        .execute();
      const orphans = await db
        .selectFrom('journal_entries as e')
        .leftJoin('deposit_orders as o', (join) =>
          join.on(sql<boolean>`e.idempotency_key = ${'deposit:'} || o.order_no`),
        )
        .select(['e.id', 'e.idempotency_key'])
        .where('e.kind', '=', PAYMENT_ENTRY_KINDS.depositCredit)
        .where('o.id', 'is', null)
        .limit(100)
        .execute();
      return [
        ...orders.map((o) =>
          o.entryId === null
            ? `deposit ${o.order_no} is confirmed but was never credited`
            : `deposit ${o.order_no} (${o.status}, ${o.amount_minor} to user ${o.user_id}) has entry ${o.entryId} of ${o.entryAmount} to user ${o.entryUser}`,
        ),
        ...orphans.map((e) => `entry ${e.id} (${e.idempotency_key}) credits no deposit order`),
      ];
    },
  },
  {
    name: 'payments: each pending account holds exactly its player’s withdrawals under review',
    async run({ db }) {
      const rows = await heldAccountMismatches(db, 'withdrawal_pending', 'withdrawals', 'pending');
      return rows.map(
        (r) =>
          `player ${r.owner}: pending account ${r.balanceMinor}, withdrawals under review ${r.heldMinor}`,
      );
    },
  },
  {
    name: 'payments: every withdrawal was held once and posted or voided as its state says',
    async run({ db }) {
      const entry = (alias: string, phase: string) =>
        sql<boolean>`${sql.ref(`${alias}.idempotency_key`)} = ${'withdraw:'} || w.order_no || ${`:${phase}`}`;
      const rows = await db
        .selectFrom('withdrawals as w')
        .leftJoin('journal_entries as h', (j) => j.on(entry('h', 'hold')))
        .leftJoin('journal_entries as p', (j) => j.on(entry('p', 'post')))
        .leftJoin('journal_entries as v', (j) => j.on(entry('v', 'void')))
        .leftJoin('journal_entries as r', (j) => j.on(entry('r', 'payout-void')))
        .leftJoin('journal_entries as k', (j) => j.on(entry('k', 'payout-revoke')))
        .select(['w.order_no', 'w.status', 'h.id as hold', 'p.id as post', 'v.id as void'])
        .select(['r.id as payoutVoid', 'k.id as payoutRevoke'])
        .where((eb) =>
          eb.or([
            eb('h.id', 'is', null),
            eb('h.amount_minor', '!=', eb.ref('w.amount_minor')),
            eb.and([eb('p.id', 'is not', null), eb('v.id', 'is not', null)]),
            eb.and([
              eb('w.status', '=', 'pending'),
              eb.or([eb('p.id', 'is not', null), eb('v.id', 'is not', null)]),
            ]),
            eb.and([
              eb('w.status', 'in', ['approved', 'paid', 'payout_failed', 'voided']),
              eb('p.id', 'is', null),
            ]),
            eb.and([eb('w.status', 'in', ['rejected', 'cancelled']), eb('v.id', 'is', null)]),
            // Only a voided payout came back from clearing, and it did; one the provider paid
            // after all went back to clearing (revoked), and it is paid.
            eb.and([eb('w.status', '=', 'voided'), eb('r.id', 'is', null)]),
            eb.and([
              eb('w.status', '!=', 'voided'),
              eb('r.id', 'is not', null),
              eb('k.id', 'is', null),
            ]),
            eb.and([
              eb('k.id', 'is not', null),
              eb.or([eb('w.status', '!=', 'paid'), eb('r.id', 'is', null)]),
            ]),
            eb('r.amount_minor', '!=', eb.ref('w.amount_minor')),
            eb('k.amount_minor', '!=', eb.ref('w.amount_minor')),
          ]),
        )
        .limit(100)
        .execute();
      return rows.map(
        (r) =>
          `withdrawal ${r.order_no} is ${r.status} with hold ${r.hold ?? 'none'}, post ${r.post ?? 'none'}, void ${r.void ?? 'none'}, payout void ${r.payoutVoid ?? 'none'}, payout revoke ${r.payoutRevoke ?? 'none'}`,
      );
    },
  },
  {
    name: 'payments: each provider clearing account equals its confirmed deposits, posted payouts and paid refunds',
    async run({ db }) {
      const [clearing, deposits, payouts, refunds] = await Promise.all([
        db
          .selectFrom('ledger_accounts')
          .select(['owner', (eb) => eb.fn.sum<number>('balance_minor').as('total')])
          .where('kind', '=', 'payment_clearing')
          .groupBy('owner')
          .execute(),
        // A reversal (Trustly's debit after credit) puts back what it took.
        db
          .selectFrom('deposit_orders')
          .select([
            'method',
            (eb) =>
              eb.fn.sum<number>(eb('amount_minor', '-', eb.ref('reversed_minor'))).as('total'),
          ])
          .where('status', '=', 'confirmed')
          .groupBy('method')
          .execute(),
        db
          .selectFrom('withdrawals')
          .select(['provider', (eb) => eb.fn.sum<number>('amount_minor').as('total')])
          .where('status', 'in', ['approved', 'paid', 'payout_failed'])
          .groupBy('provider')
          .execute(),
        // A refund the provider paid put the money back into its clearing account.
        db
          .selectFrom('deposit_refunds')
          .select(['provider', (eb) => eb.fn.sum<number>('amount_minor').as('total')])
          .where('status', '=', 'refunded')
          .groupBy('provider')
          .execute(),
      ]);
      // A deposit takes money out of its provider's clearing; a payout puts it in.
      const expected = new Map<string, number>();
      for (const d of deposits)
        expected.set(d.method, (expected.get(d.method) ?? 0) - Number(d.total));
      for (const w of [...payouts, ...refunds]) {
        expected.set(w.provider, (expected.get(w.provider) ?? 0) + Number(w.total));
      }
      const actual = new Map(clearing.map((c) => [c.owner, Number(c.total)]));
      const problems: string[] = [];
      for (const owner of new Set([...expected.keys(), ...actual.keys()])) {
        const want = expected.get(owner) ?? 0;
        const have = actual.get(owner) ?? 0;
        if (want !== have) {
          problems.push(`payment clearing of ${owner} is ${have}, its orders say ${want}`);
        }
      }
      return problems.slice(0, 100);
    },
  },
  {
    name: 'payments: each deposit reversal is what its order says was taken back',
    async run({ db }) {
      const [entries, orders] = await Promise.all([
        db
          .selectFrom('journal_entries')
          .select(['id', 'detail', 'amount_minor'])
          .where('kind', '=', PAYMENT_ENTRY_KINDS.depositReversal)
          .limit(10_000)
          .execute(),
        db
          .selectFrom('deposit_orders')
          .select(['order_no', 'reversed_minor', 'status'])
          .where('reversed_minor', '!=', 0)
          .limit(10_000)
          .execute(),
      ]);
      const taken = new Map<string, number>();
      for (const e of entries) {
        const orderNo = (JSON.parse(e.detail) as { orderNo?: string }).orderNo ?? `entry ${e.id}`;
        taken.set(orderNo, (taken.get(orderNo) ?? 0) + Number(e.amount_minor));
      }
      const problems: string[] = [];
      for (const o of orders) {
        const sum = taken.get(o.order_no) ?? 0;
        if (sum !== Number(o.reversed_minor) || o.status !== 'confirmed') {
          problems.push(
            `deposit ${o.order_no} (${o.status}) says ${o.reversed_minor} was reversed, its entries ${sum}`,
          );
        }
        taken.delete(o.order_no);
      }
      for (const [orderNo, sum] of taken) {
        problems.push(`reversal of ${sum} for ${orderNo}, which says nothing was reversed`);
      }
      return problems.slice(0, 100);
    },
  },
  {
    name: 'payments: no provider deposit waits (Trustly pending, paysafecard authorized) past the threshold',
    async run({ db }, settings) {
      // Trustly said `pending` (the bank has the payment), or paysafecard notified an assigned
      // card that was never captured, and nothing final came since.
      const before = settings.now - settings.withdrawStuckHours * 60 * 60 * 1000;
      const rows = await db
        .selectFrom('deposit_orders')
        .select(['order_no', 'method', 'user_id', 'amount_minor', 'updated_at', 'provider_state'])
        .where('provider_state', 'is not', null)
        .where('status', 'in', ['pending', 'expired'])
        .where('updated_at', '<', before)
        .orderBy('id')
        .limit(100)
        .execute();
      return rows.map(
        (r) =>
          `deposit ${r.order_no} (${r.method}, user ${r.user_id}, ${r.amount_minor}) is ${r.provider_state} at the provider since ${new Date(Number(r.updated_at)).toISOString()}, over ${settings.withdrawStuckHours} h`,
      );
    },
  },
  {
    name: 'payments: no withdrawal waits (pending, approved or payout_failed) past the threshold',
    async run({ db }, settings) {
      const before = settings.now - settings.withdrawStuckHours * 60 * 60 * 1000;
      const rows = await db
        .selectFrom('withdrawals')
        .select(['order_no', 'status', 'user_id', 'amount_minor', 'updated_at'])
        .where('status', 'in', ['pending', 'approved', 'payout_failed'])
        .where('updated_at', '<', before)
        .orderBy('id')
        .limit(100)
        .execute();
      return rows.map(
        (r) =>
          `withdrawal ${r.order_no} (user ${r.user_id}, ${r.amount_minor}) is ${r.status} since ${new Date(Number(r.updated_at)).toISOString()}, over ${settings.withdrawStuckHours} h`,
      );
    },
  },
];

/**
 * Players whose per-player holding account (`kind`) does not hold exactly the sum of their
 * rows of `table` in `status` (held withdrawals, held refunds): at most 100.
 */
export async function heldAccountMismatches(
  db: Kysely<DB>,
  kind: 'withdrawal_pending' | 'refund_pending',
  table: 'withdrawals' | 'deposit_refunds',
  status: 'pending' | 'held',
) {
  const rows = await db
    .selectFrom('ledger_accounts as a')
    .fullJoin(
      (eb) =>
        eb
          .selectFrom(table)
          .select([
            sql<string>`cast(user_id as varchar(32))`.as('owner'),
            sql<number>`sum(amount_minor)`.as('held'),
          ])
          .where(sql<boolean>`status = ${status}`)
          .groupBy('user_id')
          .as('h'),
      (join) => join.onRef('h.owner', '=', 'a.owner').on('a.kind', '=', kind),
    )
    .select(['a.owner as account', 'h.owner as player', 'a.balance_minor', 'h.held'])
    .where((eb) =>
      eb.or([
        eb.and([eb('a.kind', '=', kind), eb('a.balance_minor', '!=', 0)]),
        eb('h.owner', 'is not', null),
      ]),
    )
    .where(sql<boolean>`coalesce(a.balance_minor, 0) <> coalesce(h.held, 0)`)
    .limit(100)
    .execute();
  return rows.map((r) => ({
    owner: r.account ?? r.player,
    balanceMinor: Number(r.balance_minor ?? 0),
    heldMinor: Number(r.held ?? 0),
  }));
}
