// Generated art, so the catalogue needs no image files: a 3:4 lobby tile per game (colours and
// pattern from a hash of its name and provider, an emblem of its category, the name in large
// type, the provider small) and a wide 16:5 picture per banner (no text: the page sets the
// banner's title in the caller's language over it). Same input, same picture, byte for byte.
import { escapeXml } from '../../http/xml.ts';

/** FNV-1a, 32 bits: a stable hash for picking colours and shapes. */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

const FONT = "Inter, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

/** Rough advance of a character in em for a heavy sans-serif: enough to wrap a title. */
function charWidthEm(ch: string): number {
  if (" .,:;!|ıiIlj'’".includes(ch)) return 0.34;
  if ('MWmw&@%'.includes(ch)) return 0.95;
  if (ch >= '0' && ch <= '9') return 0.66;
  if (ch === ch.toLowerCase()) return 0.64;
  return 0.78;
}

const textWidth = (text: string, size: number) =>
  [...text].reduce((sum, ch) => sum + charWidthEm(ch), 0) * size;

/** Splits words into at most maxLines lines no wider than maxWidth at this size, or null. */
function wrap(words: string[], size: number, maxWidth: number, maxLines: number) {
  const lines: string[] = [];
  for (const word of words) {
    const last = lines.at(-1);
    if (last !== undefined && textWidth(`${last} ${word}`, size) <= maxWidth) {
      lines[lines.length - 1] = `${last} ${word}`;
    } else {
      lines.push(word);
    }
  }
  return lines.length <= maxLines ? lines : null;
}

/** The largest size at which the title fits in three lines; a very long word gets smaller. */
function fitTitle(title: string, maxWidth: number) {
  const words = title.split(/\s+/).filter(Boolean);
  for (const size of [44, 40, 36, 32, 29, 26, 23, 20]) {
    const lines = wrap(words, size, maxWidth, 3);
    if (lines && lines.every((l) => textWidth(l, size) <= maxWidth)) return { size, lines };
  }
  const widest = Math.max(...words.map((word) => textWidth(word, 1)));
  const size = Math.max(12, Math.min(20, Math.floor(maxWidth / widest)));
  return { size, lines: wrap(words, size, maxWidth, 99)!.slice(0, 4) };
}

interface Palette {
  light: string;
  dark: string;
  accent: string;
  hue: number;
}

function palette(seed: number): Palette {
  const hue = seed % 360;
  const second = (hue + 25 + ((seed >>> 9) % 70)) % 360;
  return {
    hue,
    light: `hsl(${hue} 72% 50%)`,
    dark: `hsl(${second} 70% 16%)`,
    accent: `hsl(${(hue + 180) % 360} 90% 70%)`,
  };
}

