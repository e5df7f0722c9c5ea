// Under the wheel: the status line (spins left, spinning, the prize) and what the player can do
// (spin; a login prompt for a guest; the VIP level a locked wheel needs).
import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { WheelView } from '@talih/contracts/engagement.ts';
import { LoginPrompt } from '../../../components/ui/LoginPrompt.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { useIsPlayer, useSession } from '../../../lib/session.ts';
import type { Phase } from './useWheelSpin.ts';

export function WheelStatus(props: {
  wheel: WheelView;
  phase: Phase;
  result: { amount: number } | null;
}) {
  const { t } = useTranslation();
  const lang = useSession((s) => s.lang);
  const { phase, result } = props;
  return (
    <div className="eng-wheel-status" aria-live="polite" data-testid="wheel-result">
      {phase === 'landed' && result
        ? result.amount > 0
          ? t('engagement.wheel.won', { amount: formatMoney(result.amount, lang) })
          : t('engagement.wheel.noWin')
        : phase === 'spinning'
          ? t('engagement.wheel.spinning')
          : t('engagement.wheel.spinsLeft', { count: props.wheel.spinsLeft })}
    </div>
  );
}

export function WheelAction(props: { wheel: WheelView; phase: Phase; onSpin: () => void }) {
  const { t } = useTranslation();
  const isPlayer = useIsPlayer();
  const { wheel, phase } = props;
  return (
    <>
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
          onClick={props.onSpin}
          disabled={phase === 'spinning' || wheel.spinsLeft <= 0}
          data-testid="wheel-spin"
        >
          {phase === 'spinning' ? t('engagement.wheel.spinning') : t('engagement.wheel.spin')}
        </button>
      )}
      {isPlayer && !wheel.locked && wheel.spinsLeft <= 0 && phase !== 'spinning' && (
        <p className="eng-muted eng-center">{t('engagement.wheel.noSpinsNote')}</p>
      )}
    </>
  );
}
