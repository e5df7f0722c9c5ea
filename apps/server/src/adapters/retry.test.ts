import { afterEach, describe, expect, it, vi } from 'vitest';
import { RetryableError, withRetries } from './retry.ts';

describe('withRetries', () => {
  afterEach(() => vi.restoreAllMocks());

  it('retries what is retryable, up to the retries, then throws the last error', async () => {
    let calls = 0;
    const failing = withRetries(
      async () => {
        calls++;
        throw new RetryableError(`try ${calls}`);
      },
      { retries: 3, baseDelayMs: 1 },
    );
    await expect(failing).rejects.toThrow('try 4');
    expect(calls).toBe(4);
  });

  it('stops at once on an error that is not retryable', async () => {
    let calls = 0;
    const refused = withRetries(
      async () => {
        calls++;
        throw new Error('400');
      },
      { retries: 3, baseDelayMs: 1 },
    );
    await expect(refused).rejects.toThrow('400');
    expect(calls).toBe(1);
  });

  it('draws each pause between 0 and its doubling bound (full jitter)', async () => {
    const pauses: number[] = [];
    vi.spyOn(globalThis, 'setTimeout').mockImplementation(((fn: () => void, ms?: number) => {
      pauses.push(ms ?? 0);
      fn();
      return 0 as unknown as NodeJS.Timeout;
    }) as typeof setTimeout);
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    let calls = 0;
    const answer = await withRetries(
      async () => {
        if (++calls < 4) throw new RetryableError();
        return 'ok';
      },
      { retries: 5, baseDelayMs: 100 },
    );
    expect(answer).toBe('ok');
    // Bounds 100, 200, 400 without jitter; half of each with the draw at 0.5.
    expect(pauses).toEqual([50, 100, 200]);
  });
});
