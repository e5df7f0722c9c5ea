// The frame every game plays in: a top bar (title, demo badge, info, provably fair, turbo,
// sound), the game's stage, and a control bar with the balance and last win that the game
// fills with its own controls. Also owns toasts, sheets, the win-pending watch and the
// session-ending errors.
import { ApiError, post } from '../core/api.ts';
import type { Fair, SessionView, WinStatus } from '../core/api-types.ts';
import { clear, h, on } from '../core/dom.ts';
import { formatMoney } from '../core/format.ts';
import { lang, t } from '../core/i18n.ts';
import { icon } from '../core/icons.ts';
import { onPrefsChange, prefs, setPref } from '../core/prefs.ts';
import { sfx } from '../core/sound.ts';
import { openFairPanel } from './fair-panel.ts';
import { createRoundHistory, type RoundRecord } from './round-history.ts';
import { openSheet } from './sheet.ts';
import { showFatal } from './status-screen.ts';

export type ToastKind = 'info' | 'win' | 'error';

/** Codes after which this page can no longer play: the player must reload or relaunch. */
const FATAL_CODES = new Set(['TOKEN_EXPIRED', 'SESSION_NOT_FOUND', 'UNKNOWN_PLAYER']);

/** How often a pending win is checked on while the wallet catches up. */
const PENDING_POLL_MS = 3000;

export interface Shell {
  readonly session: SessionView;
  readonly stage: HTMLElement;
  /** The game's controls go here, beside the balance and the last win. */
  readonly controls: HTMLElement;
  money(minor: number): string;
  setBalance(minor: number): void;
  setLastWin(minor: number | null): void;
  updateFair(fair: Fair): void;
  /** After a round: the balance, the fair state, and what to tell about the win's delivery. */
  settle(round: RoundRecord, balanceMinor: number, fair: Fair, winStatus: WinStatus | null): void;
  /** Seeds may change only between rounds. */
  setRoundOpen(open: boolean): void;
  toast(kind: ToastKind, text: string): void;
  /** Shows an API error the right way: a toast, or the end of the page's session. */
  fail(error: unknown): void;
  setInfo(title: string, render: () => Node): void;
}

