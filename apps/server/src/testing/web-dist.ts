// A test server that serves a built web app whose index.html is the given page (a throw-away
// dist folder), for the tests of what the server writes into it (the home's and a game page's
// first screens).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Backend, TestApp } from './backends.ts';
import { openWalletTestApp } from './players.ts';

export async function openWebAppTestApp(
  backend: Backend,
  indexHtml: string,
): Promise<{ t: TestApp; close(): Promise<void> }> {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'talih-web-dist-'));
  fs.writeFileSync(path.join(dist, 'index.html'), indexHtml);
  const t = await openWalletTestApp(backend, { WEB_DIST_DIR: dist });
  return {
    t,
    async close() {
      await t.dispose();
      fs.rmSync(dist, { recursive: true, force: true });
    },
  };
}
