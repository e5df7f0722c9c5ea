// The one request client (docs/design.md "The API contract", docs/seed-spec.md S7, S8): every call
// is a POST with a JSON body, answered with the envelope {state, msg, success, resultData}.
import { APP_ID, REQUEST_TIMEOUT_MS } from '@talih/contracts/limits.ts';
import { HTML_LANG } from '@talih/contracts/i18n.ts';
import type { CallBody, CallDef, CallResult } from '@talih/contracts/call.ts';
import { STATE_OK, STATE_UNAUTHORIZED, type Envelope } from '@talih/contracts/envelope.ts';
import { useSession } from './session.ts';
import { toast } from './toast.ts';
import { currentLanguage, i18n } from './i18n.ts';

export interface RequestOptions {
  /** No toast on failure: OTP, bind, search and tracking errors are swallowed (S8). */
  silent?: boolean;
  timeoutMs?: number;
  signal?: AbortSignal;
}

export type RequestErrorKind = 'server' | 'unauthorized' | 'network' | 'timeout' | 'aborted';

export class RequestError extends Error {
  readonly kind: RequestErrorKind;
  readonly state: string | undefined;
  readonly path: string;
  constructor(kind: RequestErrorKind, message: string, path: string, state?: string) {
    super(message);
    this.name = 'RequestError';
    this.kind = kind;
    this.path = path;
    this.state = state;
  }
}

export function apiBase(): string {
  return import.meta.env.VITE_API_BASE ?? '';
}

function isEnvelope(value: unknown): value is Envelope {
  return !!value && typeof value === 'object' && 'state' in value;
}

export async function request<T = unknown>(
  path: string,
  body: object = {},
  options: RequestOptions = {},
): Promise<T> {
  const session = useSession.getState();
  const lang = currentLanguage();
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    'Accept-Language': HTML_LANG[lang],
  };
  if (session.token) {
    headers.Authorization = session.token;
    headers.token = session.token;
  }
  const payload = {
    appId: APP_ID,
    sign: session.sign,
    uid: session.uid,
    deviceNumber: session.deviceNumber,
    adid: session.adid,
    gaid: session.gaid,
    ...body,
  };

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const onOuterAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onOuterAbort, { once: true });

  const fail = (error: RequestError): never => {
    if (!options.silent && error.kind !== 'aborted' && error.kind !== 'unauthorized') {
      toast(error.message, 'error');
    }
    throw error;
  };

  let envelope: unknown;
  try {
    const response = await fetch(`${apiBase()}${path}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(payload),
      credentials: 'include',
      signal: controller.signal,
    });
    envelope = await response.json();
  } catch {
    if (timedOut) return fail(new RequestError('timeout', i18n.t('tip.timeout'), path));
    if (options.signal?.aborted) return fail(new RequestError('aborted', 'aborted', path));
    return fail(new RequestError('network', i18n.t('tip.networkError'), path));
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onOuterAbort);
  }

  if (!isEnvelope(envelope)) {
    return fail(new RequestError('server', i18n.t('tip.somethingWrong'), path));
  }
  if (envelope.state === STATE_OK) return envelope.resultData as T;
  if (envelope.state === STATE_UNAUTHORIZED) {
    // S4.1: a 401 clears the login time and the user (a local logout); no toast of its own.
    useSession.getState().logoutLocal();
    return fail(
      new RequestError('unauthorized', envelope.msg || i18n.t('tip.sessionExpired'), path, '401'),
    );
  }
  return fail(
    new RequestError('server', envelope.msg || i18n.t('tip.somethingWrong'), path, envelope.state),
  );
}

/** Typed call of a contract from packages/contracts (body and answer types follow it). */
export function call<C extends CallDef>(
  contract: C,
  body: CallBody<C>,
  options?: RequestOptions,
): Promise<CallResult<C>> {
  return request<CallResult<C>>(contract.path, body as object, options);
}

/**
 * The same call by its path, for modules on the first page: importing a contract object (not
 * only its type) would pull zod and every schema of its file into that page's JavaScript.
 */
export function callPath<C extends CallDef>(
  path: string,
  body: CallBody<C>,
  options?: RequestOptions,
): Promise<CallResult<C>> {
  return request<CallResult<C>>(path, body as object, options);
}
