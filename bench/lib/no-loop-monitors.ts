// For counting instructions per wallet call (bench/wallet-instructions.ts, MICRO_NO_LOOP_MONITORS=1):
// the event-loop delay monitors (load shedding's every 10 ms, the process metrics' every 20 ms)
// cost per second of wall time, not per call, so under callgrind, whose pace follows the
// machine's load, they would make the count per call move with the load. Imported before
// the app, it hands them a histogram that never starts its timer. Every other periodic timer
// (the in-process cache's sweep, a feed's heartbeat) costs per second too: setInterval is
// handed a period no count lasts (24.8 days), so those never fire while counting. One-shot
// timers and setImmediate, which the calls themselves use, are untouched.
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
  const every = globalThis.setInterval;
  globalThis.setInterval = ((fn: () => void) => every(fn, 2_147_483_647)) as typeof setInterval;
}
