// Provably fair end to end: the hash published before play matches the seed revealed on
// rotation, and the public verify call recomputes every round the player was shown.
import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openStudio, type StudioTestApp } from './testing/studio-app.ts';

interface Fair {
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}

let studio: StudioTestApp;

beforeEach(async () => {
  studio = await openStudio();
});

afterEach(async () => {
  await studio.close();
});

async function open(game: 'slot' | 'mines' | 'crash') {
  const res = await studio.post<{ sessionId: string; fair: Fair }>('session', {
    mode: 'demo',
    game,
  });
  return res.body;
}

async function rotate(sessionId: string) {
  const res = await studio.post<{
    revealed: {
      serverSeed: string;
      serverSeedHash: string;
      clientSeed: string;
      roundsPlayed: number;
    };
    fair: Fair;
  }>('seed/rotate', { sessionId });
  expect(res.status).toBe(200);
  return res.body;
}

function verify(query: Record<string, string | number>) {
  const search = new URLSearchParams(
    Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
  ).toString();
  return studio.get<{ serverSeedHash: string; outcome: Record<string, unknown>; summary: string }>(
    `/studio/api/verify?${search}`,
  );
}

describe('provably fair', () => {
  it('slot rounds verify against the revealed seed, which matches the published hash', async () => {
    const { sessionId, fair } = await open('slot');
    const spins = [];
    for (let i = 0; i < 3; i++) {
      const res = await studio.post<{ grid: string[][]; winMinor: number; nonce: number }>(
        'slot/spin',
        { sessionId, betMinor: 400 },
      );
      spins.push(res.body);
    }
    const { revealed, fair: next } = await rotate(sessionId);
    expect(revealed.serverSeedHash).toBe(fair.serverSeedHash);
    expect(createHash('sha256').update(revealed.serverSeed).digest('hex')).toBe(
      fair.serverSeedHash,
    );
    expect(revealed.roundsPlayed).toBe(3);
    expect(next.nonce).toBe(0);
    expect(next.serverSeedHash).not.toBe(fair.serverSeedHash);
    for (const spin of spins) {
      const res = await verify({
        game: 'slot',
        serverSeed: revealed.serverSeed,
        clientSeed: fair.clientSeed,
        nonce: spin.nonce,
        betMinor: 400,
      });
      expect(res.status).toBe(200);
      expect(res.body.serverSeedHash).toBe(fair.serverSeedHash);
      expect(res.body.outcome).toMatchObject({ grid: spin.grid, winMinor: spin.winMinor });
    }
  });

  it('the player’s client seed is used from the next round, starting at nonce 0', async () => {
    const { sessionId } = await open('slot');
    await studio.post('slot/spin', { sessionId, betMinor: 400 });
    const set = await studio.post<{ fair: Fair }>('seed/client', {
      sessionId,
      clientSeed: 'ayse-1907',
    });
    expect(set.body.fair).toMatchObject({ clientSeed: 'ayse-1907', nonce: 0 });
    const spin = await studio.post<{ clientSeed: string; nonce: number }>('slot/spin', {
      sessionId,
      betMinor: 400,
    });
    expect(spin.body).toMatchObject({ clientSeed: 'ayse-1907', nonce: 0 });
  });

  it('a mines round verifies with the player’s picks', async () => {
    const { sessionId, fair } = await open('mines');
    await studio.post('mines/start', { sessionId, betMinor: 300, mineCount: 5 });
    const picks: number[] = [];
    let end: { status: string; mines: number[] | null; winMinor: number | null; nonce: number } = {
      status: 'open',
      mines: null,
      winMinor: null,
      nonce: 0,
    };
    for (let tile = 24; tile >= 0 && end.status === 'open'; tile--) {
      picks.push(tile);
      end = (await studio.post<typeof end>('mines/reveal', { sessionId, tile })).body;
    }
    const { revealed } = await rotate(sessionId);
    const res = await verify({
      game: 'mines',
      serverSeed: revealed.serverSeed,
      clientSeed: fair.clientSeed,
      nonce: end.nonce,
      betMinor: 300,
      mineCount: 5,
      revealed: picks.join(','),
    });
    expect(res.status).toBe(200);
    expect(res.body.outcome).toMatchObject({ mines: end.mines, payoutMinor: end.winMinor });
  });

  it('a crash round verifies with the cash-out the server decided', async () => {
    const { sessionId, fair } = await open('crash');
    await studio.post('crash/bet', { sessionId, betMinor: 1000 });
    studio.clock.ms += 3000;
    const res = await studio.post<{
      last: { point: number; cashOutAt: number | null; winMinor: number; nonce: number };
    }>('crash/cashout', { sessionId });
    const { last } = res.body;
    const { revealed } = await rotate(sessionId);
    const verified = await verify({
      game: 'crash',
      serverSeed: revealed.serverSeed,
      clientSeed: fair.clientSeed,
      nonce: last.nonce,
      betMinor: 1000,
      ...(last.cashOutAt !== null ? { cashOutAt: last.cashOutAt } : {}),
    });
    expect(verified.body.outcome).toMatchObject({ point: last.point, payoutMinor: last.winMinor });
  });

  it('refuses verify input the engines cannot replay', async () => {
    const base = { serverSeed: 'a', clientSeed: 'b', nonce: 0 };
    expect((await verify({ ...base, game: 'slot', betMinor: 401 })).status).toBe(400);
    expect((await verify({ ...base, game: 'mines', betMinor: 100 })).status).toBe(400);
    expect((await verify({ ...base, game: 'dice', betMinor: 100 })).status).toBe(400);
    expect((await verify({ ...base, game: 'slot', betMinor: 400 })).status).toBe(200);
  });
});
