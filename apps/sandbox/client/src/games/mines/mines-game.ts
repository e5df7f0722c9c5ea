// Mayın Tarlası: choose the mines, bet, open tiles one by one (every gem raises the
// multiplier), cash out whenever you like; a mine ends the round. The layout, fixed by the
// seeds when the round starts, is shown at its end.
import { post } from '../../core/api.ts';
import type { MinesInfo, MinesView } from '../../core/api-types.ts';
import { h, on } from '../../core/dom.ts';
import { formatMultiplier, formatPercent } from '../../core/format.ts';
import { lang, t } from '../../core/i18n.ts';
import { motionMs } from '../../core/prefs.ts';
import { sfx } from '../../core/sound.ts';
import { createBetControl } from '../../shell/bet-control.ts';
import type { Shell } from '../../shell/shell.ts';
import { gemSvg, mineSvg } from './mines-art.ts';
import './mines.css';

export function mountMines(shell: Shell, info: MinesInfo, resume: MinesView | null): void {
  const tiles: HTMLButtonElement[] = [];
  let round: MinesView | null = null;
  let serverSeedHash = shell.session.fair.serverSeedHash;
  let busy = false;

  const currentValue = h('span', { class: 'mines-stat-value' }, formatMultiplier(1));
  const nextValue = h('span', { class: 'mines-stat-value' }, '—');
  const gemsValue = h('span', { class: 'mines-stat-value' }, '—');
  const hint = h('p', { class: 'mines-hint', 'aria-live': 'polite' }, t('mines.idleHint'));
  const resultBadge = h('div', { class: 'mines-result', hidden: true, role: 'status' });

  const grid = h('div', { class: 'mines-grid', role: 'grid' });
  for (let tile = 0; tile < info.tiles; tile++) {
    const button = h('button', {
      class: 'tile',
      type: 'button',
      disabled: true,
      'aria-label': t('mines.tile', { n: tile + 1 }),
    });
    on(button, 'click', () => void reveal(tile));
    tiles.push(button);
    grid.append(button);
  }

  shell.stage.classList.add('stage-mines');
  shell.controls.classList.add('controls-mines');
  shell.stage.append(
    h(
      'div',
      { class: 'mines' },
      h(
        'div',
        { class: 'mines-stats' },
        h(
          'div',
          { class: 'mines-stat' },
          h('span', { class: 'stat-label' }, t('mines.current')),
          currentValue,
        ),
        h(
          'div',
          { class: 'mines-stat' },
          h('span', { class: 'stat-label' }, t('mines.next')),
          nextValue,
        ),
        h(
          'div',
          { class: 'mines-stat' },
          h('span', { class: 'stat-label' }, t('mines.gemsLeft')),
          gemsValue,
        ),
      ),
      h('div', { class: 'mines-board' }, grid, resultBadge),
      hint,
    ),
  );

  const bet = createBetControl(info.limits.levelsMinor, info.limits.defaultBetMinor, shell.money);
  const mineSelect = h(
    'select',
    { class: 'select', 'aria-label': t('mines.mineCount') },
    ...Array.from({ length: info.maxMines - info.minMines + 1 }, (_, i) => info.minMines + i).map(
      (n) => h('option', { value: n, selected: n === info.defaultMines }, String(n)),
    ),
  );
  const mineField = h(
    'label',
    { class: 'field' },
    h('span', { class: 'stat-label' }, t('mines.mineCount')),
    mineSelect,
  );
  const randomButton = h(
    'button',
    { class: 'btn btn-secondary btn-random', type: 'button', hidden: true },
    t('mines.random'),
  );
  const mainButton = h(
    'button',
    { class: 'btn btn-primary btn-main', type: 'button' },
    t('mines.play'),
  );
  shell.controls.append(bet.element, mineField, randomButton, mainButton);

  shell.setInfo(t('mines.name'), () =>
    h(
      'div',
      {},
      h('p', { class: 'rtp' }, t('app.rtp', { rtp: formatPercent(info.statedRtp, lang()) })),
      h('p', { class: 'game-rules' }, t('mines.rules')),
      ladder(Number(mineSelect.value)),
    ),
  );

  function ladder(mineCount: number): HTMLElement {
    const values = info.multipliers[String(mineCount)] ?? [];
    return h(
      'div',
      {},
      h('h3', { class: 'section-title' }, `${t('mines.mineCount')}: ${mineCount}`),
      h(
        'ol',
        { class: 'ladder' },
        ...values
          .slice(1)
          .map((m, i) =>
            h(
              'li',
              {},
              h('span', {}, `${i + 1}. ${t('mines.gem')}`),
              h('span', { class: 'amount' }, formatMultiplier(m)),
            ),
          ),
      ),
    );
  }

  const multiplierOf = (mineCount: number, safe: number) =>
    info.multipliers[String(mineCount)]?.[safe] ?? 1;

  function paintIdleStats() {
    const mines = Number(mineSelect.value);
    currentValue.textContent = formatMultiplier(1);
    nextValue.textContent = formatMultiplier(multiplierOf(mines, 1));
    gemsValue.textContent = String(info.tiles - mines);
  }
  on(mineSelect, 'change', () => {
    sfx.click();
    paintIdleStats();
  });
  paintIdleStats();

  function paintControls() {
    const open = round?.status === 'open';
    bet.setDisabled(open || busy);
    mineSelect.disabled = open || busy;
    randomButton.hidden = !open;
    randomButton.disabled = busy;
    mainButton.disabled = busy || (open && (round?.revealed.length ?? 0) === 0);
    mainButton.classList.toggle('btn-cashout', open);
    mainButton.classList.toggle('btn-primary', !open);
    mainButton.textContent =
      open && round
        ? `${t('mines.cashout')} ${round.payoutMinor > 0 ? shell.money(round.payoutMinor) : ''}`.trim()
        : t('mines.play');
    for (const [tile, button] of tiles.entries()) {
      button.disabled = !open || busy || (round?.revealed.includes(tile) ?? false);
    }
  }

  function paintRound(view: MinesView) {
    const safe = view.revealed.filter((tile) => !(view.mines ?? []).includes(tile)).length;
    currentValue.textContent = formatMultiplier(view.status === 'lost' ? 0 : view.multiplier);
    nextValue.textContent =
      view.nextMultiplier === null ? '—' : formatMultiplier(view.nextMultiplier);
    gemsValue.textContent = String(info.tiles - view.mineCount - safe);
  }

  function resetBoard() {
    resultBadge.hidden = true;
    grid.classList.remove('ended', 'shake');
    for (const button of tiles) {
      button.className = 'tile';
      button.replaceChildren();
    }
  }

  function showTile(tile: number, kind: 'gem' | 'mine', how: 'revealed' | 'ghost' | 'hit') {
    const button = tiles[tile];
    if (!button) return;
    button.className = `tile ${kind} ${how}`;
    button.replaceChildren(kind === 'gem' ? gemSvg() : mineSvg());
    button.setAttribute(
      'aria-label',
      `${t('mines.tile', { n: tile + 1 })}: ${t(kind === 'gem' ? 'mines.gem' : 'mines.mine')}`,
    );
  }

  function revealLayout(view: MinesView) {
    const mines = new Set(view.mines ?? []);
    grid.classList.add('ended');
    tiles.forEach((_, tile) => {
      if (view.revealed.includes(tile)) return;
      showTile(tile, mines.has(tile) ? 'mine' : 'gem', 'ghost');
    });
  }

  function finish(view: MinesView) {
    round = view;
    revealLayout(view);
    const winMinor = view.winMinor ?? 0;
    shell.settle(
      {
        game: 'mines',
        roundId: view.roundId,
        nonce: view.nonce,
        clientSeed: view.clientSeed,
        serverSeedHash,
        betMinor: view.betMinor,
        winMinor,
        mineCount: view.mineCount,
        picks: view.revealed,
      },
      view.balanceMinor,
      view.fair,
      view.winStatus,
    );
    shell.setLastWin(winMinor);
    shell.setRoundOpen(false);
    if (view.status === 'cashed') {
      sfx.cashout();
      resultBadge.replaceChildren(
        h('span', { class: 'mines-result-multiplier' }, formatMultiplier(view.multiplier)),
        h('span', { class: 'mines-result-amount' }, shell.money(winMinor)),
      );
      resultBadge.hidden = false;
      hint.textContent = t('mines.won', {
        amount: shell.money(winMinor),
        multiplier: formatMultiplier(view.multiplier),
      });
      hint.className = 'mines-hint is-win';
    } else {
      hint.textContent = t('mines.lost');
      hint.className = 'mines-hint is-loss';
    }
  }

  async function start() {
    busy = true;
    paintControls();
    resetBoard();
    hint.className = 'mines-hint';
    const betMinor = bet.value();
    const before = shell.session.balanceMinor;
    if (before >= betMinor) shell.setBalance(before - betMinor);
    serverSeedHash = shell.session.fair.serverSeedHash;
    try {
      const view = await post<MinesView>('mines/start', {
        sessionId: shell.session.sessionId,
        betMinor,
        mineCount: Number(mineSelect.value),
      });
      round = view;
      shell.setBalance(view.balanceMinor);
      shell.updateFair(view.fair);
      shell.setRoundOpen(true);
      sfx.click();
      paintRound(view);
      hint.textContent = t('mines.playHint');
    } catch (error) {
      shell.setBalance(before);
      shell.fail(error);
    } finally {
      busy = false;
      paintControls();
    }
  }

  async function reveal(tile: number) {
    if (busy || round?.status !== 'open' || round.revealed.includes(tile)) return;
    busy = true;
    tiles[tile]?.classList.add('pending');
    paintControls();
    try {
      const view = await post<MinesView>('mines/reveal', {
        sessionId: shell.session.sessionId,
        tile,
      });
      const hitMine = view.mines?.includes(tile) ?? false;
      showTile(tile, hitMine ? 'mine' : 'gem', hitMine ? 'hit' : 'revealed');
      paintRound(view);
      if (hitMine) {
        sfx.mine();
        grid.classList.add('shake');
        await new Promise((resolve) => setTimeout(resolve, motionMs(450)));
      } else {
        sfx.gem(view.revealed.length);
      }
      if (view.status === 'open') round = view;
      else finish(view);
    } catch (error) {
      tiles[tile]?.classList.remove('pending');
      shell.fail(error);
    } finally {
      busy = false;
      paintControls();
    }
  }

  async function cashout() {
    if (busy || round?.status !== 'open') return;
    busy = true;
    paintControls();
    try {
      const view = await post<MinesView>('mines/cashout', { sessionId: shell.session.sessionId });
      paintRound(view);
      finish(view);
    } catch (error) {
      shell.fail(error);
    } finally {
      busy = false;
      paintControls();
    }
  }

  // A reload in the middle of a round: draw it again and carry on.
  if (resume?.status === 'open') {
    round = resume;
    mineSelect.value = String(resume.mineCount);
    for (const tile of resume.revealed) showTile(tile, 'gem', 'revealed');
    paintRound(resume);
    shell.setRoundOpen(true);
    hint.textContent = t('mines.playHint');
  }

  on(mainButton, 'click', () => void (round?.status === 'open' ? cashout() : start()));
  on(randomButton, 'click', () => {
    if (!round || round.status !== 'open') return;
    const open = tiles.map((_, i) => i).filter((i) => !round?.revealed.includes(i));
    const pick = open[Math.floor(Math.random() * open.length)];
    if (pick !== undefined) void reveal(pick);
  });
  paintControls();
}
