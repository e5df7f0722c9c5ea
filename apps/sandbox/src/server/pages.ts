// The built browser client: hashed assets from `distDir` (cached for a year), the two pages
// at `{prefix}/play` and `{prefix}/verify` (never cached, so a new build is picked up at once).
// Without a build the pages answer a plain 503 saying how to make one.
import fs from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { playerMessage } from './messages.ts';

const NOT_BUILT =
  'The sandbox studio client is not built yet: run `npm run build -w @talih/sandbox` ' +
  '(`npm run build` builds it with the web app).';

const PAGES = ['play', 'verify'] as const;

export async function registerPages(app: FastifyInstance, distDir: string, prefix: string) {
  async function sendPage(name: (typeof PAGES)[number], reply: FastifyReply) {
    let html: string;
    try {
      // Read per request: a rebuild while the server runs is served without a restart.
      html = await fs.readFile(path.join(distDir, `${name}.html`), 'utf8');
    } catch {
      return reply.code(503).type('text/plain; charset=utf-8').send(NOT_BUILT);
    }
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  }

  for (const name of PAGES) {
    app.get(`/${name}`, (_req, reply) => sendPage(name, reply));
    app.get(`/${name}.html`, (_req, reply) => sendPage(name, reply));
  }
  // The bare prefix opens the game the query asks for.
  app.get('/', (req, reply) => {
    const query = req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : '';
    return reply.redirect(`${prefix}/play${query}`);
  });

  await app.register(fastifyStatic, {
    root: path.resolve(distDir),
    // Another @fastify/static (Talih's web app) may already own reply.sendFile.
    decorateReply: false,
    index: false,
    // Looked up per request, so a build made after start is served too.
    wildcard: true,
    suppressWarning: true,
    setHeaders(reply, filePath) {
      reply.header(
        'cache-control',
        filePath.includes(`${path.sep}assets${path.sep}`)
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
      );
    },
  });

  app.setNotFoundHandler(async (req: FastifyRequest, reply: FastifyReply) => {
    const isGet = req.method === 'GET' || req.method === 'HEAD';
    const urlPath = req.url.split('?')[0] ?? '';
    if (isGet && !urlPath.startsWith(`${prefix}/api/`) && !(await isBuilt(distDir))) {
      return reply.code(503).type('text/plain; charset=utf-8').send(NOT_BUILT);
    }
    return reply
      .code(404)
      .send({ error: { code: 'NOT_FOUND', message: playerMessage('NOT_FOUND', 'tk') } });
  });
}

async function isBuilt(distDir: string): Promise<boolean> {
  try {
    await fs.access(path.join(distDir, 'play.html'));
    return true;
  } catch {
    return false;
  }
}
