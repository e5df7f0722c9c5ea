import { beforeEach, describe, expect, it } from 'vitest';
import {
  initialSession,
  isLoginExpired,
  isPlayer,
  phoneOf,
  pickSessionFields,
  SESSION_STORAGE_KEY,
  useSession,
} from './session.ts';

const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);
/** Seven days (docs/seed-spec.md S9), written out so a change to the code's constant fails here. */
const LOGIN_VALIDITY_MS = 7 * 24 * 60 * 60 * 1000;

describe('login expiry (7 days from the last login)', () => {
  it('treats an absent login time as expired', () => {
    expect(isLoginExpired(null, NOW)).toBe(true);
  });

  it('is valid until exactly seven days have passed', () => {
    expect(isLoginExpired(NOW, NOW)).toBe(false);
    expect(isLoginExpired(NOW - LOGIN_VALIDITY_MS + 1, NOW)).toBe(false);
    expect(isLoginExpired(NOW - LOGIN_VALIDITY_MS, NOW)).toBe(true);
    expect(isLoginExpired(NOW - 30 * 24 * 3600_000, NOW)).toBe(true);
  });

  it('distrusts a login time far in the future (clock tampering)', () => {
    expect(isLoginExpired(NOW + 3600_000, NOW)).toBe(true);
  });

  it('needs the logged-in flag as well as a fresh login', () => {
    expect(isPlayer({ isNewUserLogin: true, lastLoginAt: NOW }, NOW)).toBe(true);
    expect(isPlayer({ isNewUserLogin: false, lastLoginAt: NOW }, NOW)).toBe(false);
    expect(isPlayer({ isNewUserLogin: true, lastLoginAt: NOW - LOGIN_VALIDITY_MS }, NOW)).toBe(
      false,
    );
  });
});

describe('session store', () => {
  beforeEach(() => {
    localStorage.clear();
    useSession.setState({ ...initialSession });
  });

  it('has the seed defaults', () => {
    const s = useSession.getState();
    expect(s.appId).toBe(2000);
    expect(s.role).toBe('tourist');
    expect(s.lang).toBe('tk');
    expect(s.isNewUserLogin).toBe(false);
  });

  it('derives the phone without the leading 90 and stores mobile with it', () => {
    expect(phoneOf('905321234567')).toBe('5321234567');
    expect(pickSessionFields({ mobile: '5321234567' }).mobile).toBe('905321234567');
    expect(pickSessionFields({ mobile: '905321234567' }).mobile).toBe('905321234567');
  });

  it('keeps only known fields from a server object', () => {
    const picked = pickSessionFields({ userid: 7, token: 't', junk: 1, lastLoginAt: 5 });
    expect(picked).toEqual({ userid: 7, token: 't' });
  });

  it('persists to localStorage and a local logout clears the user but keeps language and device', () => {
    const s = useSession.getState();
    s.setUser({ deviceNumber: 'dev-1', lang: 'en' });
    s.loginAsPlayer({ token: 'abc', nikeName: 'Ayşe', totalAssets: 12.5 }, NOW);
    const stored = JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? '{}');
    expect(stored.state.token).toBe('abc');
    expect(stored.state.lastLoginAt).toBe(NOW);
    expect(stored.state.isNewUserLogin).toBe(true);

    useSession.getState().logoutLocal();
    const after = useSession.getState();
    expect(after.token).toBe('');
    expect(after.lastLoginAt).toBeNull();
    expect(after.isNewUserLogin).toBe(false);
    expect(after.nikeName).toBe('');
    expect(after.lang).toBe('en');
    expect(after.deviceNumber).toBe('dev-1');
  });
});
