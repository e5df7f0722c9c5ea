// The wheel's motion as numbers (docs/seed-spec.md S9.17): acceleration and deceleration 2500 ms, top
// speed 20° a frame. Pure functions, so the seed's constants are tested without a browser.
import {
  WHEEL_ACCELERATION_MS,
  WHEEL_DECELERATION_MS,
  WHEEL_SPEED,
} from '@talih/contracts/engagement.ts';

const FRAME_MS = 1000 / 60;
/** Top speed in degrees per millisecond. */
const TOP_SPEED = WHEEL_SPEED / FRAME_MS;

/** The speed (deg/ms) `elapsed` ms into a spin: a linear run up to the top speed. */
export function spinSpeed(elapsed: number) {
  return TOP_SPEED * Math.min(1, elapsed / WHEEL_ACCELERATION_MS);
}

/** The wheel angle that puts the middle of segment `index` under the pointer at the top. */
export function restingAngle(index: number, count: number) {
  return (360 - ((index + 0.5) * 360) / count) % 360;
}

/**
 * Plans the deceleration from angle a0 at speed v0 (deg/ms) to a stop on `target` (mod 360):
 * at least the distance a linear stop would take, so the wheel never brakes harder than the
 * seed's 2500 ms; an ease-out curve whose starting speed is v0.
 */
export function planStop(a0: number, v0: number, target: number) {
  const natural = (v0 * WHEEL_DECELERATION_MS) / 2;
  let d = (((target - a0) % 360) + 360) % 360;
  while (d < natural) d += 360;
  const duration = v0 > 0 ? (2 * d) / v0 : WHEEL_DECELERATION_MS;
  return { distance: d, duration };
}
