// The paytable sheet: every symbol's pays as money at the current bet (and as multipliers),
// the rules, the 20 paylines drawn as little grids, and the stated RTP.
import type { SlotInfo } from '../../core/api-types.ts';
import { h } from '../../core/dom.ts';
import { formatPercent } from '../../core/format.ts';
import { lang, t } from '../../core/i18n.ts';
import { symbolSvg } from './slot-symbols.ts';

const COUNTS = ['5', '4', '3'];

export function renderPaytable(
  info: SlotInfo,
  betMinor: number,
  money: (minor: number) => string,
): HTMLElement {
  const name = (id: string) => info.symbols.find((symbol) => symbol.id === id)?.names[lang()] ?? id;
  const wild = info.symbols.find((symbol) => symbol.kind === 'wild');
  const scatter = info.symbols.find((symbol) => symbol.kind === 'scatter');
  const lineBetMinor = betMinor / info.lineCount;

  const rows = info.symbols.map((symbol) => {
    const isScatter = symbol.kind === 'scatter';
    const pays = isScatter ? info.scatterPays : (info.paytable[symbol.id] ?? {});
    const base = isScatter ? betMinor : lineBetMinor;
    return h(
      'li',
      { class: `pay-row pay-${symbol.kind}` },
      h('div', { class: 'pay-art' }, symbolSvg(symbol.id, symbol.names[lang()])),
      h(
        'div',
        { class: 'pay-detail' },
        h('span', { class: 'pay-name' }, symbol.names[lang()]),
        h(
          'dl',
          { class: 'pay-list' },
          ...COUNTS.flatMap((count) => {
            const multiplier = pays[count];
            if (multiplier === undefined) return [];
            return [
              h('dt', {}, `${count}×`),
              h(
                'dd',
                { title: `${isScatter ? t('slot.perBet') : t('slot.perLine')} ${multiplier}` },
                money(Math.floor(base * multiplier)),
              ),
            ];
          }),
        ),
      ),
    );
  });

  const paylines = info.paylines.map((rowsOfLine, index) =>
    h(
      'li',
      { class: 'payline-card' },
      h('span', { class: 'payline-number' }, String(index + 1)),
      h(
        'div',
        { class: 'payline-grid', 'aria-hidden': 'true' },
        ...[0, 1, 2].flatMap((row) =>
          rowsOfLine.map((lineRow) => h('span', { class: lineRow === row ? 'on' : '' })),
        ),
      ),
    ),
  );

  return h(
    'div',
    { class: 'paytable' },
    h('p', { class: 'rtp' }, t('app.rtp', { rtp: formatPercent(info.statedRtp, lang()) })),
    h(
      'p',
      { class: 'hint' },
      `${t('app.bet')}: ${money(betMinor)} · ${t('slot.lineBet', { amount: money(lineBetMinor) })}`,
    ),
    h('ul', { class: 'pay-table' }, ...rows),
    h(
      'div',
      { class: 'rules' },
      h('p', {}, t('slot.rules1')),
      h(
        'p',
        {},
        t('slot.rules2', {
          wild: wild ? name(wild.id) : '',
          scatter: scatter ? name(scatter.id) : '',
        }),
      ),
      h(
        'p',
        {},
        t('slot.rules3', { scatter: scatter ? name(scatter.id) : '', lines: info.lineCount }),
      ),
    ),
    h('h3', { class: 'section-title' }, t('slot.paylines')),
    h('ol', { class: 'payline-cards' }, ...paylines),
  );
}
