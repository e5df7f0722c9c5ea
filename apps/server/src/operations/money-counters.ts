// What the money did, counted by this instance as its ledger transactions commit: deposits
// confirmed and withdrawals paid (how many and how much, by method), sport bets placed and
// settled (by outcome), and how long each kind of ledger transaction took. Counted from the
// committed entries themselves (a replayed entry is not new, a rolled-back attempt never
// reaches here), so a webhook sent twice or two settlers racing count once. Amounts are in the
// deployment's currency (one per deployment), in its major unit: a ₺100 deposit adds 100.
import { minorToNumber } from '@talih/contracts/money.ts';
import { Counter, Histogram, type Registry } from 'prom-client';
import type { CommittedTransaction } from '../ledger/ledger.ts';
import { PAYMENT_ENTRY_KINDS } from '../ledger/payment-movements.ts';
import type { PostedEntry } from '../ledger/post.ts';
import { BET_ENTRY_KINDS } from '../ledger/sport-movements.ts';

/** Ledger transactions take a few ms; a slow one (locks, a busy disk) a second or more. */
const LEDGER_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];

export interface MoneyCounters {
  committed(done: CommittedTransaction): void;
  /** A withdrawal became paid (counted by the caller once its change is committed). */
  withdrawalPaid(method: string, amountMinor: number): void;
}

function moneyCounter(registry: Registry, name: string, help: string) {
  return new Counter({ name, help, labelNames: ['method'], registers: [registry] });
}

export function createMoneyCounters(registry: Registry): MoneyCounters {
  const registers = [registry];
  const entries = new Counter({
    name: 'talih_ledger_entries_total',
    help: 'Journal entries posted by this instance, by kind',
    labelNames: ['kind'],
    registers,
  });
  const ledgerLatency = new Histogram({
    name: 'talih_ledger_transaction_duration_seconds',
    help: 'Committed ledger transactions by reason: first attempt to commit, retries included',
    labelNames: ['reason'],
    buckets: LEDGER_BUCKETS,
    registers,
  });
  const deposits = moneyCounter(registry, 'talih_deposits_confirmed_total', 'Deposits credited');
  const depositAmount = moneyCounter(
    registry,
    'talih_deposits_confirmed_amount_total',
    "Money credited by confirmed deposits (the deployment's currency, major unit)",
  );
  const withdrawals = moneyCounter(registry, 'talih_withdrawals_paid_total', 'Withdrawals paid');
  const withdrawalAmount = moneyCounter(
    registry,
    'talih_withdrawals_paid_amount_total',
    "Money paid out by withdrawals (the deployment's currency, major unit)",
  );
  const betsPlaced = new Counter({
    name: 'talih_sport_bets_placed_total',
    help: 'Sport bets placed',
    registers,
  });
  const betsSettled = new Counter({
    name: 'talih_sport_bets_settled_total',
    help: 'Sport bets settled the first time, by outcome (won, lost, void, cashout)',
    labelNames: ['outcome'],
    registers,
  });
  const countEntry = (entry: PostedEntry) => {
    entries.inc({ kind: entry.kind });
    const outcome = settledOutcome(entry);
    if (outcome) betsSettled.inc({ outcome });
    else if (entry.kind === BET_ENTRY_KINDS.place) betsPlaced.inc();
    else if (entry.kind === PAYMENT_ENTRY_KINDS.depositCredit) {
      const method = String(entry.detail.provider);
      deposits.inc({ method });
      depositAmount.inc({ method }, minorToNumber(entry.amountMinor));
    }
  };
  return {
    committed(done) {
      ledgerLatency.observe({ reason: done.reason }, done.seconds);
      for (const entry of done.posted) countEntry(entry);
    },
    withdrawalPaid(method, amountMinor) {
      withdrawals.inc({ method });
      withdrawalAmount.inc({ method }, minorToNumber(amountMinor));
    },
  };
}

/** A bet's first settlement (its result) or its cash-out; a resettlement is not a new one. */
function settledOutcome(entry: PostedEntry): string | null {
  if (entry.kind === BET_ENTRY_KINDS.cashOut) return 'cashout';
  if (entry.kind !== BET_ENTRY_KINDS.settle || entry.detail.version !== 1) return null;
  return String(entry.detail.result);
}
