// What a player saw on a 390 × 844 phone (issue 30, "What a player and a staff member saw"):
// Mayın Tarlası was wider than the screen (the board's fifth column and the sound button cut
// off, the frame's own overflow hiding it from scrollWidth), and the search page's box was
// unstyled (the box's styles lived in the desktop layout's sheet). Both are measured here:
// every edge inside the 390 px viewport, and the search box drawn as docs/brand.md says.
// SMS sends in this file: 1.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Frame, Locator, Page } from 'playwright-core';
import { launch, open, ready, screenshot } from '../lib/browser.ts';
import { seedPlayerSession } from '../lib/session.ts';

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

const WIDTH = 390;

/** The page's getComputedStyle (this folder is checked without the DOM library). */
interface StyleGlobals {
  getComputedStyle(el: unknown): Record<string, string>;
}

/** Left and right edges of an element in the phone's viewport (frames included). */
async function edges(element: Locator): Promise<[number, number]> {
  const box = await element.boundingBox();
  assert.ok(box, 'the element is drawn');
  return [Math.round(box.x), Math.round(box.x + box.width)];
}

function assertInside(name: string, [left, right]: [number, number]) {
  assert.ok(left >= 0 && right <= WIDTH, `${name} spans ${left}..${right}, not inside 0..${WIDTH}`);
}

/** The studio's page inside the game frame, once its board is drawn. */
async function studioFrame(page: Page): Promise<Frame> {
  await page.locator('iframe.game-frame[data-loaded]').waitFor();
  const frame = page.frames().find((f) => f.url().includes('/studio/play'));
  assert.ok(frame, 'the studio page is in a frame');
  await frame.locator('.mines-grid .tile').nth(24).waitFor();
  return frame;
}

/** The widest box inside the frame's document: a clipped overflow still shows here. */
function widestInFrame(frame: Frame): Promise<number> {
  return frame.locator('body').evaluate((body) => {
    let widest = 0;
    for (const el of body.querySelectorAll('*')) {
      widest = Math.max(widest, el.getBoundingClientRect().right);
    }
    return Math.round(widest);
  });
}

describe('a 390 × 844 phone', () => {
  it('fits Mayın Tarlası in the screen: the fifth column and the sound button inside', async () => {
    const { page, context, errors } = await open(browser, 'mobile');
    await seedPlayerSession(page);
    await page.goto('/gamePlayingFront/2');
    await page.getByRole('heading', { level: 1, name: 'Mayın Tarlası' }).waitFor();
    const frame = await studioFrame(page);
    const pageWidth = await page.locator('html').evaluate((html) => html.scrollWidth);
    assert.ok(pageWidth <= WIDTH, `the app's page is ${pageWidth} px wide`);
    const frameWidth = await frame.locator('html').evaluate((html) => html.scrollWidth);
    assert.ok(frameWidth <= WIDTH, `the game's page is ${frameWidth} px wide`);
    assert.ok((await widestInFrame(frame)) <= WIDTH, 'nothing in the game reaches past 390 px');

    const tiles = frame.locator('.mines-grid .tile');
    for (const column of [0, 4])
      assertInside(`column ${column + 1}`, await edges(tiles.nth(column)));
    assertInside('the board', await edges(frame.locator('.mines-grid')));
    const sound = frame.getByRole('button', { name: 'Sesi kapat' });
    assertInside('the sound button', await edges(sound));
    assertInside('the mine count', await edges(frame.locator('select')));
    await screenshot(page, 'mobile-mines-fits');

    // The sound button works where it now is: pressed, it turns the sound on again.
    await sound.click();
    const unmute = frame.getByRole('button', { name: 'Sesi aç' });
    await unmute.waitFor();
    assertInside('the sound button (muted)', await edges(unmute));
    // A round on the fifth column: the bet, then the corner tile opens.
    await frame.getByRole('button', { name: 'Bahis Yap' }).click();
    const corner = frame.locator('.mines-grid .tile').nth(4);
    await frame.locator('.mines-grid .tile:not([disabled])').first().waitFor();
    await corner.click();
    await frame
      .locator('.mines-grid .tile:nth-child(5).revealed, .mines-grid .tile:nth-child(5).hit')
      .waitFor();
    assertInside('the opened corner tile', await edges(corner));
    await screenshot(page, 'mobile-mines-round');
    assert.deepEqual(errors, [], 'no page errors');
    await context.close();
  });

  it('draws the search page box like the rest of the app (surface, radius, accent focus)', async () => {
    const { page, context, errors } = await open(browser, 'mobile');
    await page.goto('/searchGarm');
    await ready(page);
    const box = page.locator('.search-page-box');
    const input = page.getByTestId('search-page-input');
    await input.fill('bonanza');
    await page.getByTestId('game-card').first().waitFor();
    const style = await box.evaluate((el) => {
      const s = (globalThis as unknown as StyleGlobals).getComputedStyle(el);
      return {
        display: s.display,
        background: s.backgroundColor,
        radius: s.borderRadius,
        border: s.borderTopColor,
        height: s.height,
      };
    });
    // --surface-2 (#213041), radius 8 px, the accent (#F2B33D) border while the input has focus.
    assert.deepEqual(style, {
      display: 'flex',
      background: 'rgb(33, 48, 65)',
      radius: '8px',
      border: 'rgb(242, 179, 61)',
      height: '48px',
    });
    const inputStyle = await input.evaluate((el) => {
      const s = (globalThis as unknown as StyleGlobals).getComputedStyle(el);
      return { background: s.backgroundColor, borderWidth: s.borderTopWidth, size: s.fontSize };
    });
    assert.deepEqual(inputStyle, {
      background: 'rgba(0, 0, 0, 0)',
      borderWidth: '0px',
      size: '16px',
    });
    const [left, right] = await edges(box);
    assert.deepEqual([left, right], [12, 378], 'the box spans the page between its margins');
    // The magnifier sits inside the box, before the words.
    const [iconLeft] = await edges(box.locator('.search-icon'));
    assert.ok(iconLeft > left && iconLeft < left + 24, `the icon starts at ${iconLeft}`);
    await screenshot(page, 'mobile-search-page');
    assert.deepEqual(errors, [], 'no page errors');
    await context.close();
  });
});