/** A background motif, drawn in white at low opacity. */
function motif(kind: number, width: number, height: number, cx: number, cy: number): string {
  switch (kind % 5) {
    case 0: {
      // Sunburst rays.
      const rays: string[] = [];
      const r = Math.max(width, height) * 1.2;
      for (let i = 0; i < 18; i++) {
        const a1 = (i * 2 * Math.PI) / 18;
        const a2 = a1 + Math.PI / 18;
        const p = (a: number) =>
          `${(cx + r * Math.cos(a)).toFixed(1)},${(cy + r * Math.sin(a)).toFixed(1)}`;
        rays.push(`<polygon points="${cx},${cy} ${p(a1)} ${p(a2)}"/>`);
      }
      return `<g fill="#fff" opacity=".09">${rays.join('')}</g>`;
    }
    case 1: {
      // Concentric rings.
      const rings: string[] = [];
      for (let r = 36; r < Math.max(width, height) * 1.1; r += 34) {
        rings.push(`<circle cx="${cx}" cy="${cy}" r="${r}"/>`);
      }
      return `<g fill="none" stroke="#fff" stroke-width="9" opacity=".07">${rings.join('')}</g>`;
    }
    case 2: {
      // Diagonal stripes.
      const stripes: string[] = [];
      for (let x = -height; x < width + height; x += 46) {
        stripes.push(`<path d="M${x} 0l${height} ${height}h22l-${height} -${height}z"/>`);
      }
      return `<g fill="#fff" opacity=".07">${stripes.join('')}</g>`;
    }
    case 3: {
      // A grid of dots that fades towards the bottom.
      const dots: string[] = [];
      for (let y = 14; y < height; y += 26) {
        for (let x = (y / 26) % 2 ? 14 : 27; x < width; x += 26) {
          dots.push(
            `<circle cx="${x}" cy="${y}" r="${(3.4 * (1 - y / height / 1.4)).toFixed(2)}"/>`,
          );
        }
      }
      return `<g fill="#fff" opacity=".16">${dots.join('')}</g>`;
    }
    default: {
      // Diamonds.
      const shapes: string[] = [];
      for (let y = 0; y < height + 40; y += 40) {
        for (let x = (y / 40) % 2 ? 0 : 30; x < width + 60; x += 60) {
          shapes.push(`<path d="M${x} ${y - 18}l18 18l-18 18l-18 -18z"/>`);
        }
      }
      return `<g fill="#fff" opacity=".07">${shapes.join('')}</g>`;
    }
  }
}

/** The category's emblem, centred at (150, 140) on the 300x400 tile. */
function emblem(category: string, seed: number, accent: string): string {
  const gold = 'url(#gold)';
  switch (category) {
    case 'live': {
      // A roulette wheel.
      const wedges: string[] = [];
      for (let i = 0; i < 18; i++) {
        const a1 = (i * 2 * Math.PI) / 18;
        const a2 = a1 + (2 * Math.PI) / 18;
        const p = (a: number, r: number) =>
          `${(150 + r * Math.cos(a)).toFixed(1)},${(140 + r * Math.sin(a)).toFixed(1)}`;
        wedges.push(
          `<polygon points="${p(a1, 30)} ${p(a1, 76)} ${p(a2, 76)} ${p(a2, 30)}" fill="${i % 2 ? '#161616' : '#c8102e'}"/>`,
        );
      }
      return (
        `<circle cx="150" cy="140" r="88" fill="${gold}"/>` +
        `<circle cx="150" cy="140" r="79" fill="#3b2208"/>${wedges.join('')}` +
        `<circle cx="150" cy="140" r="30" fill="${gold}"/><circle cx="150" cy="140" r="9" fill="#3b2208"/>` +
        `<circle cx="${(150 + 54 * Math.cos(seed % 7)).toFixed(1)}" cy="${(140 + 54 * Math.sin(seed % 7)).toFixed(1)}" r="7" fill="#fff"/>`
      );
    }
    case 'table':
      // Two playing cards.
      return (
        `<g transform="rotate(-12 150 150)"><rect x="92" y="70" width="92" height="128" rx="10" fill="#fff"/>` +
        `<path d="M138 104l22 30l-22 30l-22 -30z" fill="#c8102e"/></g>` +
        `<g transform="rotate(10 150 150)"><rect x="124" y="76" width="92" height="128" rx="10" fill="#fff" stroke="#0003"/>` +
        `<path d="M170 112c-18 14 -26 22 -26 32c0 9 8 14 15 12c-2 8 -6 12 -10 14h22c-4 -2 -8 -6 -10 -14c7 2 15 -3 15 -12c0 -10 -8 -18 -6 -32z" fill="#161616"/></g>`
      );
    case 'instant':
      // A rocket's climb.
      return (
        `<path d="M50 230C120 220 190 170 236 70" fill="none" stroke="${accent}" stroke-width="7" stroke-linecap="round" opacity=".9"/>` +
        `<path d="M50 230C120 220 190 170 236 70L236 230z" fill="${accent}" opacity=".18"/>` +
        `<g transform="translate(236 70) rotate(40)"><path d="M0 -34c14 12 16 34 10 50h-20c-6 -16 -4 -38 10 -50z" fill="#fff"/>` +
        `<circle cy="-6" r="6" fill="${accent}"/><path d="M-10 16l-10 12h10zM10 16l10 12h-10z" fill="${gold}"/>` +
        `<path d="M-6 18q6 22 12 0z" fill="#ff8a00"/></g>`
      );
    case 'fishing':
      // A fish among bubbles.
      return (
        `<g transform="translate(150 140) rotate(${(seed % 30) - 15})">` +
        `<path d="M-78 0c30 -50 100 -50 120 0c-20 50 -90 50 -120 0z" fill="${gold}"/>` +
        `<path d="M38 0l44 -34v68z" fill="${gold}"/><circle cx="-46" cy="-8" r="8" fill="#1b1b1b"/>` +
        `<path d="M-20 -30q12 30 0 60" fill="none" stroke="#0004" stroke-width="5"/></g>` +
        `<g fill="none" stroke="#fff" stroke-width="3" opacity=".7"><circle cx="70" cy="70" r="10"/>` +
        `<circle cx="92" cy="44" r="6"/><circle cx="232" cy="206" r="8"/></g>`
      );
    case 'jackpot':
      // A crown over coins.
      return (
        `<ellipse cx="150" cy="206" rx="82" ry="16" fill="#0005"/>` +
        `<path d="M74 186l-10 -92l46 40l40 -62l40 62l46 -40l-10 92z" fill="${gold}" stroke="#7a4a00" stroke-width="3"/>` +
        `<rect x="74" y="180" width="152" height="22" rx="6" fill="${gold}" stroke="#7a4a00" stroke-width="3"/>` +
        `<circle cx="150" cy="148" r="12" fill="#c8102e"/><circle cx="104" cy="156" r="8" fill="#1e88e5"/>` +
        `<circle cx="196" cy="156" r="8" fill="#2fbf71"/>`
      );
    default:
      return slotEmblem(seed, gold);
  }
}

