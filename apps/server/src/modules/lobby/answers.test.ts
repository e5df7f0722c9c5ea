// The lobby's serialised answers (./answers.ts): one JSON text per key while the sources stay
// the same; a replaced source (a new snapshot, new playing-now counts) makes them again.
import { describe, expect, it } from 'vitest';
import { answerCache } from './answers.ts';

describe('lobby answer cache', () => {
  it('serialises once per key and sources, afresh when a source is replaced', () => {
    const answer = answerCache(2);
    let made = 0;
    const make = (value: unknown) => () => {
      made++;
      return value;
    };
    const snapshot = {};
    const counts = new Map([[1, 3]]);
    expect(answer([snapshot, counts], 'a', make([{ id: 1, name: 'İstanbul' }])).text).toBe(
      '[{"id":1,"name":"İstanbul"}]',
    );
    expect(answer([snapshot, counts], 'a', make('other')).text).toBe(
      '[{"id":1,"name":"İstanbul"}]',
    );
    expect(made).toBe(1);
    // Sent as these bytes: the envelope around the text, in UTF-8.
    expect(answer([snapshot, counts], 'a', make('other')).envelope).toEqual(
      Buffer.from(
        '{"state":"200","msg":"","success":true,"resultData":[{"id":1,"name":"İstanbul"}]}',
        'utf8',
      ),
    );
    // New counts: the same key is made again from them.
    expect(answer([snapshot, new Map()], 'a', make('new')).text).toBe('"new"');
    expect(made).toBe(2);
  });

  it('keeps the most recently used entries when full', () => {
    const answer = answerCache(2);
    const from = [{}];
    answer(from, 'a', () => 1);
    answer(from, 'b', () => 2);
    answer(from, 'a', () => 'again');
    answer(from, 'c', () => 3);
    expect(answer(from, 'a', () => 'gone').text).toBe('1');
    expect(answer(from, 'b', () => 'gone').text).toBe('"gone"');
  });
});
