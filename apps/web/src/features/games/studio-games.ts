// The sandbox studio's games, the only games there are until the lobby issue. There is no game
// list call yet, so Home's "Talih Stüdyo" row and the game page's first title come from here;
// the lobby issue replaces this file with the /labelGame/* lists.
export interface StudioGame {
  gameId: number;
  gameName: string;
  imageUrlLobby: string;
  haveDemo: boolean;
}

export const STUDIO_PROVIDER = 'Talih Stüdyo';

export const STUDIO_GAMES: readonly StudioGame[] = [
  { gameId: 1, gameName: 'Nazar Slot', imageUrlLobby: '/games/nazar-slot.svg', haveDemo: true },
  {
    gameId: 2,
    gameName: 'Mayın Tarlası',
    imageUrlLobby: '/games/mayin-tarlasi.svg',
    haveDemo: true,
  },
  { gameId: 3, gameName: 'Roket', imageUrlLobby: '/games/roket.svg', haveDemo: true },
];

export function studioGame(gameId: number): StudioGame | undefined {
  return STUDIO_GAMES.find((g) => g.gameId === gameId);
}
