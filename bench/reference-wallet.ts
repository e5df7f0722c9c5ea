// The plain durable wallet: the yardstick Talih's provider wallet is measured against
// (bench/wallet.ts side by side, bench/wallet-instructions.ts per call). The same framework
// (Fastify), the same signature check (signatureMatches), the same request (providerRequests,
// zod) and the same answer ({status, balance, currency, transactionId}) as
// apps/server/src/modules/provider-wallet, and the least a double-entry, idempotent wallet must
// do per bet or win: look the transaction id up, the conditional debit (or the credit), the
// round, the transaction, two journal lines, commit. Nothing more: no launch token, limits,
// bonus, pace rules or metrics; the token is validated as a field and not looked up.
//
// SQLite: node:sqlite, WAL, prepared statements, one BEGIN IMMEDIATE ... COMMIT per call, at the
// synchronous setting asked (FULL: one fsync per commit, nobody answered before it is durable).
// PostgreSQL: the whole movement in one function, called as one named (prepared) statement in
// autocommit: one round trip, one transaction per call.
//
// Not a bench itself (bench/run.ts skips it); run as a script it serves the wallet on a free
// port: REF_SQLITE_PATH + REF_SYNCHRONOUS, or REF_DATABASE_URL; REF_PLAYERS accounts, each
// funded with REF_FUNDS_MINOR.
import { DatabaseSync } from 'node:sqlite';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { decimalToMinor, minorToDecimal } from '@talih/contracts/money.ts';
import {
  PROVIDER_WALLET_PREFIX,
  providerRequests,
  SIGNATURE_HEADER,
  type ProviderAnswer,
} from '@talih/contracts/provider-wallet.ts';
import { signatureMatches } from '../apps/server/src/crypto/body-signature.ts';

const BODY_LIMIT_BYTES = 16 * 1024;
const CURRENCY = 'TRY';
/** The house's account: the other side of every player movement. */
const HOUSE = 0;

export interface Movement {
  kind: 'bet' | 'win';
  provider: string;
  key: string;
  userId: number;
  roundRef: string;
  amountMinor: number;
  closed: boolean;
}

/** The movement's outcome: the transaction and the balance after, or why it was refused. */
export type Moved =
  | { txId: number | string; balanceMinor: number }
  | { refused: 'INSUFFICIENT_FUNDS' | 'BAD_REQUEST' };

export interface ReferenceStore {
  /** Opens `count` player accounts (ids 1..count) with `fundsMinor` each, and the house's. */
  fund(count: number, fundsMinor: number): Promise<void>;
  move(m: Movement): Promise<Moved>;
  close(): Promise<void>;
}

const SQLITE_SCHEMA = `
  create table if not exists ref_accounts (
    id integer primary key, balance_minor integer not null check (balance_minor >= 0));
  create table if not exists ref_rounds (
    id integer primary key, provider text not null, round_ref text not null,
    user_id integer not null, bet_minor integer not null, win_minor integer not null default 0,
    status text not null, unique (provider, round_ref));
  create table if not exists ref_transactions (
    id integer primary key, key text not null unique, kind text not null,
    user_id integer not null, round_id integer not null, amount_minor integer not null,
    balance_after integer not null, created_at integer not null);
  create table if not exists ref_journal_lines (
    id integer primary key, transaction_id integer not null, account_id integer not null,
    amount_minor integer not null);`;

