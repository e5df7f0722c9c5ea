// A streamed event updates the lists that show it, and leaves a list it no longer belongs in.
import { QueryClient } from '@tanstack/react-query';
import type { EventView } from '@talih/contracts/sport.ts';
import { describe, expect, it } from 'vitest';
import { applyStreamEvent } from './api.ts';

const event = (id: number, status: EventView['status'], clock = "10'") =>
  ({ id, status, clock }) as unknown as EventView;

describe('applyStreamEvent', () => {
  it('takes a match that ended out of "live now" at once and updates the others', () => {
    const client = new QueryClient();
    const liveKey = ['sport', 'events', '', 0, true];
    const allKey = ['sport', 'events', '', 0, undefined];
    client.setQueryData(liveKey, { list: [event(1, 'live'), event(2, 'live')] });
    client.setQueryData(allKey, { list: [event(1, 'live'), event(3, 'not_started')] });

    applyStreamEvent(client, { event: event(2, 'live', "11'"), markets: [] } as never);
    expect(client.getQueryData<{ list: EventView[] }>(liveKey)!.list).toEqual([
      event(1, 'live'),
      event(2, 'live', "11'"),
    ]);

    applyStreamEvent(client, { event: event(1, 'ended', "90'"), markets: [] } as never);
    expect(client.getQueryData<{ list: EventView[] }>(liveKey)!.list.map((e) => e.id)).toEqual([2]);
    expect(client.getQueryData<{ list: EventView[] }>(allKey)!.list.map((e) => e.id)).toEqual([3]);
  });

  it('moves a match that kicked off out of the upcoming list', () => {
    const client = new QueryClient();
    const upcomingKey = ['sport', 'events', 'football', 0, false];
    client.setQueryData(upcomingKey, { list: [event(5, 'not_started'), event(6, 'not_started')] });
    applyStreamEvent(client, { event: event(5, 'live', "1'"), markets: [] } as never);
    expect(client.getQueryData<{ list: EventView[] }>(upcomingKey)!.list.map((e) => e.id)).toEqual([
      6,
    ]);
  });
});
