// `npm run bench -- user-info`: how getUserInfo's time grows with a player's history. The VIP
// level it answers is summed from the player's journal entries on each call (modules/vip), so
// this prints the cost per call at 0, 10,000 and 50,000 bets (SQLite, in-process calls).
import { gameBet } from '../apps/server/src/ledger/game-movements.ts';
import { backends, openTestApp } from '../apps/server/src/testing/backends.ts';
import { createPlayer } from '../apps/server/src/testing/players.ts';

const CALLS = 300;
const t = await openTestApp(backends()[0]!);
const p = await createPlayer(t, 100_000_000);
let bets = 0;

async function measure() {
  const t0 = performance.now();
  for (let i = 0; i < CALLS; i++) await t.call('/user/getUserInfo', {}, { token: p.token });
  const ms = (performance.now() - t0) / CALLS;
  console.log(`${String(bets).padStart(6)} bets: getUserInfo ${ms.toFixed(2)} ms per call`);
}

await measure();
for (const target of [10_000, 50_000]) {
  for (; bets < target; bets++) {
    await t.app.talih.services.ledger.transact('test_bet', (tx) =>
      gameBet(tx, {
        provider: 'sandbox',
        transactionId: `bench-${bets}`,
        userId: p.userId,
        amountMinor: 1,
        request: { bets },
      }),
    );
  }
  await measure();
}
await t.dispose();
