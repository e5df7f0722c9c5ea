import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useStagedCount, whenIdle } from './useStaged.ts';

function Rows({ total, first }: { total: number; first: number }) {
  const shown = useStagedCount(total, first);
  return <p>{shown}</p>;
}

describe('useStagedCount', () => {
  it('draws the first pieces at once and one more per idle moment, up to the total', async () => {
    vi.useFakeTimers();
    try {
      render(<Rows total={3} first={1} />);
      expect(screen.getByText('1')).toBeTruthy();
      await act(() => vi.advanceTimersByTimeAsync(400));
      expect(screen.getByText('2')).toBeTruthy();
      await act(() => vi.advanceTimersByTimeAsync(400));
      expect(screen.getByText('3')).toBeTruthy();
      await act(() => vi.advanceTimersByTimeAsync(2_000));
      expect(screen.getByText('3')).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('never shows more than there is', () => {
    render(<Rows total={1} first={2} />);
    expect(screen.getByText('1')).toBeTruthy();
  });
});

describe('whenIdle', () => {
  it('waits for an idle callback at most 300 ms, and can be called off', () => {
    const calls: [IdleRequestCallback, IdleRequestOptions | undefined][] = [];
    const cancelled: number[] = [];
    const win = {
      requestIdleCallback: (cb: IdleRequestCallback, options?: IdleRequestOptions) =>
        calls.push([cb, options]),
      cancelIdleCallback: (id: number) => cancelled.push(id),
    } as unknown as Window;
    const run = vi.fn();
    const cancel = whenIdle(run, win);
    expect(calls[0]![1]).toEqual({ timeout: 300 });
    cancel();
    expect(cancelled).toEqual([1]);
  });
});
