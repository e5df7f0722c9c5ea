// Roket: bet, watch the multiplier climb, cash out before the rocket crashes. The page draws
// the curve from its own clock anchored to the server's elapsed time and asks the server how
// the round stands every quarter second; the server alone decides cash-outs and crashes.
import { ApiError, post } from '../../core/api.ts';
import type { CrashInfo, CrashResult, CrashState } from '../../core/api-types.ts';
import { h, on } from '../../core/dom.ts';
import { formatMultiplier, formatPercent } from '../../core/format.ts';
import { lang, t } from '../../core/i18n.ts';
import { sfx } from '../../core/sound.ts';
import { createBetControl } from '../../shell/bet-control.ts';
import type { RoundRecord } from '../../shell/round-history.ts';
import type { Shell } from '../../shell/shell.ts';
import { createCurve, type CurvePhase } from './crash-canvas.ts';
import './crash.css';

const POLL_MS = 250;
/** Drift between the page's clock and the server's beyond which the curve is re-anchored. */
const MAX_DRIFT_MS = 120;
const HISTORY_LENGTH = 12;

type Phase = 'idle' | 'betting' | 'flying' | 'ended';

export function mountCrash(shell: Shell, info: CrashInfo, resume: CrashState['round']): void {
  const canvas = h('canvas', { class: 'crash-canvas', 'aria-hidden': 'true' });
  const multiplierText = h('div', { class: 'crash-multiplier' }, formatMultiplier(1));
  const caption = h('p', { class: 'crash-caption', 'aria-live': 'polite' }, t('crash.waiting'));
  const historyRow = h('ol', { class: 'crash-history', 'aria-label': t('crash.history') });
  shell.stage.classList.add('stage-crash');
  shell.controls.classList.add('controls-crash');
  shell.stage.append(
    h(
      'div',
      { class: 'crash' },
      canvas,
      historyRow,
      h('div', { class: 'crash-readout' }, multiplierText, caption),
    ),
  );
  const curve = createCurve(canvas);
  new ResizeObserver(() => {
    curve.resize();
    paintFrame();
  }).observe(canvas);

  const bet = createBetControl(info.limits.levelsMinor, info.limits.defaultBetMinor, shell.money);
  const autoInput = h('input', {
    class: 'input',
    type: 'text',
    inputmode: 'decimal',
    placeholder: '2.00',
    maxlength: 8,
    'aria-describedby': 'auto-hint',
  });
  const autoField = h(
    'label',
    { class: 'field auto-field' },
    h('span', { class: 'stat-label' }, t('crash.auto')),
    h('span', { class: 'input-suffix' }, autoInput, h('span', { 'aria-hidden': 'true' }, '×')),
    h('span', { class: 'hint', id: 'auto-hint' }, t('crash.autoHint')),
  );
  const mainButton = h(
    'button',
    { class: 'btn btn-primary btn-main', type: 'button' },
    t('crash.bet'),
  );
  shell.controls.append(bet.element, autoField, mainButton);
  shell.setInfo(t('crash.name'), () =>
    h(
      'div',
      {},
      h('p', { class: 'rtp' }, t('app.rtp', { rtp: formatPercent(info.statedRtp, lang()) })),
      h('p', { class: 'game-rules' }, t('crash.rules')),
    ),
  );

  let phase: Phase = 'idle';
  let curvePhase: CurvePhase = 'idle';
  /** performance.now() at the round's server start, as best the page can tell. */
  let startedAt = 0;
  let frozenElapsedMs = 0;
  let roundId = '';
  let betMinor = 0;
  let record: RoundRecord | null = null;
  let result: CrashResult | null = null;
  let poll: number | null = null;
  let lastWhole = 1;
  let cashingOut = false;
  /** After a cash-out the rest of the flight is fast-forwarded to the crash point. */
  let warp: { fromMs: number; toMs: number; at: number; durationMs: number } | null = null;

  const multiplierAt = (ms: number) =>
    Math.floor(100 * Math.exp(info.growthPerMs * ms) + 1e-9) / 100;
  const msToReach = (m: number) => Math.log(m) / info.growthPerMs;

  function paintButton(multiplier: number) {
    const flying = phase === 'flying' && result === null;
    mainButton.classList.toggle('btn-cashout', flying);
    mainButton.classList.toggle('btn-primary', !flying);
    if (flying) {
      const payout = Math.floor(betMinor * multiplier);
      mainButton.textContent = `${t('crash.cashout')} ${shell.money(payout)}`;
      mainButton.disabled = cashingOut || multiplier < info.minCashOut;
    } else {
      mainButton.textContent = t('crash.bet');
      mainButton.disabled = phase === 'betting' || phase === 'flying';
    }
    bet.setDisabled(phase === 'betting' || phase === 'flying');
    autoInput.disabled = phase === 'betting' || phase === 'flying';
  }

  function currentElapsed(): number {
    if (warp) {
      const progress = Math.min(1, (performance.now() - warp.at) / warp.durationMs);
      return warp.fromMs + (warp.toMs - warp.fromMs) * (1 - (1 - progress) ** 2);
    }
    return Math.max(0, performance.now() - startedAt);
  }

  function paintFrame() {
    const elapsed =
      phase === 'flying' && curvePhase === 'flying' ? currentElapsed() : frozenElapsedMs;
    curve.draw({
      phase: curvePhase,
      elapsedMs: Math.max(0, elapsed),
      growthPerMs: info.growthPerMs,
      cashOutAt: result?.cashOutAt ?? null,
    });
    return elapsed;
  }

  function frame() {
    if (phase !== 'flying') return;
    const elapsed = currentElapsed();
    const multiplier = multiplierAt(elapsed);
    // Once the server has told the end, the curve stops exactly at the crash point.
    if (result && multiplier >= result.point) {
      frozenElapsedMs = msToReach(result.point);
      crash();
      return;
    }
    if (Math.floor(multiplier) > lastWhole) {
      lastWhole = Math.floor(multiplier);
      sfx.tick(lastWhole);
    }
    if (!result || result.cashOutAt === null)
      multiplierText.textContent = formatMultiplier(multiplier);
    paintFrame();
    paintButton(multiplier);
    requestAnimationFrame(frame);
  }

  function crash() {
    const settled = result;
    phase = 'ended';
    curvePhase = 'crashed';
    stopPolling();
    paintFrame();
    if (!settled) return;
    pushHistory(settled.point);
    if (settled.cashOutAt === null) {
      sfx.crash();
      multiplierText.textContent = formatMultiplier(settled.point);
      multiplierText.className = 'crash-multiplier is-loss';
      caption.textContent = t('crash.lost', { multiplier: formatMultiplier(settled.point) });
    } else {
      caption.textContent = `${t('crash.cashedOut', {
        multiplier: formatMultiplier(settled.cashOutAt),
        amount: shell.money(settled.winMinor),
      })} · ${t('crash.crashed', { multiplier: formatMultiplier(settled.point) })}`;
    }
    paintButton(1);
  }

  /** The server has ended the round: pay the page, then let the curve run to the point. */
  function settle(last: CrashResult) {
    if (result || last.roundId !== roundId) return;
    result = last;
    if (record) {
      shell.settle(
        { ...record, winMinor: last.winMinor, cashOutAt: last.cashOutAt },
        last.balanceMinor,
        shell.session.fair,
        last.winPending ? 'pending' : 'paid',
      );
    }
    shell.setLastWin(last.winMinor);
    shell.setRoundOpen(false);
    if (last.cashOutAt !== null) {
      sfx.cashout();
      multiplierText.textContent = formatMultiplier(last.cashOutAt);
      multiplierText.className = 'crash-multiplier is-win';
      caption.textContent = t('crash.cashedOut', {
        multiplier: formatMultiplier(last.cashOutAt),
        amount: shell.money(last.winMinor),
      });
    }
    paintButton(1);
    const crashAtMs = msToReach(last.point);
    const nowMs = currentElapsed();
    // If the page's curve is already past the point (polling lags), end at once.
    if (nowMs >= crashAtMs || phase !== 'flying') {
      frozenElapsedMs = crashAtMs;
      crash();
    } else if (last.cashOutAt !== null) {
      warp = {
        fromMs: nowMs,
        toMs: crashAtMs,
        at: performance.now(),
        durationMs: Math.min(1200, crashAtMs - nowMs),
      };
    }
  }

  function apply(state: CrashState) {
    shell.updateFair(state.fair);
    if (state.round && state.round.roundId === roundId) {
      const drift = performance.now() - startedAt - state.round.elapsedMs;
      if (Math.abs(drift) > MAX_DRIFT_MS) startedAt += drift;
    } else if (state.last) {
      settle(state.last);
    }
  }

  function startPolling() {
    stopPolling();
    poll = window.setInterval(() => {
      post<CrashState>('crash/state', { sessionId: shell.session.sessionId })
        .then(apply)
        .catch((error: unknown) => {
          if (error instanceof ApiError && error.code !== 'NETWORK') {
            stopPolling();
            shell.fail(error);
          }
        });
    }, POLL_MS);
  }

  function stopPolling() {
    if (poll !== null) window.clearInterval(poll);
    poll = null;
  }

  function pushHistory(point: number) {
    const chip = h(
      'li',
      { class: `history-chip ${point >= 10 ? 'is-high' : point >= 2 ? 'is-mid' : 'is-low'}` },
      formatMultiplier(point),
    );
    historyRow.prepend(chip);
    while (historyRow.children.length > HISTORY_LENGTH) historyRow.lastElementChild?.remove();
  }

  function readAuto(): number | null | 'invalid' {
    const text = autoInput.value.trim().replace(',', '.');
    if (text === '') return null;
    if (!/^\d{1,5}(\.\d{1,2})?$/.test(text)) return 'invalid';
    const value = Number(text);
    return value >= info.minCashOut && value <= info.maxCashOut ? value : 'invalid';
  }

  /** The curve starts (or, after a reload, resumes) `elapsedMs` into the round. */
  function fly(elapsedMs: number) {
    shell.setRoundOpen(true);
    phase = 'flying';
    curvePhase = 'flying';
    lastWhole = Math.max(1, Math.floor(multiplierAt(elapsedMs)));
    startedAt = performance.now() - elapsedMs;
    multiplierText.className = 'crash-multiplier';
    caption.textContent = t('crash.flying');
    requestAnimationFrame(frame);
  }

  async function placeBet() {
    const auto = readAuto();
    if (auto === 'invalid') {
      shell.toast('error', t('crash.autoInvalid', { max: formatMultiplier(info.maxCashOut) }));
      autoInput.focus();
      return;
    }
    phase = 'betting';
    result = null;
    warp = null;
    cashingOut = false;
    betMinor = bet.value();
    const before = shell.session.balanceMinor;
    if (before >= betMinor) shell.setBalance(before - betMinor);
    const fairAtBet = shell.session.fair;
    paintButton(1);
    try {
      const state = await post<CrashState>('crash/bet', {
        sessionId: shell.session.sessionId,
        betMinor,
        ...(auto !== null ? { autoCashOut: auto } : {}),
      });
      const started = state.round ?? null;
      roundId = started?.roundId ?? state.last?.roundId ?? '';
      record = {
        game: 'crash',
        roundId,
        nonce: started?.nonce ?? state.last?.nonce ?? fairAtBet.nonce,
        clientSeed: fairAtBet.clientSeed,
        serverSeedHash: fairAtBet.serverSeedHash,
        betMinor,
        winMinor: 0,
      };
      shell.setBalance(state.balanceMinor);
      shell.updateFair(state.fair);
      sfx.click();
      fly(started?.elapsedMs ?? 0);
      if (!started && state.last) {
        // Crashed at 1.00× on the spot.
        settle(state.last);
        return;
      }
      startPolling();
    } catch (error) {
      phase = 'idle';
      shell.setBalance(before);
      shell.fail(error);
      paintButton(1);
    }
  }

  async function cashOut() {
    if (cashingOut || result) return;
    cashingOut = true;
    paintButton(multiplierAt(performance.now() - startedAt));
    try {
      const state = await post<CrashState>('crash/cashout', { sessionId: shell.session.sessionId });
      apply(state);
    } catch (error) {
      shell.fail(error);
    } finally {
      cashingOut = false;
    }
  }

  on(mainButton, 'click', () => {
    if (phase === 'flying') void cashOut();
    else void placeBet();
  });
  on(document, 'keydown', (event) => {
    const target = event.target as HTMLElement | null;
    if (event.code !== 'Space' || target?.closest('input, button, a, [role="dialog"]')) return;
    event.preventDefault();
    mainButton.click();
  });
  paintButton(1);
  curve.resize();
  paintFrame();

  // A reload in the middle of a flight: pick the round up where the server says it is.
  if (resume) {
    roundId = resume.roundId;
    betMinor = resume.betMinor;
    record = {
      game: 'crash',
      roundId: resume.roundId,
      nonce: resume.nonce,
      clientSeed: shell.session.fair.clientSeed,
      serverSeedHash: shell.session.fair.serverSeedHash,
      betMinor: resume.betMinor,
      winMinor: 0,
    };
    if (resume.autoCashOut !== null) autoInput.value = resume.autoCashOut.toFixed(2);
    fly(resume.elapsedMs);
    startPolling();
  }
}
