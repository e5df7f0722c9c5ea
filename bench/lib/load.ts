// Load runs for the benchmarks: autocannon against a URL for a fixed time, every answer checked,
// figures printed on one line.
import autocannon from 'autocannon';
import { processCpu, TICKS_PER_SECOND } from '../../e2e/lib/machine-activity.ts';

export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
export const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);

export interface Result {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /**
   * The server's CPU time (user + system, from /proc) per request answered, in µs, when its
   * process was given: unlike the rate, it counts what a call costs the server, kernel included
   * (a socket write, a wake-up), which callgrind's instruction counts do not see.
   */
  cpuUsPerCall?: number;
}

/**
 * Drives the requests; an answer `isGood` refuses counts as an error, like a timeout. With the
 * server's process id, its CPU time per call under the load too (Linux only).
 */
export async function drive(
  url: string,
  requests: autocannon.Request[],
  label: string,
  isGood: (status: number, body: string) => boolean,
  serverPid?: number,
): Promise<Result> {
  let badAnswers = 0;
  const checked = requests.map((req): autocannon.Request => {
    // A string names a worker module; these runs stay in process.
    const own = typeof req.onResponse === 'function' ? req.onResponse : undefined;
    return {
      ...req,
      onResponse(status, body, context, headers) {
        if (!isGood(status, body)) badAnswers++;
        own?.(status, body, context, headers);
      },
    };
  });
  const cpuBefore = serverPid === undefined ? null : processCpu(serverPid);
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    requests: checked,
  });
  const cpuAfter = serverPid === undefined ? null : processCpu(serverPid);
  const errors = result.errors + result.timeouts + result.non2xx + badAnswers;
  const out: Result = {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors,
  };
  if (cpuBefore && cpuAfter && result.requests.total > 0) {
    const cpuUs = ((cpuAfter.ticks - cpuBefore.ticks) * 1_000_000) / TICKS_PER_SECOND;
    out.cpuUsPerCall = Math.round(cpuUs / result.requests.total);
  }
  const cpu = out.cpuUsPerCall === undefined ? '' : `  server CPU ${out.cpuUsPerCall} µs/call`;
  console.log(
    `${label.padEnd(34)} ${String(out.rps).padStart(6)} req/s  p50 ${out.p50.toFixed(1)} ms  p99 ${out.p99.toFixed(1)} ms  errors ${errors}${cpu}`,
  );
  return out;
}
