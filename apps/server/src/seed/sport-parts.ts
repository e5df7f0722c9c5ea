// Demo data part "sportsbook": the sports and leagues the sandbox odds feed covers, so the
// Sport page's navigation is there from the first start. Fixtures, odds and live matches come
// from the feed itself (modules/sport/feed/sandbox.ts), as they would from a real provider.
import type { Transaction } from 'kysely';
import type { DB } from '../db/schema.ts';
import { SANDBOX_LEAGUES } from '../modules/sport/feed/sandbox-leagues.ts';

const SPORTS = ['football', 'basketball', 'tennis'] as const;

export async function insertSportsbook(trx: Transaction<DB>): Promise<string> {
  for (const [sort, code] of SPORTS.entries()) {
    await trx
      .insertInto('sport_sports')
      .values({ code, sort })
      .onConflict((oc) => oc.column('code').doNothing())
      .execute();
  }
  const sports = await trx.selectFrom('sport_sports').select(['id', 'code']).execute();
  for (const l of SANDBOX_LEAGUES) {
    const sport = sports.find((s) => s.code === l.sport);
    if (!sport) continue;
    await trx
      .insertInto('sport_leagues')
      .values({
        sport_id: sport.id,
        feed_ref: l.ref,
        country_code: l.country,
        name: l.name,
        sort: l.sort,
      })
      .onConflict((oc) => oc.column('feed_ref').doNothing())
      .execute();
  }
  return `sportsbook: ${SPORTS.length} sports, ${SANDBOX_LEAGUES.length} leagues`;
}
