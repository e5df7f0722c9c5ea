// A big, consistent ledger straight into a SQLite file (bench/ledger-scale.ts): players funded
// by an operator credit, then closed slot rounds (a bet of 1.00 and a win of 0.96, four journal
// lines) dealt to the players in turn, with their game rounds, cached balances and
// balance-after figures exactly as the real wallet writes them, so `talih reconcile` passes.
// Generated SQL in big transactions (recursive CTEs), not the HTTP API: millions of lines a
// minute instead of a few thousand a second.
import { DatabaseSync } from 'node:sqlite';
import { TOTALLED_KINDS } from '../../apps/server/src/ledger/entry-totals.ts';

/** Whole rounds are dealt in turn, so every player's balance is known in closed form. */
const SHARDS = 16; // ledger/accounts.ts SYSTEM_SHARDS
const FUNDS_MINOR = 1_000_000_00;
const BET_MINOR = 100;
const WIN_MINOR = 96;
const ROUNDS_PER_TX = 250_000;
/** The wallet bench's players are 90558…; these stay apart. */
const MOBILE_PREFIX = '90557';

export interface GeneratedLedger {
  players: number;
  rounds: number;
  lines: number;
  seconds: number;
}

/**
 * Adds about `lines` journal lines to a migrated, demo-seeded SQLite database no server has
 * open: `players` players (a multiple of 16), 2 lines each for their funding, 4 per round.
 */
export function generateLedger(
  file: string,
  lines: number,
  players: number,
  progress: (line: string) => void = () => {},
): GeneratedLedger {
  if (players % SHARDS !== 0) throw new RangeError(`players must be a multiple of ${SHARDS}`);
  const rounds = Math.max(0, Math.floor((lines - 2 * players) / 4));
  const started = performance.now();
  const db = new DatabaseSync(file);
  try {
    // A scratch file: no journal, no syncs, a big cache. The server sets WAL again on open.
    db.exec('PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF; PRAGMA cache_size = -1000000');
    const gameId = scalar(
      db,
      `select id from games where studio_code = 'sandbox' and studio_game = 'slot'`,
    );
    // Indexes built once at the end sort their keys: far cheaper than a random insert per row.
    const indexes = db
      .prepare(
        `select name, sql from sqlite_master where type = 'index' and sql is not null
           and tbl_name in ('journal_entries', 'journal_lines', 'game_rounds')`,
      )
      .all() as { name: string; sql: string }[];
    for (const index of indexes) db.exec(`DROP INDEX "${index.name}"`);

    const now = Date.now();
    const uid0 = addPlayers(db, players, now);
    const cash0 = addAccounts(db, players, uid0, now);
    const vars = { uid0, cash0, players, now, gameId };
    fundPlayers(db, vars);
    for (let from = 0; from < rounds; from += ROUNDS_PER_TX) {
      addRounds(db, vars, from, Math.min(rounds, from + ROUNDS_PER_TX));
      progress(`  ${Math.min(rounds, from + ROUNDS_PER_TX)} of ${rounds} rounds`);
    }
    progress('  indexes and balances');
    for (const index of indexes) db.exec(index.sql);
    cacheBalances(db);
    keepEntryTotals(db);
    db.exec('PRAGMA journal_mode = WAL');
  } finally {
    db.close();
  }
  return {
    players,
    rounds,
    lines: 2 * players + 4 * rounds,
    seconds: (performance.now() - started) / 1000,
  };
}

function scalar(db: DatabaseSync, query: string): number {
  const row = db.prepare(query).get() as Record<string, number> | undefined;
  const value = row ? Object.values(row)[0] : undefined;
  if (typeof value !== 'number') throw new Error(`no answer to ${query}`);
  return value;
}

const seq = (count: number) =>
  `with recursive seq(i) as (select 0 union all select i + 1 from seq where i < ${count - 1})`;

