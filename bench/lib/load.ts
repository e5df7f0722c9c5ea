// Load runs for the benchmarks: autocannon against a URL for a fixed time, every answer checked,
// figures printed on one line.
import autocannon from 'autocannon';

export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
export const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);

export interface Result {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

/** Drives the requests; an answer `isGood` refuses counts as an error, like a timeout. */
export async function drive(
  url: string,
  requests: autocannon.Request[],
  label: string,
  isGood: (status: number, body: string) => boolean,
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
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    requests: checked,
  });
  const errors = result.errors + result.timeouts + result.non2xx + badAnswers;
  const out = {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors,
  };
  console.log(
    `${label.padEnd(34)} ${String(out.rps).padStart(6)} req/s  p50 ${out.p50.toFixed(1)} ms  p99 ${out.p99.toFixed(1)} ms  errors ${errors}`,
  );
  return out;
}
