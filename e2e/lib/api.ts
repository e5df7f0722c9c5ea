// Direct calls to the server under test, for what a test cannot do through the page: read the
// sandbox SMS code, or set up a player quickly. Every call is a POST with the envelope answer.
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
 * A fresh Turkish mobile number (national part, 10 digits starting with 5) so reruns against
 * the same server never collide. /sms/send allows one send per phone a minute and 20 per IP an
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
