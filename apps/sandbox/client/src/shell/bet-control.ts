// Bet − / amount / + stepping through the game's bet levels.
import { h, on } from '../core/dom.ts';
import { t } from '../core/i18n.ts';
import { icon } from '../core/icons.ts';
import { sfx } from '../core/sound.ts';

export interface BetControl {
  readonly element: HTMLElement;
  value(): number;
  setDisabled(disabled: boolean): void;
  /** A stake the player cannot change (an awarded free round's spin value); null: the levels. */
  showFixed(minor: number | null): void;
}

export function createBetControl(
  levelsMinor: number[],
  initialMinor: number,
  money: (minor: number) => string,
  onChange: (betMinor: number) => void = () => {},
): BetControl {
  let index = Math.max(0, levelsMinor.indexOf(initialMinor));
  let disabled = false;
  let fixedMinor: number | null = null;
  const down = h(
    'button',
    { class: 'step-button', type: 'button', 'aria-label': t('app.betDown') },
    icon('minus', 18),
  );
  const up = h(
    'button',
    { class: 'step-button', type: 'button', 'aria-label': t('app.betUp') },
    icon('plus', 18),
  );
  const amount = h('output', { class: 'bet-amount', 'aria-live': 'polite' });
  const element = h(
    'div',
    { class: 'bet-control' },
    h('span', { class: 'stat-label' }, t('app.bet')),
    h('div', { class: 'bet-row' }, down, amount, up),
  );

  function paint() {
    amount.textContent = money(fixedMinor ?? levelsMinor[index] ?? 0);
    const locked = disabled || fixedMinor !== null;
    down.disabled = locked || index === 0;
    up.disabled = locked || index === levelsMinor.length - 1;
  }
  function step(by: number) {
    const next = Math.min(levelsMinor.length - 1, Math.max(0, index + by));
    if (next === index) return;
    index = next;
    sfx.click();
    paint();
    onChange(levelsMinor[index] ?? 0);
  }
  on(down, 'click', () => step(-1));
  on(up, 'click', () => step(1));
  paint();

  return {
    element,
    value: () => levelsMinor[index] ?? 0,
    showFixed(minor) {
      fixedMinor = minor;
      paint();
    },
    setDisabled(value) {
      disabled = value;
      paint();
    },
  };
}
