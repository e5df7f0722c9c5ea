// The sport stream (GET /api/sport/stream): public server-sent events, one per change of an
// event (score, clock, odds, market status). Read with fetch and the shared SSE parser;
// reconnects with backoff. Each message goes into the queries and the bet slip.
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { SportStreamEvent } from '@talih/contracts/sport.ts';
import { createSseParser } from '../../lib/sse.ts';
import { apiBase } from '../../lib/request.ts';
import { applyStreamEvent } from './api.ts';
import { useSlip } from './slip-store.ts';

export const SPORT_STREAM_PATH = '/api/sport/stream';

export function startSportStream(onMessage: (m: SportStreamEvent) => void): () => void {
  let stopped = false;
  let controller: AbortController | null = null;
  let attempt = 0;
  const run = async () => {
    while (!stopped) {
      controller = new AbortController();
      try {
        const res = await fetch(`${apiBase()}${SPORT_STREAM_PATH}`, { signal: controller.signal });
        if (!res.ok || !res.body) throw new Error(`HTTP ${res.status}`);
        const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
        const parser = createSseParser();
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          attempt = 0;
          for (const ev of parser.push(value)) {
            if (ev.event !== 'sport') continue;
            try {
              onMessage(JSON.parse(ev.data) as SportStreamEvent);
            } catch {
              // A malformed frame is skipped.
            }
          }
        }
      } catch {
        // Reconnects below.
      }
      if (stopped) return;
      const delay =
        Math.min(30_000, 1000 * 2 ** Math.min(attempt++, 5)) * (0.5 + Math.random() / 2);
      await new Promise((r) => setTimeout(r, delay));
    }
  };
  void run();
  return () => {
    stopped = true;
    controller?.abort();
  };
}

/** Keeps the Sport pages live while mounted. */
export function useSportStream() {
  const client = useQueryClient();
  useEffect(
    () =>
      startSportStream((message) => {
        applyStreamEvent(client, message);
        const updates = new Map<number, { odds: number; available: boolean }>();
        const over = message.event.status === 'ended' || message.event.status === 'cancelled';
        for (const m of message.markets) {
          for (const s of m.selections) {
            updates.set(s.id, { odds: s.odds, available: m.status === 'open' && !over });
          }
        }
        useSlip.getState().refresh(updates);
      }),
    [client],
  );
}
