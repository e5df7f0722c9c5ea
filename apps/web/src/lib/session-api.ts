// Session calls used by the shell (startup, header, tab bar). They live in lib because the
// layouts and several features share them. All are silent: startup must degrade quietly when
// the server is not reachable, and a background refresh should never toast.
//
// Only the contracts' types are imported: importing the contract objects would pull zod into
// the first page's JavaScript (about 25 KiB gzipped) for four path strings.
import type {
  checkOldUser as CheckOldUser,
  getUserInfo as GetUserInfo,
  touristLogin as TouristLogin,
} from '@talih/contracts/accounts.ts';
import type { CallResult } from '@talih/contracts/call.ts';
import { TRACK_EVENT_TYPE } from '@talih/contracts/limits.ts';
import { request } from './request.ts';
import { pickSessionFields, userFieldsFrom, useSession } from './session.ts';
import { loadFavoriteIds } from './lobby.ts';
import { loadPrizeUser, loadSignIn } from './player-startup.ts';

/** POST /sso/v2/login: creates or resumes the tourist of this device. */
export async function touristLogin(): Promise<void> {
  const s = useSession.getState();
  const data = await request<CallResult<typeof TouristLogin>>(
    '/sso/v2/login',
    { deviceNumber: s.deviceNumber, adid: s.adid || undefined, gaid: s.gaid || undefined },
    { silent: true },
  );
  const fields = pickSessionFields(data);
  // A tourist has a token but is not a logged-in player.
  useSession
    .getState()
    .setUser({ ...fields, role: fields.role ?? 'tourist', isNewUserLogin: false });
}

/** POST /user/checkOldUser: has this device been used by a registered player before? */
export async function checkOldUser(): Promise<boolean> {
  const s = useSession.getState();
  const old = await request<CallResult<typeof CheckOldUser>>(
    '/user/checkOldUser',
    { deviceNumber: s.deviceNumber },
    { silent: true },
  );
  useSession.getState().setUser({ isOld: old === true });
  return old === true;
}

/**
 * POST /user/getUserInfo: refreshes the user fields, balance included. Once it succeeds the
 * favourite ids, the sign-in config, today's sign-in and the prize load too (S4.6), in the
 * background: a failure there leaves those fields as they were.
 */
export async function refreshUserInfo(): Promise<void> {
  const sentAt = performance.now();
  const data = await request<CallResult<typeof GetUserInfo>>(
    '/user/getUserInfo',
    {},
    { silent: true },
  );
  useSession.getState().setUser(userFieldsFrom(data, sentAt));
  loadFavoriteIds().catch(() => undefined);
  const userId = Number(useSession.getState().userid);
  if (userId > 0) {
    loadSignIn(userId).catch(() => undefined);
    loadPrizeUser(userId).catch(() => undefined);
  }
}

/**
 * POST /sso/logout (silent), then a local logout whatever the server said, then a fresh tourist
 * session for this device, as startup would make one (registration needs a tourist token).
 */
export async function logout(): Promise<void> {
  try {
    await request('/sso/logout', {}, { silent: true });
  } catch {
    // The local logout below is what matters to the player.
  } finally {
    useSession.getState().logoutLocal();
  }
  try {
    await touristLogin();
  } catch (error) {
    console.warn('[logout] no tourist session; the next page load retries', error);
  }
}

/** POST /tracking/uploadTrack; failures are ignored (S8). */
export function track(eventId: number): void {
  request(
    '/tracking/uploadTrack',
    { eventType: TRACK_EVENT_TYPE, eventId },
    { silent: true },
  ).catch(() => undefined);
}
