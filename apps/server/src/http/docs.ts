// GET /docs: the OpenAPI document of every registered call, generated from the contracts in
// packages/contracts, as JSON (/docs/openapi.json) and as a readable page (/docs).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { CallDef } from '@talih/contracts/call.ts';

const envelopeOf = (result: z.ZodType) => ({
  type: 'object',
  required: ['state', 'msg', 'success', 'resultData'],
  properties: {
    state: { type: 'string', enum: ['200', '500', '401'] },
    msg: { type: 'string', description: "Shown to the player on '500', in their language." },
    success: { type: 'boolean' },
    resultData: z.toJSONSchema(result, { io: 'output', unrepresentable: 'any' }),
  },
});

export function openApiDocument(calls: readonly CallDef[]) {
  const paths: Record<string, unknown> = {};
  for (const call of [...calls].sort((a, b) => a.path.localeCompare(b.path))) {
    paths[call.path] = {
      post: {
        summary: call.summary,
        tags: [call.tag],
        security: call.auth === 'none' ? [] : [{ token: [] }],
        'x-auth': call.auth,
        requestBody: {
          required: false,
          content: {
            'application/json': {
              schema: z.toJSONSchema(call.body, { io: 'input', unrepresentable: 'any' }),
            },
          },
        },
        responses: {
          200: {
            description:
              "The envelope. state '200': resultData holds the answer; '500': msg says what went wrong; '401': log in again.",
            content: { 'application/json': { schema: envelopeOf(call.result) } },
          },
          413: { description: 'The body is larger than the limit.' },
        },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Talih API',
      version: '1',
      description:
        'Every call is POST with a JSON body and answers HTTP 200 with {state, msg, success, resultData}. The session token travels in both the Authorization and token headers.',
    },
    components: {
      securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization' } },
    },
    paths,
  };
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

export function installDocs(app: FastifyInstance, calls: readonly CallDef[]) {
  app.get('/docs/openapi.json', async () => openApiDocument(calls));
  app.get('/docs', async (_req, reply) => {
    const doc = openApiDocument(calls);
    const rows = Object.entries(doc.paths)
      .map(([p, op]) => {
        const post = (op as { post: { summary: string; 'x-auth': string; requestBody: unknown } })
          .post;
        return `<section><h2><code>POST ${escapeHtml(p)}</code> <small>${escapeHtml(post['x-auth'])}</small></h2><p>${escapeHtml(post.summary)}</p><details><summary>Body schema</summary><pre>${escapeHtml(JSON.stringify(post.requestBody, null, 2))}</pre></details></section>`;
      })
      .join('\n');
    return reply
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Talih API</title></head><body><h1>Talih API</h1><p>${escapeHtml(doc.info.description)} Machine-readable: <a href="/docs/openapi.json">/docs/openapi.json</a>.</p>${rows}</body></html>`,
      );
  });
}
