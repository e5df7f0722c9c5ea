// Tells the players' screens (GET /api/sport/stream, through the cache bus) an event changed:
// a trader's suspension greys out the slip's pick at once, as the feed's does.
import type { SportStreamEvent } from '@talih/contracts/sport.ts';
import { createSportBook, SPORT_CHANNEL } from '../../../modules/sport/book/book.ts';
import type { Services } from '../../../services.ts';

export async function announceEvent(services: Services, eventId: number) {
  if (!services.cache) return;
  const view = await createSportBook(services).eventView(eventId);
  if (!view) return;
  const message: SportStreamEvent = { type: 'event', event: view.event, markets: view.markets };
  await services.cache.publish(SPORT_CHANNEL, JSON.stringify(message)).catch(() => {});
}
