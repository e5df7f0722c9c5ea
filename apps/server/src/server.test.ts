// The real server process, as `npm start` runs it: creates the SQLite file on first start,
// loads demo data, serves, and on SIGTERM finishes the request in flight before exiting 0.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const SERVER = path.join(import.meta.dirname, 'server.ts');

function start(
  dataDir: string,
): Promise<{ child: ChildProcess; port: number; output: () => string }> {
  const child = spawn(process.execPath, [SERVER], {
    env: {
      ...process.env,
      PORT: '0',
      BACKOFFICE_PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 20_000);
    const onData = () => {
      const match = /running at http:\/\/localhost:(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ child, port: Number(match[1]), output: () => output });
      }
    };
    child.stdout!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited ${code}:\n${output}`)));
  });
}

describe('server process', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'talih-server-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('starts on an empty data dir, then finishes an in-flight request on SIGTERM and exits 0', async () => {
    const { child, port, output } = await start(dataDir);
    expect(fs.existsSync(path.join(dataDir, 'talih.db'))).toBe(true);
    expect(output()).toContain('demo data loaded');
    const health = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(health.status).toBe(200);

    // Open a request and send only half its body, so it is in flight when SIGTERM arrives.
    const body = JSON.stringify({ deviceNumber: 'shutdown-test-device' });
    const socket = net.connect(port, '127.0.0.1');
    await new Promise<void>((r) => socket.once('connect', () => r()));
    let response = '';
    socket.on('data', (d) => (response += d));
    const closed = new Promise<void>((r) => socket.once('close', () => r()));
    socket.write(
      `POST /user/checkOldUser HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`,
    );
    await new Promise((r) => setTimeout(r, 200));
    const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
    child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    // New connections are refused while it drains.
    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
    socket.write(body.slice(10));
    await closed;
    expect(response).toMatch(/^HTTP\/1\.1 200/);
    expect(response).toContain('"state":"200"');
    expect(await exited).toBe(0);
    expect(output()).toContain('stopped');
  });

  it('restarts on the same data without loading demo data twice', async () => {
    const { child, output } = await start(dataDir);
    const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(output()).not.toContain('demo data loaded');
  });
});
