// Opening sessions over the studio's HTTP API under a flood: one client IP may start a limited
// number a minute (429 TOO_MANY_SESSIONS beyond), resuming a session is free, and a flood of
// demo sessions from many addresses never pushes out a real-money session.
import { afterEach, describe, expect, it } from 'vitest';
import { FAKE_TOKEN, startFakeWallet, type FakeWallet } from './testing/fake-wallet.ts';
import { openStudio, type StudioTestApp } from './testing/studio-app.ts';

let studio: StudioTestApp;
let wallet: FakeWallet | null = null;

afterEach(async () => {
  await studio.close();
  await wallet?.close();
  wallet = null;
});

async function openFrom(ip: string, body: Record<string, unknown>) {
  const res = await studio.app.inject({
    method: 'POST',
    url: '/studio/api/session',
    remoteAddress: ip,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
  return { status: res.statusCode, body: res.json() as Record<string, unknown> };
}

const demo = { mode: 'demo', game: 'slot', lang: 'en' };

describe('studio session limits', () => {
  it('lets one IP open 60 sessions a minute, then answers 429 until the minute has passed', async () => {
    studio = await openStudio();
    for (let i = 0; i < 60; i++) expect((await openFrom('203.0.113.7', demo)).status).toBe(200);
    const refused = await openFrom('203.0.113.7', demo);
    expect(refused).toEqual({
      status: 429,
      body: {
        error: {
          code: 'TOO_MANY_SESSIONS',
          message: 'Too many games were opened in a short time. Please try again in a minute.',
        },
      },
    });
    expect((await openFrom('203.0.113.8', demo)).status).toBe(200);
    studio.clock.ms += 60_000;
    expect((await openFrom('203.0.113.7', demo)).status).toBe(200);
  });

  it('does not count a reload that resumes its session', async () => {
    studio = await openStudio({ sessionsPerIpPerMinute: 2 });
    const first = await openFrom('203.0.113.9', { ...demo, game: 'mines' });
    const sessionId = first.body.sessionId as string;
    // An open mines round makes the demo session worth resuming.
    await studio.post('mines/start', { sessionId, betMinor: 100, mineCount: 3 });
    for (let i = 0; i < 5; i++) {
      const again = await openFrom('203.0.113.9', { ...demo, game: 'mines', resumeId: sessionId });
      expect(again.body.sessionId).toBe(sessionId);
    }
    expect((await openFrom('203.0.113.9', demo)).status).toBe(200);
    expect((await openFrom('203.0.113.9', demo)).status).toBe(429);
  });

  it('keeps a real-money session through a flood of demo sessions that fills the store', async () => {
    wallet = await startFakeWallet(50_000);
    const base = wallet.baseUrl;
    studio = await openStudio({ walletBaseUrl: () => base, sessionCap: 5 });
    const real = await openFrom('198.51.100.1', { mode: 'real', game: 'slot', token: FAKE_TOKEN });
    expect(real.status).toBe(200);
    const sessionId = real.body.sessionId as string;
    for (let i = 0; i < 50; i++) {
      expect((await openFrom(`203.0.113.${i + 1}`, demo)).status).toBe(200);
    }
    const balance = await studio.post<{ balanceMinor: number; mode: string }>('balance', {
      sessionId,
    });
    expect(balance.status).toBe(200);
    expect(balance.body).toMatchObject({ balanceMinor: 50_000, mode: 'real' });
  });

  it('refuses a demo session, evicting nobody, when only real-money sessions are left', async () => {
    wallet = await startFakeWallet(50_000);
    const base = wallet.baseUrl;
    studio = await openStudio({ walletBaseUrl: () => base, sessionCap: 2 });
    const ids: string[] = [];
    for (const ip of ['198.51.100.1', '198.51.100.2']) {
      const res = await openFrom(ip, { mode: 'real', game: 'slot', token: FAKE_TOKEN });
      ids.push(res.body.sessionId as string);
    }
    const refused = await openFrom('203.0.113.1', demo);
    expect(refused.status).toBe(503);
    expect((refused.body.error as { code: string }).code).toBe('STUDIO_FULL');
    for (const sessionId of ids) {
      expect((await studio.post('balance', { sessionId })).status).toBe(200);
    }
  });
});
