// The one-statement posting of PostgreSQL (./post-pg.ts): its SQL is held to a committed
// snapshot like the other money statements, and on a live PostgreSQL it refuses overdrafts
// under parallel stakes, writes an entry, its lines and its total only together, and locks
// shared rows in one order whatever order the lines came in.
import { Kysely, PostgresDialect, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DB } from '../db/schema.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { anotherPool, backends, openTestEnv, type TestEnv } from '../testing/backends.ts';
import { balanceOf, fundedLedgerPlayer, violationsOf } from '../testing/ledger.ts';
import { entryTotalsChecks } from './entry-totals.ts';
import { LedgerError } from './errors.ts';
import { playerDebtMinor } from './debt.ts';
import { gameBet, gameRollback, gameWin, operatorAdjustment } from './game-movements.ts';
import { betPlace, betSettle } from './sport-movements.ts';
import { createLedger, type Ledger } from './ledger.ts';
import { oneStatementSql } from './post-pg.ts';
import { ledgerChecks } from './reconcile-checks.ts';
import { lockPlayerAccount, postEntry } from './post.ts';

describe('the one-statement posting SQL', () => {
  it('is the committed snapshot', async () => {
    const text = [
      [
        'a stake: cash then clearing, totalled',
        oneStatementSql(2, { cashIndex: 0, totalled: true }),
      ],
      ['a win: clearing then cash', oneStatementSql(2, { cashIndex: 1, totalled: false })],
      [
        'a win, the cash row held: the debt read first',
        oneStatementSql(2, { cashIndex: 1, totalled: false }, true),
      ],
      [
        "a stake, its transaction's last, the cash row held: fails unless made, COMMIT after it",
        oneStatementSql(2, { cashIndex: 0, totalled: true }, true, true),
      ],
    ]
      .map(([name, sql]) => `-- ${name}\n${sql};\n`)
      .join('\n');
    await expect(text).toMatchFileSnapshot('./__snapshots__/money-sql-one-statement.postgres.sql');
  });
});

const postgres = backends().find((b) => b.databaseUrl);

