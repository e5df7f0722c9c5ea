// One signed call to Talih's provider wallet API, and nothing more: no retries here. The
// answer is either a well-formed wallet answer or "unanswered" — a timeout, a network error, a
// 5xx or a body we cannot read — because only then do we not know whether money moved.
import { createHmac } from 'node:crypto';
import { z } from 'zod';
import {
  PROVIDER_ERROR_CODES,
  PROVIDER_WALLET_PREFIX,
  SIGNATURE_HEADER,
  type ProviderAction,
  type ProviderAnswer,
  type ProviderRequest,
} from '@talih/contracts/provider-wallet.ts';

export const DEFAULT_WALLET_TIMEOUT_MS = 3000;

export interface TransportOptions {
  /** Read on every call: Talih's address may only be known once it listens. */
  baseUrl: () => string;
  providerCode: string;
  secret: string;
  timeoutMs?: number;
}

export type SendResult =
  { kind: 'answered'; answer: ProviderAnswer } | { kind: 'unanswered'; reason: string };

const amount = z.string().regex(/^-?(0|[1-9]\d*)\.\d{2}$/);
const answerSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('OK'),
    balance: amount,
    currency: z.string().min(1),
    transactionId: z.string().optional(),
    playerId: z.string().optional(),
    nickname: z.string().optional(),
    gameLimits: z
      .object({
        stakeMax: amount.nullable(),
        roundMinMs: z.number().int().min(0).max(60_000).nullable(),
        autoplay: z.boolean(),
      })
      .optional(),
  }),
  z.object({
    status: z.literal('ERROR'),
    code: z.enum(PROVIDER_ERROR_CODES),
    balance: amount.optional(),
  }),
]);

/** Hex HMAC-SHA256 of the exact bytes sent: what Talih recomputes to trust the call. */
export function signBody(rawBody: string, secret: string): string {
  return createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex');
}

export type Transport = <A extends ProviderAction>(
  action: A,
  request: ProviderRequest<A>,
) => Promise<SendResult>;

export function createTransport(options: TransportOptions): Transport {
  const timeoutMs = options.timeoutMs ?? DEFAULT_WALLET_TIMEOUT_MS;
  return async (action, request) => {
    const rawBody = JSON.stringify(request);
    let response: Response;
    let text: string;
    try {
      // Inside the try: a base URL that cannot be had yet (Talih not listening) is one more
      // way for a call to go unanswered, never an exception that loses a win.
      const base = options.baseUrl().replace(/\/+$/, '');
      const url = `${base}${PROVIDER_WALLET_PREFIX}/${encodeURIComponent(options.providerCode)}/${action}`;
      response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [SIGNATURE_HEADER]: signBody(rawBody, options.secret),
        },
        body: rawBody,
        signal: AbortSignal.timeout(timeoutMs),
      });
      // The body is read under the same timeout: a wallet that sends headers and then stalls
      // has not answered either.
      text = await response.text();
    } catch (error) {
      const name = error instanceof Error ? error.name : 'Error';
      const detail = error instanceof Error ? error.message : String(error);
      return {
        kind: 'unanswered',
        reason: name === 'TimeoutError' ? `timeout after ${timeoutMs} ms` : `${name}: ${detail}`,
      };
    }
    if (response.status >= 500) return { kind: 'unanswered', reason: `HTTP ${response.status}` };
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return { kind: 'unanswered', reason: `HTTP ${response.status}, body is not JSON` };
    }
    const parsed = answerSchema.safeParse(json);
    if (!parsed.success) {
      return { kind: 'unanswered', reason: `HTTP ${response.status}, not a wallet answer` };
    }
    return { kind: 'answered', answer: parsed.data };
  };
}
