// Calls to the studio's server. Paths are relative to the page (…/studio/play -> …/studio/api/…)
// so the client works under whatever prefix the server mounts it.
import { t } from './i18n.ts';

export class ApiError extends Error {
  readonly code: string;
  readonly status: number;
  readonly balanceMinor: number | undefined;

  constructor(code: string, message: string, status: number, balanceMinor?: number) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.balanceMinor = balanceMinor;
  }
}

function apiUrl(path: string): string {
  return new URL(`api/${path}`, document.baseURI).toString();
}

async function request<T>(path: string, init: RequestInit): Promise<T> {
  let response: Response;
  try {
    response = await fetch(apiUrl(path), { ...init, credentials: 'same-origin' });
  } catch {
    throw new ApiError('NETWORK', t('errors.network'), 0);
  }
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // Not JSON (a proxy's error page): handled below as a generic failure.
  }
  if (response.ok && body !== null) return body as T;
  const error = (body as { error?: { code?: string; message?: string }; balanceMinor?: number })
    ?.error;
  throw new ApiError(
    error?.code ?? 'HTTP',
    error?.message ?? t('errors.generic'),
    response.status,
    (body as { balanceMinor?: number } | null)?.balanceMinor,
  );
}

export function post<T>(path: string, body: object): Promise<T> {
  return request<T>(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

export function get<T>(path: string, query: Record<string, string>): Promise<T> {
  return request<T>(`${path}?${new URLSearchParams(query).toString()}`, { method: 'GET' });
}
