// The figures at a glance: each tile's value, count, change against the period before (a cost
// rising in the warning colour) and its trend; the window switch; the empty and failed states.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ZERO_FIGURES } from '../../testing/figures.ts';
import { setDeploymentCurrency } from '../../lib/format.ts';
import { initI18n } from '../../lib/i18n.ts';
import { GlanceCard } from './GlanceCard.tsx';
import { changeOf } from './glance-view.ts';

const zero = ZERO_FIGURES;
const today = { ...zero, ggrMinor: 150_000, bonusesMinor: 30_000, depositsMinor: 500_000 };
const glance = {
  today: '2026-12-06',
  windows: [
    {
      days: 1,
      from: '2026-12-06',
      to: '2026-12-06',
      current: { ...today, depositCount: 4, activePlayers: 12 },
      previous: { ...zero, ggrMinor: 100_000, bonusesMinor: 20_000, activePlayers: 12 },
    },
    { days: 7, from: '2026-11-30', to: '2026-12-06', current: zero, previous: zero },
    { days: 30, from: '2026-11-07', to: '2026-12-06', current: today, previous: zero },
  ],
  daily: Array.from({ length: 30 }, (_, i) => ({ ...zero, bucket: `d${i}`, ggrMinor: i - 10 })),
};

function renderCard(answer: () => Promise<Response>) {
  vi.stubGlobal('fetch', answer);
  return render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter>
        <GlanceCard />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
const ok = () =>
  Promise.resolve(
    new Response(JSON.stringify({ state: '200', msg: '', success: true, resultData: glance })),
  );

describe('the figures at a glance', () => {
  beforeAll(() => {
    initI18n('tk');
    setDeploymentCurrency('TRY');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows today against yesterday, a rising cost in the warning colour, and a trend', async () => {
    const { container } = renderCard(ok);
    await screen.findByTestId('glance-tiles');
    const tile = (key: string) => container.querySelector(`[data-figure="${key}"]`)!;
    expect(tile('ggr').textContent).toBe('GGR₺1.500,00▲ %50 önceki döneme göre');
    expect(tile('bonuses').querySelector('.glance-bad')?.textContent).toBe(
      '▲ %50 önceki döneme göre',
    );
    expect(tile('deposits').textContent).toBe('Yatırımlar₺5.000,004 adetönceki dönem 0');
    expect(tile('activePlayers').textContent).toBe('Aktif oyuncu12değişmedi');
    expect(tile('ggr').querySelector('svg')?.getAttribute('aria-label')).toBe('GGR, son 30 gün');
    // Days below zero: the zero line is drawn.
    expect(tile('ggr').querySelector('.trend-zero')).not.toBeNull();
  });

  it('switches the window, says when nothing moved, and offers a retry when it fails', async () => {
    renderCard(ok);
    await screen.findByTestId('glance-tiles');
    fireEvent.click(screen.getByRole('button', { name: 'Son 7 gün' }));
    expect(screen.getByText('Bu dönemde henüz hareket yok.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Son 7 gün' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    cleanup();
    renderCard(() => Promise.resolve(new Response('nope', { status: 500 })));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Yeniden dene'));
  });

  it('computes the change in whole percent of the period before', () => {
    expect(changeOf(150, 100)).toEqual({ kind: 'pct', pct: 50, up: true });
    expect(changeOf(-50, 100)).toEqual({ kind: 'pct', pct: 150, up: false });
    expect(changeOf(5, 0)).toEqual({ kind: 'fromZero' });
    expect(changeOf(7, 7)).toEqual({ kind: 'same' });
  });
});
