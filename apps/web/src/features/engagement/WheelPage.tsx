// The prize wheels (docs/seed-spec.md S1.9, S2.19 vip-wheel): the four tiers and the VIP wheel, the
// spins the player has and where they came from, the published probability of every segment,
// and the spin itself. The server draws the segment; the animation (acceleration and
// deceleration 2500 ms, top speed 20° a frame, S9.17) only lands where the server said.
import { useEffect, useRef, useState } from 'react';
import { Crown, Lock } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  WHEEL_ACCELERATION_MS,
  WHEEL_DECELERATION_MS,
  WHEEL_SPEED,
  type WheelCode,
  type WheelView,
} from '@talih/contracts/engagement.ts';
import { ErrorPanel } from '../../components/ui/StatePanel.tsx';
import { formatDateTime, formatMoney, formatPercent } from '../../lib/format.ts';
import { useIsPlayer, useSession } from '../../lib/session.ts';
import { LoginPrompt } from '../../components/ui/LoginPrompt.tsx';
import { toast } from '../../lib/toast.ts';
import { setBalance, useSpin, useWheels } from './api.ts';
import { SignInButton } from './SignIn.tsx';
import './engagement.css';

const FRAME_MS = 1000 / 60;
/** Top speed in degrees per millisecond. */
const TOP_SPEED = WHEEL_SPEED / FRAME_MS;

/** The speed (deg/ms) `elapsed` ms into a spin: a linear run up to the top speed. */
export function spinSpeed(elapsed: number) {
  return TOP_SPEED * Math.min(1, elapsed / WHEEL_ACCELERATION_MS);
}

const SEGMENT_FILLS = ['var(--eng-seg-a)', 'var(--eng-seg-b)'];

function prefersReducedMotion() {
  return (
    typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
  );
}

/** The wheel angle that puts the middle of segment `index` under the pointer at the top. */
export function restingAngle(index: number, count: number) {
  return (360 - ((index + 0.5) * 360) / count) % 360;
}

/**
 * Plans the deceleration from angle a0 at speed v0 (deg/ms) to a stop on `target` (mod 360):
 * at least the distance a linear stop would take, so the wheel never brakes harder than the
 * seed's 2500 ms; an ease-out curve whose starting speed is v0.
 */
export function planStop(a0: number, v0: number, target: number) {
  const natural = (v0 * WHEEL_DECELERATION_MS) / 2;
  let d = (((target - a0) % 360) + 360) % 360;
  while (d < natural) d += 360;
  const duration = v0 > 0 ? (2 * d) / v0 : WHEEL_DECELERATION_MS;
  return { distance: d, duration };
}

function WheelDisc({ wheel, angle }: { wheel: WheelView; angle: number }) {
  const { t } = useTranslation();
  const lang = useSession((s) => s.lang);
  const n = wheel.segments.length;
  const r = 150;
  const c = 160;
  const point = (deg: number, radius: number) => {
    const rad = ((deg - 90) * Math.PI) / 180;
    return [c + radius * Math.cos(rad), c + radius * Math.sin(rad)] as const;
  };
  return (
    <div className="eng-wheel-wrap" aria-hidden="true">
      <svg viewBox="0 0 320 320" className="eng-wheel-svg">
        <g style={{ transform: `rotate(${angle}deg)`, transformOrigin: '160px 160px' }}>
          {wheel.segments.map((s, i) => {
            const a = (i * 360) / n;
            const b = ((i + 1) * 360) / n;
            const [x1, y1] = point(a, r);
            const [x2, y2] = point(b, r);
            const mid = (a + b) / 2;
            const [tx, ty] = point(mid, r * 0.64);
            return (
              <g key={s.index}>
                <path
                  d={`M${c},${c} L${x1},${y1} A${r},${r} 0 ${b - a > 180 ? 1 : 0} 1 ${x2},${y2} Z`}
                  fill={SEGMENT_FILLS[i % 2]}
                  stroke="var(--border)"
                  strokeWidth="1"
                />
                <text
                  x={tx}
                  y={ty}
                  className="eng-wheel-label"
                  data-empty={s.amount === 0 || undefined}
                  textAnchor="middle"
                  dominantBaseline="middle"
                  transform={`rotate(${mid} ${tx} ${ty})`}
                >
                  {s.amount > 0
                    ? formatMoney(s.amount, lang).replace(/[.,]00$/, '')
                    : t('engagement.wheel.noPrize')}
                </text>
              </g>
            );
          })}
        </g>
        <circle cx={c} cy={c} r={r} fill="none" stroke="var(--accent)" strokeWidth="4" />
        <circle cx={c} cy={c} r="22" fill="var(--surface)" stroke="var(--accent)" strokeWidth="3" />
      </svg>
      <div className="eng-wheel-pointer" />
    </div>
  );
}

