// The art of "Nazar": every symbol drawn as SVG in code, on a 100×100 grid, collected in one
// sprite of <symbol>s that each reel cell instances with <use>. No image files to fetch.
import { s } from '../../core/dom.ts';
import type { Lang } from '../../core/i18n.ts';

type Stop = [offset: string, color: string];

function linear(id: string, stops: Stop[], x2 = '0', y2 = '1') {
  return s(
    'linearGradient',
    { id, x1: '0', y1: '0', x2, y2 },
    ...stops.map(([offset, color]) => s('stop', { offset, 'stop-color': color })),
  );
}

function radial(id: string, stops: Stop[], cx = '50%', cy = '50%', r = '50%') {
  return s(
    'radialGradient',
    { id, cx, cy, r },
    ...stops.map(([offset, color]) => s('stop', { offset, 'stop-color': color })),
  );
}

function gradients() {
  return s(
    'defs',
    {},
    radial('g-nazar', [
      ['0%', '#2F6FE0'],
      ['100%', '#0D2C7A'],
    ]),
    linear('g-petal', [
      ['0%', '#FF6B6B'],
      ['100%', '#B4152B'],
    ]),
    linear('g-petal-mid', [
      ['0%', '#FF8A80'],
      ['100%', '#D32F45'],
    ]),
    linear('g-leaf', [
      ['0%', '#5FD08A'],
      ['100%', '#1E7A45'],
    ]),
    linear('g-tea', [
      ['0%', '#E2722C'],
      ['100%', '#9E2A12'],
    ]),
    linear(
      'g-glass',
      [
        ['0%', '#FFFFFF'],
        ['100%', '#B9C7D6'],
      ],
      '1',
      '0',
    ),
    linear('g-simit', [
      ['0%', '#E0A158'],
      ['100%', '#8A4B1C'],
    ]),
    linear('g-gold', [
      ['0%', '#FFE08A'],
      ['55%', '#F2B33D'],
      ['100%', '#B07514'],
    ]),
    radial('g-magic', [
      ['0%', '#9B6BE0'],
      ['70%', '#4B2A82'],
      ['100%', 'rgba(75,42,130,0)'],
    ]),
    radial('g-joker', [
      ['0%', '#5A2E8C'],
      ['100%', '#24103F'],
    ]),
    linear('g-a', [
      ['0%', '#FF9F6B'],
      ['100%', '#E0452E'],
    ]),
    linear('g-k', [
      ['0%', '#C79BFF'],
      ['100%', '#7B3FD6'],
    ]),
    linear('g-q', [
      ['0%', '#6BE3D6'],
      ['100%', '#13968B'],
    ]),
    linear('g-j', [
      ['0%', '#9BE36B'],
      ['100%', '#3C9A1F'],
    ]),
    linear('g-10', [
      ['0%', '#7EC4FF'],
      ['100%', '#2A6FD6'],
    ]),
  );
}

function nazar() {
  return [
    s('circle', {
      cx: 50,
      cy: 50,
      r: 42,
      fill: 'url(#g-nazar)',
      stroke: '#0A1F5C',
      'stroke-width': 2,
    }),
    s('circle', { cx: 50, cy: 50, r: 29, fill: '#F4F8FF' }),
    s('circle', { cx: 50, cy: 50, r: 20, fill: '#5BB8F0' }),
    s('circle', { cx: 50, cy: 50, r: 10.5, fill: '#0B0F1A' }),
    s('ellipse', {
      cx: 36,
      cy: 30,
      rx: 10,
      ry: 6,
      fill: '#FFFFFF',
      opacity: 0.45,
      transform: 'rotate(-35 36 30)',
    }),
    s('circle', { cx: 46, cy: 46, r: 3, fill: '#FFFFFF', opacity: 0.9 }),
  ];
}

function lale() {
  return [
    s('path', {
      d: 'M50 64 C 50 75, 49 85, 50 95',
      stroke: '#1E7A45',
      'stroke-width': 4,
      fill: 'none',
      'stroke-linecap': 'round',
    }),
    s('path', { d: 'M49 92 C 34 87, 26 73, 29 58 C 40 66, 46 77, 49 92 Z', fill: 'url(#g-leaf)' }),
    s('path', { d: 'M51 88 C 63 82, 71 71, 73 60 C 62 65, 55 74, 51 88 Z', fill: 'url(#g-leaf)' }),
    s('path', { d: 'M50 18 C 28 22, 22 48, 34 62 C 40 68, 50 67, 50 67 Z', fill: 'url(#g-petal)' }),
    s('path', { d: 'M50 18 C 72 22, 78 48, 66 62 C 60 68, 50 67, 50 67 Z', fill: 'url(#g-petal)' }),
    s('path', {
      d: 'M50 10 C 38 24, 39 52, 50 66 C 61 52, 62 24, 50 10 Z',
      fill: 'url(#g-petal-mid)',
    }),
    s('path', {
      d: 'M44 24 C 41 34, 42 44, 45 52',
      stroke: '#FFD0D0',
      'stroke-width': 2,
      fill: 'none',
      opacity: 0.7,
      'stroke-linecap': 'round',
    }),
  ];
}

