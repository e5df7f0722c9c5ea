// Test helpers of the web app: a stubbed server answering by path, a game factory, and a
// render inside a memory router and a fresh query cache. Used by *.test.tsx only.
import { vi } from 'vitest';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import type { ReactNode } from 'react';
import type { LobbyGame } from '../lib/lobby.ts';

export interface Served {
  path: string;
  body: Record<string, unknown>;
}

type Answer = unknown | ((body: Record<string, unknown>) => unknown);

/**
 * Stubs fetch: each path answers its resultData (or a function of the body, which may return
 * a promise or `{ state, msg }` for a failure envelope). Unknown paths fail like a dead network.
 */
export function serve(answers: Record<string, Answer>): Served[] {
  const calls: Served[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      calls.push({ path: url, body });
      if (!(url in answers)) throw new TypeError('Failed to fetch');
      const answer = answers[url];
      const data = await (typeof answer === 'function' ? answer(body) : answer);
      const failure = data && typeof data === 'object' && 'state' in data ? data : null;
      const envelope = failure ?? { state: '200', msg: '', success: true, resultData: data };
      return new Response(JSON.stringify(envelope));
    }),
  );
  return calls;
}

export function game(gameId: number, extra: Partial<LobbyGame> = {}): LobbyGame {
  return {
    gameId,
    gameName: `Oyun ${gameId}`,
    imageUrlLobby: `/game-art/${gameId}.svg`,
    haveDemo: true,
    firmCode: 'PP',
    firmName: 'Pragmatic Play',
    categoryId: 1,
    labels: [],
    playingNow: 0,
    addedAt: 0,
    ...extra,
  };
}

/** Renders `element` at `path` (after `before` entries), with /login and game pages routed. */
export function renderAt(
  element: ReactNode,
  options: { path?: string; before?: string[]; routes?: RouteObject[] } = {},
) {
  const path = options.path ?? '/';
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path,
        element,
        handle: {
          name: path.startsWith('/gamePlaying') ? 'gamePlaying' : 'Home',
          meta: { title: '' },
        },
      },
      { path: '/login', element: <p>login page</p> },
      { path: '*', element: <p>another page</p> },
      ...(options.routes ?? []),
    ],
    { initialEntries: [...(options.before ?? []), path] },
  );
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, client };
}
