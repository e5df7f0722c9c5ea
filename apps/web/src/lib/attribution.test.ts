// The attribution adapter: off by default, with the seed's settings written out (docs/seed-spec.md
// S9.16: session window 30 minutes, request validity 28 days).
import { describe, expect, it } from 'vitest';
import {
  ATTRIBUTION_SETTINGS,
  attributionAdapter,
  attributionOff,
  registerAttributionAdapter,
} from './attribution.ts';

describe('attribution adapter', () => {
  it('is off by default: no ids of its own, nothing started', async () => {
    const adapter = attributionAdapter();
    expect(adapter.name).toBe('off');
    await expect(adapter.start(ATTRIBUTION_SETTINGS)).resolves.toBeUndefined();
    expect(adapter.ids()).toBeNull();
    expect(attributionAdapter('unknown')).toBe(attributionOff);
  });

  it('gives an adapter a 30-minute session window and 28-day request validity', async () => {
    expect(ATTRIBUTION_SETTINGS).toEqual({
      sessionWindowMs: 30 * 60 * 1000,
      requestValidityMs: 28 * 24 * 60 * 60 * 1000,
    });
    let given: unknown = null;
    registerAttributionAdapter({
      name: 'test',
      start: async (settings) => void (given = settings),
      ids: () => ({ adid: 'a', gaid: 'g' }),
    });
    await attributionAdapter('test').start(ATTRIBUTION_SETTINGS);
    expect(given).toEqual({ sessionWindowMs: 1_800_000, requestValidityMs: 2_419_200_000 });
    expect(attributionAdapter('test').ids()).toEqual({ adid: 'a', gaid: 'g' });
  });
});
