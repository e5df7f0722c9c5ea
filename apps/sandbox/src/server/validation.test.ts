// Sessions and rounds refuse what does not make sense: unknown or expired sessions, bad
// bodies, another game's calls, a second round (or a second request) at once, seeds changed
// mid-round — each with a message in the session's language.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SLOT_MATH } from '../games/slot.ts';
import { DEFAULT_SESSION_IDLE_MS } from './sessions.ts';
import { openStudio, type StudioTestApp } from './testing/studio-app.ts';

type ErrorBody = { error: { code: string; message: string } };

let studio: StudioTestApp;

beforeEach(async () => {
  studio = await openStudio();
});

afterEach(async () => {
  await studio.close();
});

async function open(game: 'slot' | 'mines' | 'crash', lang = 'tk') {
  const res = await studio.post<{ sessionId: string }>('session', { mode: 'demo', game, lang });
  return res.body.sessionId;
}

describe('sessions', () => {
  it('refuses a bad open request', async () => {
    for (const body of [
      {},
      { mode: 'demo', game: 'poker' },
      { mode: 'casual', game: 'slot' },
      { mode: 'demo', game: 'slot', lang: 'de' },
    ]) {
      const res = await studio.post<ErrorBody>('session', body);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('BAD_INPUT');
    }
  });

  it('a real-money open without a launch token asks to reopen from the lobby', async () => {
    const res = await studio.post<ErrorBody>('session', { mode: 'real', game: 'slot' });
    expect(res.status).toBe(401);
    expect(res.body.error).toEqual({
      code: 'TOKEN_EXPIRED',
      message: 'Oturum süresi doldu, oyunu lobiden yeniden açın.',
    });
  });

  it('an unknown session id is told to reload, in Turkish by default', async () => {
    const res = await studio.post<ErrorBody>('slot/spin', {
      sessionId: 'f'.repeat(32),
      betMinor: 200,
    });
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('SESSION_NOT_FOUND');
    expect(res.body.error.message).toContain('sayfayı yenileyin');
  });

  it('forgets a session idle past its expiry', async () => {
    const sessionId = await open('slot', 'en');
    studio.clock.ms += DEFAULT_SESSION_IDLE_MS + 1;
    const res = await studio.post<ErrorBody>('balance', { sessionId });
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('SESSION_NOT_FOUND');
  });

  it('keeps a session that is used', async () => {
    const sessionId = await open('slot');
    for (let i = 0; i < 3; i++) {
      studio.clock.ms += DEFAULT_SESSION_IDLE_MS - 1000;
      expect((await studio.post('balance', { sessionId })).status).toBe(200);
    }
  });

  it('a reloaded page takes up its open round again, but not another game’s', async () => {
    // Mines are random: one mine in 25 leaves the first tile open 24 times in 25, 24 mines end
    // the round 24 times in 25. Each case is played until it happens, so both always run.
    const firstReveal = async (mineCount: number, wanted: string) => {
      for (let attempt = 0; attempt < 50; attempt++) {
        const id = await open('mines');
        await studio.post('mines/start', { sessionId: id, betMinor: 100, mineCount });
        const first = await studio.post<{ status: string }>('mines/reveal', {
          sessionId: id,
          tile: 4,
        });
        if (first.body.status === wanted) return id;
      }
      throw new Error(`no ${wanted} first reveal in 50 rounds`);
    };
    type Resumed = {
      sessionId: string;
      mines: { status: string; revealed: number[]; mines: unknown } | null;
      crash: unknown;
    };
    const sessionId = await firstReveal(1, 'open');
    const again = await studio.post<Resumed>('session', {
      mode: 'demo',
      game: 'mines',
      resumeId: sessionId,
    });
    expect(again.body.crash).toBeNull();
    expect(again.body.sessionId).toBe(sessionId);
    expect(again.body.mines).toEqual(
      expect.objectContaining({ status: 'open', revealed: [4], mines: null }),
    );
    // Nothing to finish: a demo reload starts again with fresh play money.
    const lostId = await firstReveal(24, 'lost');
    const fresh = await studio.post<Resumed>('session', {
      mode: 'demo',
      game: 'mines',
      resumeId: lostId,
    });
    expect(fresh.body.sessionId).not.toBe(lostId);
    expect(fresh.body.mines).toBeNull();
    const other = await studio.post<{ sessionId: string }>('session', {
      mode: 'demo',
      game: 'slot',
      resumeId: sessionId,
    });
    expect(other.body.sessionId).not.toBe(sessionId);
    const unknown = await studio.post<{ sessionId: string }>('session', {
      mode: 'demo',
      game: 'mines',
      resumeId: 'a'.repeat(32),
    });
    expect(unknown.status).toBe(200);
    expect(unknown.body.sessionId).not.toBe(sessionId);
  });

  it('answers in the session’s language', async () => {
    const sessionId = await open('slot', 'zh-CN');
    const res = await studio.post<ErrorBody>('slot/spin', { sessionId, betMinor: 7 });
    expect(res.body.error.code).toBe('BAD_BET');
    expect(res.body.error.message).toContain('投注金额必须在');
  });
});

