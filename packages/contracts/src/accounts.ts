// Calls of the accounts area: tourist sessions, user info, logout, tracking.
import { z } from 'zod';
import { defineCall } from './call.ts';

const deviceNumber = z.string().trim().min(8).max(128);

/** The user fields of SEED-SPEC S3.1 that the server knows. */
export const userInfo = z.object({
  userid: z.number().int(),
  id: z.number().int(),
  role: z.enum(['tourist', 'player']),
  nikeName: z.string(),
  name: z.string(),
  lang: z.string(),
  mobile: z.string().describe('With the 90 prefix; empty for tourists.'),
  email: z.string(),
  totalAssets: z.number().describe('Cash balance in TRY, two decimals.'),
  vipLevel: z.number().int(),
  vipUrl: z.string(),
  withdrawPwdStatus: z.number().int().describe('1 when a withdrawal password is set.'),
  bankStatus: z.number().int().describe('1 when a bank card is bound.'),
  firstRecharge: z.number().int().describe('1 once the first deposit is credited.'),
  newUserFlag: z.number().int(),
  agentType: z.number().int(),
  abMode: z.number().int(),
  accountIdentification: z.string(),
  accountIfsc: z.string(),
  accountNumber: z.string(),
  accountPhone: z.string(),
  uuId: z.string(),
  inviteUUID: z.string(),
  isOld: z.boolean(),
});
export type UserInfo = z.infer<typeof userInfo>;

export const touristLogin = defineCall({
  path: '/sso/v2/login',
  auth: 'none',
  tag: 'accounts',
  summary: 'Creates, or resumes, the tourist account of this device and answers a session token.',
  body: {
    deviceNumber,
    adid: z.string().max(128).optional(),
    gaid: z.string().max(128).optional(),
  },
  result: userInfo.extend({ token: z.string() }),
});

export const checkOldUser = defineCall({
  path: '/user/checkOldUser',
  auth: 'none',
  tag: 'accounts',
  summary: 'True when this device has ever been used by a registered player.',
  body: { deviceNumber },
  result: z.boolean(),
});

export const getUserInfo = defineCall({
  path: '/user/getUserInfo',
  auth: 'session',
  tag: 'accounts',
  summary: 'The calling user: profile, balance, VIP level and flags.',
  body: {},
  result: userInfo,
});

export const logout = defineCall({
  path: '/sso/logout',
  auth: 'session',
  tag: 'accounts',
  summary: 'Revokes the calling token on the server.',
  body: {},
  result: z.null(),
});

export const uploadTrack = defineCall({
  path: '/tracking/uploadTrack',
  auth: 'none',
  tag: 'accounts',
  summary: 'Stores a client tracking event (eventType 2: eventId 3 login click, 2 register click).',
  body: {
    eventType: z.number().int().min(0).max(1000),
    eventId: z.number().int().min(0).max(100_000),
  },
  result: z.null(),
});
