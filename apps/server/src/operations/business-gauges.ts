// Gauges read from the database when Prometheus scrapes: what is open and waiting right now
// (open sport bets and their liability, pending deposits, withdrawals by waiting state and the
// oldest one's age). Every instance reports the same database figures, so dashboards and
// alerts take max() over instances, not sum().
import { Gauge, type Registry } from 'prom-client';
import type { Services } from '../services.ts';

const WAITING_WITHDRAWALS = ['pending', 'approved', 'payout_failed'] as const;

async function openBets(services: Services) {
  const row = await services.db
    .selectFrom('sport_bets')
    .select((eb) => [
      eb.fn.countAll<number>().as('bets'),
      eb.fn.coalesce(eb.fn.sum<number>('potential_minor'), eb.lit(0)).as('potential'),
      eb.fn.coalesce(eb.fn.sum<number>('stake_minor'), eb.lit(0)).as('stakes'),
    ])
    .where('status', '=', 'open')
    .executeTakeFirstOrThrow();
  return { bets: Number(row.bets), potential: Number(row.potential), stakes: Number(row.stakes) };
}

async function waitingWithdrawals(services: Services) {
  const rows = await services.db
    .selectFrom('withdrawals')
    .select((eb) => [
      'status',
      eb.fn.countAll<number>().as('count'),
      eb.fn.min<number>('updated_at').as('oldest'),
    ])
    .where('status', 'in', [...WAITING_WITHDRAWALS])
    .groupBy('status')
    .execute();
  return rows.map((r) => ({ status: r.status, count: Number(r.count), oldest: Number(r.oldest) }));
}

export function registerBusinessGauges(registry: Registry, services: Services) {
  const registers = [registry];
  new Gauge({
    name: 'talih_sport_open_bets',
    help: 'Sport bets placed and not yet settled',
    registers,
    async collect() {
      this.set((await openBets(services)).bets);
    },
  });
  new Gauge({
    name: 'talih_sport_open_liability_minor',
    help: 'The most the open sport bets can pay out beyond their stakes (minor units)',
    registers,
    async collect() {
      const { potential, stakes } = await openBets(services);
      this.set(potential - stakes);
    },
  });
  new Gauge({
    name: 'talih_deposits_pending',
    help: 'Deposit orders waiting for their money',
    registers,
    async collect() {
      const row = await services.db
        .selectFrom('deposit_orders')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('status', '=', 'pending')
        .executeTakeFirstOrThrow();
      this.set(Number(row.count));
    },
  });
  new Gauge({
    name: 'talih_withdrawals_waiting',
    help: 'Withdrawals waiting for staff or a payout, by state',
    labelNames: ['status'],
    registers,
    async collect() {
      const rows = await waitingWithdrawals(services);
      for (const status of WAITING_WITHDRAWALS) {
        this.set({ status }, rows.find((r) => r.status === status)?.count ?? 0);
      }
    },
  });
  new Gauge({
    name: 'talih_withdrawals_oldest_waiting_seconds',
    help: 'How long the oldest waiting withdrawal has been in its state',
    registers,
    async collect() {
      const rows = await waitingWithdrawals(services);
      const oldest = Math.min(...rows.map((r) => r.oldest));
      this.set(Number.isFinite(oldest) ? Math.max(0, (Date.now() - oldest) / 1000) : 0);
    },
  });
}
