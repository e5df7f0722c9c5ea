// Demo data for a fresh machine, in parts. Each part runs once, on the first start of a
// database that lacks it (or by `npm run talih -- seed`), and records a marker in app_meta in
// the same transaction, so restarts never duplicate anything and a later part still reaches a
// database seeded before that part existed.
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/schema.ts';
import type { Cache } from '../cache/cache.ts';
import { catalogueChanged } from '../modules/lobby/catalogue.ts';
import { demoGames } from './demo-games.ts';
import { insertBanners, insertLobby } from './lobby-parts.ts';
import { insertOperatorBankAccounts } from './payment-parts.ts';
import { insertSportsbook } from './sport-parts.ts';
// engagement rewards
import { insertDemoMail } from './engagement-parts.ts';
import { insertSocial } from './social-parts.ts';
import { insertSupportCanned } from './support-parts.ts';
import { insertDemoStaff } from './staff-parts.ts';
import { insertBonusTemplates } from './bonus-parts.ts';

/** The marker of the first part (players), kept from when the seed was one piece. */
export const DEMO_SEED_KEY = 'demo_seed_version';

interface SeedPart {
  marker: string;
  name: string;
  run(trx: Transaction<DB>, now: number): Promise<string>;
}

const parts: SeedPart[] = [
  {
    marker: DEMO_SEED_KEY,
    name: 'players',
    async run(trx, now) {
      // Demo players without passwords: they show up in lists; log in by SMS code to use them.
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
      return `players: ${players.length}`;
    },
  },
  {
    marker: 'demo_seed:studio_games',
    name: 'studio games',
    async run(trx, now) {
      const games = demoGames(now);
      await trx.insertInto('games').values(games).execute();
      return `studio games: ${games.length}`;
    },
  },
  {
    // Categories, providers, labels and ~3,000 generated stand-in games (./demo-catalogue.ts):
    // demo data only, no studio behind them; a launch opens the sandbox slot in their place.
    marker: 'demo_seed:lobby',
    name: 'lobby catalogue',
    run: (trx, now) => insertLobby(trx, now),
  },
  {
    marker: 'demo_seed:banners',
    name: 'banners',
    run: (trx) => insertBanners(trx),
  },
  {
    marker: 'demo_seed:payment_bank_accounts',
    name: 'payment bank accounts',
    run: (trx, now) => insertOperatorBankAccounts(trx, now),
  },
  // sportsbook
  {
    marker: 'demo_seed:sportsbook',
    name: 'sportsbook',
    run: (trx) => insertSportsbook(trx),
  },
  // engagement rewards
  {
    marker: 'demo_seed:engagement_mail',
    name: 'demo mail',
    run: (trx, now) => insertDemoMail(trx, now),
  },
  {
    // Promotions with their banners, support channels, demo invite links, a support thread.
    marker: 'demo_seed:social',
    name: 'social',
    run: (trx, now) => insertSocial(trx, now),
  },
  {
    // Canned answers for the back-office support inbox (issue 18).
    marker: 'demo_seed:support_canned',
    name: 'support canned answers',
    run: (trx, now) => insertSupportCanned(trx, now),
  },
  {
    // Back-office staff (sandbox only: production refuses SEED_DEMO).
    marker: 'demo_seed:staff',
    name: 'staff',
    run: (trx, now) => insertDemoStaff(trx, now),
  },
  {
    // Bonus templates (issue 20): welcome, second deposit, the TALIH50 promo code.
    marker: 'demo_seed:bonus_templates',
    name: 'bonus templates',
    run: (trx, now) => insertBonusTemplates(trx, now),
  },
];

export interface SeedResult {
  loaded: boolean;
  parts: string[];
}

/** With a cache, running instances hear that the catalogue changed. */
export async function seedDemoData(
  services: { db: Kysely<DB>; cache?: Cache },
  now = Date.now(),
): Promise<SeedResult> {
  const loaded: string[] = [];
  for (const part of parts) {
    const summary = await services.db.transaction().execute(async (trx) => {
      const marker = await trx
        .selectFrom('app_meta')
        .select('value')
        .where('key', '=', part.marker)
        .executeTakeFirst();
      if (marker) return null;
      const text = await part.run(trx, now);
      await trx
        .insertInto('app_meta')
        .values({ key: part.marker, value: '1', updated_at: now })
        .execute();
      return text;
    });
    if (summary) loaded.push(summary);
  }
  if (loaded.length > 0 && services.cache) await catalogueChanged(services.cache);
  return { loaded: loaded.length > 0, parts: loaded };
}