export function sqliteStore(path: string, synchronous: 'FULL' | 'NORMAL'): ReferenceStore {
  const db = new DatabaseSync(path);
  db.exec('PRAGMA journal_mode = WAL');
  db.exec(`PRAGMA synchronous = ${synchronous}`);
  db.exec('PRAGMA busy_timeout = 5000');
  db.exec(SQLITE_SCHEMA);
  const begin = db.prepare('BEGIN IMMEDIATE');
  const commit = db.prepare('COMMIT');
  const rollback = db.prepare('ROLLBACK');
  const findTx = db.prepare('SELECT id, balance_after FROM ref_transactions WHERE key = ?');
  const debit = db.prepare(
    'UPDATE ref_accounts SET balance_minor = balance_minor - ? WHERE id = ? AND balance_minor >= ? RETURNING balance_minor',
  );
  const credit = db.prepare(
    'UPDATE ref_accounts SET balance_minor = balance_minor + ? WHERE id = ? RETURNING balance_minor',
  );
  const betRound = db.prepare(
    `INSERT INTO ref_rounds (provider, round_ref, user_id, bet_minor, status) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (provider, round_ref) DO UPDATE SET bet_minor = bet_minor + excluded.bet_minor,
       status = excluded.status WHERE ref_rounds.user_id = excluded.user_id AND ref_rounds.status = 'open'
     RETURNING id`,
  );
  const winRound = db.prepare(
    `UPDATE ref_rounds SET win_minor = win_minor + ?, status = ?
     WHERE provider = ? AND round_ref = ? AND user_id = ? AND status = 'open' RETURNING id`,
  );
  const insertTx = db.prepare(
    'INSERT INTO ref_transactions (key, kind, user_id, round_id, amount_minor, balance_after, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const insertLine = db.prepare(
    'INSERT INTO ref_journal_lines (transaction_id, account_id, amount_minor) VALUES (?, ?, ?)',
  );
  const openAccount = db.prepare(
    'INSERT OR IGNORE INTO ref_accounts (id, balance_minor) VALUES (?, ?)',
  );

  /** One transaction; a refusal rolls back what was written before it. */
  function moveSync(m: Movement): Moved {
    begin.run();
    try {
      const seen = findTx.get(m.key) as { id: number; balance_after: number } | undefined;
      if (seen) {
        commit.run();
        return { txId: seen.id, balanceMinor: seen.balance_after };
      }
      const status = m.closed ? 'closed' : 'open';
      let balance: { balance_minor: number } | undefined;
      let round: { id: number } | undefined;
      if (m.kind === 'bet') {
        balance = debit.get(m.amountMinor, m.userId, m.amountMinor) as typeof balance;
        if (!balance) {
          rollback.run();
          return { refused: 'INSUFFICIENT_FUNDS' };
        }
        round = betRound.get(m.provider, m.roundRef, m.userId, m.amountMinor, status) as
          { id: number } | undefined;
      } else {
        round = winRound.get(m.amountMinor, status, m.provider, m.roundRef, m.userId) as
          { id: number } | undefined;
        if (round) balance = credit.get(m.amountMinor, m.userId) as typeof balance;
      }
      if (!round || !balance) {
        rollback.run();
        return { refused: 'BAD_REQUEST' };
      }
      const after = balance.balance_minor;
      const tx = insertTx.run(m.key, m.kind, m.userId, round.id, m.amountMinor, after, Date.now());
      const txId = Number(tx.lastInsertRowid);
      const signed = m.kind === 'bet' ? -m.amountMinor : m.amountMinor;
      insertLine.run(txId, m.userId, signed);
      insertLine.run(txId, HOUSE, -signed);
      commit.run();
      return { txId, balanceMinor: after };
    } catch (error) {
      if (db.isTransaction) rollback.run();
      throw error;
    }
  }

  return {
    async fund(count, fundsMinor) {
      begin.run();
      // The house may go below zero: it is the other side of every movement, never debited
      // conditionally; its balance is the sum of its journal lines, not a row kept hot.
      for (let id = 1; id <= count; id++) openAccount.run(id, fundsMinor);
      commit.run();
    },
    move: async (m) => moveSync(m),
    async close() {
      db.close();
    },
  };
}

/** The schema and the one function doing the whole movement, in a schema of its own. */
const pgSchema = (schema: string) => `
  create schema if not exists ${schema};
  set search_path = ${schema};
  create table if not exists ref_accounts (
    id bigint primary key, balance_minor bigint not null check (balance_minor >= 0));
  create table if not exists ref_rounds (
    id bigserial primary key, provider text not null, round_ref text not null,
    user_id bigint not null, bet_minor bigint not null, win_minor bigint not null default 0,
    status text not null, unique (provider, round_ref));
  create table if not exists ref_transactions (
    id bigserial primary key, key text not null unique, kind text not null,
    user_id bigint not null, round_id bigint not null, amount_minor bigint not null,
    balance_after bigint not null, created_at timestamptz not null default now());
  create table if not exists ref_journal_lines (
    id bigserial primary key, transaction_id bigint not null, account_id bigint not null,
    amount_minor bigint not null);
  -- Answers {tx id, balance after}; {0, null}: insufficient funds; {-1, null}: no open round of
  -- the player's for a win. A refusal returns before writing anything. A racing duplicate of
  -- the same key fails the unique key and the whole statement rolls back.
  create or replace function ref_move(p_kind text, p_provider text, p_key text, p_user bigint,
      p_round text, p_amount bigint, p_closed boolean) returns bigint[] language plpgsql as $$
  declare
    v_tx bigint; v_balance bigint; v_round bigint;
    v_status text := case when p_closed then 'closed' else 'open' end;
  begin
    select id, balance_after into v_tx, v_balance from ref_transactions where key = p_key;
    if found then return array[v_tx, v_balance]; end if;
    if p_kind = 'bet' then
      update ref_accounts set balance_minor = balance_minor - p_amount
        where id = p_user and balance_minor >= p_amount returning balance_minor into v_balance;
      if not found then return array[0, null]; end if;
      insert into ref_rounds (provider, round_ref, user_id, bet_minor, status)
        values (p_provider, p_round, p_user, p_amount, v_status)
        on conflict (provider, round_ref) do update
          set bet_minor = ref_rounds.bet_minor + excluded.bet_minor, status = excluded.status
        returning id into v_round;
    else
      update ref_rounds set win_minor = win_minor + p_amount, status = v_status
        where provider = p_provider and round_ref = p_round and user_id = p_user
          and status = 'open' returning id into v_round;
      if not found then return array[-1, null]; end if;
      update ref_accounts set balance_minor = balance_minor + p_amount
        where id = p_user returning balance_minor into v_balance;
    end if;
    insert into ref_transactions (key, kind, user_id, round_id, amount_minor, balance_after)
      values (p_key, p_kind, p_user, v_round, p_amount, v_balance) returning id into v_tx;
    insert into ref_journal_lines (transaction_id, account_id, amount_minor) values
      (v_tx, p_user, case when p_kind = 'bet' then -p_amount else p_amount end),
      (v_tx, ${HOUSE}, case when p_kind = 'bet' then p_amount else -p_amount end);
    return array[v_tx, v_balance];
  end $$;`;

