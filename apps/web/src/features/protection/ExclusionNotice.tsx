// The state of a player in a time-out or exclusion: until when, and the two things still open
// (withdrawal and history); a self-exclusion past its end can be asked to lift.
import { Link } from 'react-router';
import { ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ExclusionView } from '@talih/contracts/protection.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useSession } from '../../lib/session.ts';
import { useRequestLift } from './api.ts';
import { HelpLines } from './HelpLines.tsx';
import './protection.css';

export const WITHDRAW_PATH = '/kisiselBilgiler/withdrawl';

export function ExclusionNotice({ exclusion }: { exclusion: ExclusionView }) {
  const { t } = useTranslation();
  const lang = useSession((s) => s.lang);
  const lift = useRequestLift();
  const until =
    exclusion.kind === 'self_exclusion' && exclusion.liftAt !== null
      ? exclusion.liftAt
      : exclusion.endsAt;
  return (
    <section
      className="rg-card rg-excluded"
      data-testid="rg-excluded"
      aria-labelledby="rg-excluded-title"
    >
      <div className="rg-excluded-head">
        <ShieldAlert size={22} aria-hidden="true" />
        <h2 className="rg-card-title" id="rg-excluded-title">
          {t(`protection.state.${exclusion.kind}`)}
        </h2>
      </div>
      <p>
        {until === null
          ? t('protection.untilIndefinite')
          : t('protection.until', { at: formatDateTime(until, lang) })}
      </p>
      <p className="rg-note">{t('protection.onlyOpen')}</p>
      <HelpLines compact />
      <div className="rg-options">
        <Link to={WITHDRAW_PATH} className="btn btn-primary btn-sm">
          {t('protection.withdraw')}
        </Link>
        <Link to="/account-history" className="btn btn-secondary btn-sm">
          {t('protection.history')}
        </Link>
        {exclusion.canRequestLift && (
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => lift.mutate()}>
            {t('protection.requestLift')}
          </button>
        )}
      </div>
    </section>
  );
}