export function createShell(root: HTMLElement, session: SessionView, title: string): Shell {
  const history = createRoundHistory();
  let roundOpen = false;
  let infoSheet: { title: string; render: () => Node } | null = null;

  const balanceValue = h('span', { class: 'stat-value' });
  const lastWinValue = h('span', { class: 'stat-value' }, '—');
  const pendingChip = h(
    'span',
    { class: 'chip chip-pending', hidden: true, role: 'status' },
    h('span', { class: 'spinner spinner-small', 'aria-hidden': 'true' }),
    t('app.winPendingShort'),
  );
  const toasts = h('div', { class: 'toasts', 'aria-live': 'polite' });
  const stage = h('main', { class: 'stage' });
  const controls = h('div', { class: 'game-controls' });

  const soundButton = h('button', { class: 'icon-button', type: 'button' });
  const turboButton = h('button', { class: 'icon-button', type: 'button' });
  const fairButton = h(
    'button',
    { class: 'icon-button', type: 'button', 'aria-label': t('app.fair'), title: t('app.fair') },
    icon('shield'),
  );
  const infoButton = h(
    'button',
    { class: 'icon-button', type: 'button', 'aria-label': t('app.info'), title: t('app.info') },
    icon('info'),
  );

  function paintToggles() {
    clear(soundButton);
    soundButton.append(icon(prefs.sound ? 'soundOn' : 'soundOff'));
    const soundLabel = prefs.sound ? t('app.soundOff') : t('app.soundOn');
    soundButton.setAttribute('aria-label', soundLabel);
    soundButton.title = soundLabel;
    soundButton.setAttribute('aria-pressed', String(prefs.sound));
    clear(turboButton);
    turboButton.append(icon('zap'), h('span', { class: 'icon-button-text' }, t('app.turbo')));
    const turboLabel = prefs.turbo ? t('app.turboOff') : t('app.turboOn');
    turboButton.setAttribute('aria-label', turboLabel);
    turboButton.title = turboLabel;
    turboButton.setAttribute('aria-pressed', String(prefs.turbo));
    turboButton.classList.toggle('is-on', prefs.turbo);
    document.documentElement.classList.toggle('turbo', prefs.turbo);
  }
  paintToggles();
  onPrefsChange(paintToggles);
  on(soundButton, 'click', () => {
    setPref('sound', !prefs.sound);
    sfx.click();
  });
  on(turboButton, 'click', () => {
    setPref('turbo', !prefs.turbo);
    sfx.click();
  });

  const topbar = h(
    'header',
    { class: 'topbar' },
    h('h1', { class: 'game-title' }, title),
    session.mode === 'demo' ? h('span', { class: 'chip chip-demo' }, t('app.demo')) : null,
    h('span', { class: 'topbar-spacer' }),
    infoButton,
    fairButton,
    turboButton,
    soundButton,
  );

  const footer = h(
    'footer',
    { class: 'controlbar' },
    h(
      'div',
      { class: 'stats' },
      h(
        'div',
        { class: 'stat' },
        h('span', { class: 'stat-label' }, t('app.balance')),
        balanceValue,
      ),
      h(
        'div',
        { class: 'stat' },
        h('span', { class: 'stat-label' }, t('app.lastWin')),
        lastWinValue,
      ),
      pendingChip,
    ),
    controls,
  );

  clear(root);
  root.append(topbar, stage, footer, toasts);

  const money = (minor: number) => formatMoney(minor, session.currency, lang());

  function setBalance(minor: number) {
    session.balanceMinor = minor;
    balanceValue.textContent = money(minor);
  }
  setBalance(session.balanceMinor);

  function toast(kind: ToastKind, text: string) {
    const node = h(
      'div',
      { class: `toast toast-${kind}`, role: kind === 'error' ? 'alert' : 'status' },
      text,
    );
    toasts.append(node);
    while (toasts.children.length > 3) toasts.firstElementChild?.remove();
    setTimeout(() => node.classList.add('leaving'), kind === 'error' ? 5500 : 3500);
    setTimeout(() => node.remove(), kind === 'error' ? 6000 : 4000);
  }

  // A win the wallet has not confirmed yet: show it as pending and check until it lands.
  let pendingTimer: number | null = null;
  function setPending(count: number) {
    const was = session.pendingWins;
    session.pendingWins = count;
    pendingChip.hidden = count === 0;
    if (count > 0 && pendingTimer === null) {
      pendingTimer = window.setInterval(() => void checkPending(), PENDING_POLL_MS);
    }
    if (count === 0 && pendingTimer !== null) {
      window.clearInterval(pendingTimer);
      pendingTimer = null;
    }
    if (was > 0 && count === 0) toast('win', t('app.winCredited'));
  }
  async function checkPending() {
    try {
      const view = await post<SessionView>('balance', { sessionId: session.sessionId });
      setBalance(view.balanceMinor);
      setPending(view.pendingWins);
    } catch {
      // Keep the chip; the next check tries again.
    }
  }
  setPending(session.pendingWins);

  function updateFair(fair: Fair) {
    session.fair = fair;
  }

  on(fairButton, 'click', () => {
    sfx.click();
    openFairPanel({
      session,
      history,
      roundOpen: () => roundOpen,
      onFair: updateFair,
      onError: fail,
    });
  });
  on(infoButton, 'click', () => {
    sfx.click();
    if (infoSheet) openSheet(infoSheet.title, infoSheet.render());
  });

  function fail(error: unknown) {
    if (error instanceof ApiError) {
      if (error.balanceMinor !== undefined) setBalance(error.balanceMinor);
      if (FATAL_CODES.has(error.code)) {
        showFatal(root, error.message, error.code === 'SESSION_NOT_FOUND');
        return;
      }
      toast('error', error.message);
      return;
    }
    console.error(error);
    toast('error', t('errors.generic'));
  }

  return {
    session,
    stage,
    controls,
    money,
    setBalance,
    setLastWin(minor) {
      lastWinValue.textContent = minor === null ? '—' : money(minor);
      lastWinValue.classList.toggle('is-win', minor !== null && minor > 0);
    },
    updateFair,
    settle(round, balanceMinor, fair, winStatus) {
      history.add(round);
      setBalance(balanceMinor);
      updateFair(fair);
      if (winStatus === 'pending' && round.winMinor > 0) {
        setPending(session.pendingWins + 1);
        toast('info', t('app.winPending', { amount: money(round.winMinor) }));
      } else if (winStatus === 'failed') {
        toast('error', t('app.winFailed', { round: round.roundId }));
      }
    },
    setRoundOpen(open) {
      roundOpen = open;
    },
    toast,
    fail,
    setInfo(infoTitle, render) {
      infoSheet = { title: infoTitle, render };
    },
  };
}