function SpinSources({ wheel }: { wheel: WheelView }) {
  const { t } = useTranslation();
  const lang = useSession((s) => s.lang);
  const rows: { key: string; rule: string; earned: number }[] = [];
  if (wheel.rules.perDeposits > 0) {
    rows.push({
      key: 'deposits',
      rule:
        wheel.rules.perDeposits === 1
          ? t('engagement.wheel.ruleDepositEach')
          : t('engagement.wheel.ruleDeposits', { count: wheel.rules.perDeposits }),
      earned: wheel.earned.deposits,
    });
  }
  if (wheel.rules.perTurnover > 0) {
    rows.push({
      key: 'turnover',
      rule: t('engagement.wheel.ruleTurnover', {
        amount: formatMoney(wheel.rules.perTurnover, lang),
      }),
      earned: wheel.earned.turnover,
    });
  }
  if (wheel.rules.perInvites > 0) {
    rows.push({
      key: 'invites',
      rule:
        wheel.rules.perInvites === 1
          ? t('engagement.wheel.ruleInviteEach')
          : t('engagement.wheel.ruleInvites', { count: wheel.rules.perInvites }),
      earned: wheel.earned.invites,
    });
  }
  return (
    <div className="eng-card">
      <h2 className="eng-card-title">{t('engagement.wheel.howToEarn')}</h2>
      <table className="eng-table">
        <thead>
          <tr>
            <th scope="col">{t('engagement.wheel.source')}</th>
            <th scope="col" className="num">
              {t('engagement.wheel.earned')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key} data-testid={`spin-source-${r.key}`}>
              <td>{r.rule}</td>
              <td className="num amount">{r.earned}</td>
            </tr>
          ))}
          <tr>
            <td>{t('engagement.wheel.used')}</td>
            <td className="num amount">{wheel.used > 0 ? `−${wheel.used}` : 0}</td>
          </tr>
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('engagement.wheel.spinsLeftLabel')}</th>
            <td className="num amount" data-testid="spins-left">
              {wheel.spinsLeft}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

