import { describe, expect, it } from 'vitest';
import { timeLeft, wageringPercent } from './progress.ts';

describe('wageringPercent', () => {
  it('answers whole percents, capped at 100, and 100 when nothing is asked', () => {
    expect(wageringPercent(0, 100_000)).toBe(0);
    expect(wageringPercent(42_999, 100_000)).toBe(42);
    expect(wageringPercent(150_000, 100_000)).toBe(100);
    expect(wageringPercent(0, 0)).toBe(100);
  });
});

describe('timeLeft', () => {
  const now = 1_000_000_000;
  it('answers the two largest units that matter', () => {
    expect(timeLeft(now + (2 * 24 + 5) * 3_600_000 + 59_000, now)).toEqual({
      unit: 'days',
      days: 2,
      hours: 5,
    });
    expect(timeLeft(now + 3 * 3_600_000 + 7 * 60_000, now)).toEqual({
      unit: 'hours',
      hours: 3,
      minutes: 7,
    });
    expect(timeLeft(now + 59 * 60_000, now)).toEqual({ unit: 'minutes', minutes: 59 });
    expect(timeLeft(now + 59_000, now)).toEqual({ unit: 'over' });
    expect(timeLeft(now - 1, now)).toEqual({ unit: 'over' });
  });
});
