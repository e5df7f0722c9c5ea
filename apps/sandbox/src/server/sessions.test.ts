// The session store's limits: idle expiry, the cap (the least recently used session without a
// round makes room), and never dropping a session whose round is still open.
import { describe, expect, it } from 'vitest';
import { StudioError } from './errors.ts';
import { newFairState } from './fair-state.ts';
import { createSessionStore, type NewSession } from './sessions.ts';

const fields = (): NewSession => ({
  mode: 'demo',
  game: 'mines',
  lang: 'tk',
  token: '',
  playerId: '',
  currency: 'TRY',
  nickname: 'Demo Oyuncu',
  balanceMinor: 100_000,
  fair: newFairState(),
});

describe('session store', () => {
  it('makes room at the cap by the least recently used session', () => {
    const clock = { ms: 0 };
    const store = createSessionStore({ now: () => clock.ms, cap: 3, idleMs: 1000 });
    const a = store.create(fields());
    const b = store.create(fields());
    const c = store.create(fields());
    store.get(a.id); // a is now the most recently used
    const d = store.create(fields());
    expect(store.size()).toBe(3);
    expect(() => store.get(b.id)).toThrow(StudioError);
    for (const kept of [a, c, d]) expect(store.get(kept.id).id).toBe(kept.id);
  });

  it('keeps sessions with an open round, refusing new ones when all have one', () => {
    const store = createSessionStore({ now: () => 0, cap: 2 });
    for (let i = 0; i < 2; i++) {
      const session = store.create(fields());
      session.mines = {
        roundId: `r${i}`,
        betMinor: 100,
        mineCount: 3,
        mines: [1, 2, 3],
        revealed: [],
        input: { serverSeed: 's', clientSeed: 'c', nonce: 0 },
        startedAt: 0,
      };
    }
    expect(() => store.create(fields())).toThrow(expect.objectContaining({ code: 'STUDIO_FULL' }));
  });

  it('at the cap makes room by a demo session, never by a real-money one', () => {
    const clock = { ms: 0 };
    const store = createSessionStore({ now: () => clock.ms, cap: 3, idleMs: 1000 });
    const real = { ...fields(), mode: 'real' as const, token: 't', playerId: 'p1' };
    const a = store.create(real); // least recently used, but real money
    const b = store.create(fields());
    const c = store.create(real);
    const d = store.create(fields());
    expect(() => store.get(b.id)).toThrow(StudioError);
    for (const kept of [a, c, d]) expect(store.get(kept.id).id).toBe(kept.id);
    // Full of real-money sessions: a new demo session is refused, nobody is evicted.
    const e = store.create(real);
    expect(() => store.get(d.id)).toThrow(StudioError);
    expect(() => store.create(fields())).toThrow(expect.objectContaining({ code: 'STUDIO_FULL' }));
    for (const kept of [a, c, e]) expect(store.get(kept.id).mode).toBe('real');
    expect(store.size()).toBe(3);
  });

  it('forgets idle sessions on a sweep but hands back idle ones with a round to settle', () => {
    const clock = { ms: 0 };
    const store = createSessionStore({ now: () => clock.ms, idleMs: 1000 });
    const idle = store.create(fields());
    const withRound = store.create(fields());
    withRound.crash = {
      roundId: 'r',
      betMinor: 100,
      point: 2,
      autoCashOut: null,
      input: { serverSeed: 's', clientSeed: 'c', nonce: 0 },
      startedAt: 0,
      timer: null,
    };
    clock.ms = 5000;
    expect(store.sweep()).toEqual([withRound]);
    expect(store.size()).toBe(1);
    expect(() => store.get(idle.id)).toThrow(StudioError);
    expect(store.get(withRound.id)).toBe(withRound);
  });
});