/** Slots vary most: three reels, a cut gem, or a burst of coins. */
function slotEmblem(seed: number, gold: string): string {
  const variant = (seed >>> 21) % 3;
  if (variant === 1) {
    const hue = (seed >>> 5) % 360;
    return (
      `<ellipse cx="150" cy="212" rx="70" ry="12" fill="#0005"/>` +
      `<path d="M96 100h108l34 36l-88 78l-88 -78z" fill="hsl(${hue} 85% 60%)"/>` +
      `<path d="M96 100l20 36h68l20 -36zM62 136h176l-88 78z" fill="hsl(${hue} 85% 45%)"/>` +
      `<path d="M116 136l34 78l34 -78z" fill="hsl(${hue} 90% 72%)"/>` +
      `<path d="M96 100l20 36l34 -36l34 36l20 -36" fill="none" stroke="#fff" stroke-opacity=".6" stroke-width="2"/>` +
      `<path d="M206 84l5 12l12 5l-12 5l-5 12l-5 -12l-12 -5l12 -5z" fill="#fff"/>`
    );
  }
  if (variant === 2) {
    const coins: string[] = [];
    for (let i = 0; i < 6; i++) {
      const x = 150 + Math.round(70 * Math.cos(i * 1.05 + (seed % 5)));
      const y = 140 + Math.round(52 * Math.sin(i * 1.05 + (seed % 5)));
      coins.push(
        `<g transform="translate(${x} ${y})"><circle r="24" fill="${gold}" stroke="#7a4a00" stroke-width="3"/>` +
          `<circle r="15" fill="none" stroke="#7a4a00" stroke-width="2" opacity=".6"/></g>`,
      );
    }
    return (
      `<circle cx="150" cy="140" r="46" fill="${gold}" stroke="#7a4a00" stroke-width="4"/>` +
      `<path d="M150 108l9 21l23 2l-17 15l5 22l-20 -12l-20 12l5 -22l-17 -15l23 -2z" fill="#fff3c4"/>` +
      coins.join('')
    );
  }
  const symbols = [
    `<path d="M0 -22l6 14l15 1l-11 10l4 15l-14 -8l-14 8l4 -15l-11 -10l15 -1z" fill="${gold}"/>`,
    `<path d="M0 -22l20 22l-20 22l-20 -22z" fill="#29b6f6"/>`,
    `<circle r="13" cx="-7" cy="8" fill="#e53935"/><circle r="13" cx="10" cy="10" fill="#c62828"/><path d="M-6 -4q4 -16 18 -20M10 -2q0 -14 2 -22" stroke="#2e7d32" stroke-width="4" fill="none"/>`,
    `<text y="16" text-anchor="middle" font-family="${FONT}" font-weight="900" font-size="46" fill="#e53935">7</text>`,
    `<path d="M-18 -14h36l-8 36h-20z" fill="${gold}"/>`,
  ];
  const reels: string[] = [];
  for (let i = 0; i < 3; i++) {
    const x = 62 + i * 60;
    const symbol = symbols[(seed >>> (i * 3)) % symbols.length]!;
    reels.push(
      `<rect x="${x}" y="92" width="56" height="96" rx="10" fill="#fff" opacity=".94"/>` +
        `<g transform="translate(${x + 28} 140)">${symbol}</g>`,
    );
  }
  return (
    `<rect x="50" y="80" width="200" height="120" rx="16" fill="${gold}"/>` +
    `<rect x="56" y="86" width="188" height="108" rx="12" fill="#2a1200"/>${reels.join('')}`
  );
}

