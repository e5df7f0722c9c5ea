// The built client is served under the prefix; without a build the pages say how to make one.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openStudio, type StudioTestApp } from './testing/studio-app.ts';

let studio: StudioTestApp | null = null;
const dirs: string[] = [];

afterEach(async () => {
  await studio?.close();
  studio = null;
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function fakeBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-build-'));
  dirs.push(dir);
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'play.html'), '<!doctype html><title>play</title>');
  fs.writeFileSync(path.join(dir, 'verify.html'), '<!doctype html><title>verify</title>');
  fs.writeFileSync(path.join(dir, 'assets', 'play-abc123.js'), 'console.log(1)');
  return dir;
}

describe('pages', () => {
  it('answers a clear 503 while the client is not built', async () => {
    studio = await openStudio();
    for (const url of [
      '/studio/play?game=slot&mode=demo',
      '/studio/verify',
      '/studio/assets/x.js',
    ]) {
      const res = await studio.get(url);
      expect(res.status).toBe(503);
      expect(res.text).toContain('npm run build');
    }
    // The API is not a page: an unknown call is a 404.
    expect((await studio.get('/studio/api/nothing')).status).toBe(404);
  });

  it('serves the pages uncached and hashed assets for a year', async () => {
    studio = await openStudio({ distDir: fakeBuild() });
    const play = await studio.app.inject({ method: 'GET', url: '/studio/play?game=mines' });
    expect(play.statusCode).toBe(200);
    expect(play.body).toContain('<title>play</title>');
    expect(play.headers['cache-control']).toBe('no-cache');
    expect(play.headers['content-type']).toContain('text/html');
    expect((await studio.get('/studio/play.html')).text).toContain('<title>play</title>');
    expect((await studio.get('/studio/verify')).text).toContain('<title>verify</title>');
    const asset = await studio.app.inject({ method: 'GET', url: '/studio/assets/play-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await studio.get('/studio/assets/missing.js')).status).toBe(404);
  });

  it('sends the bare prefix to the play page, keeping the query', async () => {
    studio = await openStudio({ distDir: fakeBuild() });
    const res = await studio.app.inject({ method: 'GET', url: '/studio/?game=crash&mode=demo' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/studio/play?game=crash&mode=demo');
  });
});
