// The invite calls: the agent page (invite link, invitees, rebates) and its rebate claim, and
// the invite-to-unlock prize (pdd). A userId in a body must be the caller's own: another
// player's answers as not found. Rebates of the previous Istanbul day are computed by a timer
// while the server runs (idempotent; `talih rebates compute` does any day by hand).
import type { FastifyInstance } from 'fastify';
import {
  agentInfo,
  getInviteMsg,
  getPrizeUserMsg,
  getWithdrawPrize,
  pddGetPrize,
  pddGetUserUUID,
  receiveRebate,
  setPrizeLog,
} from '@talih/contracts/invite.ts';
import { hitRateLimits } from '../../cache/rate-limit.ts';
import type { CallRegistry } from '../../http/calls.ts';
import { AppError } from '../../http/errors.ts';
import type { Services } from '../../services.ts';
import { previousIstanbulDay } from './days.ts';
import {
  inviteFriends,
  pddConfig,
  pddConfigView,
  prizeOf,
  startOrGetPrize,
  withdrawPrize,
} from './pdd.ts';
import { agentInfo as loadAgentInfo, computeRebates, receiveRebates } from './rebates.ts';

const REBATE_TIMER_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const CATCH_UP_DAYS = 3;
const LOG_LIMITS = [{ name: 'pdd:log:minute', max: 30, windowMs: 60 * 1000 }];

function ownUserId(auth: { userId: number }, userId: number) {
  if (userId !== auth.userId) throw new AppError('errors.social.userNotFound');
}

export function registerInviteCalls(app: FastifyInstance, calls: CallRegistry, services: Services) {
  const { db } = services;

  calls.register(agentInfo, ({ auth }) => loadAgentInfo(db, auth.userId));
  calls.register(receiveRebate, ({ auth, req }) => receiveRebates(services, auth.userId, req.id));

  calls.register(pddGetUserUUID, async ({ auth, body }) => {
    ownUserId(auth, body.userId);
    const me = await db
      .selectFrom('users')
      .select('invite_code')
      .where('id', '=', auth.userId)
      .executeTakeFirstOrThrow();
    return { uuid: me.invite_code ?? '' };
  });
  calls.register(pddGetPrize, async ({ auth, lang }) => {
    const config = await pddConfig(db, services.cache);
    return {
      config: pddConfigView(lang, config),
      prize: await startOrGetPrize(db, auth.userId, Date.now(), config),
    };
  });
  calls.register(getPrizeUserMsg, async ({ auth, body }) => {
    ownUserId(auth, body.userId);
    return prizeOf(db, auth.userId);
  });
  calls.register(getInviteMsg, ({ auth }) => inviteFriends(db, auth.userId));
  calls.register(getWithdrawPrize, ({ auth, req }) => withdrawPrize(services, auth.userId, req.id));
  calls.register(setPrizeLog, async ({ auth, body }) => {
    if (await hitRateLimits(services.cache, String(auth.userId), LOG_LIMITS)) {
      return { recorded: false };
    }
    await db
      .insertInto('pdd_logs')
      .values({ user_id: auth.userId, action: body.action, created_at: Date.now() })
      .execute();
    return { recorded: true };
  });

  // The last few days, so a server that was down over midnight still computes them (a day
  // already computed adds nothing). One instance runs it (operations/scheduler.ts).
  services.scheduler?.every({
    name: 'invite-rebates',
    everyMs: REBATE_TIMER_MS,
    async run() {
      for (let back = CATCH_UP_DAYS - 1; back >= 0; back--) {
        const day = previousIstanbulDay(Date.now() - back * DAY_MS);
        await computeRebates(db, day).catch((error: unknown) =>
          app.log.error({ err: error, day }, 'rebate computation failed'),
        );
      }
    },
  });
}