/** The players, with consecutive ids from the returned one. */
function addPlayers(db: DatabaseSync, players: number, now: number): number {
  db.exec(`${seq(players)}
    insert into users (role, mobile, nickname, lang, created_at, updated_at, registered_at)
    select 'player', '${MOBILE_PREFIX}' || printf('%07d', i), 'Scale' || i, 'tk', ${now}, ${now}, ${now}
    from seq`);
  const first = scalar(db, `select min(id) from users where mobile like '${MOBILE_PREFIX}%'`);
  const last = scalar(db, `select max(id) from users where mobile like '${MOBILE_PREFIX}%'`);
  if (last - first + 1 !== players) throw new Error('the players did not get consecutive ids');
  return first;
}

/** Cash accounts (consecutive ids from the returned one), house and sandbox clearing shards. */
function addAccounts(db: DatabaseSync, players: number, uid0: number, now: number): number {
  const currency = db.prepare(`select currency from ledger_accounts limit 1`).get() as
    { currency: string } | undefined;
  const cur = currency?.currency ?? 'TRY';
  db.exec(`${seq(SHARDS)}
    insert or ignore into ledger_accounts
      (kind, owner, shard, currency, balance_minor, allow_negative, created_at, updated_at)
    select kind, owner, i, '${cur}', 0, 1, ${now}, ${now}
    from seq, (select 'house' as kind, '-' as owner union all select 'provider_clearing', 'sandbox')`);
  db.exec(`${seq(players)}
    insert into ledger_accounts
      (kind, owner, shard, currency, balance_minor, allow_negative, created_at, updated_at)
    select 'player_cash', cast(${uid0} + i as text), 0, '${cur}', 0, 0, ${now}, ${now} from seq`);
  const first = scalar(
    db,
    `select id from ledger_accounts where kind = 'player_cash' and owner = '${uid0}'`,
  );
  const last = scalar(
    db,
    `select id from ledger_accounts where kind = 'player_cash' and owner = '${uid0 + players - 1}'`,
  );
  if (last - first + 1 !== players) throw new Error('the cash accounts are not consecutive');
  return first;
}

interface Vars {
  uid0: number;
  cash0: number;
  players: number;
  now: number;
  gameId: number;
}

const systemAccount = (kind: string, uidExpr: string) =>
  `(select id from ledger_accounts where kind = '${kind}' and shard = (${uidExpr}) % ${SHARDS})`;

/**
 * Each player's operator credit from the house shard of their id. Player i is the (i / 16 + 1)th
 * of its shard to be funded, which is the house shard's balance after it.
 */
function fundPlayers(db: DatabaseSync, v: Vars) {
  db.exec('begin');
  const entry0 = scalar(db, `select coalesce(max(id), 0) + 1 from journal_entries`);
  db.exec(`${seq(v.players)}
    insert into journal_entries (id, kind, idempotency_key, request_hash, user_id, amount_minor,
      player_balance_minor, reason, detail, created_at)
    select ${entry0} + i, 'adjustment_credit', 'adjust:ledger-scale-' || (${v.uid0} + i),
      printf('%064d', ${v.uid0} + i), ${v.uid0} + i, ${FUNDS_MINOR}, ${FUNDS_MINOR}, 'bench funds',
      '{"actor":"bench"}', ${v.now}
    from seq`);
  db.exec(`${seq(v.players)}
    insert into journal_lines (entry_id, account_id, amount_minor, balance_after_minor)
    select ${entry0} + i, ${v.cash0} + i, ${FUNDS_MINOR}, ${FUNDS_MINOR} from seq
    union all
    select ${entry0} + i, ${systemAccount('house', `${v.uid0} + i`)}, -${FUNDS_MINOR},
      -${FUNDS_MINOR} * (i / ${SHARDS} + 1) from seq`);
  db.exec('commit');
}

/**
 * Rounds [from, to): round r is player r % players's (r / players)th, its bet entry 2r and its
 * win 2r + 1 after the first. With players a multiple of 16, round r is the (r / 16 + 1)th of
 * its clearing shard, so every balance after is closed form too.
 */
