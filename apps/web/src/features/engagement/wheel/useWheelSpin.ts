// One wheel's spin state: the angle shown, the phase, the prize, and `start`, which asks the
// server for the spin and animates towards its answer. On landing it updates the balance,
// refreshes the wheels (spins left) and VIP info, and toasts the result.
import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { WheelView } from '@talih/contracts/engagement.ts';
import { formatMoney } from '../../../lib/format.ts';
import { useSession } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast.ts';
import { setBalance, useSpin } from '../api.ts';
import {
  animateSpin,
  prefersReducedMotion,
  waitForAnswer,
  type SpinAnswer,
  type SpinDriver,
} from './spin-animation.ts';

export type Phase = 'idle' | 'spinning' | 'landed';

export function useWheelSpin(wheel: WheelView) {
  const { t } = useTranslation();
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

  const finish = (a: SpinAnswer) => {
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

  const start = () => {
    if (phase === 'spinning') return;
    setPhase('spinning');
    setResult(null);
    const outcome = { answer: null as SpinAnswer | null, failed: false };
    spin.mutate(wheel.code, {
      onSuccess: (r) => {
        outcome.answer = { index: r.segmentIndex, amount: r.amount, totalAssets: r.totalAssets };
      },
      onError: () => {
        outcome.failed = true;
      },
    });
    const driver: SpinDriver = {
      count: wheel.segments.length,
      outcome: () => outcome,
      angle: () => angleRef.current,
      show,
      done: (a) => (a ? finish(a) : setPhase('idle')),
      frame,
    };
    if (prefersReducedMotion()) waitForAnswer(driver);
    else animateSpin(driver);
  };

  return { angle, phase, result, start };
}
