// The games screen's "sync the Hub88 list" button: the same sync as the 6-hourly job and
// `talih hub88 sync` (docs/hub88.md "Game list"), run now, audited, and announced to every
// instance's lobby. It calls Hub88, so each staff member may press it a few times an hour.
import * as contract from '@talih/contracts/backoffice/content.ts';
import { hub88ClientOf } from '../../../adapters/games/hub88/client-of.ts';
import { syncHub88Games } from '../../../adapters/games/hub88/sync.ts';
import { jurisdictionOf } from '../../../adapters/games/hub88/protocol.ts';
import { RetryableError } from '../../../adapters/retry.ts';
import { hitRateLimits } from '../../../cache/rate-limit.ts';
import { AppError } from '../../../http/errors.ts';
import { catalogueChanged } from '../../../modules/lobby/catalogue.ts';
import { defineStaffCall } from '../../calls.ts';

const SYNC_RULE = { name: 'hub88-sync:staff', max: 6, windowMs: 60 * 60_000 };

export function hub88SyncCall() {
  return defineStaffCall({
    ...contract.syncHub88Games,
    async handler(ctx) {
      const services = ctx.services;
      const client = hub88ClientOf(services);
      if (!client) throw new AppError('backoffice.errors.hub88Off');
      if (
        services.cache &&
        (await hitRateLimits(services.cache, String(ctx.staff.id), [SYNC_RULE]))
      ) {
        throw new AppError('backoffice.errors.tooManyAttempts');
      }
      const result = await syncHub88Games(
        services.db,
        client,
        jurisdictionOf(services.config.jurisdiction),
      ).catch((error: unknown) => {
        if (error instanceof RetryableError)
          throw new AppError('backoffice.errors.hub88Unreachable');
        throw error;
      });
      await ctx.audit({
        action: 'content.games.hub88Sync',
        objectType: 'game',
        objectId: 'hub88',
        after: result,
      });
      if (services.cache) await catalogueChanged(services.cache);
      return result;
    },
  });
}
