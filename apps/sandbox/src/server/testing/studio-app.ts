// A bare Fastify app with only the studio registered, for the studio's own tests: calls go
// through inject(), the wallet is whatever URL the test gives, the clock is the test's.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerSandboxStudio } from '../plugin.ts';
import { FAKE_SECRET } from './fake-wallet.ts';

export interface StudioTestApp {
  app: FastifyInstance;
  clock: { ms: number };
  /** POSTs JSON to {prefix}/api/<path>; answers status and parsed body. */
  post<T = Record<string, unknown>>(
    apiPath: string,
    body: unknown,
  ): Promise<{ status: number; body: T }>;
  get<T = Record<string, unknown>>(url: string): Promise<{ status: number; body: T; text: string }>;
  close(): Promise<void>;
}

export async function openStudio(
  options: {
    walletBaseUrl?: () => string;
    distDir?: string;
    walletTimeoutMs?: number;
    secret?: string;
    /** Follow the real clock (needed when another process's clock judges the rounds too). */
    realClock?: boolean;
    sessionsPerIpPerMinute?: number;
    sessionCap?: number;
  } = {},
): Promise<StudioTestApp> {
  const clock = { ms: 1_700_000_000_000 };
  const app = Fastify({ logger: false });
  const emptyDist = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-dist-'));
  await registerSandboxStudio(app, {
    prefix: '/studio',
    providerCode: 'sandbox',
    secret: options.secret ?? FAKE_SECRET,
    walletBaseUrl:
      options.walletBaseUrl ??
      (() => {
        throw new Error('this test must not call the wallet');
      }),
    distDir: options.distDir ?? emptyDist,
    // The sandbox pack's currency, as Talih passes it by default.
    demoCurrency: 'TRY',
    walletTimeoutMs: options.walletTimeoutMs ?? 300,
    now: options.realClock ? Date.now : () => clock.ms,
    ...(options.sessionsPerIpPerMinute !== undefined
      ? { sessionsPerIpPerMinute: options.sessionsPerIpPerMinute }
      : {}),
    ...(options.sessionCap !== undefined ? { sessionCap: options.sessionCap } : {}),
  });
  await app.ready();
  return {
    app,
    clock,
    async post(apiPath, body) {
      const res = await app.inject({
        method: 'POST',
        url: `/studio/api/${apiPath}`,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
      return { status: res.statusCode, body: res.json() };
    },
    async get(url) {
      const res = await app.inject({ method: 'GET', url });
      let body: never = {} as never;
      try {
        body = res.json();
      } catch {
        // Not JSON (a page or a plain-text 503).
      }
      return { status: res.statusCode, body, text: res.body };
    },
    async close() {
      await app.close();
      fs.rmSync(emptyDist, { recursive: true, force: true });
    },
  };
}
