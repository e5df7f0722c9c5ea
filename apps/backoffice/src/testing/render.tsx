// Test helpers of the back-office: a stubbed staff API answering by contract path, and a render
// as a signed-in staff member of a role (its permissions from the contracts) inside a memory
// router and a fresh query cache. Used by *.test.tsx only.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { STAFF_API_PREFIX } from '@talih/contracts/backoffice/call.ts';
import {
  ROLE_PERMISSIONS,
  type Permission,
  type Role,
} from '@talih/contracts/backoffice/permissions.ts';
import { Toaster } from '../components/Toast.tsx';
import { ME_KEY } from '../lib/session.ts';

export interface StaffServed {
  path: string;
  body: Record<string, unknown>;
}

type Answer = unknown | ((body: Record<string, unknown>) => unknown);

/** A refusal as the server writes it: `fail('403', 'Yetkiniz yok')`. */
export function fail(state: string, msg: string) {
  return { state, msg };
}

/**
 * Stubs fetch for the staff API: each contract path ('/approvals/list') answers its resultData,
 * or a function of the body, or `fail(state, msg)` for a refusal. Unknown paths fail like a dead
 * network. Returns the calls made, in order.
 */
export function serveStaff(answers: Record<string, Answer>): StaffServed[] {
  const calls: StaffServed[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const path = url.startsWith(STAFF_API_PREFIX) ? url.slice(STAFF_API_PREFIX.length) : url;
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      calls.push({ path, body });
      if (!(path in answers)) throw new TypeError('Failed to fetch');
      const answer = answers[path];
      const data = await (typeof answer === 'function' ? answer(body) : answer);
      const failure = data && typeof data === 'object' && 'state' in data ? data : null;
      return new Response(JSON.stringify(failure ?? { state: '200', msg: '', resultData: data }));
    }),
  );
  return calls;
}

/** Renders `element` (and the toasts) for a staff member of `role` (or with these permissions). */
export function renderAs(
  role: Role | Permission[],
  element: ReactNode,
  options: { path?: string; name?: string } = {},
) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  client.setQueryData(ME_KEY, {
    id: 1,
    name: options.name ?? 'ayse',
    role: typeof role === 'string' ? role : 'admin',
    permissions: typeof role === 'string' ? [...ROLE_PERMISSIONS[role]] : role,
    lang: 'tk',
    csrfToken: 'x',
    sandbox: false,
    currency: 'TRY',
  });
  const view = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[options.path ?? '/']}>{element}</MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...view, client };
}
