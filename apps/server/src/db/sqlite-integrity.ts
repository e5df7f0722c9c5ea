// `talih reconcile`'s database-integrity check on SQLite, run aside in a worker thread
// (sqlite-integrity-worker.ts) on its own read-only connection: on a large ledger it is the
// slowest check (about 40 s of CPU at 10 million journal lines), and on the server's hourly
// reconcile it would otherwise hold the event loop, and the one write connection, for that long.
// Run aside, it also overlaps the ledger's checks on a second core.
import { Worker } from 'node:worker_threads';

/** Page cache of the worker's connection, in KiB (SQLite's default is 2 MB). */
const INTEGRITY_CACHE_KIB = 256 * 1024;

export function sqliteIntegrityAside(path: string): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./sqlite-integrity-worker.ts', import.meta.url), {
      workerData: { path, cacheKib: INTEGRITY_CACHE_KIB },
    });
    worker.once('message', (answer: { problems?: string[]; error?: string }) => {
      if (answer.problems) resolve(answer.problems);
      else reject(new Error(`SQLite integrity check failed to run: ${answer.error}`));
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`SQLite integrity check worker exited with ${code}`));
    });
  });
}
