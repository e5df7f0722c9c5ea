// The one place errors become answers. Domain errors and bad input answer HTTP 200 with the
// envelope and a message in the caller's language (a staff permission refusal HTTP 403, so it
// never counts as a server error); an oversized body answers 413; anything
// unexpected is logged with its stack and answered with a generic message, never the stack.
import type { FastifyError, FastifyInstance } from 'fastify';
import { fail, STATE_ERROR, STATE_FORBIDDEN } from '@talih/contracts/envelope.ts';
import { HTML_LANG, type Language } from '@talih/contracts/i18n.ts';
import { LedgerError } from '../ledger/errors.ts';
import { AppError } from './errors.ts';
import { JurisdictionRefusal } from '../jurisdiction/refusal.ts';
import { requestLanguage, t } from './i18n.ts';

/** Each list of message keys translated and joined the way the language writes a list. */
function translatedLists(lang: Language, lists: Record<string, string[]>) {
  return Object.fromEntries(
    Object.entries(lists).map(([name, keys]) => [
      name,
      new Intl.ListFormat(HTML_LANG[lang], { type: 'conjunction' }).format(
        keys.map((k) => t(lang, k)),
      ),
    ]),
  );
}

/** A refusal below the HTTP layer that carries its message key, or null. */
function refusalOf(error: unknown): Pick<JurisdictionRefusal, 'messageKey' | 'vars'> | null {
  if (error instanceof JurisdictionRefusal) return error;
  if (error instanceof LedgerError && error.messageKey) {
    return { messageKey: error.messageKey, vars: error.vars };
  }
  return null;
}

/** `currency`: the deployment's, for amounts in messages (limits, offers). */
export function installErrorHandler(app: FastifyInstance, currency?: string) {
  app.setErrorHandler((error: FastifyError | AppError | Error, req, reply) => {
    const lang = req.lang ?? requestLanguage(undefined, req.headers['accept-language']);
    if (error instanceof AppError) {
      const msg =
        error.key === 'errors.validation' && typeof error.vars.message === 'string'
          ? error.vars.message
          : t(
              lang,
              error.key,
              { ...error.vars, ...translatedLists(lang, error.keyLists) },
              currency,
            );
      return reply.code(error.state === STATE_FORBIDDEN ? 403 : 200).send(fail(error.state, msg));
    }
    // A movement player protection refused (limit, exclusion, session time), or what the
    // jurisdiction pack refuses (country, phone code): the reason.
    const refusal = refusalOf(error);
    if (refusal) {
      return reply
        .code(200)
        .send(fail(STATE_ERROR, t(lang, refusal.messageKey, refusal.vars, currency)));
    }
    const code = (error as FastifyError).code;
    const status = (error as FastifyError).statusCode ?? 500;
    if (code === 'FST_ERR_CTP_BODY_TOO_LARGE' || status === 413) {
      return reply.code(413).send(fail(STATE_ERROR, t(lang, 'errors.bodyTooLarge')));
    }
    if (status >= 400 && status < 500) {
      // Malformed JSON, an unsupported content type, a bad header: the caller's mistake.
      req.log.info({ code, err: error.message }, 'rejected request');
      return reply.code(200).send(fail(STATE_ERROR, t(lang, 'errors.badJson')));
    }
    req.log.error({ err: error }, 'unhandled error');
    return reply.code(200).send(fail(STATE_ERROR, t(lang, 'errors.internal')));
  });
}
