// Small SVG charts (no chart library): grouped bars for a series of buckets, with negative
// values below a zero line, and a bar sparkline for the live panel. Each has a text label for
// screen readers; the tables beside them carry the exact numbers.
import type { ReactNode } from 'react';
import { formatCompact } from './format.ts';

export interface BarSeries {
  label: string;
  /** A CSS colour (a token). */
  color: string;
  values: number[];
}

const W = 620;
const H = 220;
const PAD = { top: 12, right: 8, bottom: 28, left: 64 };

export function BarChart(props: {
  buckets: string[];
  series: BarSeries[];
  label: string;
  locale: string;
  money?: boolean;
}) {
  const { buckets, series } = props;
  const all = series.flatMap((s) => s.values);
  const max = Math.max(0, ...all);
  const min = Math.min(0, ...all);
  const span = max - min || 1;
  const plotH = H - PAD.top - PAD.bottom;
  const plotW = W - PAD.left - PAD.right;
  const y = (v: number) => PAD.top + ((max - v) / span) * plotH;
  const slot = plotW / Math.max(1, buckets.length);
  const barW = Math.max(1, Math.min(28, (slot * 0.8) / series.length));
  // The top, zero and the bottom: a midpoint of a mixed range reads as an odd number.
  const ticks = (min === 0 ? [max, max / 2, 0] : [max, 0, min]).filter(
    (v, i, a) => a.indexOf(v) === i,
  );
  const every = Math.ceil(buckets.length / 12);
  const fmt = (v: number) => formatCompact(props.money ? v / 100 : v, props.locale);
  return (
    <figure className="chart">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={props.label} preserveAspectRatio="none">
        {ticks.map((v) => (
          <g key={v}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(v)} y2={y(v)} className="chart-grid" />
            <text x={PAD.left - 6} y={y(v) + 4} textAnchor="end" className="chart-axis">
              {fmt(v)}
            </text>
          </g>
        ))}
        <line x1={PAD.left} x2={W - PAD.right} y1={y(0)} y2={y(0)} className="chart-zero" />
        {buckets.map((b, i) => (
          <Bucket key={b} bucket={b} i={i} series={series} slot={slot} barW={barW} y={y} fmt={fmt}>
            {i % every === 0 && (
              <text
                x={PAD.left + i * slot + slot / 2}
                y={H - 8}
                textAnchor="middle"
                className="chart-axis"
              >
                {b.length === 10 ? b.slice(5) : b}
              </text>
            )}
          </Bucket>
        ))}
      </svg>
      <figcaption className="chart-legend">
        {series.map((s) => (
          <span key={s.label}>
            <i style={{ background: s.color }} aria-hidden="true" /> {s.label}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}

/** One bucket's bars, side by side, from the zero line up (or down for a negative value). */
function Bucket(props: {
  bucket: string;
  i: number;
  series: BarSeries[];
  slot: number;
  barW: number;
  y(v: number): number;
  fmt(v: number): string;
  children: ReactNode;
}) {
  const { series, slot, barW, y } = props;
  const x0 = PAD.left + props.i * slot + (slot - barW * series.length) / 2;
  return (
    <g>
      {series.map((s, j) => {
        const v = s.values[props.i] ?? 0;
        return (
          <rect
            key={s.label}
            x={x0 + j * barW}
            y={Math.min(y(v), y(0))}
            width={barW - 1}
            height={Math.max(0.5, Math.abs(y(v) - y(0)))}
            fill={s.color}
          >
            <title>{`${props.bucket} · ${s.label}: ${props.fmt(v)}`}</title>
          </rect>
        );
      })}
      {props.children}
    </g>
  );
}

/** One thin bar per value, scaled to the largest; for counts per minute. */
export function Spark(props: { values: number[]; color: string; label: string }) {
  const max = Math.max(1, ...props.values);
  const w = 300;
  const h = 48;
  const bw = w / Math.max(1, props.values.length);
  return (
    <svg
      className="spark"
      viewBox={`0 0 ${w} ${h}`}
      role="img"
      aria-label={props.label}
      preserveAspectRatio="none"
    >
      {props.values.map((v, i) => (
        <rect
          key={i}
          x={i * bw}
          y={h - (v / max) * h}
          width={Math.max(1, bw - 1)}
          height={(v / max) * h}
          fill={props.color}
        />
      ))}
    </svg>
  );
}
