// Demo data for a fresh machine. Loaded once, on the first start of an empty database (or by
// `npm run talih -- seed`); each feature adds its part here. The marker in app_meta makes a
// second run a no-op, so restarts never duplicate anything.
import type { Services } from '../services.ts';

export const DEMO_SEED_KEY = 'demo_seed_version';
export const DEMO_SEED_VERSION = '1';

export interface SeedResult {
  loaded: boolean;
  version: string;
  parts: string[];
}

export async function seedDemoData(
  services: Pick<Services, 'db'>,
  now = Date.now(),
): Promise<SeedResult> {
  const { db } = services;
  return db.transaction().execute(async (trx) => {
    const marker = await trx
      .selectFrom('app_meta')
      .select('value')
      .where('key', '=', DEMO_SEED_KEY)
      .executeTakeFirst();
    if (marker) return { loaded: false, version: marker.value, parts: [] };

    const parts: string[] = [];
    // Demo players; their passwords and wallets are added by the accounts and wallet seeds.
    const players = [
      { mobile: '905550000001', nickname: 'Demo Oyuncu' },
      { mobile: '905550000002', nickname: 'Ayşe Yılmaz' },
    ];
    for (const p of players) {
      await trx
        .insertInto('users')
        .values({
          role: 'player',
          device_number: null,
          mobile: p.mobile,
          nickname: p.nickname,
          lang: 'tk',
          adid: null,
          gaid: null,
          created_at: now,
          updated_at: now,
        })
        .onConflict((oc) => oc.column('mobile').doNothing())
        .execute();
    }
    parts.push(`players: ${players.length}`);

    await trx
      .insertInto('app_meta')
      .values({ key: DEMO_SEED_KEY, value: DEMO_SEED_VERSION, updated_at: now })
      .execute();
    return { loaded: true, version: DEMO_SEED_VERSION, parts };
  });
}
