// The wheel's motion with the seed's literal numbers (docs/seed-spec.md S9: acceleration and
// deceleration 2500 ms, speed 20° a frame at 60 frames a second = 1.2°/ms).
import { describe, expect, it } from 'vitest';
import { planStop, restingAngle, spinSpeed } from './wheel/motion.ts';

describe('wheel motion', () => {
  it('runs up to 20° a frame (1.2°/ms) over 2500 ms, then holds it', () => {
    expect(spinSpeed(0)).toBe(0);
    expect(spinSpeed(1250)).toBeCloseTo(0.6, 10);
    expect(spinSpeed(2499)).toBeLessThan(1.2);
    expect(spinSpeed(2500)).toBeCloseTo(1.2, 10);
    expect(spinSpeed(9000)).toBeCloseTo(1.2, 10);
  });

  it('brakes from the top speed in 2500 ms when the target is that far away', () => {
    // A linear stop from 1.2°/ms over 2500 ms covers 1500°; 60° + 4 turns is exactly that.
    const plan = planStop(0, 1.2, 60);
    expect(plan.distance).toBeCloseTo(1500, 10);
    expect(plan.duration).toBeCloseTo(2500, 10);
  });

  it('never brakes harder than that: a nearer target takes another turn', () => {
    const plan = planStop(0, 1.2, 50);
    expect(plan.distance).toBeCloseTo(1850, 10);
    expect(plan.duration).toBeCloseTo(3083.333, 2);
    expect(planStop(0, 0, 90)).toEqual({ distance: 90, duration: 2500 });
  });

  it('rests with the middle of the segment under the pointer', () => {
    expect(restingAngle(0, 8)).toBe(337.5);
    expect(restingAngle(3, 8)).toBe(202.5);
  });
});
