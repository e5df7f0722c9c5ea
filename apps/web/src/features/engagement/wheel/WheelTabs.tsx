// The wheel tabs: one per wheel, a lock on a wheel above the player's VIP level, a crown on
// the VIP wheel, and a badge with the spins left.
import { Crown, Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { WheelCode, WheelView } from '@talih/contracts/engagement.ts';

export function WheelTabs(props: {
  wheels: readonly WheelView[];
  active: WheelCode | undefined;
  onSelect: (code: WheelCode) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="eng-tabs" role="tablist" aria-label={t('engagement.wheel.title')}>
      {props.wheels.map((w) => (
        <button
          key={w.code}
          type="button"
          role="tab"
          aria-selected={w.code === props.active}
          className="eng-tab"
          onClick={() => props.onSelect(w.code)}
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
  );
}
