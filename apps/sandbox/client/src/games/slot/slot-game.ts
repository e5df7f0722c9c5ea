// "Nazar", the 5×3 20-line slot: bet −/+, Çevir, reels that stop one by one, winning lines
// drawn and toured one by one, and the paytable in the info sheet.
import { post } from '../../core/api.ts';
import type { FreeRoundsView, SlotInfo, SpinResult } from '../../core/api-types.ts';
import { h, on } from '../../core/dom.ts';
import { formatMultiplier } from '../../core/format.ts';
import { lang, t } from '../../core/i18n.ts';
import { motionMs } from '../../core/prefs.ts';
import { sfx } from '../../core/sound.ts';
import { createBetControl } from '../../shell/bet-control.ts';
import type { Shell } from '../../shell/shell.ts';
import { countUp } from '../count-up.ts';
import { renderPaytable } from './slot-paytable.ts';
import { createReels } from './slot-reels.ts';
import { installSymbolSprite, nazarMark } from './slot-symbols.ts';
import './slot.css';

/**
 * Added to the jurisdiction's minimum round time before the button opens again: the wallet
 * measures the time between bets as they arrive, so network jitter must not make it shorter.
 */
const PACE_MARGIN_MS = 300;

/** A win of at least this many times the bet gets the big-win banner. */
const BIG_WIN_MULTIPLIER = 15;
const LINE_TOUR_MS = 1400;

export function mountSlot(shell: Shell, info: SlotInfo, freeRounds: FreeRoundsView | null): void {
  installSymbolSprite(lang());
  // Awarded free rounds play first: no stake leaves the balance, the chip counts them.
  let free = freeRounds;
  const freeChip = h('span', { class: 'chip chip-free', role: 'status' });
  const showFree = () => {
    freeChip.hidden = free === null;
    freeChip.textContent = free ? t('slot.freeRound', { n: free.next, total: free.total }) : '';
    bet.showFixed(free ? free.spinValueMinor : null);
  };
  const nameOf = (id: string) => info.symbols.find((s) => s.id === id)?.names[lang()] ?? id;
  const scatterId = info.symbols.find((s) => s.kind === 'scatter')?.id ?? null;
  const reels = createReels(info.reels, info.paylines, nameOf);

  const message = h(
    'p',
    { class: 'slot-message', 'aria-live': 'polite' },
    t('slot.lines', { count: info.lineCount }),
  );
  const banner = h('div', { class: 'big-win', hidden: true, role: 'status' });
  shell.stage.classList.add('stage-slot');
  shell.controls.classList.add('controls-slot');
  shell.stage.append(
    h(
      'div',
      { class: 'slot' },
      h(
        'div',
        { class: 'slot-logo' },
        nazarMark(),
        h('span', { class: 'slot-wordmark' }, 'NAZAR'),
        h('span', { class: 'chip chip-lines' }, t('slot.lines', { count: info.lineCount })),
        freeChip,
        ...ruleChips(shell),
      ),
      h('div', { class: 'slot-frame' }, reels.element, banner),
      message,
    ),
  );

  const bet = createBetControl(info.limits.levelsMinor, info.limits.defaultBetMinor, shell.money);
  const spinButton = h(
    'button',
    { class: 'btn btn-primary btn-main', type: 'button' },
    t('slot.spin'),
  );
  shell.controls.append(bet.element, spinButton);
  showFree();
  shell.setInfo(t('slot.paytable'), () => renderPaytable(info, bet.value(), shell.money));

  let spinning = false;
  let tour: number | null = null;
  const pace = createPace(shell.session.rules.roundMinMs, spinButton, () => spinning);

  function stopTour() {
    if (tour !== null) window.clearInterval(tour);
    tour = null;
    reels.focusLine(null);
  }

  function setBusy(busy: boolean) {
    spinning = busy;
    bet.setDisabled(busy);
    if (busy) {
      spinButton.disabled = true;
      spinButton.textContent = t('slot.spinning');
    } else {
      pace.paint();
    }
  }

  function present(result: SpinResult) {
    reels.highlight(result.lines, result.scatter ? scatterId : null, result.grid);
    if (result.winMinor === 0) {
      message.textContent = t('slot.noWin');
      message.classList.remove('is-win');
      return;
    }
    message.classList.add('is-win');
    const total = `${t('app.win')}: `;
    countUp(message, result.winMinor, motionMs(900), (minor) => `${total}${shell.money(minor)}`);
    const ratio = result.winMinor / result.betMinor;
    sfx.win(ratio >= BIG_WIN_MULTIPLIER ? 3 : ratio >= 3 ? 2 : 1);
    if (ratio >= BIG_WIN_MULTIPLIER) showBanner(result);
    // With several wins, tour the lines one by one, naming each.
    const parts = [
      ...result.lines.map((line, i) => ({
        index: i as number | null,
        text: t('slot.lineWin', { n: line.payline + 1, amount: shell.money(line.winMinor) }),
      })),
      ...(result.scatter
        ? [
            {
              index: null,
              text: t('slot.scatterWin', {
                count: result.scatter.count,
                symbol: nameOf(scatterId ?? ''),
                amount: shell.money(result.scatter.winMinor),
              }),
            },
          ]
        : []),
    ];
    if (parts.length < 2) return;
    let step = 0;
    tour = window.setInterval(() => {
      const part = parts[step % (parts.length + 1)];
      if (part) {
        reels.focusLine(part.index);
        message.textContent = part.text;
      } else {
        reels.focusLine(null);
        message.textContent = `${total}${shell.money(result.winMinor)}`;
      }
      step += 1;
    }, LINE_TOUR_MS);
  }

  function showBanner(result: SpinResult) {
    banner.replaceChildren(
      h('span', { class: 'big-win-title' }, t('slot.bigWin')),
      h('span', { class: 'big-win-amount' }, shell.money(result.winMinor)),
      h('span', { class: 'big-win-multiplier' }, formatMultiplier(result.multiplier)),
    );
    banner.hidden = false;
    setTimeout(() => (banner.hidden = true), motionMs(2600) + 400);
  }

  async function spin() {
    if (spinning || pace.waiting()) return;
    stopTour();
    banner.hidden = true;
    const betMinor = free ? free.spinValueMinor : bet.value();
    const stakeMinor = free ? 0 : betMinor;
    const balanceBefore = shell.session.balanceMinor;
    setBusy(true);
    message.classList.remove('is-win');
    message.textContent = '\u00a0';
    sfx.spinStart();
    reels.spinStart();
    // The stake leaves the balance as the reels start, as the wallet will take it (the page's
    // balance may be stale, so the server alone decides whether the bet is covered).
    if (stakeMinor > 0 && balanceBefore >= stakeMinor) shell.setBalance(balanceBefore - stakeMinor);
    shell.setRoundOpen(true);
    try {
      const started = Date.now();
      const result = await post<SpinResult>('slot/spin', {
        sessionId: shell.session.sessionId,
        betMinor,
      });
      pace.started(started);
      await reels.stopAll(result.stops, (r) => sfx.reelStop(r));
      shell.settle(
        {
          game: 'slot',
          roundId: result.roundId,
          nonce: result.nonce,
          clientSeed: result.clientSeed,
          serverSeedHash: result.serverSeedHash,
          betMinor: result.betMinor,
          winMinor: result.winMinor,
        },
        result.balanceMinor,
        result.fair,
        result.winStatus,
      );
      shell.setLastWin(result.winMinor);
      free = result.freeRounds;
      showFree();
      present(result);
    } catch (error) {
      await reels.stopAll(
        info.reels.map((_, r) => reels.randomStop(r)),
        () => {},
      );
      shell.setBalance(balanceBefore);
      message.textContent = t('slot.lines', { count: info.lineCount });
      shell.fail(error);
    } finally {
      shell.setRoundOpen(false);
      setBusy(false);
    }
  }

  on(spinButton, 'click', () => void spin());
  on(document, 'keydown', (event) => {
    const target = event.target as HTMLElement | null;
    if (event.code !== 'Space' || target?.closest('input, button, a, [role="dialog"]')) return;
    event.preventDefault();
    void spin();
  });
}

