// Reconcile checks of deposit refunds (modules/payments/refunds.ts) against the journal: a
// player's refund-pending account holds exactly their refunds waiting for a provider; each
// refund was held once and posted or voided as its state says, with its amount; each deposit's
// refunded_minor is what its held and paid refunds add up to; and no refund waits for its
// provider past the threshold (a refund stuck in held). Each check reports at most 100.
import { sql } from 'kysely';
import type { ReconcileCheck } from './check.ts';
import { heldAccountMismatches } from './payment-checks.ts';

export const refundChecks: ReconcileCheck[] = [
  {
    name: 'refunds: each refund-pending account holds exactly its player’s held refunds',
    async run({ db }) {
      const rows = await heldAccountMismatches(db, 'refund_pending', 'deposit_refunds', 'held');
      return rows.map(
        (r) =>
          `player ${r.owner}: refund-pending account ${r.balanceMinor}, held refunds ${r.heldMinor}`,
      );
    },
  },
  {
    name: 'refunds: every refund was held once and posted or voided as its state says',
    async run({ db }) {
      const entry = (alias: string, phase: string) =>
        sql<boolean>`${sql.ref(`${alias}.idempotency_key`)} = ${'refund:'} || r.refund_no || ${`:${phase}`}`;
      const rows = await db
        .selectFrom('deposit_refunds as r')
        .leftJoin('journal_entries as h', (j) => j.on(entry('h', 'hold')))
        .leftJoin('journal_entries as p', (j) => j.on(entry('p', 'post')))
        .leftJoin('journal_entries as v', (j) => j.on(entry('v', 'void')))
        .select(['r.refund_no', 'r.status', 'h.id as hold', 'p.id as post', 'v.id as void'])
        .where((eb) =>
          eb.or([
            eb('h.id', 'is', null),
            eb('h.amount_minor', '!=', eb.ref('r.amount_minor')),
            eb('p.amount_minor', '!=', eb.ref('r.amount_minor')),
            eb('v.amount_minor', '!=', eb.ref('r.amount_minor')),
            eb.and([
              eb('r.status', '=', 'held'),
              eb.or([eb('p.id', 'is not', null), eb('v.id', 'is not', null)]),
            ]),
            eb.and([
              eb('r.status', '=', 'refunded'),
              eb.or([eb('p.id', 'is', null), eb('v.id', 'is not', null)]),
            ]),
            eb.and([
              eb('r.status', '=', 'returned'),
              eb.or([eb('v.id', 'is', null), eb('p.id', 'is not', null)]),
            ]),
          ]),
        )
        .limit(100)
        .execute();
      return rows.map(
        (r) =>
          `refund ${r.refund_no} is ${r.status} with hold ${r.hold ?? 'none'}, post ${r.post ?? 'none'}, void ${r.void ?? 'none'}`,
      );
    },
  },
  {
    name: 'refunds: each deposit’s refunded amount is its held and paid refunds',
    async run({ db }) {
      const rows = await db
        .selectFrom('deposit_orders as o')
        .leftJoin(
          (eb) =>
            eb
              .selectFrom('deposit_refunds')
              .select(['order_no', (e) => e.fn.sum<number>('amount_minor').as('taken')])
              .where('status', 'in', ['held', 'refunded'])
              .groupBy('order_no')
              .as('r'),
          (join) => join.onRef('r.order_no', '=', 'o.order_no'),
        )
        .select(['o.order_no', 'o.refunded_minor', 'o.amount_minor', 'o.reversed_minor', 'r.taken'])
        .where((eb) => eb.or([eb('o.refunded_minor', '!=', 0), eb('r.taken', 'is not', null)]))
        .where((eb) =>
          eb.or([
            sql<boolean>`coalesce(r.taken, 0) <> o.refunded_minor`,
            eb(
              eb('o.refunded_minor', '+', eb.ref('o.reversed_minor')),
              '>',
              eb.ref('o.amount_minor'),
            ),
          ]),
        )
        .limit(100)
        .execute();
      return rows.map(
        (r) =>
          `deposit ${r.order_no} (${r.amount_minor}, reversed ${r.reversed_minor}) says ${r.refunded_minor} is refunded, its refunds ${Number(r.taken ?? 0)}`,
      );
    },
  },
  {
    name: 'refunds: no refund waits for its provider (held) past the threshold',
    async run({ db }, settings) {
      const before = settings.now - settings.withdrawStuckHours * 60 * 60 * 1000;
      const rows = await db
        .selectFrom('deposit_refunds')
        .select(['refund_no', 'order_no', 'provider', 'user_id', 'amount_minor', 'provider_state'])
        .select('updated_at')
        .where('status', '=', 'held')
        .where('updated_at', '<', before)
        .orderBy('id')
        .limit(100)
        .execute();
      return rows.map(
        (r) =>
          `refund ${r.refund_no} of deposit ${r.order_no} (${r.provider}, user ${r.user_id}, ${r.amount_minor}) is held${r.provider_state ? ` (${r.provider_state})` : ''} since ${new Date(Number(r.updated_at)).toISOString()}, over ${settings.withdrawStuckHours} h`,
      );
    },
  },
];
