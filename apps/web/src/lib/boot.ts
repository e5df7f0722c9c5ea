// The home's boot payload and first paint. For `/` the server writes into index.html
// the first screen's data (apps/server/src/http/home-shell.ts): the banners and the visitor's
// lobby, as they were a few seconds ago, in a JSON data block (`type="application/json"` is not
// run, so the page's CSP is untouched), and a static first screen (`#boot-shell`) that lies over
// the page until the home has drawn itself.

/** The data block's answers, each the `resultData` its call would answer. */
export interface BootPayload {
  /** The language the answers are in (the server writes Turkish, the default). */
  lang: string;
  /** When the server made them (ms since the epoch): the queries' age starts there. */
  at: number;
  banners: unknown;
  /** The lobby as a visitor (no player's favourites) sees it. */
  lobby: unknown;
  /** The first page of the house studio's games (Home's first row); null without a studio. */
  studio: { firmCode: string; page: unknown } | null;
}

function isPayload(value: unknown): value is BootPayload {
  if (!value || typeof value !== 'object') return false;
  const v = value as Partial<BootPayload>;
  return typeof v.lang === 'string' && typeof v.at === 'number';
}

/** The page's boot payload; null without one (another page, the dev server). */
export function bootPayload(doc: Document = document): BootPayload | null {
  const text = doc.getElementById('talih-boot')?.textContent;
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return isPayload(parsed) ? parsed : null;
  } catch {
    // A damaged block only costs the requests it would have saved.
    return null;
  }
}

/** Takes the static first screen away: the real page is drawn under it, or another page is. */
export function removeBootShell(doc: Document = document): void {
  doc.getElementById('boot-shell')?.remove();
}
