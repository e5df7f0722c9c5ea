// Request plumbing shared by the studio's routes: body validation, loading the caller's session,
// and turning a StudioError into `{ error: { code, message } }` in the session's language.
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { StudioContext } from './context.ts';
import { StudioError } from './errors.ts';
import { toLang, type Lang } from './lang.ts';
import { playerMessage } from './messages.ts';
import type { Session } from './sessions.ts';

/** The language errors of this request are told in, once the session (or body) names it. */
const requestLangs = new WeakMap<FastifyRequest, Lang>();

export const sessionIdField = z.string().regex(/^[0-9a-f]{32}$/);

export function parse<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw new StudioError('BAD_INPUT');
  return result.data;
}

export function rememberLang(req: FastifyRequest, lang: Lang): void {
  requestLangs.set(req, lang);
}

/** The session the body's sessionId names (SESSION_NOT_FOUND otherwise). */
export function sessionOf(ctx: StudioContext, req: FastifyRequest): Session {
  const { sessionId } = parse(z.object({ sessionId: sessionIdField }).loose(), req.body);
  const session = ctx.sessions.get(sessionId);
  requestLangs.set(req, session.lang);
  return session;
}

export function installStudioErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | StudioError | Error, req, reply) => {
    const bodyLang = (req.body as { lang?: unknown } | undefined)?.lang;
    const lang = requestLangs.get(req) ?? toLang(bodyLang);
    if (error instanceof StudioError) {
      return reply.code(error.status).send({
        error: { code: error.code, message: playerMessage(error.code, lang, error.vars) },
        ...(error.balanceMinor !== undefined ? { balanceMinor: error.balanceMinor } : {}),
      });
    }
    const status = (error as FastifyError).statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Malformed JSON, a wrong content type, an oversized body: the caller's mistake.
      return reply
        .code(status === 413 ? 413 : 400)
        .send({ error: { code: 'BAD_INPUT', message: playerMessage('BAD_INPUT', lang) } });
    }
    req.log.error({ err: error }, 'sandbox studio: unhandled error');
    return reply
      .code(500)
      .send({ error: { code: 'WALLET_ERROR', message: playerMessage('WALLET_ERROR', lang) } });
  });
}
