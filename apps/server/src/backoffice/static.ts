// Serves the built back-office: hashed assets cached for a year, index.html for every other
// page path so the client router handles deep links (/enrol, /audit, ...).
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { STAFF_API_PREFIX } from '@talih/contracts/backoffice/call.ts';
import { fail, STATE_ERROR } from '@talih/contracts/envelope.ts';
import { requestLanguage, t } from '../http/i18n.ts';

export async function installBackofficeStatic(app: FastifyInstance, distDir: string) {
  const built = fs.existsSync(path.join(distDir, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      setHeaders(reply, filePath) {
        reply.header(
          'Cache-Control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler((req, reply) => {
    const isPage =
      (req.method === 'GET' || req.method === 'HEAD') &&
      !req.url.startsWith(`${STAFF_API_PREFIX}/`) &&
      !path.extname(req.url.split('?')[0] ?? '');
    if (isPage && built) return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    if (isPage) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The back-office is not built yet: run `npm run build` (npm start does it for you).');
    }
    const lang = requestLanguage(undefined, req.headers['accept-language']);
    return reply.code(404).send(fail(STATE_ERROR, t(lang, 'errors.notFound')));
  });
}
