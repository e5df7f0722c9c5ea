// The ledger's invariants (docs/design.md "Money"), proved by `talih reconcile`: every entry sums
// to zero, every cached balance equals the sum of its lines, no non-negative account is below
// zero, all balances together sum to zero, and every player's entry totals equal their entries.
// Each check reports at most 100 offenders.
import { sql } from 'kysely';
import type { ReconcileCheck } from './check.ts';
import { BONUS_ENTRY_KINDS } from './bonus-movements.ts';
import { entryTotalsChecks } from './entry-totals.ts';
import { BET_ENTRY_KINDS } from './sport-movements.ts';
import { PAYMENT_ENTRY_KINDS } from './payment-movements.ts';

/** The entries that may take more than the player's cash, the rest as debt (./debt.ts). */
const DEBT_TAKING_KINDS = [
  BET_ENTRY_KINDS.settle,
  BONUS_ENTRY_KINDS.takeBack,
  PAYMENT_ENTRY_KINDS.depositReversal,
  PAYMENT_ENTRY_KINDS.withdrawalPayoutRevoke,
];

export const ledgerChecks: ReconcileCheck[] = [
  {
    name: 'ledger: every journal entry sums to zero',
    async run({ db }) {
      const rows = await db
        .selectFrom('journal_lines')
        .select(['entry_id', (eb) => eb.fn.sum<number>('amount_minor').as('total')])
        .groupBy('entry_id')
        .having((eb) => eb.fn.sum('amount_minor'), '!=', 0)
        .limit(100)
        .execute();
      return rows.map((r) => `entry ${r.entry_id} sums to ${r.total}`);
    },
  },
  {
    name: 'ledger: every cached balance equals the sum of its lines',
    async run({ db }) {
      const rows = await db
        .selectFrom('ledger_accounts as a')
        .leftJoin(
          (eb) =>
            eb
              .selectFrom('journal_lines')
              .select(['account_id', (e) => e.fn.sum<number>('amount_minor').as('total')])
              .groupBy('account_id')
              .as('s'),
          (join) => join.onRef('s.account_id', '=', 'a.id'),
        )
        .select(['a.id', 'a.kind', 'a.owner', 'a.balance_minor', 's.total'])
        .where(sql<boolean>`a.balance_minor <> coalesce(s.total, 0)`)
        .limit(100)
        .execute();
      return rows.map(
        (r) =>
          `account ${r.id} (${r.kind} ${r.owner}) caches ${r.balance_minor} but its lines sum to ${Number(r.total ?? 0)}`,
      );
    },
  },
  {
    name: 'ledger: no player, pending or non-negative account is below zero',
    async run({ db }) {
      const rows = await db
        .selectFrom('ledger_accounts')
        .select(['id', 'kind', 'owner', 'balance_minor'])
        .where('allow_negative', '=', 0)
        .where('balance_minor', '<', 0)
        .limit(100)
        .execute();
      return rows.map((r) => `account ${r.id} (${r.kind} ${r.owner}) is at ${r.balance_minor}`);
    },
  },
  {
    name: 'ledger: all balances together sum to zero',
    async run({ db }) {
      const row = await db
        .selectFrom('ledger_accounts')
        .select((eb) => eb.fn.sum<number>('balance_minor').as('total'))
        .executeTakeFirst();
      const total = Number(row?.total ?? 0);
      return total === 0 ? [] : [`all balances sum to ${total}`];
    },
  },
  {
    name: 'ledger: no bet is rolled back twice and every rollback points at a bet',
    async run({ db }) {
      const rows = await db
        .selectFrom('journal_entries as r')
        .leftJoin('journal_entries as b', 'b.id', 'r.reverses_entry_id')
        .select(['r.id', 'b.kind', 'b.user_id as betUser', 'r.user_id as rollbackUser'])
        .where('r.reverses_entry_id', 'is not', null)
        .where((eb) =>
          eb.or([
            eb('b.kind', 'is', null),
            eb('b.kind', '!=', 'game_bet'),
            eb('b.user_id', '!=', eb.ref('r.user_id')),
          ]),
        )
        .limit(100)
        .execute();
      return rows.map((r) => `rollback ${r.id} reverses a ${r.kind ?? 'missing entry'}`);
    },
  },
  {
    name: 'ledger: no debt is below zero owed, owed beside cash, or owed for anything but a take-back',
    async run({ db }) {
      const over = await db
        .selectFrom('ledger_accounts')
        .select(['id', 'owner', 'balance_minor'])
        .where('kind', '=', 'player_debt')
        .where('balance_minor', '>', 0)
        .limit(100)
        .execute();
      // A debt grows only by a take-back (a sport resettlement, or a bonus conversion a
      // resettlement undid), and only its own player's entries touch it.
      const stray = await db
        .selectFrom('journal_lines as l')
        .innerJoin('ledger_accounts as a', 'a.id', 'l.account_id')
        .innerJoin('journal_entries as e', 'e.id', 'l.entry_id')
        .select(['e.id', 'e.kind', 'a.owner', 'l.amount_minor'])
        .where('a.kind', '=', 'player_debt')
        .where((eb) =>
          eb.or([
            eb.and([eb('l.amount_minor', '<', 0), eb('e.kind', 'not in', DEBT_TAKING_KINDS)]),
            eb(sql<string>`cast(e.user_id as varchar(32))`, '!=', eb.ref('a.owner')),
            eb('e.user_id', 'is', null),
          ]),
        )
        .limit(100)
        .execute();
      // Credits repay a debt first, so no player holds cash while owing.
      const beside = await db
        .selectFrom('ledger_accounts as d')
        .innerJoin('ledger_accounts as c', (j) =>
          j.onRef('c.owner', '=', 'd.owner').on('c.kind', '=', 'player_cash'),
        )
        .select(['d.owner', 'd.balance_minor as debt', 'c.balance_minor as cash'])
        .where('d.kind', '=', 'player_debt')
        .where('d.balance_minor', '<', 0)
        .where('c.balance_minor', '>', 0)
        .limit(100)
        .execute();
      return [
        ...beside.map((r) => `player ${r.owner} owes ${-r.debt} but holds ${r.cash} in cash`),
        ...over.map(
          (r) => `debt account ${r.id} of player ${r.owner} is above zero: ${r.balance_minor}`,
        ),
        ...stray.map(
          (r) =>
            `entry ${r.id} (${r.kind}) moves ${r.amount_minor} on the debt of player ${r.owner}`,
        ),
      ];
    },
  },
  {
    name: 'ledger: every debt line is what its entry says it took or repaid',
    async run({ db }) {
      // Entries that say they moved a debt (detail.debtMinor taken, detail.debtRepaidMinor
      // repaid), and the debt lines there are: the two must match one to one.
      const said = await db
        .selectFrom('journal_entries')
        .select(['id', 'detail'])
        .where((eb) =>
          eb.or([
            eb('detail', 'like', '%"debtMinor"%'),
            eb('detail', 'like', '%"debtRepaidMinor"%'),
          ]),
        )
        .execute();
      const lines = await db
        .selectFrom('journal_lines as l')
        .innerJoin('ledger_accounts as a', 'a.id', 'l.account_id')
        .select(['l.entry_id', 'l.amount_minor'])
        .where('a.kind', '=', 'player_debt')
        .execute();
      const moved = new Map<number, number>();
      for (const l of lines) {
        moved.set(l.entry_id, (moved.get(l.entry_id) ?? 0) + Number(l.amount_minor));
      }
      const problems: string[] = [];
      for (const e of said) {
        const d = JSON.parse(e.detail) as { debtMinor?: number; debtRepaidMinor?: number };
        const expected = (d.debtRepaidMinor ?? 0) - (d.debtMinor ?? 0);
        if ((moved.get(e.id) ?? 0) !== expected) {
          problems.push(
            `entry ${e.id} says it moved ${expected} of debt, its lines ${moved.get(e.id) ?? 0}`,
          );
        }
        moved.delete(e.id);
      }
      for (const [entryId, amount] of moved) {
        problems.push(`entry ${entryId} moves ${amount} of debt without saying so`);
      }
      return problems.slice(0, 100);
    },
  },
  ...entryTotalsChecks,
];
