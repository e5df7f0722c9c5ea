// A game page's index.html. A phone opening a game painted nothing until the app's
// JavaScript, its route set and the game page's chunk had come and run (about 2.3 s of Lighthouse's
// slow 4G and 4x slower CPU), and the largest paint, the stage's "loading" line, came only then.
// The page now carries a static first screen like the home's (./home-shell.ts): the game bar's
// frame and the stage with that line, drawn by the web app's apps/web/src/styles/boot-shell.css
// and taken away when the app draws (apps/web/src/app/RootShell.tsx, removeBootShell). Written in
// the default language, as the home's is: a first visit's app speaks it too. One page for every
// game (no game's data in it), made once.
import { DEFAULT_LANGUAGE } from '@talih/contracts/i18n.ts';
import { escapeXml } from './xml.ts';
import { scriptsAfterFirstScreen } from './home-shell.ts';
import { t } from './i18n.ts';

/**
 * The web app's game pages (apps/web/src/app/routes.ts): gamePlaying/:id (desktop),
 * gamePlaying/:id/:isReal (mobile) and gamePlayingFront/:id; case and trailing slash as the app
 * matches them (strictly), so a miss still gets the plain page and the app's 404.
 */
export function isGamePagePath(pathName: string): boolean {
  return /^\/(gamePlaying\/[^/]+(\/[^/]+)?|gamePlayingFront\/[^/]+)$/.test(pathName);
}

/** lucide's X, the app's exit button on a phone. */
const EXIT =
  '<svg xmlns="http://www.w3.org/2000/svg" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="M18 6 6 18"/><path d="m6 6 12 12"/></svg>';

/** The static first screen of a game page (boot-shell.css); hidden from assistive technology. */
export function gameShellMarkup(lang = DEFAULT_LANGUAGE): string {
  return (
    '<div id="boot-shell" class="boot-shell boot-game" aria-hidden="true">' +
    `<div class="boot-game-bar"><span class="boot-game-exit">${EXIT}</span>` +
    '<span class="boot-game-title"></span><span class="boot-game-mode"></span></div>' +
    '<div class="boot-game-stage">' +
    `<span class="boot-game-loading">${escapeXml(t(lang, 'game.loading'))}</span></div></div>`
  );
}

/**
 * index.html for a game page: the app's page with the first screen beside its root, and its
 * scripts after the stylesheets and the font, as the home's.
 */
export function indexWithGameShell(html: string): string {
  return scriptsAfterFirstScreen(html).replace(
    '<div id="root"></div>',
    `<div id="root"></div>${gameShellMarkup()}`,
  );
}
