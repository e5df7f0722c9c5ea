// A small trend line of a figure's days (an SVG polyline, as the reports' charts are drawn,
// without a chart library): values below zero sit under a faint zero line. The exact numbers
// are on the reports screen; the line has a text label for screen readers.
export function TrendLine({ values, label }: { values: number[]; label: string }) {
  const w = 160;
  const h = 36;
  const max = Math.max(0, ...values);
  const min = Math.min(0, ...values);
  const span = max - min;
  // A flat line (every day zero, or every day the same) lies on the floor of its box, where a
  // reader looks for "nothing happened", not along the top.
  const y = (v: number) => (span === 0 ? h - 2 : 2 + ((max - v) / span) * (h - 4));
  const step = values.length > 1 ? w / (values.length - 1) : w;
  const points = values.map((v, i) => `${(i * step).toFixed(1)},${y(v).toFixed(1)}`).join(' ');
  return (
    <svg
      className="trend"
      viewBox={`0 0 ${w} ${h}`}
      preserveAspectRatio="none"
      role="img"
      aria-label={label}
    >
      {min < 0 && <line className="trend-zero" x1={0} x2={w} y1={y(0)} y2={y(0)} />}
      <polyline className="trend-line" points={points} fill="none" />
    </svg>
  );
}