function addRounds(db: DatabaseSync, v: Vars, from: number, to: number) {
  db.exec('begin');
  const entry0 = scalar(db, `select coalesce(max(id), 0) + 1 from journal_entries`) - 2 * from;
  const rounds = `${seq(to - from)}, r(r, u, k) as (
      select ${from} + i, ${v.uid0} + (${from} + i) % ${v.players}, (${from} + i) / ${v.players}
      from seq)`;
  const ref = `'ls' || printf('%010d', r)`;
  const cashAfterBet = `${FUNDS_MINOR} - ${BET_MINOR - WIN_MINOR} * k - ${BET_MINOR}`;
  const cashAfterWin = `${FUNDS_MINOR} - ${BET_MINOR - WIN_MINOR} * (k + 1)`;
  db.exec(`${rounds}
    insert into journal_entries (id, kind, idempotency_key, request_hash, user_id, amount_minor,
      player_balance_minor, detail, created_at)
    select ${entry0} + 2 * r, 'game_bet', 'game:sandbox:b-' || ${ref}, printf('%064d', 2 * r), u,
      ${BET_MINOR}, ${cashAfterBet},
      '{"roundId":"' || ${ref} || '","gameId":${v.gameId}}', ${v.now}
    from r
    union all
    select ${entry0} + 2 * r + 1, 'game_win', 'game:sandbox:w-' || ${ref},
      printf('%064d', 2 * r + 1), u, ${WIN_MINOR}, ${cashAfterWin},
      '{"roundId":"' || ${ref} || '","gameId":${v.gameId},"roundClosed":true}', ${v.now}
    from r
    order by 1`);
  const cash = `${v.cash0} + (u - ${v.uid0})`;
  const clearing = systemAccount('provider_clearing', 'u');
  const clearingBefore = `${BET_MINOR - WIN_MINOR} * (r / ${SHARDS})`;
  db.exec(`${rounds}
    insert into journal_lines (entry_id, account_id, amount_minor, balance_after_minor)
    select e, a, m, b from (
      select ${entry0} + 2 * r as e, 0 as o, ${cash} as a, -${BET_MINOR} as m, ${cashAfterBet} as b
        from r
      union all select ${entry0} + 2 * r, 1, ${clearing}, ${BET_MINOR},
        ${clearingBefore} + ${BET_MINOR} from r
      union all select ${entry0} + 2 * r + 1, 0, ${clearing}, -${WIN_MINOR},
        ${clearingBefore} + ${BET_MINOR - WIN_MINOR} from r
      union all select ${entry0} + 2 * r + 1, 1, ${cash}, ${WIN_MINOR}, ${cashAfterWin} from r)
    order by e, o`);
  db.exec(`${rounds}
    insert into game_rounds (studio_code, round_ref, user_id, game_id, bet_minor, win_minor,
      status, created_at, updated_at, bonus_bet_minor)
    select 'sandbox', ${ref}, u, ${v.gameId}, ${BET_MINOR}, ${WIN_MINOR}, 'closed', ${v.now},
      ${v.now}, 0
    from r`);
  db.exec('commit');
}

/** The players' running totals getUserInfo reads (ledger/entry-totals.ts), from their entries. */
function keepEntryTotals(db: DatabaseSync) {
  const kinds = [...TOTALLED_KINDS].map((k) => `'${k}'`).join(', ');
  db.exec('begin');
  db.exec('delete from player_entry_totals');
  db.exec(`insert into player_entry_totals (user_id, kind, total_minor, entries)
    select user_id, kind, sum(amount_minor), count(*) from journal_entries
    where user_id is not null and kind in (${kinds})
    group by user_id, kind`);
  db.exec('commit');
}

/** Every account's cached balance, the sum of its lines (one pass over them). */
function cacheBalances(db: DatabaseSync) {
  db.exec('begin');
  db.exec('create temp table sums (account_id integer primary key, total integer not null)');
  db.exec(`insert into temp.sums
    select account_id, sum(amount_minor) from journal_lines group by account_id`);
  db.exec(`update ledger_accounts set balance_minor = coalesce(
    (select total from temp.sums where account_id = ledger_accounts.id), 0)`);
  db.exec('drop table temp.sums');
  db.exec('commit');
}
