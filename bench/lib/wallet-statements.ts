// The SQL one wallet bet and one win run on SQLite, in order, with their count (the
// statements per call are the hot path's cost that machine noise does not blur). Counts what
// reaches node:sqlite, so group commit's BEGIN, SAVEPOINT, RELEASE and COMMIT are listed too.
// `node bench/lib/wallet-statements.ts`
import { randomBytes } from 'node:crypto';
import { DatabaseSync, StatementSync } from 'node:sqlite';
import { seedDemoData } from '../../apps/server/src/seed/demo.ts';
import { backends, openTestApp } from '../../apps/server/src/testing/backends.ts';
import { createPlayer, launchReal, studioClient } from '../../apps/server/src/testing/players.ts';

/** Rounds played before the one listed: caches and memos warm, as on a busy server. */
const WARM_ROUNDS = 2;

let seen: string[] | null = null;
type Method = (this: { sourceSQL: string }, ...args: unknown[]) => unknown;
const statement = StatementSync.prototype as unknown as Record<string, Method>;
for (const name of ['all', 'get', 'run', 'iterate']) {
  const original = statement[name]!;
  statement[name] = function (...args) {
    seen?.push(this.sourceSQL);
    return original.apply(this, args);
  };
}
const database = DatabaseSync.prototype as unknown as { exec: (sql: string) => void };
const exec = database.exec;
database.exec = function (sql: string) {
  seen?.push(sql);
  exec.call(this, sql);
};

const t = await openTestApp(backends()[0]!);
await seedDemoData(t.app.talih.services);
const studio = studioClient(t);
const p = await createPlayer(t, 1_000_00);
const launch = await launchReal(t, p.token);

async function listed(label: string, call: () => Promise<unknown>) {
  seen = [];
  await call();
  const sql = seen;
  seen = null;
  const own = sql.filter((s) => !/^(BEGIN|SAVEPOINT|RELEASE|COMMIT)/i.test(s)).length;
  console.log(`${label}: ${sql.length} statements, ${own} of them its own SQL`);
  for (const s of sql) console.log(`  ${s.length > 150 ? `${s.slice(0, 150)}…` : s}`);
}

for (let i = 0; i <= WARM_ROUNDS; i++) {
  const round = randomBytes(8).toString('hex');
  const base = { token: launch, playerId: String(p.userId), roundId: round, gameId: 'slot' };
  const bet = () => studio('bet', { ...base, transactionId: `b${round}`, amount: '1.00' });
  const win = () =>
    studio('win', { ...base, transactionId: `w${round}`, amount: '0.50', roundClosed: true });
  if (i < WARM_ROUNDS) {
    await bet();
    await win();
  } else {
    await listed('bet', bet);
    await listed('win', win);
  }
}
await t.dispose();
