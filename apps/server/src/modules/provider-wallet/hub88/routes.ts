// POST <HUB88_WALLET_BASE>/{user/info,user/balance,transaction/bet,transaction/win,
// transaction/rollback}: the wallet Hub88 calls. Every answer is HTTP 200 with an RS_* status;
// nothing is read or moved before X-Hub88-Signature is verified over the raw body; a repeated
// request_uuid answers the first answer (docs/hub88.md "Wallet rules").
import { createHash } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Services } from '../../../services.ts';
import { countWalletError } from '../error-counter.ts';
import {
  HUB88_SIGNATURE_HEADER,
  HUB88_STUDIO,
  HUB88_WALLET_ACTIONS,
  parseHub88,
  type Hub88Answer,
  type Hub88WalletAction,
} from '../../../adapters/games/hub88/protocol.ts';
import { hub88SignatureMatches, publicKeyOf } from '../../../adapters/games/hub88/signature.ts';
import * as wallet from './wallet.ts';

const BODY_LIMIT_BYTES = 16 * 1024;

export function registerHub88Wallet(app: FastifyInstance, services: Services) {
  const settings = services.config.hub88;
  const hub88Key = publicKeyOf(settings.publicKeyPem);
  void app.register(
    async (scope) => {
      // The signature covers the exact bytes sent, so the body stays a string until verified.
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser(
        '*',
        { parseAs: 'string', bodyLimit: BODY_LIMIT_BYTES },
        (_r, b, done) => done(null, b),
      );
      scope.setErrorHandler(async (error, req, reply) => {
        req.log.warn({ err: error }, 'hub88 wallet request refused');
        return reply.code(200).send({ status: 'RS_ERROR_WRONG_SYNTAX' } satisfies Hub88Answer);
      });
      for (const action of HUB88_WALLET_ACTIONS) {
        scope.post(`/${action}`, async (req) => {
          const raw = typeof req.body === 'string' ? req.body : '';
          if (!hub88SignatureMatches(raw, req.headers[HUB88_SIGNATURE_HEADER], hub88Key)) {
            await count(services, req.log, 'RS_ERROR_INVALID_SIGNATURE');
            return { status: 'RS_ERROR_INVALID_SIGNATURE' } satisfies Hub88Answer;
          }
          const answer = await answerOf(services, action, raw, req.log);
          if (answer.status !== 'RS_OK') await count(services, req.log, answer.status);
          return answer;
        });
      }
    },
    { prefix: settings.walletBase },
  );
}

async function count(services: Services, log: FastifyBaseLogger, status: string) {
  await countWalletError(services.db, HUB88_STUDIO, status).catch((error: unknown) =>
    log.warn({ err: error }, 'wallet error not counted'),
  );
}

/** Replays answer what was answered first; a balance is read fresh every time. */
const REMEMBERED = new Set<Hub88WalletAction>([
  'user/info',
  'transaction/bet',
  'transaction/win',
  'transaction/rollback',
]);

export async function answerOf(
  services: Services,
  action: Hub88WalletAction,
  raw: string,
  log: FastifyBaseLogger,
): Promise<Hub88Answer> {
  const parsed = parseHub88(action, raw);
  if (!parsed.ok) {
    const partial = (parsed.partial ?? {}) as { user?: unknown; request_uuid?: unknown };
    return wallet.refusalAnswer(services, parsed.status, partial);
  }
  const body = parsed.body;
  const remember = REMEMBERED.has(action);
  const bodySha256 = createHash('sha256').update(raw).digest('hex');
  if (remember) {
    const first = await firstAnswer(services, body.request_uuid);
    if (first) {
      return first.body_sha256 === bodySha256
        ? (JSON.parse(first.answer) as Hub88Answer)
        : wallet.refusalAnswer(services, 'RS_ERROR_DUPLICATE_TRANSACTION', body);
    }
  }
  let answer: Hub88Answer;
  try {
    answer = await run(services, action, body);
  } catch (error) {
    const status = wallet.statusOf(error, action);
    if (!status) {
      log.error({ err: error, action }, 'hub88 wallet call failed');
      return wallet.refusalAnswer(services, 'RS_ERROR_UNKNOWN', body);
    }
    answer = await wallet.refusalAnswer(services, status, body);
  }
  // RS_ERROR_UNKNOWN may be a passing fault: a replay is worked out again.
  if (!remember || answer.status === 'RS_ERROR_UNKNOWN') return answer;
  return remembered(services, action, body.request_uuid, bodySha256, answer);
}

function run(services: Services, action: Hub88WalletAction, body: unknown) {
  switch (action) {
    case 'user/info':
      return wallet.userInfo(services, body as never);
    case 'user/balance':
      return wallet.userBalance(services, body as never);
    case 'transaction/bet':
      return wallet.bet(services, body as never);
    case 'transaction/win':
      return wallet.win(services, body as never);
    case 'transaction/rollback':
      return wallet.rollback(services, body as never);
  }
}

function firstAnswer(services: Services, requestUuid: string) {
  return services.db
    .selectFrom('hub88_requests')
    .select(['body_sha256', 'answer'])
    .where('request_uuid', '=', requestUuid)
    .executeTakeFirst();
}

/** Keeps the answer unless a concurrent twin kept one first; answers whichever was kept. */
async function remembered(
  services: Services,
  action: Hub88WalletAction,
  requestUuid: string,
  bodySha256: string,
  answer: Hub88Answer,
): Promise<Hub88Answer> {
  const inserted = await services.db
    .insertInto('hub88_requests')
    .values({
      request_uuid: requestUuid,
      action,
      body_sha256: bodySha256,
      answer: JSON.stringify(answer),
      created_at: Date.now(),
    })
    .onConflict((oc) => oc.column('request_uuid').doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) > 0) return answer;
  const first = await firstAnswer(services, requestUuid);
  return first && first.body_sha256 === bodySha256
    ? (JSON.parse(first.answer) as Hub88Answer)
    : answer;
}
