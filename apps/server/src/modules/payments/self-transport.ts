// Requests from this process to itself (the sandbox's simulators answering our adapters, and
// calling back our notification endpoints): over HTTP when the app listens, through inject()
// when it does not (tests). Absolute URLs go out over the network as usual.
import type { FastifyInstance } from 'fastify';
import { fetchTransport, type Transport } from '../../adapters/payments/outbound.ts';

export function listeningUrl(app: FastifyInstance): string | null {
  const address = app.server.listening ? app.server.address() : null;
  if (!address || typeof address === 'string') return null;
  const any = address.address === '0.0.0.0' || address.address === '::';
  const host = any
    ? '127.0.0.1'
    : address.family === 'IPv6'
      ? `[${address.address}]`
      : address.address;
  return `http://${host}:${address.port}`;
}

export function selfTransport(app: FastifyInstance): Transport {
  return async (request, timeoutMs) => {
    if (/^https?:\/\//.test(request.url)) return fetchTransport(request, timeoutMs);
    const base = listeningUrl(app);
    if (base) return fetchTransport({ ...request, url: `${base}${request.url}` }, timeoutMs);
    const res = await app.inject({
      method: request.method,
      url: request.url,
      headers: request.headers,
      payload: request.body,
    });
    return { status: res.statusCode, text: res.body };
  };
}
