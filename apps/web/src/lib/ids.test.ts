import { beforeEach, describe, expect, it } from 'vitest';
import { getDeviceNumber, readAttributionIds } from './ids.ts';

describe('device ids (no fingerprinting)', () => {
  beforeEach(() => localStorage.clear());

  it('keeps one random device number per browser', () => {
    const first = getDeviceNumber();
    expect(first).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(getDeviceNumber()).toBe(first);
  });

  it('falls back to local adid/gaid in a browser, at once', () => {
    const ids = readAttributionIds(window);
    expect(ids?.adid).toBeTruthy();
    expect(ids?.gaid).toBeTruthy();
    expect(readAttributionIds(window)).toEqual(ids);
  });

  it('waits for both ids in an Android shell', () => {
    const shell = { android: true, adid: 'a-1' } as {
      android: boolean;
      adid: string;
      gaid?: string;
    };
    const win = Object.assign(Object.create(window), { talihShell: shell }) as Window;
    expect(readAttributionIds(win)).toBeNull();
    shell.gaid = 'g-1';
    expect(readAttributionIds(win)).toEqual({ adid: 'a-1', gaid: 'g-1' });
  });
});
