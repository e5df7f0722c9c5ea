// POST /provider/v1/:provider/:action — the wallet API game studios call. The raw body is
// kept for the signature check, every answer is HTTP 200 with {status: 'OK' | 'ERROR', ...},
// and nothing is read or moved before the signature is verified.
import type { FastifyInstance } from 'fastify';
import {
  PROVIDER_ACTIONS,
  PROVIDER_WALLET_PREFIX,
  providerRequests,
  SIGNATURE_HEADER,
  type ProviderAction,
  type ProviderAnswer,
} from '@talih/contracts/provider-wallet.ts';
import type { Services } from '../../services.ts';
import * as actions from './service.ts';
import { countWalletError } from './error-counter.ts';
import { signatureMatches } from '../../crypto/body-signature.ts';

const BODY_LIMIT_BYTES = 16 * 1024;

export function registerProviderWallet(app: FastifyInstance, services: Services) {
  void app.register(async (scope) => {
    // The signature covers the exact bytes sent, so the body stays a string until verified.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'string', bodyLimit: BODY_LIMIT_BYTES },
      (_r, b, done) => done(null, b),
    );
    scope.setErrorHandler(async (error, req, reply) => {
      req.log.warn({ err: error }, 'provider wallet request refused');
      const { provider } = (req.params ?? {}) as { provider?: string };
      await count(services, req.log, provider ?? '?', 'BAD_REQUEST');
      return reply
        .code(200)
        .send({ status: 'ERROR', code: 'BAD_REQUEST' } satisfies ProviderAnswer);
    });

    scope.post<{ Params: { provider: string; action: string } }>(
      `${PROVIDER_WALLET_PREFIX}/:provider/:action`,
      async (req) => {
        const answer = await answerOf(services, req.params, req.body, req.headers, req.log);
        if (answer.status === 'ERROR') {
          await count(services, req.log, req.params.provider, answer.code);
        }
        return answer;
      },
    );
  });
}

async function count(
  services: Services,
  log: FastifyInstance['log'],
  provider: string,
  code: string,
) {
  // A provider name comes from the URL: names without a secret are counted as one, so random
  // names can't grow the table.
  const known = Object.hasOwn(services.config.providerSecrets, provider) ? provider : 'unknown';
  await countWalletError(services.db, known, code).catch((error: unknown) =>
    log.warn({ err: error }, 'wallet error not counted'),
  );
}

/** Verifies the signature, parses the body and runs the action. */
async function answerOf(
  services: Services,
  params: { provider: string; action: string },
  body: unknown,
  headers: Record<string, string | string[] | undefined>,
  log: FastifyInstance['log'],
): Promise<ProviderAnswer> {
  const { provider, action } = params;
  const secret = services.config.providerSecrets[provider];
  const raw = typeof body === 'string' ? body : '';
  if (!secret || !signatureMatches(raw, headers[SIGNATURE_HEADER], secret)) {
    return { status: 'ERROR', code: 'INVALID_SIGNATURE' };
  }
  if (!(PROVIDER_ACTIONS as readonly string[]).includes(action)) {
    return { status: 'ERROR', code: 'BAD_REQUEST' };
  }
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { status: 'ERROR', code: 'BAD_REQUEST' };
  }
  return handle(services, provider, action as ProviderAction, json, log);
}

async function handle(
  services: Services,
  provider: string,
  action: ProviderAction,
  json: unknown,
  log: FastifyInstance['log'],
): Promise<ProviderAnswer> {
  const parsed = providerRequests[action].safeParse(json);
  if (!parsed.success) return { status: 'ERROR', code: 'BAD_REQUEST' };
  const body = parsed.data;
  try {
    switch (action) {
      case 'authenticate':
        return await actions.authenticate(services, provider, body as never);
      case 'balance':
        return await actions.balance(services, provider, body as never);
      case 'bet':
        return await actions.bet(services, provider, body as never);
      case 'win':
        return await actions.win(services, provider, body as never);
      case 'rollback':
        return await actions.rollback(services, provider, body as never);
    }
  } catch (error) {
    const playerId = 'playerId' in body ? Number(body.playerId) : NaN;
    const refusal = await actions.refusalFor(
      services,
      error,
      Number.isSafeInteger(playerId) ? playerId : null,
    );
    if (refusal) return refusal;
    throw error;
  }
  log.error({ action }, 'unhandled provider action');
  return { status: 'ERROR', code: 'BAD_REQUEST' };
}
