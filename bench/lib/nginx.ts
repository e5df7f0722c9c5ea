// nginx (Debian's package: `apt-get install nginx-light`) as the load balancer in front of
// several Talih instances, in a temp directory of its own: started with `daemon off` as our
// child, stopped with SIGQUIT (it finishes what it is proxying).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface Nginx {
  base: string;
  stop(): Promise<void>;
}

function config(dir: string, port: number, upstreams: number[]) {
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((name) => `  ${name}_temp_path ${dir}/${name};`)
    .join('\n');
  return `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
${temp}
  upstream talih {
${upstreams.map((p) => `    server 127.0.0.1:${p};`).join('\n')}
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://talih;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header X-Forwarded-For $remote_addr;
      # Event streams: no buffering, long reads.
      proxy_buffering off;
      proxy_read_timeout 3600s;
    }
  }
}
`;
}

export async function startNginx(port: number, upstreams: number[]): Promise<Nginx> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'talih-nginx-'));
  const file = path.join(dir, 'nginx.conf');
  fs.writeFileSync(file, config(dir, port, upstreams));
  const child: ChildProcess = spawn('nginx', ['-p', dir, '-c', file, '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${stderr}`);
    const up = await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (i > 100) throw new Error(`nginx did not answer: ${stderr}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    base,
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGQUIT');
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
