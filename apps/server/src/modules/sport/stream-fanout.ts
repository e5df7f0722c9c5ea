// The live odds stream's fan-out: every change on the bus goes to every open
// browser, so at 10,000 browsers the cost is what is done per browser. It is one socket
// write of a Buffer shared by all: the frames that came in one tick (the feed publishes a
// burst of events at once) are joined, framed once as an HTTP/1.1 chunk (the hex length,
// CRLF, the data, CRLF: what ServerResponse.write would add for each browser, with a cork,
// three buffered writes and a writev), and that same Buffer goes to each browser's socket.
// The frames, their order and the bytes on the wire are what one res.write per frame sent.
import type { Socket } from 'node:net';
import type { ServerResponse } from 'node:http';

interface Browser {
  res: ServerResponse;
  /** Where the pre-framed chunk is written; null: not chunked (HTTP/1.0), res.write frames it. */
  socket: Socket | null;
}

const CRLF = Buffer.from('\r\n');

export interface StreamFanout {
  /** Call once the response's head and first frame are written. */
  add(res: ServerResponse): void;
  delete(res: ServerResponse): void;
  /** Queues one SSE frame for every browser; the tick's frames are written together. */
  send(frame: string): void;
  /** Every open response, for shutdown. */
  responses(): ServerResponse[];
  clear(): void;
}

/** One tick's fan-out: how long writing to every browser took, and to how many. */
export interface FanoutDone {
  seconds: number;
  browsers: number;
}

/**
 * `flushed` hears every tick written to at least one browser: the time it takes grows with the
 * browsers an instance holds, one socket write each (docs/performance.md, live odds), so it is
 * what tells an operator when streams want another instance.
 */
export function createStreamFanout(
  bufferedBytesMax: number,
  flushed?: (done: FanoutDone) => void,
): StreamFanout {
  const browsers = new Map<ServerResponse, Browser>();
  let queued: string[] = [];

  const flush = () => {
    const started = performance.now();
    const data = Buffer.from(queued.join(''));
    queued = [];
    const chunk = Buffer.concat([Buffer.from(`${data.length.toString(16)}\r\n`), data, CRLF]);
    for (const browser of browsers.values()) {
      const { res, socket } = browser;
      // A browser that stopped reading is dropped rather than buffered without end; its
      // stream reconnects and the page reads the current state again.
      // (A response's writableLength counts its socket's unsent bytes too.)
      if (res.writableLength > bufferedBytesMax) {
        browsers.delete(res);
        res.destroy();
        continue;
      }
      // A socket closing (its 'close' not yet handled) is skipped, not written after its end.
      if (socket) {
        if (socket.writable) socket.write(chunk);
      } else res.write(data);
    }
    if (browsers.size > 0) {
      flushed?.({ seconds: (performance.now() - started) / 1000, browsers: browsers.size });
    }
  };

  return {
    add(res) {
      // A response holding its socket writes straight to it (anything it had queued went out
      // with its first frame), so chunks written to the socket stay in order with its own.
      const direct = res.chunkedEncoding && res.socket !== null;
      browsers.set(res, { res, socket: direct ? res.socket : null });
    },
    delete(res) {
      browsers.delete(res);
    },
    send(frame) {
      if (queued.length === 0) setImmediate(flush);
      queued.push(frame);
    },
    responses: () => [...browsers.keys()],
    clear() {
      browsers.clear();
    },
  };
}