describe.runIf(postgres)('one-statement posting on PostgreSQL', () => {
  let env: TestEnv;
  let ledger: Ledger;
  let players = 0;
  beforeAll(async () => {
    env = await openTestEnv(postgres!);
    await migrateToLatest(env.database);
    ledger = createLedger({ db: env.database.db });
  });
  afterAll(() => env?.dispose());

  function fundedPlayer(creditMinor: number) {
    players++;

    return fundedLedgerPlayer(env, ledger, {
      mobile: `9055100${1000 + players}`,

      nickname: `Q${players}`,

      creditMinor,
    });
  }

  /** The ledger's own checks: these entries have no game round or record beside them. */
  async function expectLedgerHolds() {
    for (const check of [...ledgerChecks, ...entryTotalsChecks]) {
      expect(await violationsOf(env, check), check.name).toBe('');
    }
  }

  const bet = (userId: number, i: number) =>
    ledger.transact('game_bet', (tx) =>
      gameBet(tx, {
        provider: 'sandbox',
        transactionId: `pg1-${userId}-${i}`,
        userId,
        amountMinor: 3_00,
        request: { i },
        detail: { roundId: `r-${userId}-${i}` },
      }),
    );

  it('accepts exactly the stakes the balance covers when 40 come at once', async () => {
    const userId = await fundedPlayer(100_00);
    const outcomes = await Promise.allSettled(Array.from({ length: 40 }, (_, i) => bet(userId, i)));
    const accepted = outcomes.filter((o) => o.status === 'fulfilled');
    expect(accepted).toHaveLength(33);
    for (const o of outcomes) {
      if (o.status === 'fulfilled') continue;
      expect(o.reason instanceof LedgerError && o.reason.code).toBe('INSUFFICIENT_FUNDS');
    }
    expect(await balanceOf(env, userId)).toBe(1_00);
    // Nothing of a refused stake was written: 33 entries, 66 lines, a total of 33 stakes.
    const bets = await env.database.db
      .selectFrom('journal_entries')
      .select('id')
      .where('user_id', '=', userId)
      .where('kind', '=', 'game_bet')
      .execute();
    expect(bets).toHaveLength(33);
    const lines = await env.database.db
      .selectFrom('journal_lines')
      .select('id')
      .where(
        'entry_id',
        'in',
        bets.map((b) => b.id),
      )
      .execute();
    expect(lines).toHaveLength(66);
    const total = await env.database.db
      .selectFrom('player_entry_totals')
      .select(['total_minor', 'entries'])
      .where('user_id', '=', userId)
      .where('kind', '=', 'game_bet')
      .executeTakeFirst();
    expect(total).toEqual({ total_minor: 99_00, entries: 33 });
    await expectLedgerHolds();
  });

  it('posts a stake in one statement between its key lookups', async () => {
    const userId = await fundedPlayer(10_00);
    await bet(userId, 0); // the accounts exist and are known
    const statements: string[] = [];
    const counted = new Kysely<DB>({
      dialect: new PostgresDialect({ pool: env.database.pool! }),
      log: (event) => {
        if (event.level === 'query') statements.push(event.query.sql);
      },
    });
    const counting = createLedger({ db: counted });
    const stake = (transactionId: string) =>
      counting.transact('game_bet', (tx) =>
        gameBet(tx, { provider: 'sandbox', transactionId, userId, amountMinor: 2_00, request: {} }),
      );
    await stake(`pg1-${userId}-warm`); // this ledger's account directory learns the accounts
    statements.length = 0;
    await stake(`pg1-${userId}-counted`);
    // The bet's key, the moves with entry, lines and total, the rollback tombstone's key.
    expect(statements.map((s) => s.split(/\s/)[0])).toEqual([
      'begin',
      'select',
      'with',
      'select',
      'commit',
    ]);
    expect(await balanceOf(env, userId)).toBe(3_00);
  });

  /** A ledger whose statements are listed by their first word (`update`, `with`...). */
  function countingLedger() {
    const statements: string[] = [];
    const db = new Kysely<DB>({
      dialect: new PostgresDialect({ pool: env.database.pool! }),
      log: (event) => {
        if (event.level === 'query') statements.push(event.query.sql);
      },
    });
    return { ledger: createLedger({ db }), statements, verbs: () => statements.map(verbOf) };
  }
  const verbOf = (sql: string) => sql.trim().split(/\s/)[0];

  /** A sport win of 3.00 on a 1.00 stake, spent, then resettled as void: owes 2.00, cash 0. */
  async function playerOwing200() {
    const userId = await fundedPlayer(1_00);
    const bet = { betNo: `OWE${userId}`, userId, stakeMinor: 1_00 };
    await ledger.transact('test', (tx) => betPlace(tx, bet));
    await ledger.transact('test', (tx) =>
      betSettle(tx, { ...bet, version: 1, payoutMinor: 3_00, paidMinor: 0, result: 'won' }),
    );
    await ledger.transact('test', (tx) =>
      operatorAdjustment(tx, {
        direction: 'debit',
        userId,
        amountMinor: 3_00,
        reason: 'spent',
        key: `owe-spent-${userId}`,
        actor: 'test',
      }),
    );
    await ledger.transact('test', (tx) =>
      betSettle(tx, { ...bet, version: 2, payoutMinor: 1_00, paidMinor: 3_00, result: 'void' }),
    );
    expect(await playerDebtMinor(env.database.db, userId)).toBe(2_00);
    return userId;
  }

  const win = (l: Ledger, userId: number, transactionId: string, amountMinor: number) =>
    l.transact('game_win', async (tx) => {
      await lockPlayerAccount(tx, userId); // as the protection guard does before a win
      return gameWin(tx, { provider: 'sandbox', transactionId, userId, amountMinor, request: {} });
    });

  it("reads a held player's debt in the win's own statement, and repays it first", async () => {
    const userId = await playerOwing200();
    const counting = countingLedger();
    await win(counting.ledger, userId, `pg1-${userId}-warm`, 0); // accounts known
    counting.statements.length = 0;
    const paid = await win(counting.ledger, userId, `pg1-${userId}-owed`, 5_00);
    expect(paid.detail).toEqual({ debtRepaidMinor: 2_00 });
    expect(paid.amountMinor).toBe(5_00);
    expect(paid.playerBalanceMinor).toBe(3_00);
    expect(await playerDebtMinor(env.database.db, userId)).toBe(0);
    expect(await balanceOf(env, userId)).toBe(3_00);
    // The lock, the win's key, the statement that found the debt and moved nothing; then the
    // entry with its repayment, statement by statement, and no separate read of the debt.
    // The lock, the win's key, the statement that found the debt and moved nothing, then the
    // entry with its repayment statement by statement (three moves, the entry, its lines); no
    // separate read of the debt. Left out: this new ledger learning the accounts' ids.
    const learning = /^(select "id" from|insert into) "ledger_accounts"/;
    expect(counting.statements.filter((s) => !learning.test(s)).map(verbOf)).toEqual([
      'begin',
      'update',
      'select',
      'with',
      'update',
      'update',
      'update',
      'insert',
      'insert',
      'commit',
    ]);
    await expectLedgerHolds();

    // Owing nothing now: the same win is the lock, the key, one statement and COMMIT.
    counting.statements.length = 0;
    const next = await win(counting.ledger, userId, `pg1-${userId}-free`, 1_00);
    expect(next.detail).toEqual({});
    expect(next.playerBalanceMinor).toBe(4_00);
    expect(counting.verbs()).toEqual(['begin', 'update', 'select', 'with', 'commit']);
  });

  it("refuses a stake its player rolled back first from the stake's own statement", async () => {
    const userId = await fundedPlayer(10_00);
    await bet(userId, 0); // the accounts exist and are known
    const rolledBack = `pg1-${userId}-rolled-back`;
    await ledger.transact('game_rollback', (tx) =>
      gameRollback(tx, {
        provider: 'sandbox',
        transactionId: `rb-${userId}`,
        referenceTransactionId: rolledBack,
        userId,
        request: {},
      }),
    );
    const counting = countingLedger();
    const stake = (transactionId: string) =>
      counting.ledger.transact('game_bet', async (tx) => {
        await lockPlayerAccount(tx, userId); // as the protection guard does before a bet
        return gameBet(tx, {
          provider: 'sandbox',
          transactionId,
          userId,
          amountMinor: 2_00,
          request: {},
        });
      });
    await stake(`pg1-${userId}-warm`);
    counting.statements.length = 0;
    await expect(stake(rolledBack)).rejects.toMatchObject({ code: 'CANCELLED_BEFORE_ARRIVAL' });
    // The lock, the bet's key, the stake's statement finding the tombstone; nothing moved.
    expect(counting.verbs()).toEqual(['begin', 'update', 'select', 'with', 'rollback']);
    expect(await balanceOf(env, userId)).toBe(5_00);
    counting.statements.length = 0;
    await stake(`pg1-${userId}-fresh`);
    expect(counting.verbs()).toEqual(['begin', 'update', 'select', 'with', 'commit']);
    expect(await balanceOf(env, userId)).toBe(3_00);
    await expectLedgerHolds();
  });

  it("commits with a last stake's statement; refused, commits nothing and is judged again", async () => {
    const userId = await fundedPlayer(3_00);
    await sql`create table last_entry_probe (n int)`.execute(env.database.db);
    const outside = anotherPool(postgres!.databaseUrl, env.database, { pgPoolSize: 1 });
    const seenOutside = async () =>
      (
        await sql<{ n: number }>`select n from last_entry_probe order by n`.execute(outside.db)
      ).rows.map((r) => r.n);
    let runs = 0;
    const stake = (n: number, transactionId: string, amountMinor: number) =>
      ledger.transact('game_bet', async (tx) => {
        runs++;
        await lockPlayerAccount(tx, userId); // as the protection guard does before a bet
        await sql`insert into last_entry_probe (n) values (${n})`.execute(tx.trx);
        const posted = await gameBet(tx, {
          provider: 'sandbox',
          transactionId,
          userId,
          amountMinor,
          request: {},
          lastInTransaction: true,
        });
        // Committed by the stake's statement, before the ledger's COMMIT call.
        return { posted, seen: await seenOutside() };
      });
    try {
      for (const i of [1, 2, 3]) await stake(i, `pg1-${userId}-warm${i}`, 10); // named, prepared
      runs = 0;
      const made = await stake(4, `pg1-${userId}-made`, 1_00);
      expect(made.seen).toEqual([1, 2, 3, 4]);
      expect(made.posted.playerBalanceMinor).toBe(1_70);
      expect(runs).toBe(1);

      runs = 0;
      await expect(stake(5, `pg1-${userId}-refused`, 2_00)).rejects.toMatchObject({
        code: 'INSUFFICIENT_FUNDS',
      });
      // Refused in the statement that carried the COMMIT (TL001), then again statement by
      // statement, whose refusal is the answer; the probe row went with both.
      expect(runs).toBe(2);
      expect(await seenOutside()).toEqual([1, 2, 3, 4]);
      expect(await balanceOf(env, userId)).toBe(1_70);
      await expectLedgerHolds();
    } finally {
      await outside.close();
    }
  });

  it('locks shared rows in one order whatever order the lines come in', async () => {
    const payers = await Promise.all(Array.from({ length: 30 }, () => fundedPlayer(10_00)));
    const attempts = new Map<number, number>();
    const house = { kind: 'house' as const, shardBy: 3 };
    const clearing = { kind: 'provider_clearing' as const, provider: 'sandbox', shardBy: 3 };
    await Promise.all(
      payers.map((userId, i) =>
        ledger.transact('adjustment_debit', (tx) => {
          attempts.set(userId, (attempts.get(userId) ?? 0) + 1);
          const shared = [
            { account: house, amountMinor: 1_00 },
            { account: clearing, amountMinor: 2_00 },
          ];
          return postEntry(tx, {
            kind: 'adjustment_debit',
            key: `adjust:split-${userId}`,
            request: { userId },
            userId,
            lines: [
              { account: { kind: 'player_cash', userId }, amountMinor: -3_00 },
              ...(i % 2 === 0 ? shared : shared.reverse()),
            ],
          });
        }),
      ),
    );
    // A deadlock would have been retried (ledger.ts): every body ran once.
    expect([...new Set(attempts.values())]).toEqual([1]);
    for (const userId of payers) expect(await balanceOf(env, userId)).toBe(7_00);
    await expectLedgerHolds();
  });
});
