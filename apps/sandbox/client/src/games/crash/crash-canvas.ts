// The crash curve on a canvas: multiplier against time on axes that grow with the round, the
// area under the curve, and the rocket riding its tip (or the burst where it crashed).
export type CurvePhase = 'idle' | 'flying' | 'crashed';

export interface CurveFrame {
  phase: CurvePhase;
  /** Milliseconds since the round started. */
  elapsedMs: number;
  growthPerMs: number;
  /** Where the player cashed out on this curve, if they did. */
  cashOutAt: number | null;
}

const GOLD = '#F2B33D';
const LOSS = '#E5484D';
const WIN = '#2FBF71';
const GRID = 'rgba(147, 163, 181, 0.14)';
const LABEL = '#93A3B5';

/** A "nice" grid step (1, 2 or 5 × 10^k) giving about `target` lines over `range`. */
function niceStep(range: number, target: number): number {
  const raw = range / target;
  const power = 10 ** Math.floor(Math.log10(raw));
  const unit = raw / power;
  return (unit < 1.5 ? 1 : unit < 3.5 ? 2 : unit < 7.5 ? 5 : 10) * power;
}

export function createCurve(canvas: HTMLCanvasElement) {
  const context = canvas.getContext('2d');
  let width = 0;
  let height = 0;

  function resize() {
    const ratio = Math.min(window.devicePixelRatio || 1, 2);
    width = canvas.clientWidth;
    height = canvas.clientHeight;
    canvas.width = Math.max(1, Math.round(width * ratio));
    canvas.height = Math.max(1, Math.round(height * ratio));
    context?.setTransform(ratio, 0, 0, ratio, 0, 0);
  }

  function draw(frame: CurveFrame) {
    if (!context || width === 0) return;
    const ctx = context;
    ctx.clearRect(0, 0, width, height);
    const left = 52;
    const bottom = height - 30;
    const top = 20;
    const right = width - 24;
    const seconds = frame.elapsedMs / 1000;
    const multiplier = Math.exp(frame.growthPerMs * frame.elapsedMs);
    const xMax = Math.max(10, seconds * 1.15);
    const yMax = Math.max(2, 1 + (multiplier - 1) * 1.25);
    const x = (s: number) => left + (s / xMax) * (right - left);
    const y = (m: number) => bottom - ((m - 1) / (yMax - 1)) * (bottom - top);

    // Grid and labels.
    ctx.font = '12px system-ui, sans-serif';
    ctx.fillStyle = LABEL;
    ctx.strokeStyle = GRID;
    ctx.lineWidth = 1;
    const yStep = niceStep(yMax - 1, 4);
    ctx.textAlign = 'right';
    ctx.textBaseline = 'middle';
    for (let m = 1; m <= yMax + 1e-9; m += yStep) {
      ctx.beginPath();
      ctx.moveTo(left, y(m));
      ctx.lineTo(right, y(m));
      ctx.stroke();
      ctx.fillText(`${m.toFixed(m < 10 ? 1 : 0)}×`, left - 8, y(m));
    }
    const xStep = niceStep(xMax, 5);
    ctx.textAlign = 'center';
    ctx.textBaseline = 'top';
    for (let s = xStep; s <= xMax + 1e-9; s += xStep) {
      ctx.fillText(`${Math.round(s)}s`, x(s), bottom + 8);
    }

    if (frame.phase === 'idle') {
      drawRocket(ctx, x(0) + 4, y(1) - 4, -Math.PI / 8, GOLD, false);
      return;
    }

    // The curve: m(t) = e^(g·t), sampled densely enough to look smooth.
    const color = frame.phase === 'crashed' ? LOSS : GOLD;
    const steps = 90;
    const points: [number, number][] = [];
    for (let i = 0; i <= steps; i++) {
      const ms = (frame.elapsedMs * i) / steps;
      points.push([x(ms / 1000), y(Math.exp(frame.growthPerMs * ms))]);
    }
    const tipY = points[points.length - 1]?.[1] ?? bottom;
    const gradient = ctx.createLinearGradient(0, Math.min(tipY, bottom - 1), 0, bottom);
    gradient.addColorStop(
      0,
      frame.phase === 'crashed' ? 'rgba(229,72,77,0.28)' : 'rgba(242,179,61,0.30)',
    );
    gradient.addColorStop(1, 'rgba(242,179,61,0.02)');
    ctx.beginPath();
    ctx.moveTo(x(0), bottom);
    for (const [px, py] of points) ctx.lineTo(px, py);
    ctx.lineTo(points[points.length - 1]?.[0] ?? x(0), bottom);
    ctx.closePath();
    ctx.fillStyle = gradient;
    ctx.fill();
    ctx.beginPath();
    points.forEach(([px, py], i) => (i === 0 ? ctx.moveTo(px, py) : ctx.lineTo(px, py)));
    ctx.strokeStyle = color;
    ctx.lineWidth = 4;
    ctx.lineJoin = 'round';
    ctx.lineCap = 'round';
    ctx.stroke();

    // The player's cash-out, marked on the curve.
    if (frame.cashOutAt !== null) {
      const ms = Math.log(frame.cashOutAt) / frame.growthPerMs;
      if (ms <= frame.elapsedMs) {
        const cx = x(ms / 1000);
        const cy = y(frame.cashOutAt);
        ctx.fillStyle = WIN;
        ctx.beginPath();
        ctx.arc(cx, cy, 6, 0, Math.PI * 2);
        ctx.fill();
        ctx.strokeStyle = '#0E1621';
        ctx.lineWidth = 2;
        ctx.stroke();
      }
    }

    const tip = points[points.length - 1] ?? [x(0), y(1)];
    const before = points[points.length - 4] ?? [x(0), y(1)];
    const angle = Math.atan2(tip[1] - before[1], tip[0] - before[0]);
    if (frame.phase === 'crashed') drawBurst(ctx, tip[0], tip[1]);
    else drawRocket(ctx, tip[0], tip[1], angle, GOLD, true);
  }

  return { resize, draw };
}

