// An incremental parser of server-sent events (the WHATWG "event stream" format). The stream
// is read with fetch, not EventSource, because EventSource cannot send the token headers; so
// the frames are parsed here: chunks may split a line (or a CR LF pair) anywhere.

export interface SseEvent {
  /** The `event:` field, or 'message' when the frame has none. */
  event: string;
  /** The `data:` lines joined with LF. */
  data: string;
  /** The last event id seen on the stream, if any. */
  id?: string;
}

export interface SseParser {
  /** Feeds decoded text; answers the events completed by it, in order. */
  push(chunk: string): SseEvent[];
  /** The reconnection time the server last asked for with `retry:`, in ms. */
  readonly retryMs: number | undefined;
}

/** Longest line kept while waiting for its end: a stream that never ends a line is broken. */
const MAX_LINE_CHARS = 1_000_000;

/** A line's field name and value: "name: value" (one space after the colon dropped), or "name". */
function splitField(text: string) {
  const colon = text.indexOf(':');
  const field = colon === -1 ? text : text.slice(0, colon);
  const value = colon === -1 ? '' : text.slice(colon + 1);
  return { field, value: value.startsWith(' ') ? value.slice(1) : value };
}

export function createSseParser(): SseParser {
  let buffer = '';
  let started = false;
  // A chunk that ended with CR: a LF at the start of the next chunk belongs to it.
  let skipLf = false;
  let eventType = '';
  let data: string[] = [];
  let lastId: string | undefined;
  let retryMs: number | undefined;

  function line(text: string, out: SseEvent[]) {
    if (text === '') {
      if (data.length > 0) {
        out.push({
          event: eventType || 'message',
          data: data.join('\n'),
          ...(lastId !== undefined ? { id: lastId } : {}),
        });
      }
      eventType = '';
      data = [];
      return;
    }
    if (text.startsWith(':')) return; // a comment (keep-alive)
    const { field, value } = splitField(text);
    switch (field) {
      case 'event':
        eventType = value;
        break;
      case 'data':
        data.push(value);
        break;
      case 'id':
        if (!value.includes('\0')) lastId = value;
        break;
      case 'retry':
        if (/^\d+$/.test(value)) retryMs = Number(value);
        break;
      default:
      // Unknown fields are ignored.
    }
  }

  return {
    get retryMs() {
      return retryMs;
    },
    push(chunk: string): SseEvent[] {
      const out: SseEvent[] = [];
      let text = chunk;
      if (!started && text.length > 0) {
        started = true;
        if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
      }
      if (skipLf && text.startsWith('\n')) text = text.slice(1);
      skipLf = false;
      buffer += text;
      let start = 0;
      for (let i = 0; i < buffer.length; i++) {
        const ch = buffer[i];
        if (ch !== '\n' && ch !== '\r') continue;
        line(buffer.slice(start, i), out);
        if (ch === '\r') {
          if (i + 1 < buffer.length) {
            if (buffer[i + 1] === '\n') i++;
          } else {
            skipLf = true;
          }
        }
        start = i + 1;
      }
      buffer = buffer.slice(start);
      if (buffer.length > MAX_LINE_CHARS) buffer = '';
      return out;
    },
  };
}
