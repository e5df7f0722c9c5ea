// JSON bodies: an empty body counts as `{}` (the seed's client posts bare calls), anything
// that is not JSON is the caller's mistake and answers the envelope, never a 500.
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.ts';

export function installJsonParser(app: FastifyInstance) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, {});
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new AppError('errors.badJson'), undefined);
    }
  });
}
