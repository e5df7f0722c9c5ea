// Startup (docs/seed-spec.md S2.3, S4.2): wait for the device ids, make sure the device has a
// session (tourist login), then send a logged-out returning device to login. Every call is silent
// and every failure is caught, so a missing server degrades to "guest on Home" with no toasts.
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { ID_POLL_INTERVAL_MS } from '@talih/contracts/limits.ts';
import { getDeviceNumber, readAttributionIds } from '../lib/ids.ts';
import { attributionAdapter } from '../lib/attribution.ts';
import { isLoginExpired, isPlayer, useSession } from '../lib/session.ts';
import { checkOldUser, refreshUserInfo, touristLogin } from '../lib/session-api.ts';

/** Bounded polling: an Android shell that never answers stops being asked after 2 minutes. */
const MAX_POLLS = 240;

function waitForIds(signal: {
  cancelled: boolean;
}): Promise<{ adid: string; gaid: string } | null> {
  return new Promise((resolve) => {
    let polls = 0;
    const tick = () => {
      if (signal.cancelled) return resolve(null);
      // An attribution adapter's ids when one is on (off by default), else the shell's or local.
      const ids = attributionAdapter().ids() ?? readAttributionIds(window);
      if (ids || ++polls >= MAX_POLLS) return resolve(ids);
      setTimeout(tick, ID_POLL_INTERVAL_MS);
    };
    tick();
  });
}

export async function runStartup(
  goToLogin: () => void,
  signal: { cancelled: boolean } = { cancelled: false },
): Promise<void> {
  const store = useSession.getState();
  if (!store.deviceNumber) store.setUser({ deviceNumber: getDeviceNumber() });
  // An expired player login is a logged-out session (S4.1).
  if (store.isNewUserLogin && isLoginExpired(store.lastLoginAt)) store.logoutLocal();

  const ids = await waitForIds(signal);
  if (signal.cancelled) return;
  if (ids) useSession.getState().setUser(ids);

  try {
    if (!useSession.getState().token) await touristLogin();
    if (isPlayer(useSession.getState())) {
      await refreshUserInfo();
      return;
    }
    if (signal.cancelled) return;
    if (await checkOldUser()) goToLogin();
  } catch (error) {
    console.warn('[startup] session setup failed; continuing as a guest', error);
  }
}

export function useStartup(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const signal = { cancelled: false };
    void runStartup(() => {
      // Only from Home: a deep link the player opened is not taken away from them.
      if (window.location.pathname === '/') navigate('/login', { replace: true });
    }, signal);
    return () => {
      signal.cancelled = true;
    };
    // Once per page load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
