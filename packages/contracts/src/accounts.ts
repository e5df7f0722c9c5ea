// Calls of the accounts area: tourist sessions, user info, logout, tracking.
import { z } from 'zod';
import { defineCall } from './call.ts';
import {
  codeField,
  nicknameField,
  passwordField,
  phoneField,
  withdrawPasswordField,
} from './account-fields.ts';

const deviceNumber = z.string().trim().min(8).max(128);

/** The user fields of docs/seed-spec.md S3.1 that the server knows. */
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
  debt: z
    .number()
    .describe(
      'What the player owes in TRY (a bet resettled after it paid, beyond the cash held); later credits repay it first. 0 when nothing.',
    ),
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

/** Answer of every call that logs a player in. */
export const loginResult = userInfo.extend({ token: z.string() });

export const sendSms = defineCall({
  path: '/sms/send',
  auth: 'none',
  tag: 'accounts',
  summary:
    'Sends a 6-digit code to the phone (valid 5 minutes, 5 tries; a resend replaces it). Answers the seconds before another may be sent.',
  body: { tel: phoneField },
  result: z.number().int(),
});

export const getTestSms = defineCall({
  path: '/sms/getTest',
  auth: 'none',
  tag: 'accounts',
  summary: 'Sandbox only: the newest code sent to the phone.',
  body: { tel: phoneField },
  result: z.string(),
});

export const register = defineCall({
  path: '/sso/register',
  auth: 'none',
  tag: 'accounts',
  summary:
    'Registers a player with a verified phone. The calling tourist becomes the player, keeping what it had; answers a fresh token.',
  body: {
    mobile: phoneField,
    password: passwordField,
    verificationCode: codeField,
    ageConfirmed: z.literal(true, 'base.MustConfirmAge'),
    termsAccepted: z.literal(true, 'base.MustAcceptTerms'),
    inviteCode: z.string().trim().max(16).optional(),
  },
  result: loginResult,
});

export const loginNew = defineCall({
  path: '/sso/loginNew',
  auth: 'none',
  tag: 'accounts',
  summary: 'Logs a player in with the phone and either the password or a code sent by SMS.',
  body: {
    mobile: phoneField,
    password: z.string().max(128).optional(),
    verificationCode: z.string().trim().max(6).optional(),
  },
  result: loginResult,
});

export const resetPassword = defineCall({
  path: '/sso/modify',
  auth: 'none',
  tag: 'accounts',
  summary: 'Sets a new password with a code sent to the phone; signs out every session.',
  body: { mobile: phoneField, verificationCode: codeField, password: passwordField },
  result: z.null(),
});

export const bindPhone = defineCall({
  path: '/user/bind-phone',
  auth: 'player',
  tag: 'accounts',
  summary:
    "Binds a new phone to the player's account, proven by a code sent to it, once the player proves the account with the password or a code sent to the current phone; signs out every other session.",
  body: {
    mobile: phoneField,
    verificationCode: codeField,
    password: z.string().max(128).optional(),
    currentCode: z.string().trim().max(6).optional(),
  },
  result: userInfo,
});

export const profile = defineCall({
  path: '/user/profile',
  auth: 'player',
  tag: 'accounts',
  summary: "The player's profile: names, contact, dates.",
  body: {},
  result: z.object({
    nikeName: z.string(),
    name: z.string(),
    email: z.string(),
    mobile: z.string(),
    inviteUUID: z.string(),
    registeredAt: z.number().describe('Epoch milliseconds.'),
    lastLoginAt: z.number().nullable(),
    withdrawPwdStatus: z.number().int(),
  }),
});

export const editProfile = defineCall({
  path: '/user/editprofile',
  auth: 'player',
  tag: 'accounts',
  summary: "Changes the player's real name and e-mail.",
  body: {
    name: z.string().trim().max(100, 'base.NameRule').optional(),
    email: z.union([z.literal(''), z.email('base.EmailRule').max(254)]).optional(),
  },
  result: userInfo,
});

export const rename = defineCall({
  path: '/user/rename',
  auth: 'player',
  tag: 'accounts',
  summary: "Changes the player's nickname.",
  body: { nikeName: nicknameField },
  result: userInfo,
});

export const uploadLoginLog = defineCall({
  path: '/user/uploadLoginLog',
  auth: 'session',
  tag: 'accounts',
  summary: 'Records a login on this device (mobile without its first two digits).',
  body: { mobile: z.string().max(20).optional() },
  result: z.null(),
});

export const setWithdrawPassword = defineCall({
  path: '/user/withdrawPassword/set',
  auth: 'player',
  tag: 'accounts',
  summary: 'Sets the withdrawal password (6 digits) for the first time, with a code sent by SMS.',
  body: { password: withdrawPasswordField, verificationCode: codeField },
  result: z.null(),
});

export const changeWithdrawPassword = defineCall({
  path: '/user/withdrawPassword/change',
  auth: 'player',
  tag: 'accounts',
  summary: 'Changes the withdrawal password, with a code sent by SMS.',
  body: { password: withdrawPasswordField, verificationCode: codeField },
  result: z.null(),
});
