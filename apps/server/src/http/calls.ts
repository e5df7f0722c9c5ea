// Registers seed API calls from their contracts: POST only, body validated by the contract's
// zod schema, token checked per the call's `auth`, answer wrapped in the envelope. Errors are
// thrown and mapped by the one error handler (./error-handler.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { CallDef } from '@talih/contracts/call.ts';
import { ok } from '@talih/contracts/envelope.ts';
import type { Language } from '@talih/contracts/i18n.ts';
import type { Services } from '../services.ts';
import {
  checkToken,
  tokenFromHeaders,
  type AuthSession,
  type TokenCheck,
} from '../sessions/sessions.ts';
import { AppError, UnauthorizedError } from './errors.ts';
import { requestLanguage } from './i18n.ts';
import { validationMessage } from './validation.ts';

export interface CallContext<C extends CallDef> {
  body: z.output<C['body']>;
  lang: Language;
  auth: C['auth'] extends 'none' ? AuthSession | null : AuthSession;
  req: FastifyRequest;
  services: Services;
}

/** The envelope of a successful answer up to its resultData, as JSON.stringify writes it. */
const OK_ENVELOPE_HEAD = JSON.stringify(ok(0)).slice(0, -'0}'.length);

/**
 * A result already serialised to JSON, for a handler that answers the same bytes to many
 * requests (lobby search): sent inside the envelope as it is, not serialised again. The text
 * must be what JSON.stringify makes of a value the contract's result accepts. The whole
 * envelope is kept as UTF-8 bytes too: a string answer with Turkish letters is a two-byte
 * string that Node encodes again on every write, which cost a search as much as everything
 * else it did (52 against 26 µs of CPU for a 5 KB answer on a bare Node server).
 */
export class JsonText {
  readonly text: string;
  readonly envelope: Buffer;
  constructor(text: string) {
    this.text = text;
    this.envelope = Buffer.from(`${OK_ENVELOPE_HEAD}${text}}`);
  }
}

/** What checkToken answers for a call without a token. */
const NO_TOKEN: TokenCheck = { status: 'missing' };

export type CallHandler<C extends CallDef> = (
  ctx: CallContext<C>,
) => Promise<z.input<C['result']> | JsonText> | z.input<C['result']> | JsonText;

export interface CallRegistry {
  readonly calls: CallDef[];
  register<C extends CallDef>(contract: C, handler: CallHandler<C>): void;
}

export function createCallRegistry(app: FastifyInstance, services: Services): CallRegistry {
  const calls: CallDef[] = [];
  return {
    calls,
    register(contract, handler) {
      calls.push(contract);
      app.post(contract.path, async (req, reply) => {
        // Only a missing body counts as {}; a JSON null, array or scalar is refused by the schema.
        const rawBody: unknown = req.body === undefined ? {} : req.body;
        const bodyLang =
          rawBody && typeof rawBody === 'object' ? (rawBody as { lang?: unknown }).lang : undefined;
        const lang = requestLanguage(bodyLang, req.headers['accept-language']);
        req.lang = lang;

        // Most lobby calls come without a token: answered here without a promise to wait for.
        const token = tokenFromHeaders(req.headers);
        const check = token
          ? await checkToken(
              services.db,
              token,
              services.config.SESSION_IDLE_TIMEOUT_MINUTES * 60_000,
            )
          : NO_TOKEN;
        const session = check.status === 'ok' ? check.session : null;
        if (contract.auth !== 'none' && !session) {
          throw new UnauthorizedError(
            check.status === 'expired' || check.status === 'revoked'
              ? 'errors.tokenExpired'
              : 'errors.unauthorized',
          );
        }
        if (contract.auth === 'player' && session?.role !== 'player') {
          throw new UnauthorizedError('errors.playerOnly');
        }
        if (session) req.log = req.log.child({ userId: session.userId });

        const parsed = contract.body.safeParse(rawBody);
        if (!parsed.success) {
          throw new AppError('errors.validation', {
            message: validationMessage(lang, parsed.error, rawBody),
          });
        }
        const result = await handler({
          body: parsed.data as CallContext<typeof contract>['body'],
          lang,
          auth: session as CallContext<typeof contract>['auth'],
          req,
          services,
        });
        if (result instanceof JsonText) {
          reply.type('application/json; charset=utf-8');
          return result.envelope;
        }
        return ok(result ?? null);
      });
    },
  };
}

declare module 'fastify' {
  interface FastifyRequest {
    lang?: Language;
  }
}
