// A Hub88 game's URL at launch (docs/hub88.md "Launching a game"): asked of Hub88's Games API
// with the launch token Hub88 will send back on every wallet call, the deployment's currency
// (XXX for a demo, as Hub88 asks), the player's language (`tk` is Turkish, `tr` to Hub88), the
// platform, and where the game's lobby and deposit buttons lead. The game page frames it as it
// frames the sandbox studio.
import type { Hub88Client } from './client.ts';
import { hub88User } from './protocol.ts';

export interface Hub88LaunchInput {
  gameCode: string;
  /** Real money: the player and the launch token; null: the demo. */
  real: { userId: number; token: string } | null;
  lang: string;
  currency: string;
  userAgent: string | undefined;
  ip: string;
  country: string | null;
  /** The site's public address ('' in a sandbox: the links stay relative). */
  publicUrl: string;
}

const HUB88_LANGS: Record<string, string> = { tk: 'tr', en: 'en', 'zh-CN': 'zh' };
const MOBILE = /Mobi|Android|iPhone|iPad/i;

export function gameUrlRequest(input: Hub88LaunchInput): Record<string, unknown> {
  const site = input.publicUrl.replace(/\/+$/, '');
  return {
    ...(input.real ? { user: hub88User(input.real.userId), token: input.real.token } : {}),
    game_code: input.gameCode,
    currency: input.real ? input.currency : 'XXX',
    lang: HUB88_LANGS[input.lang] ?? 'tr',
    platform: MOBILE.test(input.userAgent ?? '') ? 'GPL_MOBILE' : 'GPL_DESKTOP',
    lobby_url: `${site}/`,
    deposit_url: `${site}/Recharge`,
    ip: input.ip,
    ...(input.country ? { country: input.country } : {}),
  };
}

export async function hub88GameUrl(client: Hub88Client, input: Hub88LaunchInput): Promise<string> {
  const answer = (await client.gameUrl(gameUrlRequest(input))) as { url?: unknown };
  if (typeof answer?.url !== 'string' || answer.url.length === 0 || answer.url.length > 4000) {
    throw new Error('Hub88 answered no game URL');
  }
  return answer.url;
}
