// A TCP proxy on loopback that loses answers: it forwards every request to the server, and for
// the next `dropAnswers(n)` answers it closes the client's connection as soon as the server
// starts answering (the server answers only after its transaction committed), so the client
// never reads it. The dropped answers are kept for the test to compare with the retry's.
import net from 'node:net';

export interface DropProxy {
  base: string;
  /** Lose the next n answers. */
  dropAnswers(n: number): void;
  /** The raw HTTP answers the clients never got, in order. */
  dropped: string[];
  close(): Promise<void>;
}

/** The body of a raw HTTP/1.1 answer with a content-length, once all of it arrived. */
function completeBody(raw: string): string | undefined {
  const split = raw.indexOf('\r\n\r\n');
  if (split < 0) return undefined;
  const length = /content-length:\s*(\d+)/i.exec(raw.slice(0, split))?.[1];
  const body = raw.slice(split + 4);
  if (length === undefined || Buffer.byteLength(body) < Number(length)) return undefined;
  return body;
}

export async function startDropProxy(targetPort: number): Promise<DropProxy> {
  let budget = 0;
  const dropped: string[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(targetPort, '127.0.0.1');
    sockets.add(client).add(upstream);
    let awaitingAnswer = false;
    let dropping: string | undefined;
    client.on('data', (chunk) => {
      awaitingAnswer = true;
      upstream.write(chunk);
    });
    upstream.on('data', (chunk) => {
      if (awaitingAnswer && budget > 0) {
        budget--;
        dropping = '';
        client.destroy();
      }
      awaitingAnswer = false;
      if (dropping === undefined) {
        client.write(chunk);
        return;
      }
      dropping += chunk.toString();
      const body = completeBody(dropping);
      if (body !== undefined) {
        dropped.push(body);
        upstream.destroy();
      }
    });
    const closeBoth = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('close', () => {
      if (dropping === undefined) closeBoth();
    });
    upstream.on('close', closeBoth);
    client.on('error', () => {});
    upstream.on('error', closeBoth);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as net.AddressInfo;
  return {
    base: `http://127.0.0.1:${address.port}`,
    dropAnswers(n) {
      budget += n;
    },
    dropped,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
