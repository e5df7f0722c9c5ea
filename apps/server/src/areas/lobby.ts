// The lobby area: the games catalogue, search, favourites, banners; the back-office's lobby
// and content screen and `talih content`; seeds the catalogue and the banners.
import { defineArea } from '../area.ts';
import { registerLobbyPictures } from '../backoffice/areas/lobby/staff-pictures.ts';
import { register as registerLobbyStaffCalls } from '../backoffice/areas/lobby/register.ts';
import { staffEnv, stringFlag, withCache } from '../cli/command.ts';
import { contentCommand } from '../cli/content.ts';
import { insertBanners, insertLobby } from '../seed/lobby-parts.ts';
import { registerLobbyCalls } from '../modules/lobby/routes.ts';

export const area = defineArea({
  name: 'lobby',
  dependencies: ['games'],
  routes: registerLobbyCalls,
  staffCalls: registerLobbyStaffCalls,
  staffRoutes: registerLobbyPictures,
  seed: [
    {
      // Categories, providers, labels and ~3,000 generated stand-in games (seed/demo-catalogue.ts;
      // SEED_CATALOGUE_GAMES sets another number): demo data only, no studio behind them; a
      // launch opens the sandbox slot in their place.
      marker: 'demo_seed:lobby',
      name: 'lobby catalogue',
      run: (trx, now, options) => insertLobby(trx, now, options.catalogueGames),
    },
    { marker: 'demo_seed:banners', name: 'banners', run: (trx) => insertBanners(trx) },
  ],
  cli: [
    {
      names: ['content'],
      help: `  content <call> --as <staff> [--input '{"...": ...}']
               the lobby and content screen's staff calls (games, games/save, providers,
               providers/save, drawer/save, labels, labels/save, labels/order, banners,
               banners/save, preview, ...); prints the answer as JSON
  content import <file.csv|file.json> --as <staff> [--apply]
               preview an aggregator's game list (row errors), apply it with --apply
  content banners/upload --file <picture.png|jpg|webp> --as <staff>`,
      options: {
        as: { type: 'string' },
        input: { type: 'string' },
        file: { type: 'string' },
        apply: { type: 'boolean' },
      },
      migrate: true,
      // With Redis configured, the running servers reload their lobby catalogue at once.
      run: (ctx) =>
        withCache(ctx.config, (cache) =>
          contentCommand(
            staffEnv(ctx, cache),
            {
              call: ctx.positionals[1],
              as: stringFlag(ctx, 'as'),
              input: stringFlag(ctx, 'input'),
              file: stringFlag(ctx, 'file') ?? ctx.positionals[2],
              apply: ctx.values.apply === true,
            },
            ctx.out,
            ctx.err,
          ),
        ),
    },
  ],
});
