// The verify page: enter a revealed server seed, the client seed, the nonce and the round's
// choices; the studio recomputes the round with the same engine that played it and shows the
// SHA-256 of the seed entered, to compare with the hash that was published before play.
import '../styles/base.css';
import '../styles/shell.css';
import '../styles/verify.css';
import '../games/slot/slot.css';
import '../games/mines/mines.css';
import { ApiError, get } from '../core/api.ts';
import type { Verified } from '../core/api-types.ts';
import { clear, h, on } from '../core/dom.ts';
import { formatAmount, formatMoney, formatMultiplier, htmlLang } from '../core/format.ts';
import { lang, setLang, t, toLang } from '../core/i18n.ts';
import { gemSvg, mineSvg } from '../games/mines/mines-art.ts';
import { installSymbolSprite, symbolSvg } from '../games/slot/slot-symbols.ts';

const query = new URLSearchParams(window.location.search);
setLang(toLang(query.get('lang')));
document.documentElement.lang = htmlLang(lang());
document.title = t('verify.title');

const GAMES = ['slot', 'mines', 'crash'] as const;
type Game = (typeof GAMES)[number];
// The session's currency comes with the link; a link without one shows the bare amount.
const currency = /^[A-Z]{3}$/.test(query.get('currency') ?? '') ? query.get('currency') : null;
const money = (minor: number) =>
  currency ? formatMoney(minor, currency, lang()) : formatAmount(minor, lang());

function field(label: string, control: HTMLElement, extraClass = ''): HTMLElement {
  return h(
    'label',
    { class: `form-field ${extraClass}` },
    h('span', { class: 'field-label' }, label),
    control,
  );
}

function input(name: string, value: string, attrs: Record<string, string | number | boolean> = {}) {
  return h('input', {
    class: 'input',
    name,
    value,
    autocomplete: 'off',
    spellcheck: 'false',
    ...attrs,
  });
}

const initialGame = (GAMES as readonly string[]).includes(query.get('game') ?? '')
  ? (query.get('game') as Game)
  : 'slot';
const gameSelect = h(
  'select',
  { class: 'select', name: 'game' },
  ...GAMES.map((game) =>
    h('option', { value: game, selected: game === initialGame }, t(`${game}.name`)),
  ),
);
const serverSeed = input('serverSeed', query.get('serverSeed') ?? '', {
  required: true,
  class: 'input mono',
});
const publishedHash = input('hash', query.get('hash') ?? '', { class: 'input mono' });
const clientSeed = input('clientSeed', query.get('clientSeed') ?? '', {
  required: true,
  class: 'input mono',
});
const nonce = input('nonce', query.get('nonce') ?? '0', { inputmode: 'numeric', required: true });
const betMinorParam = Number(query.get('betMinor') ?? '');
const betAmount = input(
  'bet',
  Number.isSafeInteger(betMinorParam) && betMinorParam > 0
    ? (betMinorParam / 100).toFixed(2)
    : '1.00',
  { inputmode: 'decimal', required: true },
);
const mineCount = h(
  'select',
  { class: 'select', name: 'mineCount' },
  ...Array.from({ length: 24 }, (_, i) => i + 1).map((n) =>
    h('option', { value: n, selected: String(n) === (query.get('mineCount') ?? '3') }, String(n)),
  ),
);
const revealed = input('revealed', query.get('revealed') ?? '', {
  placeholder: '3,7,12',
  class: 'input mono',
});
const cashOutAt = input('cashOutAt', query.get('cashOutAt') ?? '', {
  inputmode: 'decimal',
  placeholder: '2.00',
});

const minesFields = [
  field(t('verify.mineCount'), mineCount),
  field(t('verify.revealed'), revealed, 'wide'),
];
const crashFields = [field(t('verify.cashOutAt'), cashOutAt)];

const submit = h('button', { class: 'btn btn-primary', type: 'submit' }, t('verify.submit'));
const form = h(
  'form',
  { class: 'verify-form', novalidate: true },
  field(t('verify.game'), gameSelect),
  field(t('verify.nonce'), nonce),
  field(t('verify.serverSeed'), serverSeed, 'wide'),
  field(t('verify.publishedHash'), publishedHash, 'wide'),
  field(t('fair.clientSeed'), clientSeed, 'wide'),
  field(t('verify.betAmount'), betAmount),
  ...minesFields,
  ...crashFields,
  h('div', { class: 'form-actions wide' }, submit),
);
const result = h('section', { class: 'verify-result', 'aria-live': 'polite' });

function paintFields() {
  const game = gameSelect.value as Game;
  for (const f of minesFields) f.hidden = game !== 'mines';
  for (const f of crashFields) f.hidden = game !== 'crash';
}
on(gameSelect, 'change', paintFields);
paintFields();

