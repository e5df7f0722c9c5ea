// The Snapshot API client: the package's credentials in the POST body as LSports documents
// them, a 5xx or a timeout tried again, a refusal (4xx, or HttpStatusCode 401 in the answer's
// header) never.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createSnapshotClient } from './snapshot.ts';

let server: http.Server | null = null;
afterEach(() => {
  server?.close();
  server = null;
});

async function serve(answers: { status: number; body: unknown }[]) {
  const seen: { path: string; body: unknown }[] = [];
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      seen.push({ path: req.url ?? '', body: JSON.parse(Buffer.concat(chunks).toString()) });
      const a = answers.shift() ?? {
        status: 200,
        body: { Header: { HttpStatusCode: 200 }, Body: [] },
      };
      res.writeHead(a.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(a.body));
    });
  });
  await new Promise<void>((r) => server!.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  return { url, seen };
}

const settings = (baseUrl: string, retries: number) => ({
  baseUrl,
  packageId: 430,
  username: 'user@example.com',
  password: 'secret',
  timeoutMs: 2_000,
  retries,
});

describe('the Snapshot API client', () => {
  it('posts the credentials and tries a 5xx again', async () => {
    const ok = { Header: { HttpStatusCode: 200 }, Body: [{ FixtureId: 11 }] };
    const { url, seen } = await serve([
      { status: 503, body: {} },
      { status: 200, body: ok },
    ]);
    const snap = await createSnapshotClient(settings(url, 2)).fetch([11]);
    expect(snap.fixtures).toEqual([{ FixtureId: 11 }]);
    expect(seen.map((s) => s.path)).toEqual([
      '/Inplay/GetFixtures',
      '/Inplay/GetFixtures',
      '/Inplay/GetScores',
      '/Inplay/GetFixtureMarkets',
    ]);
    expect(seen[0]?.body).toEqual({
      PackageId: 430,
      UserName: 'user@example.com',
      Password: 'secret',
      Fixtures: [11],
    });
  });

  it('does not try a refusal again', async () => {
    const { url, seen } = await serve([
      { status: 200, body: { Header: { HttpStatusCode: 401 }, Body: [] } },
    ]);
    await expect(createSnapshotClient(settings(url, 3)).fetch()).rejects.toThrow(
      'snapshot /Inplay/GetFixtures answered 401',
    );
    expect(seen).toHaveLength(1);
  });
});
