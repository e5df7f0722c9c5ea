// Calls of the engagement rewards: mail, daily sign-in, prize wheels and VIP. Everything that
// pays is rate limited per player (a generous limit: real players never meet it).
import {
  getSignInConfig,
  getSignInRecord,
  getSignInUpdate,
  getVipInfo,
  mailList,
  mailRead,
  mailReceive,
  wheelList,
  wheelSpin,
} from '@talih/contracts/engagement.ts';
import { hitRateLimits, type RateLimitRule } from '../../cache/rate-limit.ts';
import type { CallRegistry } from '../../http/calls.ts';
import { AppError } from '../../http/errors.ts';
import type { Services } from '../../services.ts';
import { runDueCampaigns } from './mail/campaign-sender.ts';
import { listMail, readMail, receiveMail } from './mail/mail.ts';
import { claimSignIn, signInConfigView, signInDays, signInState } from './sign-in/sign-in.ts';
import { vipInfo } from './vip/vip.ts';
import { checkVipLevelBonuses } from '../bonus/triggers/events.ts';
import { listWheels, spinWheel } from './wheel/wheel.ts';

/** Claims of prizes per player: a burst of a hundred a minute, a thousand an hour. */
export const PRIZE_CLAIM_LIMITS: readonly RateLimitRule[] = [
  { name: 'prize:minute', max: 100, windowMs: 60_000 },
  { name: 'prize:hour', max: 1000, windowMs: 3_600_000 },
];

async function limitClaims(services: Services, userId: number) {
  if (await hitRateLimits(services.cache, String(userId), PRIZE_CLAIM_LIMITS)) {
    throw new AppError('errors.rateLimited');
  }
}

export function registerEngagementCalls(calls: CallRegistry, services: Services) {
  const { db, ledger } = services;

  calls.register(mailList, ({ auth }) => listMail(db, auth.userId));
  calls.register(mailRead, ({ auth, body }) => readMail(db, auth.userId, body.mailId));
  calls.register(mailReceive, async ({ auth, body }) => {
    await limitClaims(services, auth.userId);
    return receiveMail(ledger, auth.userId, body.mailId);
  });

  calls.register(getSignInConfig, async () => signInConfigView(await signInDays(db)));
  calls.register(getSignInRecord, ({ auth, body }) => {
    // The seed sends userId: only the player's own answers; anyone else's is "not found".
    if (body.userId !== undefined && body.userId !== auth.userId) {
      throw new AppError('errors.signIn.notFound');
    }
    return signInState(db, auth.userId);
  });
  calls.register(getSignInUpdate, async ({ auth }) => {
    await limitClaims(services, auth.userId);
    return claimSignIn(db, ledger, auth.userId, services.config.jurisdiction.bonus);
  });

  calls.register(wheelList, ({ auth }) => listWheels(db, auth.userId));
  calls.register(wheelSpin, async ({ auth, body }) => {
    await limitClaims(services, auth.userId);
    return spinWheel(db, ledger, auth.userId, body.wheelCode);
  });

  calls.register(getVipInfo, async ({ auth }) => {
    // A level reached since the last look grants its vip_level bonuses.
    await checkVipLevelBonuses(services, auth.userId);
    return vipInfo(db, auth.userId);
  });

  // Mail composed in the back-office goes out from its send time, once across instances.
  services.scheduler?.every({
    name: 'mail-campaigns',
    everyMs: MAIL_CAMPAIGN_EVERY_MS,
    run: async () => {
      await runDueCampaigns(db);
    },
  });
}

/** How often the scheduler looks for due mail campaigns. */
const MAIL_CAMPAIGN_EVERY_MS = 15_000;
