// Direct calls to the server under test, for what a test cannot do through the page: read the
// sandbox SMS code, or set up a player quickly. Every call is a POST with the envelope answer.
import http from 'node:http';
import { BASE_URL } from './browser.ts';

interface Envelope<T> {
  state: string;
  msg: string;
  resultData: T;
}

export async function api<T>(path: string, body: object, token?: string): Promise<T> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (token) headers.token = token;
  const res = await fetch(`${BASE_URL}${path}`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ appId: 2020, ...body }),
  });
  const envelope = (await res.json()) as Envelope<T>;
  if (envelope.state !== '200') {
    throw new Error(`${path} answered ${envelope.state}: ${envelope.msg}`);
  }
  return envelope.resultData;
}

/**
 * The same call made from another loopback address (e.g. 127.0.0.2), as a second player on
 * their own connection would: the server sees that address as the client IP. Rules that
 * compare players' IPs (a self-referral from the inviter's own IP earns nothing) need it,
 * since every other call of the run comes from one address.
 */
export function apiFrom<T>(
  localAddress: string,
  path: string,
  body: object,
  token?: string,
): Promise<T> {
  const url = new URL(path, BASE_URL);
  const payload = JSON.stringify({ appId: 2020, ...body });
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (token) headers.token = token;
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        // The server listens on IPv4; "localhost" could resolve to ::1.
        host: url.hostname === 'localhost' ? '127.0.0.1' : url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        headers,
        localAddress,
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (d: string) => (text += d));
        res.on('end', () => {
          const envelope = JSON.parse(text) as Envelope<T>;
          if (envelope.state !== '200') {
            reject(new Error(`${path} answered ${envelope.state}: ${envelope.msg}`));
          } else resolve(envelope.resultData);
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/**
 * A fresh Turkish mobile number (national part, 10 digits starting with 5) so reruns against
 * the same server never collide. /sms/send allows one send per phone per countdown and 20 per IP an
 * hour: each test file counts its sends.
 */
export function randomPhone(): string {
  let digits = '5';
  for (let i = 0; i < 9; i++) digits += Math.floor(Math.random() * 10);
  return digits;
}

/** The newest sandbox code sent to the phone (POST /sms/getTest). */
export function latestCode(phone: string): Promise<string> {
  return api<string>('/sms/getTest', { tel: phone });
}

export const PASSWORD = 'Talih2024ok';