function cay() {
  const glass =
    'M33 20 C 33 38, 42 48, 43 57 C 43 64, 37 71, 37 80 L 63 80 C 63 71, 57 64, 57 57 C 58 48, 67 38, 67 20 Z';
  const tea =
    'M34.5 30 C 36 41, 43 49, 44 57 C 44 64, 38.5 71, 38.5 78.5 L 61.5 78.5 C 61.5 71, 56 64, 56 57 C 57 49, 64 41, 65.5 30 Z';
  return [
    s('path', {
      d: 'M40 14 C 36 10, 44 7, 40 3',
      stroke: '#E8EDF2',
      'stroke-width': 2,
      fill: 'none',
      opacity: 0.5,
      'stroke-linecap': 'round',
    }),
    s('path', {
      d: 'M52 15 C 48 11, 56 8, 52 4',
      stroke: '#E8EDF2',
      'stroke-width': 2,
      fill: 'none',
      opacity: 0.4,
      'stroke-linecap': 'round',
    }),
    s('ellipse', { cx: 50, cy: 86, rx: 33, ry: 7, fill: '#C8232C' }),
    s('ellipse', { cx: 50, cy: 84.5, rx: 26, ry: 4.5, fill: '#F4F8FF' }),
    s('path', { d: tea, fill: 'url(#g-tea)' }),
    s('path', {
      d: glass,
      fill: 'url(#g-glass)',
      'fill-opacity': 0.18,
      stroke: '#E8EDF2',
      'stroke-width': 2,
      'stroke-opacity': 0.85,
    }),
    s('path', {
      d: 'M38 26 C 39 36, 44 44, 45 50',
      stroke: '#FFFFFF',
      'stroke-width': 2.5,
      fill: 'none',
      opacity: 0.55,
      'stroke-linecap': 'round',
    }),
    s('ellipse', {
      cx: 50,
      cy: 20,
      rx: 17,
      ry: 2.5,
      fill: 'none',
      stroke: '#F2B33D',
      'stroke-width': 1.5,
    }),
  ];
}

function simit() {
  const seeds = [];
  // Sesame seeds on the ring, placed on a fixed pattern so every simit looks the same.
  for (let i = 0; i < 28; i++) {
    const angle = (i / 28) * Math.PI * 2 + (i % 3) * 0.09;
    const radius = 25 + ((i * 7) % 5) * 2.2;
    const x = 50 + Math.cos(angle) * radius;
    const y = 52 + Math.sin(angle) * radius;
    const tilt = (angle * 180) / Math.PI + 90 + (i % 2) * 35;
    seeds.push(
      s('ellipse', {
        cx: x.toFixed(1),
        cy: y.toFixed(1),
        rx: 2.4,
        ry: 1.2,
        fill: '#FFF3D6',
        transform: `rotate(${tilt.toFixed(0)} ${x.toFixed(1)} ${y.toFixed(1)})`,
      }),
    );
  }
  return [
    s('ellipse', { cx: 50, cy: 88, rx: 30, ry: 4, fill: '#000', opacity: 0.3 }),
    s('circle', {
      cx: 50,
      cy: 52,
      r: 30,
      fill: 'none',
      stroke: 'url(#g-simit)',
      'stroke-width': 19,
    }),
    s('circle', {
      cx: 50,
      cy: 49,
      r: 31,
      fill: 'none',
      stroke: '#F0B870',
      'stroke-width': 4,
      opacity: 0.45,
    }),
    ...seeds,
  ];
}

function wild(lang: Lang) {
  const word = lang === 'tk' ? 'JOKER' : lang === 'en' ? 'WILD' : '百搭';
  const star: string[] = [];
  for (let i = 0; i < 16; i++) {
    const angle = (i / 16) * Math.PI * 2 - Math.PI / 2;
    const radius = i % 2 === 0 ? 47 : 38;
    star.push(
      `${(50 + Math.cos(angle) * radius).toFixed(1)} ${(50 + Math.sin(angle) * radius).toFixed(1)}`,
    );
  }
  return [
    s('path', {
      d: `M${star.join(' L')} Z`,
      fill: 'url(#g-gold)',
      stroke: '#8A5A0E',
      'stroke-width': 1.5,
    }),
    s('circle', {
      cx: 50,
      cy: 50,
      r: 31,
      fill: 'url(#g-joker)',
      stroke: '#FFE08A',
      'stroke-width': 2,
    }),
    s('circle', { cx: 50, cy: 29, r: 4, fill: '#5BB8F0', stroke: '#F4F8FF', 'stroke-width': 1.5 }),
    s(
      'text',
      {
        x: 50,
        y: 60,
        'text-anchor': 'middle',
        'font-family': 'system-ui, sans-serif',
        'font-weight': 900,
        'font-size': lang === 'zh-CN' ? 22 : word.length > 4 ? 16 : 19,
        'letter-spacing': lang === 'zh-CN' ? 0 : 1,
        fill: 'url(#g-gold)',
      },
      word,
    ),
  ];
}

