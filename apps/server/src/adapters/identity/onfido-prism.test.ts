// Our Onfido adapter against a mock server that Stoplight Prism generates from Onfido's official
// OpenAPI specification (github.com/onfido/onfido-openapi-spec, MIT): the applicant created, the
// workflow run opened with its capture link, the check and its reports read back. Every request
// the adapter sends must validate against the specification: Prism reports a request that
// doesn't in its `sl-violations` header, which a recording proxy between the adapter and Prism
// collects, and any request violation fails the test. Prism starts once for this file, on
// 127.0.0.1; nothing leaves the machine.
//
// The specification is not committed (it is fetched public material; see
// adapters/identity/fixtures/README.md): the test reads it from ONFIDO_OPENAPI_SPEC, or from
// shared/vendor/onfido/openapi.json beside the repository, and is skipped, saying so, when
// neither is there.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onfidoVendor } from './onfido.ts';

const REPO = path.resolve(import.meta.dirname, '../../../../..');
const SPEC = [
  process.env.ONFIDO_OPENAPI_SPEC,
  path.resolve(REPO, '../shared/vendor/onfido/openapi.json'),
].find((p): p is string => !!p && fs.existsSync(p));
const PRISM = path.join(REPO, 'node_modules/.bin/prism');

if (!SPEC) {
  console.warn(
    "onfido-prism.test: skipped: Onfido's OpenAPI specification is not here " +
      '(set ONFIDO_OPENAPI_SPEC, or put it at shared/vendor/onfido/openapi.json beside the repository)',
  );
}

interface Violation {
  location: string[];
  severity: string;
  code: string;
  message: string;
}

interface Seen {
  method: string;
  path: string;
  status: number;
  body: unknown;
  violations: Violation[];
}

async function freePort(): Promise<number> {
  const s = http.createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const { port } = s.address() as AddressInfo;
  await new Promise((r) => s.close(r));
  return port;
}

/** Prism's mock, listening once it says so (or failing with what it printed). */
async function startPrism(spec: string, port: number): Promise<ChildProcess> {
  const child = spawn(PRISM, ['mock', '-h', '127.0.0.1', '-p', String(port), spec], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`prism did not start:\n${out}`)), 60_000);
    const read = (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('Prism is listening')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`prism exited ${code}:\n${out}`));
    });
  });
  child.removeAllListeners('exit');
  return child;
}

/**
 * Forwards to Prism and records each exchange with Prism's violations. One liberty with the
 * mock's answers: a check Prism shows "in_progress" is shown "complete", so the adapter goes on
 * to read the check's reports (the request for them still goes to Prism and is validated).
 */
function recordingProxy(target: number, seen: Seen[]) {
  return http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const fwd = http.request(
        {
          host: '127.0.0.1',
          port: target,
          method: req.method,
          path: req.url,
          headers: req.headers,
        },
        (pr) => {
          const body: Buffer[] = [];
          pr.on('data', (c: Buffer) => body.push(c));
          pr.on('end', () => {
            let text = Buffer.concat(body).toString('utf8');
            const header = pr.headers['sl-violations'];
            const violations = header ? (JSON.parse(String(header)) as Violation[]) : [];
            let parsed: unknown;
            try {
              parsed = JSON.parse(text);
            } catch {
              parsed = text;
            }
            if (req.method === 'GET' && /^\/checks\/[^/?]+$/.test(req.url ?? '')) {
              parsed = { ...(parsed as object), status: 'complete', result: 'consider' };
              text = JSON.stringify(parsed);
            }
            seen.push({
              method: req.method ?? '',
              path: req.url ?? '',
              status: pr.statusCode ?? 0,
              body: parsed,
              violations,
            });
            const headers = { ...pr.headers };
            delete headers['content-length'];
            delete headers['sl-violations'];
            res.writeHead(pr.statusCode ?? 502, headers);
            res.end(text);
          });
        },
      );
      fwd.on('error', (err) => {
        res.writeHead(502);
        res.end(String(err));
      });
      fwd.end(Buffer.concat(chunks));
    });
  });
}

