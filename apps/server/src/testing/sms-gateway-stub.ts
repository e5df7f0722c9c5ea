// A stand-in SMS gateway on 127.0.0.1 that speaks the protocol of adapters/sms/http-gateway.ts:
// it checks the signature and the timestamp, records what it accepted (once per idempotency
// key), and can be told to answer 500, 400 or nothing for the next requests.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  SMS_IDEMPOTENCY_HEADER,
  SMS_SIGNATURE_HEADER,
  SMS_TIMESTAMP_HEADER,
  smsSignatureMatches,
} from '../adapters/sms/http-gateway.ts';

export interface StubMessage {
  id: string;
  to: string;
  from: string;
  text: string;
}

export type StubBehaviour = 'ok' | 'error500' | 'error400' | 'hang';

export interface SmsGatewayStub {
  url: string;
  /** Messages accepted, once per idempotency key. */
  messages: StubMessage[];
  /** Every request seen: its idempotency key and how it was answered. */
  requests: { key: string; answered: number | 'hung' }[];
  /** Answers of the next requests, in order; after them, 'ok'. */
  script: StubBehaviour[];
  close(): Promise<void>;
}

const SKEW_MS_MAX = 5 * 60 * 1000;

export async function startSmsGatewayStub(secret: string): Promise<SmsGatewayStub> {
  const stub = { messages: [], requests: [], script: [] } as unknown as SmsGatewayStub;
  const hung = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => (raw += c));
    req.on('end', () => {
      const key = String(req.headers[SMS_IDEMPOTENCY_HEADER] ?? '');
      const behaviour = stub.script.shift() ?? 'ok';
      const answer = (status: number) => {
        stub.requests.push({ key, answered: status });
        res.writeHead(status, { 'content-type': 'application/json' }).end('{}');
      };
      if (behaviour === 'hang') {
        stub.requests.push({ key, answered: 'hung' });
        hung.add(res);
        return;
      }
      if (behaviour === 'error500') return answer(500);
      if (behaviour === 'error400') return answer(400);
      const timestamp = String(req.headers[SMS_TIMESTAMP_HEADER] ?? '');
      const signature = String(req.headers[SMS_SIGNATURE_HEADER] ?? '');
      if (
        req.method !== 'POST' ||
        !key ||
        Math.abs(Date.now() - Number(timestamp)) > SKEW_MS_MAX ||
        !smsSignatureMatches(secret, timestamp, raw, signature)
      ) {
        return answer(401);
      }
      const message = JSON.parse(raw) as StubMessage;
      if (message.id !== key) return answer(400);
      if (!stub.messages.some((m) => m.id === key)) stub.messages.push(message);
      answer(200);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  stub.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`;
  stub.close = async () => {
    for (const res of hung) res.destroy();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  };
  return stub;
}
