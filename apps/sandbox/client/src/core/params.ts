// The launch URL: play.html?game=slot|mines|crash&token=…&lang=tk|en|zh-CN, or mode=demo; Talih
// adds its currency and the jurisdiction's rules for the game (stakeMax=1.00, roundMinMs=5000,
// autoplay=0). The studio server takes the rules from the wallet for real money.
import { toLang, type Lang } from './i18n.ts';

export type GameCode = 'slot' | 'mines' | 'crash';
export type Mode = 'real' | 'demo';

export interface LaunchParams {
  game: GameCode;
  mode: Mode;
  token: string | null;
  lang: Lang;
  /** What the page passes on to the studio server when it opens the session. */
  launch: {
    currency?: string;
    stakeMax?: string;
    roundMinMs?: number;
    autoplay?: boolean;
  };
}

function launchRules(query: URLSearchParams): LaunchParams['launch'] {
  const launch: LaunchParams['launch'] = {};
  const currency = query.get('currency');
  if (currency && /^[A-Z]{3}$/.test(currency)) launch.currency = currency;
  const stakeMax = query.get('stakeMax');
  if (stakeMax && /^(0|[1-9]\d{0,9})\.\d{2}$/.test(stakeMax)) launch.stakeMax = stakeMax;
  const roundMinMs = Number(query.get('roundMinMs'));
  if (Number.isInteger(roundMinMs) && roundMinMs > 0 && roundMinMs <= 60_000) {
    launch.roundMinMs = roundMinMs;
  }
  if (query.get('autoplay') === '0') launch.autoplay = false;
  return launch;
}

const GAMES: readonly string[] = ['slot', 'mines', 'crash'];

export function readLaunchParams(search = window.location.search): LaunchParams {
  const query = new URLSearchParams(search);
  const gameParam = query.get('game') ?? 'slot';
  const game = (GAMES.includes(gameParam) ? gameParam : 'slot') as GameCode;
  const token = query.get('token');
  // A launch token means real money unless the lobby asked for the demo explicitly.
  const mode: Mode = token && query.get('mode') !== 'demo' ? 'real' : 'demo';
  return {
    game,
    mode,
    token: mode === 'real' ? token : null,
    lang: toLang(query.get('lang')),
    launch: launchRules(query),
  };
}