describe('rounds', () => {
  it('slot bets must be whole multiples of the line count within the limits', async () => {
    const sessionId = await open('slot');
    for (const betMinor of [0, -200, SLOT_MATH.lineCount * 5 + 1, 20_000_000, 1.5]) {
      const res = await studio.post<ErrorBody>('slot/spin', { sessionId, betMinor });
      expect(res.status).toBe(400);
    }
  });

  it('refuses another game’s calls on a session', async () => {
    const sessionId = await open('slot');
    const res = await studio.post<ErrorBody>('mines/start', {
      sessionId,
      betMinor: 100,
      mineCount: 3,
    });
    expect(res.status).toBe(400);
  });

  it('mines: one round at a time, tiles once, no cash-out before a gem, seeds fixed mid-round', async () => {
    const sessionId = await open('mines');
    expect((await studio.post('mines/cashout', { sessionId })).body).toMatchObject({
      error: { code: 'NO_ROUND' },
    });
    expect((await studio.post('mines/reveal', { sessionId, tile: 3 })).body).toMatchObject({
      error: { code: 'NO_ROUND' },
    });
    const bad = await studio.post('mines/start', { sessionId, betMinor: 100, mineCount: 25 });
    expect(bad.status).toBe(400);
    const start = await studio.post('mines/start', { sessionId, betMinor: 100, mineCount: 1 });
    expect(start.status).toBe(200);
    const again = await studio.post<ErrorBody>('mines/start', {
      sessionId,
      betMinor: 100,
      mineCount: 1,
    });
    expect(again.body.error.code).toBe('ROUND_OPEN');
    expect((await studio.post('mines/cashout', { sessionId })).body).toMatchObject({
      error: { code: 'NOTHING_REVEALED' },
    });
    expect((await studio.post('seed/rotate', { sessionId })).body).toMatchObject({
      error: { code: 'ROUND_OPEN' },
    });
    expect((await studio.post('seed/client', { sessionId, clientSeed: 'abc' })).body).toMatchObject(
      { error: { code: 'ROUND_OPEN' } },
    );
    expect((await studio.post('mines/reveal', { sessionId, tile: 25 })).status).toBe(400);
    // One mine in 25: the first tile is a gem 24 times in 25; a lost round is played again
    // until one is, so the checks after it run on every run.
    let first = await studio.post<{ status: string }>('mines/reveal', { sessionId, tile: 0 });
    for (let retry = 0; retry < 20 && first.body.status === 'lost'; retry++) {
      await studio.post('mines/start', { sessionId, betMinor: 100, mineCount: 1 });
      first = await studio.post<{ status: string }>('mines/reveal', { sessionId, tile: 0 });
    }
    expect(first.body.status).toBe('open');
    const twice = await studio.post<ErrorBody>('mines/reveal', { sessionId, tile: 0 });
    expect(twice.body.error.code).toBe('TILE_TAKEN');
    const cashed = await studio.post<{ status: string; winMinor: number; mines: number[] }>(
      'mines/cashout',
      { sessionId },
    );
    expect(cashed.body).toMatchObject({ status: 'cashed', winMinor: 103 });
    expect(cashed.body.mines).toHaveLength(1);
  });

  it('crash: refuses a bad auto cash-out, a second bet, and a cash-out before 1.01×', async () => {
    const sessionId = await open('crash');
    for (const autoCashOut of [1, 1.001, 10_001, 'x']) {
      const res = await studio.post('crash/bet', { sessionId, betMinor: 100, autoCashOut });
      expect(res.status).toBe(400);
    }
    expect((await studio.post('crash/cashout', { sessionId })).body).toMatchObject({
      error: { code: 'NO_ROUND' },
    });
    // Keep betting until a round does not crash at 1.00× on the spot.
    let running = false;
    for (let i = 0; i < 20 && !running; i++) {
      const bet = await studio.post<{ round: unknown }>('crash/bet', { sessionId, betMinor: 100 });
      running = bet.body.round !== null;
    }
    expect(running).toBe(true);
    const again = await studio.post<ErrorBody>('crash/bet', { sessionId, betMinor: 100 });
    expect(again.body.error.code).toBe('ROUND_OPEN');
    const early = await studio.post<ErrorBody>('crash/cashout', { sessionId });
    expect(early.body.error.code).toBe('TOO_EARLY');
  });

  it('crash: the auto cash-out settles on the next request once its time has come', async () => {
    const sessionId = await open('crash');
    // A round reaches 1.5× about two times in three: play until both outcomes were settled.
    const seen = { cashed: 0, crashed: 0 };
    for (let round = 0; round < 200 && !(seen.cashed && seen.crashed); round++) {
      const bet = await studio.post<{ round: unknown }>('crash/bet', {
        sessionId,
        betMinor: 1000,
        autoCashOut: 1.5,
      });
      expect(bet.status).toBe(200);
      studio.clock.ms += 60_000;
      const state = await studio.post<{
        round: unknown;
        last: { point: number; cashOutAt: number | null; winMinor: number };
      }>('crash/state', { sessionId });
      expect(state.body.round).toBeNull();
      const { last } = state.body;
      if (last.point >= 1.5) {
        seen.cashed++;
        expect(last).toMatchObject({ cashOutAt: 1.5, winMinor: 1500 });
      } else {
        seen.crashed++;
        expect(last).toMatchObject({ cashOutAt: null, winMinor: 0 });
      }
    }
    expect(seen.cashed).toBeGreaterThan(0);
    expect(seen.crashed).toBeGreaterThan(0);
  });

  it('refuses a bad client seed', async () => {
    const sessionId = await open('slot');
    for (const clientSeed of ['', 'has space', 'x'.repeat(65), 'ünicode']) {
      const res = await studio.post('seed/client', { sessionId, clientSeed });
      expect(res.status).toBe(400);
    }
  });

  it('answers malformed JSON with BAD_INPUT, not a stack', async () => {
    const res = await studio.app.inject({
      method: 'POST',
      url: '/studio/api/session',
      headers: { 'content-type': 'application/json' },
      payload: '{"mode":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: 'BAD_INPUT' } });
  });
});