type Stop = [offset: number, colour: string, opacity?: number];

/** A linear gradient from the top left towards (x2, y2), in fractions of the box. */
function linear(id: string, x2: number, y2: number, stops: Stop[]): string {
  const tags = stops.map(
    ([offset, colour, opacity]) =>
      `<stop offset="${offset}" stop-color="${colour}"${opacity === undefined ? '' : ` stop-opacity="${opacity}"`}/>`,
  );
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${tags.join('')}</linearGradient>`;
}

/** A soft white light (gradient id "glow") fading out from (cx, cy). */
const glow = (cx: number, cy: number, r: number, opacity: number) =>
  `<radialGradient id="glow" cx="${cx}" cy="${cy}" r="${r}"><stop offset="0" stop-color="#fff" stop-opacity="${opacity}"/>` +
  `<stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>`;

const GOLD_GRADIENT = linear('gold', 0, 1, [
  [0, '#ffe7a3'],
  [0.5, '#f2b33d'],
  [1, '#b8750f'],
]);

const TITLE_WIDTH = 256;

/** The 3:4 lobby tile of a game. */
export function gameArtSvg(input: { name: string; firmName: string; category: string }): string {
  const seed = hash32(`${input.name}|${input.firmName}`);
  const colours = palette(seed);
  const title = fitTitle(input.name, TITLE_WIDTH);
  const lineHeight = Math.round(title.size * 1.08);
  const lastBaseline = 338;
  const firstBaseline = lastBaseline - (title.lines.length - 1) * lineHeight;
  const lines = title.lines
    .map((line, i) => {
      const squeeze =
        textWidth(line, title.size) > TITLE_WIDTH
          ? ` textLength="${TITLE_WIDTH}" lengthAdjust="spacingAndGlyphs"`
          : '';
      return `<text x="150" y="${firstBaseline + i * lineHeight}"${squeeze}>${escapeXml(line)}</text>`;
    })
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 400" width="300" height="400">` +
    `<title>${escapeXml(input.name)} – ${escapeXml(input.firmName)}</title>` +
    `<defs>${linear('bg', (seed >>> 4) % 2, 1, [
      [0, colours.light],
      [1, colours.dark],
    ])}` +
    glow(0.5, 0.36, 0.5, 0.45) +
    `${linear('shade', 0, 1, [
      [0, '#000', 0],
      [1, '#000', 0.82],
    ])}${GOLD_GRADIENT}</defs>` +
    `<rect width="300" height="400" fill="url(#bg)"/>` +
    motif(seed >>> 13, 300, 400, 150, 140) +
    `<rect width="300" height="300" fill="url(#glow)"/>` +
    emblem(input.category, seed, colours.accent) +
    `<rect y="${firstBaseline - title.size - 40}" width="300" height="${440 - firstBaseline + title.size}" fill="url(#shade)"/>` +
    `<g font-family="${FONT}" font-weight="800" font-size="${title.size}" text-anchor="middle" fill="#fff" ` +
    `stroke="#000" stroke-opacity=".35" stroke-width="${Math.max(3, title.size / 8).toFixed(1)}" paint-order="stroke" ` +
    `stroke-linejoin="round" letter-spacing="-.5">${lines}</g>` +
    `<rect x="110" y="356" width="80" height="2" rx="1" fill="${colours.accent}" opacity=".9"/>` +
    `<text x="150" y="382" text-anchor="middle" font-family="${FONT}" font-weight="600" font-size="15" ` +
    `letter-spacing="1.5" fill="#fff" fill-opacity=".85">${escapeXml(input.firmName)}</text>` +
    `</svg>`
  );
}