export async function pgStore(
  url: string,
  schema = 'talih_reference_wallet',
  poolSize = 10,
): Promise<ReferenceStore> {
  const setup = new pg.Client({ connectionString: url });
  await setup.connect();
  try {
    await setup.query(pgSchema(schema));
  } finally {
    await setup.end();
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    options: `-c search_path=${schema}`,
  });
  return {
    async fund(count, fundsMinor) {
      await pool.query(
        `insert into ref_accounts (id, balance_minor)
         select g, $2 from generate_series(1, $1) g on conflict do nothing`,
        [count, fundsMinor],
      );
    },
    async move(m) {
      const { rows } = await pool.query<{ r: (string | null)[] }>({
        name: 'ref_move',
        text: 'select ref_move($1, $2, $3, $4, $5, $6, $7) as r',
        values: [m.kind, m.provider, m.key, m.userId, m.roundRef, m.amountMinor, m.closed],
      });
      const [txId, balance] = rows[0]!.r;
      if (balance === null || balance === undefined) {
        return { refused: txId === '0' ? 'INSUFFICIENT_FUNDS' : 'BAD_REQUEST' };
      }
      return { txId: txId!, balanceMinor: Number(balance) };
    },
    async close() {
      await pool.end();
    },
  };
}

/** Drops the PostgreSQL schema pgStore made (a bench's own, never the tests'). */
export async function dropPgSchema(url: string, schema = 'talih_reference_wallet') {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`drop schema if exists ${schema} cascade`);
  } finally {
    await client.end();
  }
}

/** The wallet's HTTP face, shaped like Talih's provider wallet routes (bet and win only). */
export function buildReferenceApp(
  store: ReferenceStore,
  secrets: Record<string, string>,
): FastifyInstance {
  const app = Fastify({ logger: false });
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: BODY_LIMIT_BYTES }, (_r, b, done) =>
    done(null, b),
  );
  app.setErrorHandler(async (_error, _req, reply) =>
    reply.code(200).send({ status: 'ERROR', code: 'BAD_REQUEST' } satisfies ProviderAnswer),
  );
  app.post<{ Params: { provider: string; action: string } }>(
    `${PROVIDER_WALLET_PREFIX}/:provider/:action`,
    async (req): Promise<ProviderAnswer> => {
      const { provider, action } = req.params;
      const secret = secrets[provider];
      const raw = typeof req.body === 'string' ? req.body : '';
      if (!secret || !signatureMatches(raw, req.headers[SIGNATURE_HEADER], secret)) {
        return { status: 'ERROR', code: 'INVALID_SIGNATURE' };
      }
      if (action !== 'bet' && action !== 'win') return { status: 'ERROR', code: 'BAD_REQUEST' };
      let json: unknown;
      try {
        json = JSON.parse(raw);
      } catch {
        return { status: 'ERROR', code: 'BAD_REQUEST' };
      }
      const parsed = providerRequests[action].safeParse(json);
      if (!parsed.success) return { status: 'ERROR', code: 'BAD_REQUEST' };
      const body = parsed.data;
      const userId = Number(body.playerId);
      const amountMinor = decimalToMinor(body.amount);
      if (!Number.isSafeInteger(userId) || (action === 'bet' && amountMinor <= 0)) {
        return { status: 'ERROR', code: 'BAD_REQUEST' };
      }
      const moved = await store.move({
        kind: action,
        provider,
        key: `${provider}:${body.transactionId}`,
        userId,
        roundRef: body.roundId,
        amountMinor,
        closed: body.roundClosed ?? false,
      });
      if ('refused' in moved) return { status: 'ERROR', code: moved.refused };
      return {
        status: 'OK',
        balance: minorToDecimal(moved.balanceMinor),
        currency: CURRENCY,
        transactionId: String(moved.txId),
      };
    },
  );
  return app;
}

// Served as a child process by bench/wallet.ts, like Talih's server (bench/lib/server.ts).
if (import.meta.main) {
  const players = Number(process.env.REF_PLAYERS ?? 100);
  const funds = Number(process.env.REF_FUNDS_MINOR ?? 1_000_000_00);
  const url = process.env.REF_DATABASE_URL ?? '';
  const store = url
    ? await pgStore(url)
    : sqliteStore(
        process.env.REF_SQLITE_PATH ?? 'reference.db',
        process.env.REF_SYNCHRONOUS === 'NORMAL' ? 'NORMAL' : 'FULL',
      );
  await store.fund(players, funds);
  const app = buildReferenceApp(store, { sandbox: process.env.REF_SECRET ?? '' });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  console.log(`reference wallet listening ${address}`);
  process.once('SIGTERM', () => {
    void app
      .close()
      .then(() => store.close())
      .then(() => process.exit(0));
  });
}
