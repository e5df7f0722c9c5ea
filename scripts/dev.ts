// `npm run dev`: the server in watch mode on :3000 (back-office calls on :3001), Vite with hot
// reload for the web app on :5173 and for the back-office on :5174, in one terminal; Ctrl-C
// stops them all.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const children: ChildProcess[] = [];

function run(name: string, args: string[], env: Record<string, string> = {}) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  child.on('exit', (code) => {
    console.log(`[dev] ${name} exited (${code ?? 'signal'})`);
    shutdown();
  });
  children.push(child);
}

function shutdown() {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

run('server', [
  '--watch-path=apps/server/src',
  '--watch-path=packages',
  'apps/server/src/server.ts',
]);
run('web', [path.join(root, 'node_modules/vite/bin/vite.js'), 'apps/web'], {
  VITE_API_BASE: process.env.VITE_API_BASE ?? 'http://localhost:3000',
});
// The back-office's Vite forwards /bo/api to the back-office port, so its cookies stay same-origin.
run('backoffice', [path.join(root, 'node_modules/vite/bin/vite.js'), 'apps/backoffice'], {
  VITE_BACKOFFICE_API: process.env.VITE_BACKOFFICE_API ?? 'http://localhost:3001',
});
