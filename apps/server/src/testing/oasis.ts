// The OASIS WS simulator behind a real HTTPS server on 127.0.0.1 that asks for the operator's
// client certificate, as OASIS WS does (adapters/registers/fixtures/oasis: a test CA, the
// server's certificate, the client's PKCS#12). It records what it was asked. Tests only.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import type { TLSSocket } from 'node:tls';
import { oasisSimAnswer } from '@talih/sandbox/vendors/oasis.ts';

export const oasisFixture = (name: string) =>
  readFileSync(new URL(`../adapters/registers/fixtures/oasis/${name}`, import.meta.url));

export const OASIS_FIXTURE_PATH = (name: string) =>
  new URL(`../adapters/registers/fixtures/oasis/${name}`, import.meta.url).pathname;

export interface OasisSeen {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  answer: string;
  status: number;
  /** The client certificate's common name, as the server verified it. */
  clientCert: string | null;
}

export interface OasisHttpsSimulator {
  /** https://127.0.0.1:<port>/oasisws */
  url: string;
  seen: OasisSeen[];
  close(): Promise<void>;
}

export async function startOasisHttpsSimulator(): Promise<OasisHttpsSimulator> {
  const seen: OasisSeen[] = [];
  const pending = new Set<NodeJS.Timeout>();
  const server = createServer(
    {
      key: oasisFixture('server.key'),
      cert: oasisFixture('server.pem'),
      ca: oasisFixture('ca.pem'),
      requestCert: true,
      rejectUnauthorized: true,
      minVersion: 'TLSv1.2',
    },
    (req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        const said =
          req.method === 'POST' && req.url === '/oasisws/spielerstatus'
            ? oasisSimAnswer(req.headers, body)
            : { status: 404, body: '', delayMs: 0 };
        const peer = (req.socket as TLSSocket).getPeerCertificate();
        const cn = peer?.subject?.CN;
        seen.push({
          path: req.url ?? '',
          headers: req.headers,
          body,
          answer: said.body,
          status: said.status,
          clientCert: typeof cn === 'string' ? cn : null,
        });
        const send = () => {
          res.writeHead(said.status, { 'content-type': 'text/plain; charset=UTF-8' });
          res.end(said.body);
        };
        if (said.delayMs === 0) return send();
        const t = setTimeout(() => {
          pending.delete(t);
          send();
        }, said.delayMs);
        pending.add(t);
      });
    },
  );
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `https://127.0.0.1:${port}/oasisws`,
    seen,
    async close() {
      for (const t of pending) clearTimeout(t);
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    },
  };
}