function lamp() {
  const sparkle = (x: number, y: number, r: number) =>
    s('path', {
      d: `M${x} ${y - r} L${x + r * 0.25} ${y - r * 0.25} L${x + r} ${y} L${x + r * 0.25} ${y + r * 0.25} L${x} ${y + r} L${x - r * 0.25} ${y + r * 0.25} L${x - r} ${y} L${x - r * 0.25} ${y - r * 0.25} Z`,
      fill: '#FFF3C4',
    });
  return [
    s('circle', { cx: 50, cy: 54, r: 46, fill: 'url(#g-magic)' }),
    s('path', {
      d: 'M27 57 C 12 52, 12 70, 28 66',
      stroke: 'url(#g-gold)',
      'stroke-width': 5,
      fill: 'none',
      'stroke-linecap': 'round',
    }),
    s('path', {
      d: 'M22 62 C 22 51, 38 46, 52 48 C 63 50, 71 53, 86 40 C 89 38, 91 41, 89 44 C 80 57, 73 67, 58 69 L 36 69 C 28 69, 22 67, 22 62 Z',
      fill: 'url(#g-gold)',
      stroke: '#8A5A0E',
      'stroke-width': 1.5,
    }),
    s('path', {
      d: 'M37 49 C 37 40, 51 38, 53 49 Z',
      fill: 'url(#g-gold)',
      stroke: '#8A5A0E',
      'stroke-width': 1.5,
    }),
    s('circle', { cx: 45, cy: 39, r: 4, fill: '#FFE08A', stroke: '#8A5A0E', 'stroke-width': 1.2 }),
    s('path', {
      d: 'M37 69 L 32 78 L 62 78 L 57 69 Z',
      fill: '#C98A1E',
      stroke: '#8A5A0E',
      'stroke-width': 1.5,
    }),
    s('path', {
      d: 'M30 58 C 36 54, 46 53, 54 55',
      stroke: '#FFF3C4',
      'stroke-width': 2,
      fill: 'none',
      opacity: 0.7,
      'stroke-linecap': 'round',
    }),
    sparkle(80, 22, 8),
    sparkle(20, 28, 5),
    sparkle(66, 12, 4),
  ];
}

function letter(text: string, gradient: string) {
  const common = {
    x: 50,
    y: 52,
    'text-anchor': 'middle',
    'dominant-baseline': 'central',
    'font-family': 'system-ui, sans-serif',
    'font-weight': 900,
    'font-size': text.length > 1 ? 54 : 66,
    'letter-spacing': text.length > 1 ? -4 : 0,
  };
  return [
    s('text', { ...common, y: 55, fill: '#000', opacity: 0.35 }, text),
    s(
      'text',
      {
        ...common,
        fill: `url(#${gradient})`,
        stroke: '#0E1621',
        'stroke-width': 3,
        'paint-order': 'stroke',
      },
      text,
    ),
  ];
}

const ART: Record<string, (lang: Lang) => SVGElement[]> = {
  nazar,
  lale,
  cay,
  simit,
  wild,
  scatter: lamp,
  A: () => letter('A', 'g-a'),
  K: () => letter('K', 'g-k'),
  Q: () => letter('Q', 'g-q'),
  J: () => letter('J', 'g-j'),
  '10': () => letter('10', 'g-10'),
};

/** Adds the sprite of every symbol to the page once; cells then use symbolSvg(). */
export function installSymbolSprite(lang: Lang): void {
  if (document.getElementById('slot-sprite')) return;
  const sprite = s(
    'svg',
    { id: 'slot-sprite', class: 'sprite', 'aria-hidden': 'true', width: 0, height: 0 },
    gradients(),
    ...Object.entries(ART).map(([id, draw]) =>
      s('symbol', { id: `sym-${id}`, viewBox: '0 0 100 100' }, ...draw(lang)),
    ),
  );
  document.body.prepend(sprite);
}

export function symbolSvg(id: string, label: string): SVGSVGElement {
  return s(
    'svg',
    { class: 'symbol-art', viewBox: '0 0 100 100', role: 'img', 'aria-label': label },
    s('use', { href: `#sym-${id in ART ? id : 'A'}` }),
  );
}

/** The evil-eye mark of the game's logo. */
export function nazarMark(): SVGSVGElement {
  return s(
    'svg',
    { class: 'logo-mark', viewBox: '0 0 100 100', 'aria-hidden': 'true' },
    s('use', { href: '#sym-nazar' }),
  );
}
