// Lobby reads, the hottest path: a real server started on the demo data (the full generated
// catalogue of about 3,000 games), driven by autocannon at 50 connections. A label page (Hot,
// page 1 of 24) and search over the whole catalogue with a few different words (remembered per
// snapshot, as players repeat searches), then search with a query never seen before on every
// request (a full scan each); all answered from the in-process catalogue snapshot with real
// playing-now counts. SQLite always;
// PostgreSQL too when BENCH_DATABASE_URL (or TEST_DATABASE_URL) names a server we may create a
// database on.
import os from 'node:os';
import type autocannon from 'autocannon';
import { onEachDatabase, type BenchDatabase } from './lib/databases.ts';
import { CONNECTIONS, DURATION_S, drive, type Result } from './lib/load.ts';
import { startTalih } from './lib/server.ts';

const SEARCH_WORDS = ['bonanza', 'istanbul', 'sweet', 'altın kervan', 'rulet', 'ŞEKER', 'gold'];

const envelopeOk = (status: number, body: string) =>
  status === 200 && body.startsWith('{"state":"200"');

const json = (path: string, body: object): autocannon.Request => ({
  method: 'POST',
  path,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

/** Search requests rotating over the words; `fresh` makes every query one not seen before. */
function searchRequests(fresh: boolean): autocannon.Request[] {
  let next = 0;
  return [
    {
      method: 'POST',
      path: '/labelGame/getSearchResults',
      setupRequest(req) {
        const n = next++;
        const word = SEARCH_WORDS[n % SEARCH_WORDS.length]!;
        return {
          ...req,
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ words: fresh ? `${word} ${n}` : word, pageSize: 24 }),
        };
      },
    },
  ];
}

// The sandbox sport feed (on by default outside production) writes odds to the database every
// second in the same process: a fifth of the server's time under this load in the issue-21
// profile, and event-loop pauses that set the lobby's p99. Lobby reads are measured without
// it, as production runs (SPORT_FEED off); BENCH_LOBBY_SPORT_FEED=true puts it back.
const SPORT_FEED = process.env.BENCH_LOBBY_SPORT_FEED === 'true';
// Scheduled work (reconcile, rebates, the bonus and sport checks) first runs 10 s after start,
// inside the measured window: about 130 ms on the main thread that lands in one run's p99 by
// the clock, not by the route. Production runs it hourly; its own cost is measured by
// ledger-scale. BENCH_LOBBY_SCHEDULED_WORK=true puts it back.
const SCHEDULED_WORK = process.env.BENCH_LOBBY_SCHEDULED_WORK === 'true';

async function benchLobby(database: BenchDatabase) {
  const talih = await startTalih({
    ...database.env,
    ...(SPORT_FEED ? {} : { SPORT_SANDBOX_FEED: 'false' }),
    ...(SCHEDULED_WORK ? {} : { SCHEDULED_WORK: 'off' }),
  });
  const base = talih.base.replace('localhost', '127.0.0.1');
  try {
    // One call first, so the runs measure the served snapshot rather than its first load.
    const warm = await fetch(`${base}/labelGame/getGameByCategoryAndPage`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"pageSize":1}',
    });
    const { resultData } = (await warm.json()) as { resultData: { total: number } };
    console.log(`${database.name}: ${resultData.total} active games in the catalogue`);
    const label = await drive(
      base,
      [
        json('/labelGame/getGameByLabelCategoryAndPage', {
          labelId: 'hot',
          page: 1,
          pageSize: 24,
        }),
      ],
      `label page "hot" on ${database.name}`,
      envelopeOk,
    );
    const search = await drive(
      base,
      searchRequests(false),
      `search on ${database.name}`,
      envelopeOk,
    );
    const uncached = await drive(
      base,
      searchRequests(true),
      `search, new query each on ${database.name}`,
      envelopeOk,
    );
    return { label, search, uncached, games: resultData.total };
  } finally {
    await talih.stop();
  }
}

console.log(
  `lobby: autocannon, ${CONNECTIONS} connections, ${DURATION_S} s per run, server and load generator on one ${os.cpus().length}-core machine; sandbox sport feed ${SPORT_FEED ? 'on' : 'off'}; scheduled work ${SCHEDULED_WORK ? 'on' : 'off'}; search words ${SEARCH_WORDS.join(', ')}`,
);
const results = await onEachDatabase('lobby', benchLobby);

const figures = (r: Result) => `${r.rps} req/s (p99 ${r.p99} ms)`;
const errors = results.reduce(
  (n, { r }) => n + r.label.errors + r.search.errors + r.uncached.errors,
  0,
);
console.log(
  `summary: lobby over ${results[0]?.r.games ?? 0} games: ${results
    .map(
      ({ name, r }) =>
        `${name} label page ${figures(r.label)}, search ${figures(r.search)}, uncached search ${figures(r.uncached)}`,
    )
    .join('; ')}; errors ${errors}`,
);
process.exitCode = errors === 0 ? 0 : 1;
