// The user/session store of docs/seed-spec.md S3.1, persisted in local storage. `isNewUserLogin`
// means "a registered player is logged in"; a tourist only has a token. A login is valid for
// seven days from `lastLoginAt` (S4.1).
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { APP_ID_STORE_DEFAULT, LOGIN_VALIDITY_MS } from '@talih/contracts/limits.ts';
import { deployment } from './deployment.ts';
import { nationalOf } from './phone.ts';
import { DEFAULT_LANGUAGE, type Language } from '@talih/contracts/i18n.ts';

export interface SessionFields {
  appId: number;
  userid: number | string;
  nikeName: string;
  token: string;
  role: 'tourist' | 'player' | (string & {});
  lang: Language;
  newUserFlag: number;
  sign: string;
  uid: string;
  adid: string;
  gaid: string;
  deviceNumber: string;
  abMode: number | string;
  accountIdentification: string;
  accountIfsc: string;
  accountNumber: string;
  accountPhone: string;
  agentType: number;
  bankStatus: number;
  email: string;
  firstRecharge: number;
  id: number | string;
  /** Stored with the 90 country prefix. */
  mobile: string;
  name: string;
  /** Wallet balance in lira (the API's two-decimal number). */
  totalAssets: number;
  /** Bonus money of the active bonus in lira; 0 when none. */
  bonusAssets: number;
  /** What the player owes in lira (a bet resettled beyond their cash); 0 when nothing. */
  debt: number;
  vipLevel: number;
  vipUrl: string;
  withdrawPwdStatus: number;
  isLogin: boolean;
  /** True when a registered player (not a tourist) is logged in. */
  isNewUserLogin: boolean;
  prize: unknown;
  signInData: unknown;
  bSignInToday: boolean;
  /** Ids of the player's favourite games (getFavoriteGames' gameIds). */
  favoriteGameList: number[];
  haveDemoInfo: unknown;
  uuId: string;
  inviteUUID: string;
  pddDetail: unknown;
  isWheelEnough: boolean;
  isOld: boolean;
  /** Epoch ms of the last player login; the login expires LOGIN_VALIDITY_MS later. */
  lastLoginAt: number | null;
}

export const initialSession: SessionFields = {
  appId: APP_ID_STORE_DEFAULT,
  userid: '',
  nikeName: '',
  token: '',
  role: 'tourist',
  lang: DEFAULT_LANGUAGE,
  newUserFlag: 0,
  sign: '',
  uid: '',
  adid: '',
  gaid: '',
  deviceNumber: '',
  abMode: '',
  accountIdentification: '',
  accountIfsc: '',
  accountNumber: '',
  accountPhone: '',
  agentType: 0,
  bankStatus: 0,
  email: '',
  firstRecharge: 0,
  id: '',
  mobile: '',
  name: '',
  totalAssets: 0,
  bonusAssets: 0,
  debt: 0,
  vipLevel: 0,
  vipUrl: '',
  withdrawPwdStatus: 0,
  isLogin: false,
  isNewUserLogin: false,
  prize: null,
  signInData: null,
  bSignInToday: false,
  favoriteGameList: [],
  haveDemoInfo: null,
  uuId: '',
  inviteUUID: '',
  pddDetail: null,
  isWheelEnough: false,
  isOld: false,
  lastLoginAt: null,
};

/**
 * Expired or absent means the player must log in. Epoch milliseconds are zone-free, so the
 * seed's "compared in Europe/Istanbul" holds without converting (Istanbul has no DST).
 */
export function isLoginExpired(lastLoginAt: number | null, now = Date.now()): boolean {
  if (lastLoginAt == null || !Number.isFinite(lastLoginAt)) return true;
  return now - lastLoginAt >= LOGIN_VALIDITY_MS || now < lastLoginAt - 60_000;
}

/** The phone number without its country code, the seed's 90 in sandbox (S3.1 "derived"). */
export function phoneOf(mobile: string): string {
  return nationalOf(mobile);
}

/**
 * When the live balance stream last wrote the balance (performance.now()). A getUserInfo sent
 * before then may answer a balance read before that movement, and arrive after it: the
 * stream's is the newer one then (userFieldsFrom keeps it).
 */
let liveBalanceHeardAt = Number.NEGATIVE_INFINITY;

/** The live stream wrote the balance now (features/wallet/useLiveBalance). */
export function noteLiveBalance(): void {
  liveBalanceHeardAt = performance.now();
}

/**
 * The store's fields from a call that answers the player's user info (getUserInfo, rename,
 * editprofile) sent at `sentAt` (performance.now()): without its balance when the live stream
 * wrote one while the call was on its way, since that one is newer (a deposit credited as the
 * page loaded).
 */
export function userFieldsFrom(data: unknown, sentAt: number): Partial<SessionFields> {
  const fields = pickSessionFields(data);
  if (liveBalanceHeardAt >= sentAt) {
    delete fields.totalAssets;
    delete fields.bonusAssets;
  }
  return fields;
}

/** Keeps only the fields we know from a server user object, so junk never lands in storage. */
export function pickSessionFields(data: unknown): Partial<SessionFields> {
  if (!data || typeof data !== 'object') return {};
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(initialSession)) {
    const value = (data as Record<string, unknown>)[key];
    if (value !== undefined && value !== null) out[key] = value;
  }
  if (typeof out.totalAssets === 'string') out.totalAssets = Number(out.totalAssets) || 0;
  if (typeof out.debt === 'string') out.debt = Number(out.debt) || 0;
  const codes = deployment().phoneCallingCodes;
  const mobile = out.mobile;
  if (typeof mobile === 'string' && mobile && !codes.some((c) => mobile.startsWith(c))) {
    out.mobile = `${codes[0] ?? ''}${mobile}`;
  }
  delete out.lastLoginAt;
  delete out.lang;
  return out as Partial<SessionFields>;
}

interface SessionActions {
  /** Merges user fields from the server (getUserInfo and the like). */
  setUser: (fields: Partial<SessionFields>) => void;
  /** A registered player logged in: start the seven-day validity. */
  loginAsPlayer: (fields: Partial<SessionFields>, now?: number) => void;
  setLang: (lang: Language) => void;
  /** Local logout (S4.1): clears the login time and the user, keeps language and device. */
  logoutLocal: () => void;
}

export type SessionState = SessionFields & SessionActions;

export const SESSION_STORAGE_KEY = 'talih.session';

export const useSession = create<SessionState>()(
  persist(
    (set) => ({
      ...initialSession,
      setUser: (fields) => set(fields),
      loginAsPlayer: (fields, now = Date.now()) =>
        set({
          ...fields,
          role: fields.role ?? 'player',
          isNewUserLogin: true,
          isLogin: true,
          lastLoginAt: now,
        }),
      setLang: (lang) => set({ lang }),
      logoutLocal: () =>
        set((s) => ({
          ...initialSession,
          lang: s.lang,
          deviceNumber: s.deviceNumber,
          adid: s.adid,
          gaid: s.gaid,
        })),
    }),
    {
      name: SESSION_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => {
        const { setUser: _a, loginAsPlayer: _b, setLang: _c, logoutLocal: _d, ...fields } = s;
        return fields;
      },
    },
  ),
);

/** Logged in as a player, and the login has not expired. */
export function isPlayer(
  s: Pick<SessionFields, 'isNewUserLogin' | 'lastLoginAt'>,
  now = Date.now(),
) {
  return s.isNewUserLogin && !isLoginExpired(s.lastLoginAt, now);
}

export function useIsPlayer(): boolean {
  return useSession((s) => isPlayer(s));
}
