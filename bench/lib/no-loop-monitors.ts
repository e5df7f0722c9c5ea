// For counting instructions per wallet call (bench/wallet-instructions.ts, MICRO_NO_LOOP_MONITORS=1):
// the event-loop delay monitors (load shedding's every 10 ms, the process metrics' every 20 ms)
// cost per second of wall time, not per call, so under callgrind, whose pace follows the
// machine's load, they would make the count per call move with the load. Imported before
// the app, it hands them a histogram that never starts its timer. Nothing else changes.
import { syncBuiltinESMExports } from 'node:module';
import perfHooks from 'node:perf_hooks';

if (process.env.MICRO_NO_LOOP_MONITORS === '1') {
  const monitor = perfHooks.monitorEventLoopDelay;
  perfHooks.monitorEventLoopDelay = (options) => {
    const histogram = monitor(options);
    histogram.enable = () => false;
    return histogram;
  };
  syncBuiltinESMExports();
}
