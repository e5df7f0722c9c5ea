// Closing the app ends open event streams with a retry hint, so browsers reconnect (to another
// instance) after a short, spread-out pause instead of at once.
import { describe, expect, it } from 'vitest';
import { backends, openTestApp } from '../testing/backends.ts';
import { createPlayer } from '../testing/players.ts';

async function readUntil(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  done: (t: string) => boolean,
) {
  let text = '';
  for (;;) {
    const chunk = await reader.read();
    if (chunk.done) return text;
    text += Buffer.from(chunk.value).toString();
    if (done(text)) return text;
  }
}

describe('event streams at shutdown', () => {
  it('end with a retry hint of 1 to 5 seconds', async () => {
    const t = await openTestApp(backends()[0]!);
    const p = await createPlayer(t, 10_00);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    const res = await fetch(`http://127.0.0.1:${port}/api/stream`, { headers: { token: p.token } });
    const reader = res.body!.getReader();
    expect(await readUntil(reader, (x) => x.includes('"reason":"hello"'))).toContain(
      'event: balance',
    );
    const closed = t.dispose();
    const rest = await readUntil(reader, () => false);
    await closed;
    const retry = /retry: (\d+)\n\n$/.exec(rest);
    expect(retry, JSON.stringify(rest)).not.toBeNull();
    expect(Number(retry![1])).toBeGreaterThanOrEqual(1000);
    expect(Number(retry![1])).toBeLessThan(5000);
  });
});