/** A wide 16:5 banner picture; the left side stays calm for the title the page sets on it. */
export function bannerArtSvg(input: { id: number; title: string }): string {
  const seed = hash32(`${input.id}|${input.title}`);
  const colours = palette(seed);
  const sparkles: string[] = [];
  for (let i = 0; i < 14; i++) {
    const x = 900 + ((seed >>> i) % 640);
    const y = 40 + (((seed * (i + 3)) >>> 0) % 420);
    const r = 2 + (i % 4) * 1.5;
    sparkles.push(`<circle cx="${x}" cy="${y}" r="${r}"/>`);
  }
  const coins: string[] = [];
  for (let i = 0; i < 5; i++) {
    const x = 1080 + i * 92 + ((seed >>> (i * 2)) % 40);
    const y = 330 - ((i * 57 + seed) % 160);
    coins.push(
      `<g transform="translate(${x} ${y}) rotate(${((i * 23) % 50) - 25})"><ellipse rx="44" ry="44" fill="url(#gold)"/>` +
        `<ellipse rx="32" ry="32" fill="none" stroke="#7a4a00" stroke-width="4" opacity=".6"/>` +
        `<path d="M-10 -18h20M-10 0h20M0 -18v36" stroke="#7a4a00" stroke-width="6" stroke-linecap="round" opacity=".55"/></g>`,
    );
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 500" width="1600" height="500">` +
    `<title>${escapeXml(input.title)}</title>` +
    `<defs>${linear('bg', 1, 1, [
      [0, colours.dark],
      [0.55, `hsl(${colours.hue} 60% 28%)`],
      [1, colours.light],
    ])}` +
    glow(0.74, 0.5, 0.42, 0.4) +
    `${linear('calm', 1, 0, [
      [0, '#0e1621', 0.85],
      [0.55, '#0e1621', 0],
    ])}${GOLD_GRADIENT}</defs>` +
    `<rect width="1600" height="500" fill="url(#bg)"/>` +
    motif(seed >>> 11, 1600, 500, 1180, 250) +
    `<rect width="1600" height="500" fill="url(#glow)"/>` +
    `<g fill="none" stroke="url(#gold)" stroke-width="10" opacity=".75"><circle cx="1180" cy="250" r="170"/>` +
    `<circle cx="1180" cy="250" r="120" stroke-width="4" stroke-dasharray="14 10"/></g>` +
    coins.join('') +
    `<g fill="#fff" opacity=".8">${sparkles.join('')}</g>` +
    `<rect width="1600" height="500" fill="url(#calm)"/>` +
    `</svg>`
  );
}
