// The stake field (per combination for a system bet), the quick amounts, and the message of
// a stake that can't be placed.
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format.ts';
import { useSession } from '../../../lib/session.ts';
import { useSlip } from '../slip-store.ts';

const QUICK_STAKES = [10, 50, 100, 500];

export function SlipStake({ error }: { error: string }) {
  const { t } = useTranslation();
  const kind = useSlip((s) => s.kind);
  const stake = useSlip((s) => s.stake);
  const setStake = useSlip((s) => s.setStake);
  const lang = useSession((s) => s.lang);
  const cash = useSession((s) => s.totalAssets);
  const bonus = useSession((s) => s.bonusAssets);
  return (
    <>
      <label className="slip-field">
        <span>{kind === 'system' ? t('sport.slip.stakePer') : t('sport.slip.stake')}</span>
        <input
          inputMode="decimal"
          className="slip-stake amount"
          value={stake}
          placeholder="0,00"
          aria-invalid={!!error || undefined}
          data-testid="slip-stake"
          onChange={(e) => setStake(e.target.value.replace(/[^\d.,]/g, '').slice(0, 12))}
        />
      </label>
      <div className="slip-quick">
        {QUICK_STAKES.map((v) => (
          <button key={v} type="button" className="chip" onClick={() => setStake(String(v))}>
            {v}
          </button>
        ))}
      </div>
      {bonus > 0 && (
        // With an active bonus, a stake takes cash first, then bonus money.
        <p className="slip-hint" data-testid="slip-bonus-hint">
          {t('sport.slip.bonusHint', {
            cash: formatMoney(cash, lang),
            bonus: formatMoney(bonus, lang),
          })}
        </p>
      )}
      {error && (
        <p className="slip-error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}
