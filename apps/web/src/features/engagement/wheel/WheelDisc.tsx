// The wheel itself: an SVG of the segments (prize or "no prize" on each), turned by `angle`,
// under a fixed pointer at the top. Decorative: the status line and the odds table say it all.
import { useTranslation } from 'react-i18next';
import type { WheelView } from '@talih/contracts/engagement.ts';
import { formatMoney } from '../../../lib/format.ts';
import { useSession } from '../../../lib/session.ts';

const SEGMENT_FILLS = ['var(--eng-seg-a)', 'var(--eng-seg-b)'];
const R = 150;
const C = 160;

/** The point at `deg` (0 at the top, clockwise) and `radius` from the centre. */
function point(deg: number, radius: number) {
  const rad = ((deg - 90) * Math.PI) / 180;
  return [C + radius * Math.cos(rad), C + radius * Math.sin(rad)] as const;
}

function Segment(props: { i: number; n: number; amount: number }) {
  const { t } = useTranslation();
  const lang = useSession((s) => s.lang);
  const { i, n, amount } = props;
  const a = (i * 360) / n;
  const b = ((i + 1) * 360) / n;
  const [x1, y1] = point(a, R);
  const [x2, y2] = point(b, R);
  const mid = (a + b) / 2;
  const [tx, ty] = point(mid, R * 0.64);
  return (
    <g>
      <path
        d={`M${C},${C} L${x1},${y1} A${R},${R} 0 ${b - a > 180 ? 1 : 0} 1 ${x2},${y2} Z`}
        fill={SEGMENT_FILLS[i % 2]}
        stroke="var(--border)"
        strokeWidth="1"
      />
      <text
        x={tx}
        y={ty}
        className="eng-wheel-label"
        data-empty={amount === 0 || undefined}
        textAnchor="middle"
        dominantBaseline="middle"
        transform={`rotate(${mid} ${tx} ${ty})`}
      >
        {amount > 0
          ? formatMoney(amount, lang).replace(/[.,]00$/, '')
          : t('engagement.wheel.noPrize')}
      </text>
    </g>
  );
}

export function WheelDisc({ wheel, angle }: { wheel: WheelView; angle: number }) {
  const n = wheel.segments.length;
  return (
    <div className="eng-wheel-wrap" aria-hidden="true">
      <svg viewBox="0 0 320 320" className="eng-wheel-svg">
        <g style={{ transform: `rotate(${angle}deg)`, transformOrigin: '160px 160px' }}>
          {wheel.segments.map((s, i) => (
            <Segment key={s.index} i={i} n={n} amount={s.amount} />
          ))}
        </g>
        <circle cx={C} cy={C} r={R} fill="none" stroke="var(--accent)" strokeWidth="4" />
        <circle cx={C} cy={C} r="22" fill="var(--surface)" stroke="var(--accent)" strokeWidth="3" />
      </svg>
      <div className="eng-wheel-pointer" />
    </div>
  );
}