function betMinorOf(text: string): number | null {
  const match = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

async function verify() {
  const game = gameSelect.value as Game;
  const betMinor = betMinorOf(betAmount.value);
  const params: Record<string, string> = {
    game,
    serverSeed: serverSeed.value.trim(),
    clientSeed: clientSeed.value.trim(),
    nonce: nonce.value.trim(),
    betMinor: String(betMinor ?? ''),
    lang: lang(),
  };
  if (game === 'mines') {
    params.mineCount = mineCount.value;
    const picks = revealed.value.replace(/\s+/g, '');
    if (picks) params.revealed = picks;
  }
  if (game === 'crash' && cashOutAt.value.trim())
    params.cashOutAt = cashOutAt.value.trim().replace(',', '.');
  submit.disabled = true;
  clear(result);
  result.append(h('span', { class: 'spinner' }));
  try {
    const verified = await get<Verified>('verify', params);
    paintResult(verified);
  } catch (error) {
    if (!(error instanceof ApiError)) console.error(error);
    clear(result);
    result.append(
      h(
        'p',
        { class: 'verify-error', role: 'alert' },
        error instanceof ApiError && error.code === 'NETWORK' ? error.message : t('verify.failed'),
      ),
    );
  } finally {
    submit.disabled = false;
  }
}

function paintResult(verified: Verified) {
  clear(result);
  const published = publishedHash.value.trim().toLowerCase();
  const matches = published === verified.serverSeedHash;
  result.append(
    h('h2', {}, t('verify.outcome')),
    h('span', { class: 'field-label' }, t('verify.hashOf')),
    h('code', { class: 'mono hash-box' }, verified.serverSeedHash),
    published
      ? h(
          'p',
          { class: matches ? 'hash-check ok' : 'hash-check bad' },
          matches ? `✓ ${t('verify.hashMatch')}` : `✗ ${t('verify.hashMismatch')}`,
        )
      : '',
    outcomeView(verified),
    h('p', { class: 'summary mono' }, verified.summary),
  );
}

function outcomeView(verified: Verified): HTMLElement {
  const o = verified.outcome;
  if (verified.game === 'slot') {
    installSymbolSprite(lang());
    const grid = o.grid as string[][];
    const lines = o.lines as { payline: number; symbol: string; count: number; winMinor: number }[];
    return h(
      'div',
      { class: 'outcome' },
      h(
        'div',
        { class: 'mini-reels' },
        ...[0, 1, 2].flatMap((row) =>
          grid.map((reel) =>
            h('div', { class: 'mini-cell' }, symbolSvg(reel[row] ?? '', reel[row] ?? '')),
          ),
        ),
      ),
      h(
        'ul',
        { class: 'outcome-lines' },
        ...lines.map((line) =>
          h(
            'li',
            {},
            t('slot.lineWin', { n: line.payline + 1, amount: money(line.winMinor) }),
            ` · ${line.count} × `,
            symbolSvg(line.symbol, line.symbol),
          ),
        ),
      ),
      h(
        'p',
        { class: 'outcome-total' },
        `${t('app.win')}: ${money(o.winMinor as number)} (${formatMultiplier(o.multiplier as number)})`,
      ),
    );
  }
  if (verified.game === 'mines') {
    const mines = new Set(o.mines as number[]);
    const picks = (o.revealed as { tile: number; mine: boolean }[]).map((r) => r.tile);
    return h(
      'div',
      { class: 'outcome' },
      h('span', { class: 'field-label' }, t('verify.minesAt')),
      h(
        'div',
        { class: 'mini-mines' },
        ...Array.from({ length: 25 }, (_, tile) => {
          const order = picks.indexOf(tile);
          return h(
            'div',
            {
              class: `mini-tile ${mines.has(tile) ? 'is-mine' : 'is-gem'} ${order >= 0 ? 'picked' : ''}`,
            },
            mines.has(tile) ? mineSvg() : gemSvg(),
            order >= 0 ? h('span', { class: 'pick-order' }, String(order + 1)) : null,
          );
        }),
      ),
      h(
        'p',
        { class: 'outcome-total' },
        o.busted
          ? t('mines.lost')
          : `${t('app.win')}: ${money(o.payoutMinor as number)} (${formatMultiplier(o.multiplier as number)})`,
      ),
    );
  }
  const cashOut = o.cashOutAt as number | null;
  return h(
    'div',
    { class: 'outcome' },
    h('span', { class: 'field-label' }, t('verify.crashPoint')),
    h('p', { class: 'crash-point' }, formatMultiplier(o.point as number)),
    cashOut === null
      ? null
      : h(
          'p',
          { class: 'outcome-total' },
          o.won
            ? t('crash.cashedOut', {
                multiplier: formatMultiplier(cashOut),
                amount: money(o.payoutMinor as number),
              })
            : t('crash.lost', { multiplier: formatMultiplier(o.point as number) }),
        ),
  );
}

on(form, 'submit', (event) => {
  event.preventDefault();
  void verify();
});

const root = document.getElementById('app');
if (root) {
  root.append(
    h('header', { class: 'verify-header' }, h('h1', {}, t('verify.title'))),
    h(
      'main',
      { class: 'verify-main' },
      h('p', { class: 'intro' }, t('verify.intro')),
      form,
      result,
    ),
  );
  if (serverSeed.value && clientSeed.value) void verify();
}
