import { describe, expect, it } from 'vitest';
import { createSseParser } from './sse.ts';

const BALANCE = '{"type":"balance","totalAssets":123.45,"reason":"game_bet"}';

describe('SSE frame parser', () => {
  it('parses the server frames: an event name and one data line', () => {
    const p = createSseParser();
    const events = p.push(`event: balance\ndata: ${BALANCE}\n\nevent: ping\ndata: {"t":1}\n\n`);
    expect(events).toEqual([
      { event: 'balance', data: BALANCE },
      { event: 'ping', data: '{"t":1}' },
    ]);
  });

  it('keeps a frame split across chunks at any point until its blank line', () => {
    const frame = `event: balance\ndata: ${BALANCE}\n\n`;
    for (let cut = 1; cut < frame.length; cut++) {
      const p = createSseParser();
      const first = p.push(frame.slice(0, cut));
      const second = p.push(frame.slice(cut));
      expect([...first, ...second]).toEqual([{ event: 'balance', data: BALANCE }]);
    }
  });

  it('accepts CR LF and lone CR line ends, also when a CR LF pair is split', () => {
    const p = createSseParser();
    expect(p.push('event: balance\r\ndata: 1\r\n\r')).toEqual([{ event: 'balance', data: '1' }]);
    // The LF that completes the previous CR is not a second blank line.
    expect(p.push('\ndata: 2\r\r')).toEqual([{ event: 'message', data: '2' }]);
  });

  it('joins several data lines with LF and defaults the event name to message', () => {
    const p = createSseParser();
    expect(p.push('data: a\ndata:b\ndata\n\n')).toEqual([{ event: 'message', data: 'a\nb\n' }]);
  });

  it('ignores comments, unknown fields, and frames without data', () => {
    const p = createSseParser();
    expect(p.push(': keep-alive\n\nfoo: bar\nevent: balance\n\n')).toEqual([]);
    // The event name of a dataless frame does not leak into the next one.
    expect(p.push('data: x\n\n')).toEqual([{ event: 'message', data: 'x' }]);
  });

  it('drops a leading byte-order mark, and only at the start of the stream', () => {
    const p = createSseParser();
    expect(p.push('\uFEFFdata: a\n\n')).toEqual([{ event: 'message', data: 'a' }]);
    expect(p.push('data: \uFEFFb\n\n')).toEqual([{ event: 'message', data: '\uFEFFb' }]);
  });

  it('remembers the last id and the retry time', () => {
    const p = createSseParser();
    expect(p.push('id: 7\nretry: 3000\ndata: a\n\n')).toEqual([
      { event: 'message', data: 'a', id: '7' },
    ]);
    expect(p.retryMs).toBe(3000);
    p.push('retry: soon\n\n');
    expect(p.retryMs).toBe(3000);
    expect(p.push('data: b\n\n')).toEqual([{ event: 'message', data: 'b', id: '7' }]);
  });

  it('waits for the blank line before dispatching', () => {
    const p = createSseParser();
    expect(p.push('event: balance\ndata: 1\n')).toEqual([]);
    expect(p.push('\n')).toEqual([{ event: 'balance', data: '1' }]);
  });
});
