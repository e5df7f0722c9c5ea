// The sandbox game studio as one encapsulated Fastify plugin under its prefix: the player API
// its pages call, and the built pages themselves. It reaches Talih only through the provider
// wallet API over HTTP, as an outside studio would, even when both run in one process.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { StudioContext } from './context.ts';
import { registerCrashRoutes } from './crash-routes.ts';
import { exclusive } from './exclusive.ts';
import { createFreeRoundsStore, registerFreeRoundsRoute } from './free-rounds.ts';
import { registerFairRoutes } from './fair-routes.ts';
import { installStudioErrorHandler } from './http.ts';
import { cashOutAbandonedMines, registerMinesRoutes } from './mines-routes.ts';
import { registerPages } from './pages.ts';
import { registerSessionRoutes } from './session-routes.ts';
import { createIpRateLimit, SESSION_WINDOW_MS } from './rate-limit.ts';
import { createSessionStore } from './sessions.ts';
import { registerSlotRoutes } from './slot-routes.ts';
import { createWalletClient } from './wallet-client.ts';
import type { Transport } from './wallet-transport.ts';

export interface StudioOptions {
  /** Where the studio lives, e.g. '/studio'. */
  prefix: string;
  /** The studio's provider code at Talih: the `:provider` of /provider/v1/:provider/…, e.g. 'sandbox'. */
  providerCode: string;
  /** The HMAC key of the provider wallet API's X-Signature. */
  secret: string;
  /** Talih's base URL, read at call time (e.g. 'http://127.0.0.1:3000' once it listens). */
  walletBaseUrl: () => string;
  /** The built client (default apps/sandbox/dist). */
  distDir?: string;
  /** Per wallet call (default 3000 ms). */
  walletTimeoutMs?: number;
  now?: () => number;
  /** New sessions one client IP may open a minute (default 60). */
  sessionsPerIpPerMinute?: number;
  /** Sessions held at once (default 20,000). */
  sessionCap?: number;
  /**
   * The demo's currency when the launch URL names none: the operator's (Talih passes its
   * jurisdiction pack's). Real money is always in the currency the wallet answers.
   */
  demoCurrency: string;
  /** Reach the wallet through another protocol (the Hub88 simulator's); default: Talih's own. */
  transport?: Transport;
}

export const DEFAULT_DIST_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../dist',
);

export const DEFAULT_SESSIONS_PER_IP_PER_MINUTE = 60;

/** How often idle sessions are forgotten and abandoned mines rounds paid out. */
const SWEEP_EVERY_MS = 60_000;

export async function registerSandboxStudio(
  app: FastifyInstance,
  options: StudioOptions,
): Promise<void> {
  const prefix = options.prefix.replace(/\/+$/, '');
  await app.register(
    async (studio) => {
      const now = options.now ?? Date.now;
      const log = studio.log.child({ studio: options.providerCode });
      const wallet = createWalletClient({
        baseUrl: options.walletBaseUrl,
        providerCode: options.providerCode,
        secret: options.secret,
        ...(options.transport ? { transport: options.transport } : {}),
        ...(options.walletTimeoutMs !== undefined ? { timeoutMs: options.walletTimeoutMs } : {}),
        // Retries run on the real clock, never the game clock a test may freeze.
        log,
      });
      const ctx: StudioContext = {
        sessions: createSessionStore({
          now,
          ...(options.sessionCap !== undefined ? { cap: options.sessionCap } : {}),
        }),
        newSessions: createIpRateLimit({
          max: options.sessionsPerIpPerMinute ?? DEFAULT_SESSIONS_PER_IP_PER_MINUTE,
          windowMs: SESSION_WINDOW_MS,
          now,
        }),
        wallet,
        log,
        now,
        demoCurrency: options.demoCurrency,
        freeRounds: createFreeRoundsStore(now),
      };

      installStudioErrorHandler(studio);
      registerSessionRoutes(studio, ctx);
      registerSlotRoutes(studio, ctx);
      registerMinesRoutes(studio, ctx);
      registerCrashRoutes(studio, ctx);
      registerFairRoutes(studio, ctx);
      registerFreeRoundsRoute(studio, ctx.freeRounds, options.secret);
      await registerPages(studio, options.distDir ?? DEFAULT_DIST_DIR, prefix);

      const sweeper = setInterval(() => {
        for (const session of ctx.sessions.sweep()) {
          if (!session.mines) continue;
          void exclusive(session, 'wait', () => cashOutAbandonedMines(ctx, session))
            .then(() => ctx.sessions.delete(session.id))
            .catch((error: unknown) =>
              log.error({ err: error }, 'abandoned mines cash-out failed'),
            );
        }
      }, SWEEP_EVERY_MS);
      sweeper.unref();

      studio.addHook('onClose', async () => {
        clearInterval(sweeper);
        for (const session of ctx.sessions.all()) {
          if (session.crash?.timer) clearTimeout(session.crash.timer);
        }
        wallet.close();
      });
    },
    { prefix },
  );
}
