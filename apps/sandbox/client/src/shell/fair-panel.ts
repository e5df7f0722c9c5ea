// The provably fair panel: the committed server seed hash, the player's client seed (editable
// between rounds), the next nonce, rotation (which reveals the old seed) and the rounds of
// this page with a link to recompute each one.
import { post } from '../core/api.ts';
import type { Fair, Revealed, SessionView } from '../core/api-types.ts';
import { clear, h, on } from '../core/dom.ts';
import { formatMoney } from '../core/format.ts';
import { lang, t } from '../core/i18n.ts';
import { icon } from '../core/icons.ts';
import { sfx } from '../core/sound.ts';
import { verifyUrl, type RoundHistory } from './round-history.ts';
import { openSheet } from './sheet.ts';

const CLIENT_SEED_PATTERN = /^[A-Za-z0-9_.-]{1,64}$/;

export interface FairPanelOptions {
  session: SessionView;
  history: RoundHistory;
  roundOpen: () => boolean;
  onFair: (fair: Fair) => void;
  onError: (error: unknown) => void;
}

function copyButton(text: () => string): HTMLButtonElement {
  const button = h(
    'button',
    { class: 'icon-button icon-button-small', type: 'button', 'aria-label': t('fair.copy') },
    icon('copy', 16),
  );
  on(button, 'click', () => {
    void navigator.clipboard?.writeText(text()).then(() => {
      button.setAttribute('aria-label', t('fair.copied'));
      button.classList.add('is-on');
      setTimeout(() => button.classList.remove('is-on'), 1200);
    });
  });
  return button;
}

export function openFairPanel(options: FairPanelOptions): void {
  const { session, history } = options;
  const hashValue = h('code', { class: 'mono' });
  const nonceValue = h('span', { class: 'mono' });
  const seedInput = h('input', {
    class: 'input mono',
    type: 'text',
    maxlength: 64,
    spellcheck: 'false',
    autocomplete: 'off',
    'aria-label': t('fair.clientSeed'),
  });
  const seedButton = h('button', { class: 'btn btn-secondary', type: 'submit' }, t('fair.change'));
  const seedForm = h('form', { class: 'seed-form' }, seedInput, seedButton);
  const seedHint = h('p', { class: 'hint' }, t('fair.clientSeedHint'));
  const rotateButton = h(
    'button',
    { class: 'btn btn-secondary btn-wide', type: 'button' },
    icon('rotate', 18),
    t('fair.rotate'),
  );
  const revealedBox = h('div', { class: 'revealed', hidden: true });
  const roundsList = h('ol', { class: 'round-list' });

  function paint() {
    hashValue.textContent = session.fair.serverSeedHash;
    nonceValue.textContent = String(session.fair.nonce);
    if (document.activeElement !== seedInput) seedInput.value = session.fair.clientSeed;
    const locked = options.roundOpen();
    seedButton.disabled = locked;
    rotateButton.disabled = locked;
    paintRounds();
  }

  function paintRounds() {
    clear(roundsList);
    const rounds = history.list();
    if (rounds.length === 0) {
      roundsList.append(h('li', { class: 'empty' }, t('fair.noRounds')));
      return;
    }
    for (const round of rounds) {
      const result = formatMoney(round.winMinor, session.currency, lang());
      const link = round.serverSeed
        ? h(
            'a',
            {
              class: 'link',
              href: verifyUrl(round, lang(), session.currency),
              target: '_blank',
              rel: 'noopener',
            },
            t('fair.verify'),
            icon('external', 14),
          )
        : h('span', { class: 'hint' }, t('fair.afterRotate'));
      roundsList.append(
        h(
          'li',
          {},
          h('span', { class: 'mono' }, `#${round.nonce}`),
          h('span', { class: round.winMinor > 0 ? 'amount is-win' : 'amount' }, result),
          link,
        ),
      );
    }
  }

  function apply(fair: Fair) {
    options.onFair(fair);
    paint();
  }

  on(seedForm, 'submit', (event) => {
    event.preventDefault();
    const clientSeed = seedInput.value.trim();
    if (!CLIENT_SEED_PATTERN.test(clientSeed)) {
      seedHint.classList.add('is-error');
      seedInput.focus();
      return;
    }
    seedHint.classList.remove('is-error');
    seedButton.disabled = true;
    post<{ fair: Fair }>('seed/client', { sessionId: session.sessionId, clientSeed })
      .then((answer) => {
        sfx.click();
        apply(answer.fair);
        seedHint.textContent = t('fair.changed');
      })
      .catch(options.onError)
      .finally(paint);
  });

  on(rotateButton, 'click', () => {
    rotateButton.disabled = true;
    post<{ revealed: Revealed; fair: Fair }>('seed/rotate', { sessionId: session.sessionId })
      .then((answer) => {
        sfx.click();
        history.reveal(answer.revealed.serverSeedHash, answer.revealed.serverSeed);
        apply(answer.fair);
        showRevealed(answer.revealed);
      })
      .catch(options.onError)
      .finally(paint);
  });

  function showRevealed(revealed: Revealed) {
    clear(revealedBox);
    const verifyQuery = new URLSearchParams({
      game: session.game,
      serverSeed: revealed.serverSeed,
      clientSeed: revealed.clientSeed,
      hash: revealed.serverSeedHash,
      lang: lang(),
      currency: session.currency,
    });
    revealedBox.append(
      h('p', { class: 'notice' }, t('fair.rotated')),
      h('span', { class: 'field-label' }, t('fair.revealed')),
      h(
        'div',
        { class: 'value-row' },
        h('code', { class: 'mono' }, revealed.serverSeed),
        copyButton(() => revealed.serverSeed),
      ),
      h('p', { class: 'hint' }, t('fair.revealedRounds', { count: revealed.roundsPlayed })),
      h(
        'a',
        {
          class: 'link',
          href: `verify.html?${verifyQuery.toString()}`,
          target: '_blank',
          rel: 'noopener',
        },
        t('fair.openVerify'),
        icon('external', 14),
      ),
    );
    revealedBox.hidden = false;
  }

  const body = h(
    'div',
    { class: 'fair-panel' },
    h('p', { class: 'intro' }, t('fair.intro')),
    h('span', { class: 'field-label' }, t('fair.serverSeedHash')),
    h(
      'div',
      { class: 'value-row' },
      hashValue,
      copyButton(() => session.fair.serverSeedHash),
    ),
    h('label', { class: 'field-label' }, t('fair.clientSeed')),
    seedForm,
    seedHint,
    h(
      'div',
      { class: 'value-row' },
      h('span', { class: 'field-label' }, t('fair.nonce')),
      nonceValue,
    ),
    rotateButton,
    revealedBox,
    h('h3', { class: 'section-title' }, t('fair.rounds')),
    roundsList,
  );
  paint();
  openSheet(t('fair.title'), body);
}
