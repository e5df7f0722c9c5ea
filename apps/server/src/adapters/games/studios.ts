// Game studios Talih can launch. Each knows how to build its launch URL; the studio then
// reaches the wallet through /provider/v1/<code>/... with its own secret. The sandbox studio
// (apps/sandbox) is served by the same process under /studio.
export interface Studio {
  code: string;
  launchUrl(input: {
    studioGame: string;
    /** The launch token for real money; null opens the demo (play money, no wallet). */
    token: string | null;
    lang: string;
    /** The deployment's currency (the demo's play money is counted in it too). */
    currency: string;
    /** The jurisdiction's rules for the game (stakeMax, roundMinMs, autoplay), as query text. */
    limits: Record<string, string>;
  }): string;
}

export const SANDBOX_STUDIO_PATH = '/studio';

const sandbox: Studio = {
  code: 'sandbox',
  launchUrl({ studioGame, token, lang, currency, limits }) {
    const query = new URLSearchParams({ game: studioGame, lang, currency, ...limits });
    if (token) query.set('token', token);
    else query.set('mode', 'demo');
    return `${SANDBOX_STUDIO_PATH}/play.html?${query.toString()}`;
  },
};

const studios = new Map<string, Studio>([[sandbox.code, sandbox]]);

export function studioFor(code: string): Studio | undefined {
  return studios.get(code);
}
