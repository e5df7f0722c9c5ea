// Serves the built studio on its own for a look in the browser: demo mode works as is; real
// mode needs a wallet (`--wallet http://127.0.0.1:3000` with that server's sandbox secret in
// PROVIDER_SECRET_SANDBOX). Pages get the same CSP Talih serves them under.
//   npm run build -w @talih/sandbox && node apps/sandbox/src/dev/preview.ts [--port 5180]
import { parseArgs } from 'node:util';
import Fastify from 'fastify';
import { registerSandboxStudio } from '../server/plugin.ts';

/** apps/server/src/http/security.ts's directives, as one header. */
export const TALIH_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "media-src 'self' data: blob:",
  "frame-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

export async function startPreview(
  port: number,
  walletBaseUrl: string,
  secret = process.env.PROVIDER_SECRET_SANDBOX ?? 'talih-sandbox-dev-secret-change-me',
  // A demo page opened without a currency in its URL: the one `--currency` names (ISO 4217).
  demoCurrency = 'EUR',
) {
  const app = Fastify({ logger: { level: 'warn' } });
  app.addHook('onSend', async (_req, reply) => {
    reply.header('content-security-policy', TALIH_CSP);
  });
  await registerSandboxStudio(app, {
    prefix: '/studio',
    providerCode: 'sandbox',
    secret,
    walletBaseUrl: () => walletBaseUrl,
    demoCurrency,
  });
  const address = await app.listen({ port, host: '127.0.0.1' });
  return { app, address };
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '5180' },
      wallet: { type: 'string', default: 'http://127.0.0.1:3000' },
      currency: { type: 'string', default: 'EUR' },
    },
  });
  const { address } = await startPreview(
    Number(values.port),
    values.wallet,
    undefined,
    values.currency,
  );
  console.log(`studio preview: ${address}/studio/play?game=slot&mode=demo`);
}
