// Drives a spin frame by frame: the run-up while the server draws, then a stop that lands on
// the segment it drew (or a plain stop when the call failed). The server decides; this only
// shows it.
import { WHEEL_ACCELERATION_MS, WHEEL_DECELERATION_MS } from '@talih/contracts/engagement.ts';
import { planStop, restingAngle, spinSpeed } from './motion.ts';

/** The server's answer to a spin. */
export type SpinAnswer = { index: number; amount: number; totalAssets: number };

/** What the animation reads and drives; the hook that owns the wheel's state provides it. */
export interface SpinDriver {
  /** How many segments the wheel has. */
  count: number;
  /** The server's answer once it came (null before); failed once the call failed. */
  outcome: () => { answer: SpinAnswer | null; failed: boolean };
  /** The wheel's current angle (unbounded: it keeps counting turns). */
  angle: () => number;
  show: (angle: number) => void;
  /** Called once at the end: with the answer, or null when the call failed. */
  done: (answer: SpinAnswer | null) => void;
  /** The pending animation frame, cancelled when the wheel unmounts. */
  frame: { current: number | null };
}

export function prefersReducedMotion() {
  return (
    typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
  );
}

/** Reduced motion: no spinning, the wheel jumps to the drawn segment once the answer is in. */
export function waitForAnswer(d: SpinDriver) {
  const wait = () => {
    const { answer, failed } = d.outcome();
    if (answer) {
      d.show(restingAngle(answer.index, d.count));
      d.done(answer);
    } else if (failed) d.done(null);
    else d.frame.current = requestAnimationFrame(wait);
  };
  wait();
}

type Stop = { from: number; at: number; distance: number; duration: number; a: SpinAnswer | null };

/** The stop from `from` at speed `v`: on the drawn segment, or a plain one after a failure. */
function planFinalStop(from: number, v: number, now: number, answer: SpinAnswer | null, n: number) {
  if (answer) {
    const plan = planStop(from, v, restingAngle(answer.index, n));
    return { from, at: now, ...plan, a: answer } satisfies Stop;
  }
  return {
    from,
    at: now,
    distance: (v * WHEEL_DECELERATION_MS) / 2,
    duration: WHEEL_DECELERATION_MS,
    a: null,
  } satisfies Stop;
}

/** Runs up for at least the acceleration time, then brakes once the answer (or failure) is in. */
export function animateSpin(d: SpinDriver) {
  const t0 = performance.now();
  let last = t0;
  let stop: Stop | null = null;
  const tick = (now: number) => {
    const dt = now - last;
    last = now;
    if (stop) {
      const p = Math.min(1, (now - stop.at) / stop.duration);
      d.show(stop.from + stop.distance * (1 - (1 - p) ** 2));
      if (p >= 1) {
        d.done(stop.a);
        d.frame.current = null;
        return;
      }
    } else {
      const elapsed = now - t0;
      const v = spinSpeed(elapsed);
      d.show(d.angle() + v * dt);
      const { answer, failed } = d.outcome();
      if (elapsed >= WHEEL_ACCELERATION_MS && (answer || failed)) {
        stop = planFinalStop(d.angle(), v, now, answer, d.count);
      }
    }
    d.frame.current = requestAnimationFrame(tick);
  };
  d.frame.current = requestAnimationFrame(tick);
}
