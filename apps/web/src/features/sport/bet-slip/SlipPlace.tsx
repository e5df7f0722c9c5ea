// The end of the slip: the odds-change setting, the notice of changed odds to accept, the
// live-bet hint, and the place button (a guest gets a link to log in and come back).
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { OddsPolicy } from '@talih/contracts/sport.ts';
import { useIsPlayer } from '../../../lib/session.ts';
import { hasChanges, useSlip } from '../slip-store.ts';

export function SlipPlace({ pending, onPlace }: { pending: boolean; onPlace: () => void }) {
  const { t } = useTranslation();
  const isPlayer = useIsPlayer();
  const { pathname, search } = useLocation();
  const slip = useSlip();
  const changed = hasChanges(slip.picks);
  const unavailable = slip.picks.some((p) => !p.available);
  return (
    <>
      <label className="slip-field">
        <span>{t('sport.slip.oddsPolicy')}</span>
        <select
          value={slip.policy}
          onChange={(e) => slip.setPolicy(e.target.value as OddsPolicy)}
          data-testid="slip-policy"
        >
          <option value="none">{t('sport.slip.policyNone')}</option>
          <option value="higher">{t('sport.slip.policyHigher')}</option>
          <option value="any">{t('sport.slip.policyAny')}</option>
        </select>
      </label>

      {changed && slip.policy === 'none' && (
        <div className="slip-changed" role="status">
          <span>{t('sport.slip.oddsChanged')}</span>
          <button
            type="button"
            className="btn btn-secondary"
            onClick={slip.acceptChanges}
            data-testid="slip-accept"
          >
            {t('sport.slip.acceptChanges')}
          </button>
        </div>
      )}
      {slip.picks.some((p) => p.live) && <p className="slip-hint">{t('sport.slip.live')}</p>}

      {isPlayer ? (
        <button
          type="button"
          className="btn btn-primary slip-place"
          data-testid="slip-place"
          disabled={pending || unavailable || (changed && slip.policy === 'none')}
          onClick={onPlace}
        >
          {pending ? t('base.loading') : t('sport.slip.placeBet')}
        </button>
      ) : (
        <Link
          className="btn btn-primary slip-place"
          to={`/login?redirect=${encodeURIComponent(pathname + search)}`}
        >
          {t('sport.slip.loginToBet')}
        </Link>
      )}
    </>
  );
}
