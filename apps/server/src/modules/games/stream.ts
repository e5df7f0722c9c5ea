// GET /api/stream: server-sent events to a logged-in browser, so the header balance follows a
// bet, a win or a claim without a reload. Events come from the cache's pub/sub, so with Redis
// every instance hears a movement made on any other (or by the CLI).
import type { FastifyInstance } from 'fastify';
import type { StreamEvent } from '@talih/contracts/games.ts';
import { fail, STATE_UNAUTHORIZED } from '@talih/contracts/envelope.ts';
import { minorToNumber } from '@talih/contracts/money.ts';
import { requestLanguage, t } from '../../http/i18n.ts';
import { admitStream, shutdownRetryFrame, streamGateOf } from '../../http/stream-gate.ts';
import { userChannel } from '../../ledger/ledger.ts';
import { playerCashMinor } from '../../ledger/queries.ts';
import type { Services } from '../../services.ts';
import { checkToken, tokenFromHeaders } from '../../sessions/sessions.ts';

export const STREAM_PATH = '/api/stream';

/** The user channel carries balances and, since the support inbox, staff answers. */
function eventNameOf(message: string): 'balance' | 'support' {
  try {
    return (JSON.parse(message) as { type?: unknown }).type === 'support' ? 'support' : 'balance';
  } catch {
    return 'balance';
  }
}
const PING_MS = 25_000;

export function registerStream(app: FastifyInstance, services: Services) {
  const open = new Set<(lastFrame?: string) => void>();
  const gate = streamGateOf(app, services.config);
  // Streams never go idle, so shutdown ends them itself rather than wait for the browser.
  app.addHook('preClose', async () => {
    for (const end of open) end(shutdownRetryFrame());
  });

  app.get(STREAM_PATH, async (req, reply) => {
    const check = await checkToken(
      services.db,
      tokenFromHeaders(req.headers),
      services.config.SESSION_IDLE_TIMEOUT_MINUTES * 60_000,
    );
    if (check.status !== 'ok') {
      const lang = requestLanguage(undefined, req.headers['accept-language']);
      return reply.code(401).send(fail(STATE_UNAUTHORIZED, t(lang, 'errors.unauthorized')));
    }
    const { userId } = check.session;
    if (!admitStream(gate, req, reply, userId)) return reply;
    reply.hijack();
    const res = reply.raw;
    // A hijacked reply skips Fastify's hooks: carry over the CORS and security headers they set.
    res.writeHead(200, {
      ...(reply.getHeaders() as Record<string, string>),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    const send = (event: StreamEvent) => {
      res.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
    };
    const unsubscribe = await services.cache.subscribe(userChannel(userId), (message) => {
      res.write(`event: ${eventNameOf(message)}\ndata: ${message}\n\n`);
    });
    const ping = setInterval(() => send({ type: 'ping', time: Date.now() }), PING_MS);
    let ended = false;
    const end = (lastFrame?: string) => {
      if (ended) return;
      ended = true;
      clearInterval(ping);
      open.delete(end);
      void unsubscribe();
      res.end(lastFrame);
    };
    open.add(end);
    req.raw.on('close', () => end());
    send({
      type: 'balance',
      totalAssets: minorToNumber(await playerCashMinor(services.db, userId)),
      reason: 'hello',
    });
  });
}
