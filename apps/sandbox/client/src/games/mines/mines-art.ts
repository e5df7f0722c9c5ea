// The gem and the mine, drawn as SVG on a 100 × 100 grid.
import { s } from '../../core/dom.ts';

export function gemSvg(): SVGSVGElement {
  return s(
    'svg',
    { class: 'tile-art', viewBox: '0 0 100 100', 'aria-hidden': 'true' },
    s('polygon', { points: '30,22 70,22 88,42 50,86 12,42', fill: '#1E9E5A' }),
    s('polygon', { points: '30,22 70,22 62,42 38,42', fill: '#7CF0B0' }),
    s('polygon', { points: '30,22 38,42 12,42', fill: '#4FD98F' }),
    s('polygon', { points: '70,22 88,42 62,42', fill: '#3BC47C' }),
    s('polygon', { points: '12,42 38,42 50,86', fill: '#2FBF71' }),
    s('polygon', { points: '38,42 62,42 50,86', fill: '#5BE39B' }),
    s('polygon', { points: '62,42 88,42 50,86', fill: '#17804A' }),
    s('polygon', { points: '36,26 48,26 42,36', fill: '#FFFFFF', opacity: 0.7 }),
  );
}

export function mineSvg(): SVGSVGElement {
  const spikes = [];
  for (let i = 0; i < 8; i++) {
    const angle = (i / 8) * Math.PI * 2;
    const x1 = 50 + Math.cos(angle) * 24;
    const y1 = 52 + Math.sin(angle) * 24;
    const x2 = 50 + Math.cos(angle) * 38;
    const y2 = 52 + Math.sin(angle) * 38;
    spikes.push(
      s('line', {
        x1: x1.toFixed(1),
        y1: y1.toFixed(1),
        x2: x2.toFixed(1),
        y2: y2.toFixed(1),
        stroke: '#3A4656',
        'stroke-width': 7,
        'stroke-linecap': 'round',
      }),
    );
  }
  return s(
    'svg',
    { class: 'tile-art', viewBox: '0 0 100 100', 'aria-hidden': 'true' },
    ...spikes,
    s('circle', { cx: 50, cy: 52, r: 27, fill: '#1B232E', stroke: '#3A4656', 'stroke-width': 3 }),
    s('circle', { cx: 50, cy: 52, r: 8, fill: '#E5484D' }),
    s('circle', { cx: 50, cy: 52, r: 14, fill: '#E5484D', opacity: 0.25 }),
    s('ellipse', {
      cx: 40,
      cy: 41,
      rx: 7,
      ry: 4,
      fill: '#FFFFFF',
      opacity: 0.25,
      transform: 'rotate(-35 40 41)',
    }),
  );
}
