// Where this process answers itself (the sandbox studio mounted in it calls the wallet, and
// the free-spins job calls the studio, over real HTTP on loopback).
import type { FastifyInstance } from 'fastify';

/** This process's own loopback URL, once it listens. */
export function ownUrl(app: FastifyInstance): string {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the server is not listening');
  const any = address.address === '0.0.0.0' || address.address === '::';
  const host = any
    ? '127.0.0.1'
    : address.family === 'IPv6'
      ? `[${address.address}]`
      : address.address;
  return `http://${host}:${address.port}`;
}