function drawRocket(
  ctx: CanvasRenderingContext2D,
  x: number,
  y: number,
  angle: number,
  color: string,
  flame: boolean,
) {
  ctx.save();
  ctx.translate(x, y);
  ctx.rotate(angle);
  if (flame) {
    const flicker = 10 + Math.random() * 8;
    const fire = ctx.createLinearGradient(-14 - flicker, 0, -12, 0);
    fire.addColorStop(0, 'rgba(255,92,53,0)');
    fire.addColorStop(1, 'rgba(255,180,60,0.95)');
    ctx.fillStyle = fire;
    ctx.beginPath();
    ctx.moveTo(-12, -5);
    ctx.quadraticCurveTo(-14 - flicker, 0, -12, 5);
    ctx.closePath();
    ctx.fill();
  }
  // Fins.
  ctx.fillStyle = '#E5484D';
  ctx.beginPath();
  ctx.moveTo(-8, -6);
  ctx.lineTo(-14, -12);
  ctx.lineTo(-4, -6);
  ctx.closePath();
  ctx.moveTo(-8, 6);
  ctx.lineTo(-14, 12);
  ctx.lineTo(-4, 6);
  ctx.closePath();
  ctx.fill();
  // Body and nose.
  ctx.fillStyle = '#E8EDF2';
  ctx.beginPath();
  ctx.moveTo(14, 0);
  ctx.quadraticCurveTo(8, -7, -12, -6);
  ctx.lineTo(-12, 6);
  ctx.quadraticCurveTo(8, 7, 14, 0);
  ctx.closePath();
  ctx.fill();
  ctx.fillStyle = color;
  ctx.beginPath();
  ctx.moveTo(14, 0);
  ctx.quadraticCurveTo(11, -4, 6, -5.5);
  ctx.lineTo(6, 5.5);
  ctx.quadraticCurveTo(11, 4, 14, 0);
  ctx.closePath();
  ctx.fill();
  // Window.
  ctx.fillStyle = '#5BB8F0';
  ctx.beginPath();
  ctx.arc(0, 0, 2.6, 0, Math.PI * 2);
  ctx.fill();
  ctx.restore();
}

function drawBurst(ctx: CanvasRenderingContext2D, x: number, y: number) {
  ctx.save();
  ctx.translate(x, y);
  for (let i = 0; i < 12; i++) {
    const angle = (i / 12) * Math.PI * 2;
    ctx.strokeStyle = i % 2 === 0 ? '#FF5C35' : '#F2B33D';
    ctx.lineWidth = 3;
    ctx.beginPath();
    ctx.moveTo(Math.cos(angle) * 8, Math.sin(angle) * 8);
    ctx.lineTo(
      Math.cos(angle) * (i % 2 === 0 ? 22 : 16),
      Math.sin(angle) * (i % 2 === 0 ? 22 : 16),
    );
    ctx.stroke();
  }
  ctx.fillStyle = '#FF5C35';
  ctx.beginPath();
  ctx.arc(0, 0, 7, 0, Math.PI * 2);
  ctx.fill();
  ctx.restore();
}
