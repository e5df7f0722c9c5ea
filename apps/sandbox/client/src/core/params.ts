// The launch URL: play.html?game=slot|mines|crash&token=…&lang=tk|en|zh-CN, or mode=demo.
import { toLang, type Lang } from './i18n.ts';

export type GameCode = 'slot' | 'mines' | 'crash';
export type Mode = 'real' | 'demo';

export interface LaunchParams {
  game: GameCode;
  mode: Mode;
  token: string | null;
  lang: Lang;
}

const GAMES: readonly string[] = ['slot', 'mines', 'crash'];

export function readLaunchParams(search = window.location.search): LaunchParams {
  const query = new URLSearchParams(search);
  const gameParam = query.get('game') ?? 'slot';
  const game = (GAMES.includes(gameParam) ? gameParam : 'slot') as GameCode;
  const token = query.get('token');
  // A launch token means real money unless the lobby asked for the demo explicitly.
  const mode: Mode = token && query.get('mode') !== 'demo' ? 'real' : 'demo';
  return { game, mode, token: mode === 'real' ? token : null, lang: toLang(query.get('lang')) };
}
