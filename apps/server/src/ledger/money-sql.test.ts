// The ledger's money statements, compiled for each database and compared with the committed
// snapshots in ./__snapshots__: a change to the SQL that moves balances (the conditional
// balance UPDATE, the debt repayment's cap, the entry and line inserts, the debt lookup) shows
// up in review as a diff of those files. Compiling needs no connection, so both databases'
// statements are checked on every run, PostgreSQL too.
import type { Compilable, Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { DB } from '../db/schema.ts';
import { compilers } from '../testing/compilers.ts';
import { debtQuery } from './debt.ts';
import { balanceUpdate, entryInsert, linesInsert, preparedMoneySql } from './post.ts';

const NOW = 1_790_000_000_000;

function statements(db: Kysely<DB>): Record<string, Compilable> {
  return {
    'a stake takes cash (refused below zero)': balanceUpdate(
      db,
      { account: { kind: 'player_cash', userId: 7 }, amountMinor: -250, accountId: 11 },
      NOW,
    ),
    'a win credits cash': balanceUpdate(
      db,
      { account: { kind: 'player_cash', userId: 7 }, amountMinor: 250, accountId: 11 },
      NOW,
    ),
    'a credit repays debt, at most to zero': balanceUpdate(
      db,
      { account: { kind: 'player_debt', userId: 7 }, amountMinor: 100, accountId: 12 },
      NOW,
    ),
    'the debt a player owes': debtQuery(db, 7),
    'the journal entry': entryInsert(db, {
      kind: 'game_bet',
      idempotency_key: 'sandbox:bet:tx-1',
      request_hash: 'ab12',
      user_id: 7,
      amount_minor: 250,
      player_balance_minor: 750,
      reverses_entry_id: null,
      reason: null,
      detail: '{}',
      created_at: NOW,
    }),
    'the journal lines': linesInsert(db, [
      { entry_id: 3, account_id: 11, amount_minor: -250, balance_after_minor: 750 },
      { entry_id: 3, account_id: 20, amount_minor: 250, balance_after_minor: 250 },
    ]),
  };
}

function snapshotOf(db: Kysely<DB>): string {
  return Object.entries(statements(db))
    .map(([name, q]) => {
      const { sql, parameters } = q.compile();
      return `-- ${name}\n${sql};\n-- parameters: ${JSON.stringify(parameters)}\n`;
    })
    .join('\n');
}

describe('money SQL', () => {
  for (const [name, db] of Object.entries(compilers)) {
    it(`compiles for ${name} as the committed snapshot`, async () => {
      await expect(snapshotOf(db)).toMatchFileSnapshot(`./__snapshots__/money-sql.${name}.sql`);
    });
  }
});

// The ledger runs these statements prepared (./prepared.ts): compiled once, values swapped in.
// They must be exactly the builders' SQL and values, whatever the values.
describe('prepared money statements', () => {
  const entry = {
    kind: 'game_bet',
    idempotency_key: 'game:sandbox:tx-9',
    request_hash: 'f'.repeat(64),
    user_id: null,
    amount_minor: 250,
    player_balance_minor: null,
    reverses_entry_id: 12,
    reason: 'why',
    detail: '{"roundId":"r-9"}',
    created_at: NOW,
  };
  const lines = [
    { entry_id: 8, account_id: 3, amount_minor: -250, balance_after_minor: 750 },
    { entry_id: 8, account_id: 9, amount_minor: 250, balance_after_minor: 250 },
    { entry_id: 8, account_id: 4, amount_minor: 0, balance_after_minor: -5 },
  ];
  const pick = (q: { sql: string; parameters: readonly unknown[] }) => ({
    sql: q.sql,
    parameters: q.parameters,
  });
  for (const [name, db] of Object.entries(compilers)) {
    it(`are the builders' statements on ${name}`, () => {
      for (const amountMinor of [-1_000, 7]) {
        const line = { account: { kind: 'player_cash' as const, userId: 4 }, amountMinor };
        expect(
          pick(preparedMoneySql.balanceUpdate(db, { amountMinor, accountId: 42, now: NOW })),
        ).toEqual(pick(balanceUpdate(db, { ...line, accountId: 42 }, NOW).compile()));
      }
      expect(pick(preparedMoneySql.entryInsert(db, entry))).toEqual(
        pick(entryInsert(db, entry).compile()),
      );
      for (const count of [1, 2, 3]) {
        const rows = lines.slice(0, count);
        const values = Object.fromEntries(
          rows.flatMap((row, i) => Object.entries(row).map(([c, v]) => [`${c}${i}`, v])),
        );
        expect(pick(preparedMoneySql.linesInsert(count)(db, values))).toEqual(
          pick(linesInsert(db, rows).compile()),
        );
      }
    });
  }
});
