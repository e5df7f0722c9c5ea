// The bet type tabs (singles, an accumulator of two or more, a system of three or more) and,
// for a system bet, its k of n with the number of combinations.
import { useTranslation } from 'react-i18next';
import { combinations } from '@talih/contracts/bet-math.ts';
import { useSlip } from '../slip-store.ts';
import { systemKOf } from './totals.ts';

export function SlipKinds() {
  const { t } = useTranslation();
  const slip = useSlip();
  const n = slip.picks.length;
  const k = systemKOf(slip.systemK, n);
  return (
    <>
      <div className="slip-kinds" role="tablist">
        {(['single', 'multi', 'system'] as const).map((kind) => (
          <button
            key={kind}
            type="button"
            role="tab"
            aria-selected={slip.kind === kind}
            disabled={(kind === 'multi' && n < 2) || (kind === 'system' && n < 3)}
            onClick={() => slip.setKind(kind)}
            data-testid={`slip-kind-${kind}`}
          >
            {t(`sport.slip.${kind}`)}
          </button>
        ))}
      </div>
      {slip.kind === 'system' && (
        <label className="slip-field">
          <span>{t('sport.slip.system')}</span>
          <select
            value={k}
            onChange={(e) => slip.setSystemK(Number(e.target.value))}
            data-testid="slip-system"
          >
            {Array.from({ length: Math.max(0, n - 2) }, (_, i) => i + 2).map((v) => (
              <option key={v} value={v}>
                {t('sport.slip.systemOf', { k: v, n })} ·{' '}
                {t('sport.slip.combos', { count: combinations(n, v).length })}
              </option>
            ))}
          </select>
        </label>
      )}
    </>
  );
}
