// Account calls: tourist sessions, user info, logout, tracking.
import {
  checkOldUser,
  getUserInfo,
  logout,
  touristLogin,
  uploadTrack,
} from '@talih/contracts/accounts.ts';
import { hitRateLimits, type RateLimitRule } from '../../cache/rate-limit.ts';
import { AppError, UnauthorizedError } from '../../http/errors.ts';
import type { CallRegistry } from '../../http/calls.ts';
import { createSession, pruneSessions, revokeSession } from '../../sessions/sessions.ts';
import { findOrCreateTourist, isOldDevice, loadUserInfo, recordDevice } from './users.ts';

const HOUR_MS = 60 * 60 * 1000;
/** New tourist accounts per IP: generous for shared NATs, a wall against scripted sign-ups. */
const touristCreateLimits = (max: number): RateLimitRule[] => [
  { name: 'tourist:ip:hour', max, windowMs: HOUR_MS },
];

/** Live tokens one tourist keeps (its devices' browsers and app installs); older ones go. */
const TOURIST_SESSIONS_KEPT = 5;

export function registerAccountCalls(calls: CallRegistry) {
  calls.register(touristLogin, async ({ body, lang, req, services }) => {
    const { db, cache } = services;
    const { userId } = await findOrCreateTourist(
      db,
      { deviceNumber: body.deviceNumber, adid: body.adid, gaid: body.gaid, lang },
      async () => {
        if (
          await hitRateLimits(
            cache,
            req.ip,
            touristCreateLimits(services.config.TOURIST_CREATE_IP_HOURLY_MAX),
          )
        ) {
          throw new AppError('errors.rateLimited');
        }
      },
    );
    await recordDevice(db, userId, body.deviceNumber);
    const { token } = await createSession(db, userId, {
      ip: req.ip,
      userAgent: req.headers['user-agent'],
    });
    await pruneSessions(db, userId, TOURIST_SESSIONS_KEPT);
    const info = await loadUserInfo(db, userId);
    if (!info) throw new AppError('errors.internal');
    return { ...info, token };
  });

  calls.register(checkOldUser, async ({ body, services }) =>
    isOldDevice(services.db, body.deviceNumber),
  );

  calls.register(getUserInfo, async ({ auth, services }) => {
    const info = await loadUserInfo(services.db, auth.userId);
    if (!info) throw new UnauthorizedError();
    return info;
  });

  calls.register(logout, async ({ auth, services }) => {
    await revokeSession(services.db, auth.sessionId);
    return null;
  });

  calls.register(uploadTrack, async ({ body, auth, req, services }) => {
    // Tracking never fails the caller: a storage error is logged and swallowed.
    try {
      await services.db
        .insertInto('track_events')
        .values({
          user_id: auth?.userId ?? null,
          device_number: (body.deviceNumber ?? '').slice(0, 128) || null,
          event_type: body.eventType,
          event_id: body.eventId,
          created_at: Date.now(),
        })
        .execute();
    } catch (err) {
      req.log.warn({ err }, 'tracking event not stored');
    }
    return null;
  });
}