describe.skipIf(!SPEC)("the Onfido adapter against Prism's mock of the official spec", () => {
  let prism: ChildProcess;
  let proxy: http.Server;
  let apiUrl: string;
  const seen: Seen[] = [];
  const requestViolations = () =>
    seen.flatMap((s) =>
      s.violations
        .filter((v) => v.location[0] === 'request')
        .map((v) => `${s.method} ${s.path}: ${v.message}`),
    );

  beforeAll(async () => {
    const port = await freePort();
    prism = await startPrism(SPEC!, port);
    proxy = recordingProxy(port, seen);
    await new Promise<void>((r) => proxy.listen(0, '127.0.0.1', r));
    apiUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  }, 90_000);

  afterAll(async () => {
    proxy?.closeAllConnections();
    await new Promise((r) => (proxy ? proxy.close(r) : r(null)));
    if (prism && prism.exitCode === null) {
      const exited = new Promise((r) => prism.once('exit', r));
      prism.kill('SIGTERM');
      await exited;
    }
  });

  const vendor = (apiToken = 'api_sandbox.prism-token') =>
    onfidoVendor({
      apiToken,
      webhookToken: 'prism-webhook-token-0123456789',
      region: 'eu',
      apiUrl,
      workflowId: '1d3b4a1c-6d5e-4b9a-9a5d-2f1f0e6c7a10',
      timeoutMs: 5_000,
      retries: 0,
    });

  it('creates the applicant and opens a workflow run as the spec asks', async () => {
    const started = await vendor().start(
      {
        userId: 42,
        firstName: 'Anna Lena',
        lastName: 'Müller',
        birthDate: '1990-04-12',
        country: 'DE',
      },
      null,
      'https://talih.example/verification?identity=done',
    );
    expect(seen.map((s) => [s.method, s.path, s.status])).toEqual([
      ['POST', '/applicants', 201],
      ['POST', '/workflow_runs', 201],
    ]);
    // Prism answers the spec's own examples: the ids it generates are the adapter's ids.
    expect(started).toEqual({
      applicantId: (seen[0]!.body as { id: string }).id,
      runId: (seen[1]!.body as { id: string }).id,
      captureUrl: (seen[1]!.body as { link: { url: string } }).link.url,
    });
    expect(requestViolations()).toEqual([]);
  });

  it('reuses an applicant, then reads the check and its reports', async () => {
    seen.length = 0;
    const v = vendor();
    await v.start(
      { userId: 43, firstName: 'Jan', lastName: 'Schmidt', birthDate: null, country: null },
      '497f6eca-6276-4993-bfeb-53cbbbba6f08',
      'https://talih.example/verification?identity=done',
    );
    const verdict = await v.verdict('85469210-7b6d-4c4e-8f1d-1c9c5b1a2f3e');
    expect(seen.map((s) => [s.method, s.path.replace(/=.*$/, '=…'), s.status])).toEqual([
      ['POST', '/workflow_runs', 201],
      ['GET', '/checks/85469210-7b6d-4c4e-8f1d-1c9c5b1a2f3e', 200],
      ['GET', '/reports?check_id=…', 200],
    ]);
    expect(verdict).toMatchObject({
      complete: true,
      checkId: '85469210-7b6d-4c4e-8f1d-1c9c5b1a2f3e',
    });
    expect(requestViolations()).toEqual([]);
  });

  it('would notice a request the spec refuses', async () => {
    seen.length = 0;
    // A request without the Authorization header the spec requires: Prism says so.
    const res = await fetch(`${apiUrl}/applicants`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ first_name: 5 }),
    });
    expect(res.status).toBe(401);
    const typed = await fetch(`${apiUrl}/applicants`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Token token=x' },
      body: JSON.stringify({ first_name: 5 }),
    });
    expect(typed.status).toBe(422);
    expect(requestViolations()).toEqual([
      'POST /applicants: Invalid security scheme used',
      "POST /applicants: Request body must have required property 'last_name'",
      'POST /applicants: Request body property first_name must be string',
      "POST /applicants: Request body must have required property 'last_name'",
      'POST /applicants: Request body property first_name must be string',
    ]);
  });
});
