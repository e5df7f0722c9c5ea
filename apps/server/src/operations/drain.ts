// The first step of a graceful shutdown. The listener stops taking new connections at once
// (a client or load balancer gets "connection refused" and goes to another instance: nothing
// was sent, so nothing is lost) and keep-alive connections idle for a while are closed, while
// connections in use are still served for up to SHUTDOWN_DRAIN_MS, each answer closing its
// connection; /readyz answers 503 meanwhile. Only then does Fastify close: Node closes the
// connections that are idle at that moment, and a keep-alive socket closed just as its client
// sends the next request leaves that request without an answer; a busy client's socket is
// never idle for long, so it is closed by its own last answer instead.
import net from 'node:net';
import type { FastifyInstance } from 'fastify';

/** A keep-alive connection without a request for this long is closed when the drain starts. */
const IDLE_CLOSE_MS = 100;

interface Use {
  active: number;
  lastUsed: number;
}

/** The app's drain: whether it has begun, and each open connection's use. */
interface DrainState {
  draining: boolean;
  uses: Map<net.Socket, Use>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Decorated by installDrain. */
    drainState?: DrainState;
  }
}

/**
 * Connections the drain closed (our side) while idle: a mark on the socket itself, which
 * onRequest reads from the request's socket; it goes with the socket.
 */
const endedByDrain = new WeakSet<net.Socket>();

export function isDraining(app: FastifyInstance): boolean {
  return app.drainState?.draining === true;
}

export function installDrain(app: FastifyInstance) {
  const uses = new Map<net.Socket, Use>();
  const state: DrainState = { draining: false, uses };
  app.decorate('drainState', state);
  app.server.on('connection', (socket: net.Socket) => {
    uses.set(socket, { active: 0, lastUsed: Date.now() });
    socket.once('close', () => uses.delete(socket));
  });
  app.server.on('request', (req, res) => {
    const use = uses.get(req.socket);
    if (!use) return;
    use.active++;
    res.once('close', () => {
      use.active--;
      use.lastUsed = Date.now();
    });
  });
  // Callback-style hooks, not async: every request passes here.
  app.addHook('onSend', (_req, reply, payload, done) => {
    if (state.draining) reply.header('connection', 'close');
    done(null, payload);
  });
  // A request that crossed our closing of its idle connection can't be answered any more (the
  // client sees the connection end): it must not run either, or it would commit unanswered.
  app.addHook('onRequest', (req, reply, done) => {
    if (!endedByDrain.has(req.raw.socket)) return done();
    reply.hijack();
    req.raw.socket.destroy();
    done();
  });
}

function closeLongIdle(app: FastifyInstance) {
  const now = Date.now();
  for (const [socket, use] of app.drainState?.uses ?? []) {
    if (use.active === 0 && now - use.lastUsed >= IDLE_CLOSE_MS) {
      endedByDrain.add(socket);
      socket.end();
    }
  }
}

function openConnections(app: FastifyInstance): Promise<number> {
  return new Promise((resolve) => app.server.getConnections((_err, count) => resolve(count)));
}

/**
 * Stops accepting and waits until the open connections are down to `keep` (the event streams,
 * which Fastify's close ends with a retry hint) or `drainMs` has passed.
 */
export async function drain(app: FastifyInstance, drainMs: number, keep: () => number) {
  if (!app.drainState) throw new Error('the drain is not installed on this app (installDrain)');
  app.drainState.draining = true;
  // net.Server's close, not http.Server's: that one would also drop the idle connections now.
  if (app.server.listening) net.Server.prototype.close.call(app.server);
  closeLongIdle(app);
  const until = Date.now() + drainMs;
  while (Date.now() < until && (await openConnections(app)) > keep()) {
    await new Promise((r) => setTimeout(r, 20));
  }
}
