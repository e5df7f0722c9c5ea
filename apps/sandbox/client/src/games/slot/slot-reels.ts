// Five reels that spin as one blur while the server decides, then stop one by one on the real
// reel strips at the stops the server drew, so what lands is exactly the strip's slice a
// physical machine would show. Winning lines are drawn over the window afterwards.
import { clear, h, s, wait } from '../../core/dom.ts';
import { motionMs } from '../../core/prefs.ts';
import { symbolSvg } from './slot-symbols.ts';

export interface LineWin {
  payline: number;
  symbol: string;
  count: number;
  winMinor: number;
}

const ROWS = 3;
/** Symbols that scroll past before a reel settles (fewer in turbo mode). */
const STOP_TRAVEL = 9;
const LINE_COLORS = ['#F2B33D', '#2FBF71', '#5BB8F0', '#FF8A80', '#C79BFF'];

export function createReels(
  reels: string[][],
  paylines: number[][],
  nameOf: (id: string) => string,
) {
  const reelCount = reels.length;
  const strips: HTMLElement[] = [];
  const reelEls: HTMLElement[] = [];
  const overlay = s('svg', {
    class: 'payline-overlay',
    viewBox: `0 0 ${reelCount * 100} ${ROWS * 100}`,
    preserveAspectRatio: 'none',
    'aria-hidden': 'true',
  });
  for (let r = 0; r < reelCount; r++) {
    const strip = h('div', { class: 'strip' });
    const reel = h('div', { class: 'reel' }, strip);
    strips.push(strip);
    reelEls.push(reel);
  }
  const element = h('div', { class: 'reels' }, ...reelEls, overlay);

  function cell(id: string): HTMLElement {
    return h('div', { class: `cell cell-${id}` }, symbolSvg(id, nameOf(id)));
  }

  /** `count` symbols of reel r from `stop` on, wrapping around the strip. */
  function slice(r: number, stop: number, count: number): string[] {
    const reel = reels[r] ?? [];
    return Array.from({ length: count }, (_, i) => reel[(stop + i) % reel.length] ?? '');
  }

  function show(r: number, ids: string[]) {
    const strip = strips[r];
    if (!strip) return;
    clear(strip);
    strip.append(...ids.map(cell));
  }

  function randomStop(r: number) {
    return Math.floor(Math.random() * (reels[r]?.length ?? 1));
  }

  for (let r = 0; r < reelCount; r++) show(r, slice(r, randomStop(r), ROWS));

  let spinStartedAt = 0;

  function spinStart() {
    clearHighlight();
    spinStartedAt = performance.now();
    for (let r = 0; r < reelCount; r++) {
      const strip = strips[r];
      if (!strip) continue;
      // Two copies of one slice: the loop animation moves by exactly half the strip.
      const loop = slice(r, randomStop(r), 8);
      show(r, [...loop, ...loop]);
      strip.style.transition = 'none';
      strip.style.transform = '';
      strip.classList.add('spinning');
    }
  }

  async function stopReel(r: number, stop: number) {
    const strip = strips[r];
    if (!strip) return;
    const travel = motionMs(100) < 100 ? 4 : STOP_TRAVEL;
    const ids = slice(r, stop, travel + ROWS);
    strip.classList.remove('spinning');
    show(r, ids);
    // From the slice's end to its start: the strip moves down and settles on the window.
    strip.style.transition = 'none';
    strip.style.transform = `translateY(${(-100 * travel) / ids.length}%)`;
    void strip.offsetHeight;
    const duration = motionMs(520);
    strip.style.transition = `transform ${duration}ms cubic-bezier(0.18, 0.9, 0.32, 1.12)`;
    strip.style.transform = 'translateY(0)';
    await wait(duration);
    strip.style.transition = 'none';
    show(r, ids.slice(0, ROWS));
  }

  /** Stops the reels left to right; `onStop` runs as each one lands. */
  async function stopAll(stops: number[], onStop: (reel: number) => void) {
    const minSpin = motionMs(600);
    const sinceStart = performance.now() - spinStartedAt;
    if (sinceStart < minSpin) await wait(minSpin - sinceStart);
    const gap = motionMs(170);
    const landings = stops.map(async (stop, r) => {
      await wait(r * gap);
      await stopReel(r, stop);
      onStop(r);
    });
    await Promise.all(landings);
  }

  function cellAt(reel: number, row: number): Element | null {
    return strips[reel]?.children.item(row) ?? null;
  }

  function clearHighlight() {
    clear(overlay);
    element.classList.remove('has-win');
    for (const strip of strips) {
      for (const c of Array.from(strip.children)) c.classList.remove('win', 'dim');
    }
  }

  /** Marks the winning cells and draws each winning line; scatters win wherever they are. */
  function highlight(lines: LineWin[], scatterId: string | null, grid: string[][]) {
    clearHighlight();
    if (lines.length === 0 && scatterId === null) return;
    element.classList.add('has-win');
    const winning = new Set<string>();
    lines.forEach((line, i) => {
      const rows = paylines[line.payline] ?? [];
      const points = rows.slice(0, reelCount).map((row, r) => `${r * 100 + 50},${row * 100 + 50}`);
      for (let r = 0; r < line.count; r++) winning.add(`${r}:${rows[r] ?? 0}`);
      const color = LINE_COLORS[i % LINE_COLORS.length] ?? '#F2B33D';
      overlay.append(
        s('polyline', { class: 'payline-shadow', points: points.join(' ') }),
        s('polyline', { class: 'payline', points: points.join(' '), stroke: color }),
      );
    });
    if (scatterId !== null) {
      grid.forEach((reel, r) =>
        reel.forEach((id, row) => {
          if (id === scatterId) winning.add(`${r}:${row}`);
        }),
      );
    }
    for (let r = 0; r < reelCount; r++) {
      for (let row = 0; row < ROWS; row++) {
        cellAt(r, row)?.classList.add(winning.has(`${r}:${row}`) ? 'win' : 'dim');
      }
    }
  }

  /** Shows one line alone (the line-by-line tour after a multi-line win). */
  function focusLine(index: number | null) {
    const lines = Array.from(overlay.querySelectorAll('.payline'));
    const shadows = Array.from(overlay.querySelectorAll('.payline-shadow'));
    lines.forEach((line, i) => line.classList.toggle('faded', index !== null && i !== index));
    shadows.forEach((line, i) => line.classList.toggle('faded', index !== null && i !== index));
  }

  return { element, spinStart, stopAll, highlight, clearHighlight, focusLine, randomStop };
}
