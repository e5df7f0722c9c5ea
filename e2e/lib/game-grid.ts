// The lobby's virtualised game grid in a browser: the window's scroll and the grid's cards, and
// the check that the gameAll page of a whole catalogue (3,000 demo games, or the 10,000 of
// SEED_CATALOGUE_GAMES) keeps only a screenful of cards in the DOM.
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { ready, type ProjectName } from './browser.ts';

const count = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 0 });

export interface DomElement {
  getAttribute(name: string): string | null;
  getBoundingClientRect(): { height: number; top: number; bottom: number };
  querySelector(selector: string): DomElement | null;
}
export interface DomGlobals {
  document: {
    documentElement: { scrollHeight: number };
    querySelector(s: string): DomElement | null;
    querySelectorAll(s: string): { length: number } & Iterable<DomElement>;
  };
  innerHeight: number;
  scrollTo(x: number, y: number): void;
}

/** Scrolls the window to a share of the page's height. */
export async function scrollTo(page: Page, share: number): Promise<void> {
  await page.evaluate((s) => {
    const g = globalThis as unknown as DomGlobals;
    g.scrollTo(0, Math.floor(g.document.documentElement.scrollHeight * s));
  }, share);
}

/** The grid rows in the window hold games, not skeletons (their pages have loaded). */
export async function waitForCards(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const g = globalThis as unknown as DomGlobals;
      const cells = [
        ...g.document.querySelectorAll('[data-testid="game-grid"] [role="listitem"]'),
      ].filter((c) => {
        const r = c.getBoundingClientRect();
        return r.bottom > 0 && r.top < g.innerHeight;
      });
      return (
        cells.length > 0 && cells.every((c) => c.querySelector('.game-tile-skeleton') === null)
      );
    },
    undefined,
    { timeout: 15_000 },
  );
}

/**
 * Opens the gameAll page of every game (`total` of them) and checks that only a screenful of
 * cards is in the DOM, at the top and halfway down; answers the counts for the test's log.
 */
export async function assertGameAllVirtualised(
  page: Page,
  project: ProjectName,
  total: number,
): Promise<string> {
  await page.goto(`/gameAll/0/${encodeURIComponent('Tüm Oyunlar')}`);
  await ready(page);
  const gameAll = page.getByTestId('game-all-page');
  await gameAll.getByRole('heading', { level: 1, name: 'Tüm Oyunlar' }).waitFor();
  await gameAll
    .locator('.lobby-page-sub')
    .getByText(`${count.format(total)} oyun`)
    .waitFor();
  const grid = gameAll.getByTestId('game-grid');
  await grid.getByTestId('game-card').first().waitFor();

  const measure = () =>
    page.evaluate(() => {
      const g = globalThis as unknown as DomGlobals;
      const d = g.document;
      return {
        cards: d.querySelectorAll('[data-testid="game-card"]').length,
        rows: d.querySelectorAll('[data-testid="game-grid"] .vgrid-row').length,
        rowHeight:
          d.querySelector('[data-testid="game-grid"] .vgrid-row')?.getBoundingClientRect().height ??
          0,
        windowHeight: g.innerHeight,
        nodes: d.querySelectorAll('*').length,
        gridHeight:
          d.querySelector('[data-testid="game-grid"]')?.getBoundingClientRect().height ?? 0,
        firstId: Number(d.querySelector('[data-testid="game-card"]')?.getAttribute('data-game-id')),
      };
    });
  // Only the rows in the window and two more on each side (the grid's overscan) are in the
  // DOM: a screenful of cards (desktop up to 8 columns, mobile 3), out of 3,000+.
  const bound = project === 'desktop' ? 64 : 40;
  const small = (m: Awaited<ReturnType<typeof measure>>, where: string) => {
    const windowRows = Math.ceil(m.windowHeight / m.rowHeight) + 1;
    assert.ok(m.cards > 0 && m.cards < bound, `${where}: ${m.cards} cards (< ${bound})`);
    assert.ok(m.rows <= windowRows + 4, `${where}: ${m.rows} rows (window ${windowRows} + 4)`);
  };
  const top = await measure();
  small(top, 'top');
  // The page is as tall as every row would be, so the scroll bar tells the truth.
  const allRows = Math.ceil(total / (project === 'desktop' ? 8 : 3));
  assert.ok(
    top.gridHeight >= allRows * top.rowHeight,
    `the grid is as tall as all rows (${top.gridHeight} px)`,
  );

  // Halfway down: other games, still only a screenful of them.
  await scrollTo(page, 0.5);
  await waitForCards(page);
  const middle = await measure();
  small(middle, 'halfway');
  assert.notEqual(middle.firstId, top.firstId, 'other games halfway down');
  return (
    `${project}: ${total} games; ${top.cards} cards and ${top.nodes} DOM nodes at the top, ` +
    `${middle.cards} cards and ${middle.nodes} nodes halfway`
  );
}
