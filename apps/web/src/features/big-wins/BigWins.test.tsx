// The biggest-wins strip: cards with masked names when there are wins, nothing when there are
// none or the call fails.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { setLanguage } from '../../lib/i18n.ts';
import { BigWins } from './BigWins.tsx';

function serve(resultData: unknown, state = '200') {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ state, msg: 'x', success: true, resultData }))),
  );
}

function renderStrip() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <BigWins />
    </QueryClientProvider>,
  );
}

beforeAll(async () => {
  await setLanguage('tk');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('BigWins', () => {
  it('lists the wins with the masked name, game, multiplier and amount', async () => {
    serve([
      {
        rank: 1,
        nickName: 'Ah***t',
        gameId: 1,
        gameName: 'Nazar Slot',
        betAmount: 2,
        winAmount: 1234.5,
        multiplier: 617.25,
        time: 1,
      },
    ]);
    renderStrip();
    expect(await screen.findByText('Ah***t')).toBeTruthy();
    expect(screen.getByRole('heading', { name: /Büyük Kazançlar/ })).toBeTruthy();
    expect(screen.getByText('Nazar Slot')).toBeTruthy();
    expect(screen.getByText('₺1.234,50')).toBeTruthy();
    expect(screen.getByText('×617.25')).toBeTruthy();
  });

  it('shows a skeleton while loading, then nothing at all for an empty list', async () => {
    serve([]);
    const { container } = renderStrip();
    expect(container.querySelector('.big-win-skeleton')).toBeTruthy();
    await vi.waitFor(() => expect(container.innerHTML).toBe(''));
  });

  it('shows nothing when the call fails', async () => {
    serve(null, '500');
    const { container } = renderStrip();
    await vi.waitFor(() => expect(container.innerHTML).toBe(''));
  });
});
