// The Snapshot API client (HTTP POST with the package's credentials in the body): the
// subscribed in-play fixtures, their scores and their markets, fetched to recover after a gap,
// a reconnect or a silent feed. Each call has a timeout; timeouts and 5xx are retried with
// backoff and jitter, never a 4xx (wrong credentials do not get better).
import { RetryableError, withRetries } from '../../retry.ts';
import type { LsEvent, LsSnapshotAnswer, LsSnapshotRequest } from './protocol.ts';
import { SNAPSHOT_PATHS } from './protocol.ts';

export interface SnapshotSettings {
  baseUrl: string;
  packageId: number;
  username: string;
  password: string;
  timeoutMs: number;
  retries: number;
}

export interface Snapshot {
  fixtures: LsEvent[];
  scores: LsEvent[];
  markets: LsEvent[];
}

export class SnapshotError extends Error {
  readonly status: number | null;
  constructor(message: string, status: number | null) {
    super(message);
    this.status = status;
  }
}

export function createSnapshotClient(
  s: SnapshotSettings,
  onCall?: (path: string, outcome: string) => void,
) {
  async function once(path: string, body: LsSnapshotRequest): Promise<LsEvent[]> {
    const res = await fetch(new URL(path, s.baseUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(s.timeoutMs),
    });
    if (!res.ok)
      throw new SnapshotError(`snapshot ${path} answered HTTP ${res.status}`, res.status);
    const answer = (await res.json()) as LsSnapshotAnswer<LsEvent>;
    const code = answer.Header?.HttpStatusCode ?? 200;
    if (code !== 200) throw new SnapshotError(`snapshot ${path} answered ${code}`, code);
    return Array.isArray(answer.Body) ? answer.Body : [];
  }

  async function call(path: string, fixtures?: number[]): Promise<LsEvent[]> {
    const body: LsSnapshotRequest = {
      PackageId: s.packageId,
      UserName: s.username,
      Password: s.password,
      ...(fixtures ? { Fixtures: fixtures } : {}),
    };
    const out = await withRetries(
      async () => {
        try {
          return await once(path, body);
        } catch (error) {
          const status = error instanceof SnapshotError ? error.status : null;
          const retriable = status === null || status >= 500;
          onCall?.(path, retriable ? 'retry' : 'refused');
          if (retriable) throw new RetryableError((error as Error).message);
          throw error;
        }
      },
      { retries: s.retries, baseDelayMs: 200, maxDelayMs: 5_000 },
    );
    onCall?.(path, 'ok');
    return out;
  }

  return {
    /** The package's in-play fixtures, their scores and their markets. */
    async fetch(fixtures?: number[]): Promise<Snapshot> {
      const [f, sc, m] = [
        await call(SNAPSHOT_PATHS.fixtures, fixtures),
        await call(SNAPSHOT_PATHS.scores, fixtures),
        await call(SNAPSHOT_PATHS.markets, fixtures),
      ];
      return { fixtures: f, scores: sc, markets: m };
    },
  };
}

export type SnapshotClient = ReturnType<typeof createSnapshotClient>;
