// Toasts with the seed's literal defaults (docs/seed-spec.md S9: 3000 ms on screen, 16 px offset).
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { setLanguage } from '../../lib/i18n.ts';
import { toast, useToasts } from '../../lib/toast.ts';
import { Toaster } from './Toaster.tsx';

beforeAll(async () => {
  await setLanguage('tk');
});
beforeEach(() => {
  useToasts.setState({ toasts: [] });
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('toasts', () => {
  it('stay 3000 ms, then go', async () => {
    render(<Toaster />);
    act(() => void toast('Kaydedildi.', 'success'));
    expect(screen.getByText('Kaydedildi.')).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(2999));
    expect(screen.queryByText('Kaydedildi.')).not.toBeNull();
    await act(async () => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Kaydedildi.')).toBeNull();
  });

  it('sit 16 px from the top, announced politely', () => {
    render(<Toaster />);
    const region = screen.getByRole('status');
    expect(region.style.top).toBe('16px');
    expect(region.getAttribute('aria-live')).toBe('polite');
  });
});
