// `npm run bench -- user-info`: how getUserInfo's time grows with a player's history. The VIP
// level it answers comes from the running totals the ledger keeps (ledger/entry-totals.ts),
// so the cost per call must stay flat: this prints it at 0, 10,000 and 100,000 bets (SQLite,
// in-process calls) and a `summary:` line with the three figures and the 100k/0 ratio.
// The history is made by the real bet movement, many bets per transaction so it takes
// seconds, not minutes; then `reconcile` proves the totals still equal the journal.
import { gameBet } from '../apps/server/src/ledger/game-movements.ts';
import { backends, openTestApp } from '../apps/server/src/testing/backends.ts';
import { createPlayer } from '../apps/server/src/testing/players.ts';
import { reconcile } from '../apps/server/src/testing/reconcile.ts';

const CALLS = 500;
const BETS_PER_TRANSACTION = 5_000;
const t = await openTestApp(backends()[0]!);
const p = await createPlayer(t, 100_000_000);
let bets = 0;

async function measure(): Promise<number> {
  // A few warm-up calls so the first figure does not pay for compiling the route.
  for (let i = 0; i < 20; i++) await t.call('/user/getUserInfo', {}, { token: p.token });
  const t0 = performance.now();
  for (let i = 0; i < CALLS; i++) await t.call('/user/getUserInfo', {}, { token: p.token });
  const ms = (performance.now() - t0) / CALLS;
  console.log(`${String(bets).padStart(7)} bets: getUserInfo ${ms.toFixed(3)} ms per call`);
  return ms;
}

async function betUntil(target: number) {
  while (bets < target) {
    const end = Math.min(target, bets + BETS_PER_TRANSACTION);
    await t.app.talih.services.ledger.transact('test_bet', async (tx) => {
      for (let i = bets; i < end; i++) {
        await gameBet(tx, {
          provider: 'sandbox',
          transactionId: `bench-${i}`,
          userId: p.userId,
          amountMinor: 1,
          request: { bets: i },
        });
      }
    });
    bets = end;
  }
}

const figures: Record<string, number> = { '0': await measure() };
for (const [label, target] of [
  ['10k', 10_000],
  ['100k', 100_000],
] as const) {
  const t0 = performance.now();
  await betUntil(target);
  console.log(`  (made ${target} bets in ${((performance.now() - t0) / 1000).toFixed(1)} s)`);
  figures[label] = await measure();
}
const lines: string[] = [];
const { violations } = await reconcile(t.database, (line) => lines.push(line));
console.log(`reconcile after the history: ${lines.at(-1)}`);
const ratio = figures['100k']! / figures['0']!;
console.log(
  `summary: getUserInfo ms/call at 0 / 10k / 100k bets: ${figures['0']!.toFixed(3)} / ` +
    `${figures['10k']!.toFixed(3)} / ${figures['100k']!.toFixed(3)} (100k/0 = ${ratio.toFixed(2)}x)`,
);
await t.dispose();
if (violations > 0) process.exitCode = 1;
