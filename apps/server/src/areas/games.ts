// The games area: game launches and the player's event stream (balance and game events);
// seeds the sandbox studio's games.
import { defineArea } from '../area.ts';
import { demoGames } from '../seed/demo-games.ts';
import { registerGameCalls } from '../modules/games/routes.ts';
import { registerStream } from '../modules/games/stream.ts';

export const area = defineArea({
  name: 'games',
  dependencies: ['accounts'],
  routes(app, calls, services) {
    registerGameCalls(calls);
    registerStream(app, services);
  },
  seed: [
    {
      marker: 'demo_seed:studio_games',
      name: 'studio games',
      async run(trx, now) {
        const games = demoGames(now);
        await trx.insertInto('games').values(games).execute();
        return `studio games: ${games.length}`;
      },
    },
  ],
});