/** The jurisdiction's rules shown beside the lines: the pace and the stake cap, if any. */
function ruleChips(shell: Shell): HTMLElement[] {
  const { roundMinMs, stakeMaxMinor } = shell.session.rules;
  const chips: HTMLElement[] = [];
  if (roundMinMs) {
    chips.push(
      h('span', { class: 'chip chip-rule' }, t('slot.pace', { seconds: roundMinMs / 1000 })),
    );
  }
  if (stakeMaxMinor !== null) {
    chips.push(
      h(
        'span',
        { class: 'chip chip-rule' },
        t('slot.stakeCap', { amount: shell.money(stakeMaxMinor) }),
      ),
    );
  }
  return chips;
}

/**
 * The minimum round time (GlüStV: 5 s a spin): after a round starts, the spin button stays
 * off with a countdown until the time has passed.
 */
function createPace(roundMinMs: number | null, button: HTMLButtonElement, busy: () => boolean) {
  let openAt = 0;
  let timer: number | null = null;
  const left = () => openAt - Date.now();

  function paint() {
    // While the reels turn the button says so; the countdown takes over once they stop.
    if (busy()) return;
    const ms = left();
    if (ms <= 0) {
      if (timer !== null) window.clearInterval(timer);
      timer = null;
      button.disabled = false;
      button.textContent = t('slot.spin');
      return;
    }
    button.disabled = true;
    button.textContent = t('slot.wait', { seconds: Math.ceil(ms / 1000) });
  }

  return {
    waiting: () => left() > 0,
    paint,
    /** A round the wallet took started at `at` (the page's clock, before the request). */
    started(at: number) {
      if (!roundMinMs) return;
      openAt = at + roundMinMs + PACE_MARGIN_MS;
      if (timer === null) timer = window.setInterval(paint, 200);
    },
  };
}
