// The player's protection calls (contracts in @talih/contracts/protection.ts).
import * as c from '@talih/contracts/protection.ts';
import type { CallRegistry } from '../../http/calls.ts';
import type { Services } from '../../services.ts';
import { exportData, eraseData } from './data-rights.ts';
import { activeExclusion } from './exclusions.ts';
import { accountHistory } from './history.ts';
import { limitsOf } from './limits.ts';
import { realityMinutesOf } from './overview.ts';
import {
  clockOf,
  excludeSelf,
  liftRequest,
  overview,
  setPlayerLimit,
  setRealityMinutes,
} from './player.ts';
import { endSession, latestSession, running, sessionView } from './play-sessions.ts';
import { deleteSelfTests, keepSelfTest, listSelfTests } from './self-test.ts';

async function playSession(services: Services, userId: number) {
  const now = clockOf(services);
  const { db } = services;
  const pack = services.config.jurisdiction;
  const limits = await limitsOf(db, userId, now);
  return sessionView(await latestSession(db, userId), {
    now,
    realityMinutes: await realityMinutesOf(db, pack, userId),
    limitMinutes: pack.limits.sessionTimeLimit
      ? (limits.find((l) => l.kind === 'session')?.amount ?? null)
      : null,
    excluded: (await activeExclusion(db, userId, now)) !== null,
  });
}

async function touchSession(services: Services, userId: number, stop: boolean) {
  const now = clockOf(services);
  const row = await latestSession(services.db, userId);
  if (row && running(row, now)) {
    if (stop) await endSession(services.db, row, 'stopped', now);
    else {
      await services.db
        .updateTable('play_sessions')
        .set({ checked_at: now })
        .where('id', '=', row.id)
        .execute();
    }
  }
  return playSession(services, userId);
}

export function registerProtectionCalls(calls: CallRegistry, services: Services) {
  calls.register(c.getProtection, ({ auth }) => overview(services, auth.userId));
  calls.register(c.setLimit, ({ auth, body }) =>
    setPlayerLimit(services, {
      userId: auth.userId,
      kind: body.kind,
      period: body.period,
      amount: body.amountMinor,
    }),
  );
  calls.register(c.setSessionLimit, ({ auth, body }) =>
    setPlayerLimit(services, {
      userId: auth.userId,
      kind: 'session',
      period: 'session',
      amount: body.minutes,
    }),
  );
  calls.register(c.setRealityCheck, ({ auth, body }) =>
    setRealityMinutes(services, auth.userId, body.minutes),
  );
  calls.register(c.takeTimeOut, ({ auth, body }) =>
    excludeSelf(services, auth.userId, { kind: 'time_out', hours: body.hours }),
  );
  calls.register(c.selfExclude, ({ auth, body }) =>
    excludeSelf(services, auth.userId, { kind: 'self_exclusion', months: body.months }),
  );
  calls.register(c.pressPanic, ({ auth }) => excludeSelf(services, auth.userId, { kind: 'panic' }));
  calls.register(c.requestLift, ({ auth }) => liftRequest(services, auth.userId));
  calls.register(c.getPlaySession, ({ auth }) => playSession(services, auth.userId));
  calls.register(c.saveSelfTest, ({ auth, body }) =>
    keepSelfTest(services.db, auth.userId, body.answers, clockOf(services)),
  );
  calls.register(c.getSelfTests, async ({ auth }) => ({
    items: await listSelfTests(services.db, auth.userId),
  }));
  calls.register(c.deleteSelfTests, async ({ auth }) => ({
    deleted: await deleteSelfTests(services.db, auth.userId),
  }));
  calls.register(c.continuePlay, ({ auth }) => touchSession(services, auth.userId, false));
  calls.register(c.stopPlay, ({ auth }) => touchSession(services, auth.userId, true));
  calls.register(c.getAccountHistory, ({ auth }) =>
    accountHistory(services.db, auth.userId, clockOf(services)),
  );
  calls.register(c.exportMyData, ({ auth }) =>
    exportData(services.db, auth.userId, clockOf(services)),
  );
  calls.register(c.eraseMyData, async ({ auth }) => {
    await eraseData(services.db, auth.userId, clockOf(services));
    return { erased: true };
  });
}
