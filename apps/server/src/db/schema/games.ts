// Row types of the games tables (the union of all migrations). Casino games: the catalogue,
// launches, rounds, categories, providers, favourites and recents.
import type { Generated } from 'kysely';

/** The games tables, as Kysely names them (assembled into DB by ../schema.ts). */
export interface GamesTables {
  games: GamesTable;
  game_launches: GameLaunchesTable;
  game_rounds: GameRoundsTable;
  game_categories: GameCategoriesTable;
  game_providers: GameProvidersTable;
  favorite_games: FavoriteGamesTable;
  recent_games: RecentGamesTable;
}

export interface GamesTable {
  id: Generated<number>;
  name: string;
  image_url: string;
  have_demo: number;
  firm_code: string;
  studio_code: string;
  studio_game: string;
  status: 'active' | 'hidden';
  sort_weight: number;
  created_at: number;
  /** 0: no category yet. */
  category_id: Generated<number>;
  /** 1: a catalogue game with no studio of its own; the sandbox slot opens in its place. */
  stand_in: Generated<number>;
  /** The aggregator's id within firm_code: what a game-list import matches on. */
  external_id: Generated<string | null>;
}

export interface GameLaunchesTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  session_id: number;
  game_id: number;
  studio_code: string;
  created_at: number;
  expires_at: number;
}

export type GameRoundStatus = 'open' | 'closed' | 'cancelled';

export interface GameRoundsTable {
  id: Generated<number>;
  studio_code: string;
  round_ref: string;
  user_id: number;
  game_id: number;
  bet_minor: number;
  win_minor: number;
  status: GameRoundStatus;
  created_at: number;
  updated_at: number;
  /** How much of bet_minor was bonus money: the round's wins follow this split. */
  bonus_bet_minor: Generated<number>;
  /** The active bonus the round's bonus stakes came from. */
  bonus_id: number | null;
}

export interface GameCategoriesTable {
  id: Generated<number>;
  code: string;
  name_tk: string;
  name_en: string;
  name_zh: string;
  sort: number;
}

export interface GameProvidersTable {
  firm_code: string;
  name: string;
  category_id: number;
  sort: number;
  /** 0: switched off in the back-office; its games leave the lobby and cannot be launched. */
  enabled: Generated<number>;
  /** Position among the mobile drawer's providers; null: not in the drawer. */
  drawer_sort: Generated<number | null>;
}

export interface FavoriteGamesTable {
  user_id: number;
  game_id: number;
  created_at: number;
}

export type GameMode = 'real' | 'demo';

export interface RecentGamesTable {
  user_id: number;
  game_id: number;
  last_played_at: number;
  last_mode: GameMode;
}
