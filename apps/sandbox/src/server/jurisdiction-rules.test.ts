// The jurisdiction's slot rules in the studio (Germany: €1 and 5 s a spin, no autoplay): the
// bet levels stop at the cap, a bigger bet is refused, and a spin sooner than the minimum
// round time after the last one is refused before any money moves.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cappedLimits, rulesFromWallet } from './jurisdiction-rules.ts';
import { BET_LIMITS } from './limits.ts';
import { openStudio, type StudioTestApp } from './testing/studio-app.ts';

let studio: StudioTestApp;

beforeEach(async () => {
  studio = await openStudio({
    walletBaseUrl: () => {
      throw new Error('demo mode must not call the wallet');
    },
  });
});

afterEach(async () => studio.close());

type Opened = {
  sessionId: string;
  currency: string;
  rules: { stakeMaxMinor: number | null; roundMinMs: number | null; autoplay: boolean };
  info: { limits: { levelsMinor: number[]; maxBetMinor: number; defaultBetMinor: number } };
};

async function openGerman(lang = 'en') {
  const res = await studio.post<Opened>('session', {
    mode: 'demo',
    game: 'slot',
    lang,
    currency: 'EUR',
    stakeMax: '1.00',
    roundMinMs: 5000,
    autoplay: false,
  });
  expect(res.status).toBe(200);
  return res.body;
}

describe("the jurisdiction's slot rules", () => {
  it('caps the bet levels at €1.00 and tells the page the pace and no autoplay', async () => {
    const opened = await openGerman();
    expect(opened.currency).toBe('EUR');
    expect(opened.rules).toEqual({ stakeMaxMinor: 100, roundMinMs: 5000, autoplay: false });
    expect(opened.info.limits.maxBetMinor).toBe(100);
    expect(opened.info.limits.levelsMinor).toEqual([100]);
    expect(opened.info.limits.defaultBetMinor).toBe(100);
  });

  it('refuses €1.20, naming the €1.00 cap', async () => {
    const { sessionId } = await openGerman();
    const res = await studio.post<{ error: { code: string; message: string } }>('slot/spin', {
      sessionId,
      betMinor: 120,
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({
      code: 'STAKE_CAP',
      message: "This country's rules allow a bet of at most €1.00 a round.",
    });
  });

  it('refuses a spin 4,999 ms after the last one and takes it at 5,000 ms', async () => {
    const { sessionId } = await openGerman('tk');
    const spin = () =>
      studio.post<{ error?: { code: string; message: string } }>('slot/spin', {
        sessionId,
        betMinor: 100,
      });
    const start = studio.clock.ms;
    expect((await spin()).status).toBe(200);
    studio.clock.ms = start + 4_999;
    const early = await spin();
    expect(early.status).toBe(429);
    expect(early.body.error).toEqual({
      code: 'TOO_FAST',
      message:
        'Bu ülkenin kurallarına göre iki tur arasında beklemeniz gerekiyor. 1 sn sonra yeniden çevirebilirsiniz.',
    });
    studio.clock.ms = start + 5_000;
    expect((await spin()).status).toBe(200);
  });

  it('plays at any pace and up to the game maximum with no rules (the sandbox pack)', async () => {
    const res = await studio.post<Opened>('session', { mode: 'demo', game: 'slot', lang: 'en' });
    expect(res.body.rules).toEqual({ stakeMaxMinor: null, roundMinMs: null, autoplay: true });
    const spin = () => studio.post('slot/spin', { sessionId: res.body.sessionId, betMinor: 1_000 });
    expect((await spin()).status).toBe(200);
    expect((await spin()).status).toBe(200);
  });

  it("reads the wallet's rules and keeps at least the smallest level under a tiny cap", () => {
    const rules = rulesFromWallet({ stakeMax: '0.10', roundMinMs: 2500, autoplay: false });
    expect(rules).toEqual({ stakeMaxMinor: 10, roundMinMs: 2500, autoplay: false });
    const capped = cappedLimits(BET_LIMITS.slot, rules);
    expect(capped.levelsMinor).toEqual([BET_LIMITS.slot.levelsMinor[0]]);
  });
});
