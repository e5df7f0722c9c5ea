// Caps on open server-sent event streams, shared by every stream route of one app: per client
// IP, per player and in total. A stream holds a socket, a subscription and buffers for as long
// as the browser wants, so without a cap one token could open thousands. A refused stream
// answers HTTP 429 with the envelope; a browser's stream client backs off and tries again.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fail, STATE_ERROR } from '@talih/contracts/envelope.ts';
import type { Config } from '../config.ts';
import { requestLanguage, t } from './i18n.ts';

export interface StreamCaps {
  perIp: number;
  perPlayer: number;
  total: number;
}

/** Seconds a refused browser is asked to wait before it tries again. */
const RETRY_AFTER_S = 30;

function bump<K>(counts: Map<K, number>, key: K, by: number) {
  const next = (counts.get(key) ?? 0) + by;
  if (next <= 0) counts.delete(key);
  else counts.set(key, next);
}

export function createStreamGate(caps: StreamCaps) {
  const byIp = new Map<string, number>();
  const byPlayer = new Map<number, number>();
  let total = 0;
  return {
    /** Takes a place for one stream: its release (safe to call twice), or null when full. */
    acquire(ip: string, userId: number | null): (() => void) | null {
      if (total >= caps.total || (byIp.get(ip) ?? 0) >= caps.perIp) return null;
      if (userId !== null && (byPlayer.get(userId) ?? 0) >= caps.perPlayer) return null;
      total++;
      bump(byIp, ip, 1);
      if (userId !== null) bump(byPlayer, userId, 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        total--;
        bump(byIp, ip, -1);
        if (userId !== null) bump(byPlayer, userId, -1);
      };
    },
    open(): number {
      return total;
    },
  };
}

export type StreamGate = ReturnType<typeof createStreamGate>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's one stream gate (streamGateOf decorates it; buildApp does so first thing). */
    streamGate?: StreamGate;
  }
}

/**
 * The one gate of an app (every stream route counts against the same caps): decorated on the
 * app the first time it is asked for. buildApp asks before registering anything, so the gate
 * sits on the root instance and every route, the gauges and the shutdown read that one.
 */
export function streamGateOf(app: FastifyInstance, config: Config): StreamGate {
  if (!app.streamGate) {
    app.decorate(
      'streamGate',
      createStreamGate({
        perIp: config.STREAM_MAX_PER_IP,
        perPlayer: config.STREAM_MAX_PER_PLAYER,
        total: config.STREAM_MAX_TOTAL,
      }),
    );
  }
  return app.streamGate!;
}

/**
 * Admits a stream request or answers it with 429. The place is given back when the response
 * closes, whichever side ends it.
 */
export function admitStream(
  gate: StreamGate,
  req: FastifyRequest,
  reply: FastifyReply,
  userId: number | null,
): boolean {
  const release = gate.acquire(req.ip, userId);
  if (!release) {
    const lang = requestLanguage(undefined, req.headers['accept-language']);
    void reply
      .code(429)
      .header('retry-after', String(RETRY_AFTER_S))
      .send(fail(STATE_ERROR, t(lang, 'errors.tooManyStreams')));
    return false;
  }
  reply.raw.once('close', release);
  return true;
}

/**
 * The last frame of a stream the server ends while shutting down: the browser's EventSource
 * waits this long before it reconnects (to another instance), spread over a few seconds so the
 * streams of a stopping instance do not all land at once.
 */
export function shutdownRetryFrame(random = Math.random): string {
  return `retry: ${1000 + Math.floor(random() * 4000)}\n\n`;
}
