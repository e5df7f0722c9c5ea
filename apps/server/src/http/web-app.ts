// Serves the built web app: hashed assets cached for a year (pre-compressed .br/.gz when the
// build made them), index.html for every other GET so the client router handles deep links.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { fail, STATE_ERROR } from '@talih/contracts/envelope.ts';
import type { JurisdictionPack } from '@talih/contracts/jurisdiction.ts';
import { requestLanguage, t } from './i18n.ts';
import { compressedPage, homeIndexSource, pickEncoding } from './home-shell.ts';
import { indexWithGameShell, isGamePagePath } from './game-shell.ts';

// Paths the web app never owns: a miss there is a 404, not the app's index.html (so a switched-off
// sandbox page such as /payments/sandbox/card/<id> is plainly not served).
const SERVER_ONLY_PREFIXES = [
  '/provider/',
  '/api/',
  '/studio/',
  '/payments/',
  '/docs',
  '/healthz',
  '/readyz',
];

/**
 * index.html with the deployment's currency and phone codes in a meta tag, so the app's first
 * paint writes amounts in the right currency (apps/web/src/lib/deployment.ts reads it).
 */
export function indexWithDeployment(html: string, pack: JurisdictionPack): string {
  const data = JSON.stringify({
    currency: pack.currency,
    phoneCallingCodes: pack.phoneCallingCodes,
  }).replace(/"/g, '&quot;');
  return html.replace(
    '</head>',
    `  <meta name="talih-jurisdiction" content="${data}" />\n  </head>`,
  );
}

/** Subscribes a listener to changes of what the home shows; answers the unsubscribe. */
export type OnContentChange = (listener: () => void) => Promise<() => Promise<void>>;

/**
 * `onContentChange`: how the composition tells of a change of the catalogue or the banners (the
 * lobby's bus), so the home's page is made again.
 */
export async function installWebApp(
  app: FastifyInstance,
  distDir: string,
  pack: JurisdictionPack,
  onContentChange?: OnContentChange,
) {
  const indexPath = path.join(distDir, 'index.html');
  const built = fs.existsSync(indexPath);
  const indexHtml = built ? indexWithDeployment(fs.readFileSync(indexPath, 'utf8'), pack) : '';
  // The home carries its first screen and data (./home-shell.ts), a game page its own first
  // screen (./game-shell.ts); every other page is the plain one.
  const plainIndex = compressedPage(indexHtml);
  const gameIndex = built ? compressedPage(indexWithGameShell(indexHtml)) : plainIndex;
  const homeIndex = homeIndexSource(app, plainIndex);
  if (built) {
    // Made once the server listens, so the first visitor does not wait for it either.
    app.addHook('onListen', async () => void homeIndex.get());
    // A banner or a game changed: the next visitor gets a page made after the change.
    if (onContentChange) {
      const unsubscribe = await onContentChange(() => homeIndex.invalidate());
      app.addHook('onClose', async () => unsubscribe());
    }
  }
  if (built) {
    await app.register(fastifyStatic, {
      root: distDir,
      preCompressed: true,
      wildcard: false,
      index: false,
      // index.html goes out with the deployment's tag, from the handler below.
      allowedPath: (pathName) => pathName !== '/index.html',
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

  app.setNotFoundHandler(async (req, reply) => {
    const pathName = req.url.split('?')[0] ?? '';
    const isPage =
      (req.method === 'GET' || req.method === 'HEAD') &&
      !SERVER_ONLY_PREFIXES.some((p) => req.url.startsWith(p)) &&
      (!path.extname(pathName) || pathName === '/index.html');
    if (isPage && built) {
      const page =
        pathName === '/'
          ? await homeIndex.get()
          : isGamePagePath(pathName)
            ? gameIndex
            : plainIndex;
      const encoding = pickEncoding(req.headers['accept-encoding']);
      const vary = reply.getHeader('vary');
      reply
        .header('Cache-Control', 'no-cache')
        .header('Vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding')
        .type('text/html; charset=utf-8');
      if (encoding) reply.header('Content-Encoding', encoding);
      return reply.send(encoding ? page[encoding] : page.html);
    }
    if (isPage) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built yet: run `npm run build` (npm start does it for you).');
    }
    const lang = requestLanguage(undefined, req.headers['accept-language']);
    return reply.code(404).send(fail(STATE_ERROR, t(lang, 'errors.notFound')));
  });
}