function Probabilities({ wheel }: { wheel: WheelView }) {
  const { t } = useTranslation();
  const lang = useSession((s) => s.lang);
  return (
    <div className="eng-card">
      <h2 className="eng-card-title">{t('engagement.wheel.odds')}</h2>
      <p className="eng-muted">{t('engagement.wheel.oddsNote')}</p>
      <table className="eng-table" data-testid="wheel-odds">
        <thead>
          <tr>
            <th scope="col">{t('engagement.wheel.segment')}</th>
            <th scope="col">{t('engagement.wheel.prize')}</th>
            <th scope="col" className="num">
              {t('engagement.wheel.probability')}
            </th>
          </tr>
        </thead>
        <tbody>
          {wheel.segments.map((s) => (
            <tr key={s.index}>
              <td className="amount">{s.index + 1}</td>
              <td className="amount">
                {s.amount > 0 ? formatMoney(s.amount, lang) : t('engagement.wheel.noPrize')}
              </td>
              <td className="num amount">{formatPercent(s.probability, lang, 2, 2)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

type Phase = 'idle' | 'spinning' | 'landed';

function WheelPanel({ wheel }: { wheel: WheelView }) {
  const { t } = useTranslation();
  const isPlayer = useIsPlayer();
  const lang = useSession((s) => s.lang);
  const qc = useQueryClient();
  const spin = useSpin();
  const [angle, setAngle] = useState(0);
  const [phase, setPhase] = useState<Phase>('idle');
  const [result, setResult] = useState<{ amount: number } | null>(null);
  const frame = useRef<number | null>(null);
  const angleRef = useRef(0);

  useEffect(
    () => () => {
      if (frame.current !== null) cancelAnimationFrame(frame.current);
    },
    [],
  );

  const show = (a: number) => {
    angleRef.current = a;
    setAngle(a % 360);
  };

  const start = () => {
    if (phase === 'spinning') return;
    setPhase('spinning');
    setResult(null);
    const count = wheel.segments.length;
    type Answer = { index: number; amount: number; totalAssets: number };
    let answer = null as Answer | null;
    let failed = false as boolean;
    spin.mutate(wheel.code, {
      onSuccess: (r) => {
        answer = { index: r.segmentIndex, amount: r.amount, totalAssets: r.totalAssets };
      },
      onError: () => {
        failed = true;
      },
    });
    const finish = (a: Answer) => {
      setBalance(a.totalAssets);
      setResult({ amount: a.amount });
      setPhase('landed');
      void qc.invalidateQueries({ queryKey: ['wheels'] });
      void qc.invalidateQueries({ queryKey: ['vipInfo'] });
      toast(
        a.amount > 0
          ? t('engagement.wheel.won', { amount: formatMoney(a.amount, lang) })
          : t('engagement.wheel.noWin'),
        a.amount > 0 ? 'success' : 'info',
      );
    };

    if (prefersReducedMotion()) {
      const wait = () => {
        if (answer) {
          show(restingAngle(answer.index, count));
          finish(answer);
        } else if (failed) setPhase('idle');
        else frame.current = requestAnimationFrame(wait);
      };
      wait();
      return;
    }

    const t0 = performance.now();
    let last = t0;
    let stop: {
      from: number;
      at: number;
      distance: number;
      duration: number;
      a: typeof answer;
    } | null = null;
    const tick = (now: number) => {
      const dt = now - last;
      last = now;
      if (stop) {
        const p = Math.min(1, (now - stop.at) / stop.duration);
        show(stop.from + stop.distance * (1 - (1 - p) ** 2));
        if (p >= 1) {
          if (stop.a) finish(stop.a);
          else setPhase('idle');
          frame.current = null;
          return;
        }
      } else {
        const elapsed = now - t0;
        const v = spinSpeed(elapsed);
        show(angleRef.current + v * dt);
        if (elapsed >= WHEEL_ACCELERATION_MS && (answer || failed)) {
          const from = angleRef.current;
          if (answer) {
            const plan = planStop(from, v, restingAngle(answer.index, count));
            stop = { from, at: now, ...plan, a: answer };
          } else {
            stop = {
              from,
              at: now,
              distance: (v * WHEEL_DECELERATION_MS) / 2,
              duration: WHEEL_DECELERATION_MS,
              a: null,
            };
          }
        }
      }
      frame.current = requestAnimationFrame(tick);
    };
    frame.current = requestAnimationFrame(tick);
  };

  return (
    <div className="eng-wheel-grid">
      <div className="eng-card eng-wheel-card">
        <WheelDisc wheel={wheel} angle={angle} />
        <div className="eng-wheel-status" aria-live="polite" data-testid="wheel-result">
          {phase === 'landed' && result
            ? result.amount > 0
              ? t('engagement.wheel.won', { amount: formatMoney(result.amount, lang) })
              : t('engagement.wheel.noWin')
            : phase === 'spinning'
              ? t('engagement.wheel.spinning')
              : t('engagement.wheel.spinsLeft', { count: wheel.spinsLeft })}
        </div>
        {!isPlayer ? (
          <LoginPrompt
            title={t('engagement.wheel.guestTitle')}
            body={t('engagement.wheel.guestBody')}
          />
        ) : wheel.locked ? (
          <p className="eng-locked">
            <Lock size={16} aria-hidden="true" />
            {t('engagement.wheel.lockedNote', { level: wheel.minVipLevel })}
          </p>
        ) : (
          <button
            type="button"
            className="btn btn-primary btn-lg btn-block"
            onClick={start}
            disabled={phase === 'spinning' || wheel.spinsLeft <= 0}
            data-testid="wheel-spin"
          >
            {phase === 'spinning' ? t('engagement.wheel.spinning') : t('engagement.wheel.spin')}
          </button>
        )}
        {isPlayer && !wheel.locked && wheel.spinsLeft <= 0 && phase !== 'spinning' && (
          <p className="eng-muted eng-center">{t('engagement.wheel.noSpinsNote')}</p>
        )}
      </div>
      <div className="eng-stack">
        <SpinSources wheel={wheel} />
        <Probabilities wheel={wheel} />
      </div>
    </div>
  );
}

export default function WheelPage() {
  const { t } = useTranslation();
  const lang = useSession((s) => s.lang);
  const q = useWheels();
  const [code, setCode] = useState<WheelCode>('primary');

  if (q.isPending) {
    return (
      <div className="eng-page" aria-busy="true">
        <div className="skeleton eng-title-skeleton" />
        <div className="skeleton eng-wheel-skeleton" />
        <span className="sr-only">{t('base.loading')}</span>
      </div>
    );
  }
  if (q.isError) {
    return (
      <ErrorPanel
        headingLevel={1}
        title={t('engagement.wheel.loadErrorTitle')}
        message={t('engagement.loadError')}
        retry={() => void q.refetch()}
      />
    );
  }
  const wheel = q.data.wheels.find((w) => w.code === code) ?? q.data.wheels[0];
  return (
    <div className="eng-page" data-testid="wheel-page">
      <div className="eng-head">
        <div>
          <h1 className="eng-title">{t('engagement.wheel.title')}</h1>
          <p className="eng-muted">{t('engagement.wheel.intro')}</p>
        </div>
        <SignInButton className="btn btn-secondary btn-sm eng-head-action" withLabel />
      </div>
      <div className="eng-tabs" role="tablist" aria-label={t('engagement.wheel.title')}>
        {q.data.wheels.map((w) => (
          <button
            key={w.code}
            type="button"
            role="tab"
            aria-selected={w.code === wheel?.code}
            className="eng-tab"
            onClick={() => setCode(w.code)}
            data-testid={`wheel-tab-${w.code}`}
          >
            {w.locked ? (
              <Lock size={14} aria-hidden="true" />
            ) : w.code === 'vip' ? (
              <Crown size={14} aria-hidden="true" />
            ) : null}
            {t(`engagement.wheel.names.${w.code}`)}
            {w.spinsLeft > 0 && (
              <span className="eng-badge eng-badge-inline amount">{w.spinsLeft}</span>
            )}
          </button>
        ))}
      </div>
      {wheel && <WheelPanel key={wheel.code} wheel={wheel} />}
      {q.data.recent.length > 0 && (
        <div className="eng-card">
          <h2 className="eng-card-title">{t('engagement.wheel.recent')}</h2>
          <ul className="eng-recent">
            {q.data.recent.map((r) => (
              <li key={r.id}>
                <span>{t(`engagement.wheel.names.${r.code}`)}</span>
                <span className="eng-muted">{formatDateTime(r.createTime, lang)}</span>
                <span className="amount" data-win={r.amount > 0 || undefined}>
                  {r.amount > 0 ? formatMoney(r.amount, lang) : t('engagement.wheel.noPrize')}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
      <p className="eng-muted">
        <Link to="/vip">{t('engagement.wheel.vipLink')}</Link>
      </p>
    </div>
  );
}
