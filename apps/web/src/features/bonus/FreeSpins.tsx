// "Bedava dönüşlerim": awarded free spins with rounds left, their game (a link that launches
// it: the rounds play first there) and what their wins become. Hidden when there are none or
// the list could not be read (the rest of the page still stands).
import { Play } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { FreeSpinsView } from '@talih/contracts/bonus.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useSession } from '../../lib/session.ts';
import { useUi } from '../../lib/ui-store.ts';
import { useMyFreeSpins } from './api.ts';
import { minorMoney } from './words.ts';

function FreeSpinsRow({ award, mobile }: { award: FreeSpinsView; mobile: boolean }) {
  const { t } = useTranslation();
  const lang = useSession((s) => s.lang);
  const path = mobile ? `/gamePlaying/${award.gameId}/1` : `/gamePlaying/${award.gameId}`;
  return (
    <li className="bn-row" data-testid="free-spins-row">
      <div className="bn-row-main">
        <span className="bn-row-title">{award.title}</span>
        <span className="bn-muted amount">
          {t('bonus.freeSpinValue', { amount: minorMoney(award.spinValueMinor, lang) })}
          {' · '}
          {t('bonus.expires')}: {formatDateTime(award.expiresAt, lang)}
        </span>
        <span className="bn-muted">
          {award.winsAs === 'cash'
            ? t('bonus.freeSpinsWinsCash')
            : t('bonus.freeSpinsWinsBonus', { multiple: award.wageringMultiple })}
        </span>
        {award.winsMinor > 0 && (
          <span className="bn-muted amount">
            {t('bonus.freeSpinsWon', { amount: minorMoney(award.winsMinor, lang) })}
          </span>
        )}
      </div>
      <div className="bn-row-side">
        <span className="bn-strong amount">
          {t('bonus.freeSpinsLeft', { left: award.spinsLeft, total: award.spinsTotal })}
        </span>
        <Link to={path} className="btn btn-primary">
          <Play size={16} aria-hidden="true" />
          {t('bonus.freeSpinsPlay', { game: award.gameName })}
        </Link>
      </div>
    </li>
  );
}

export function FreeSpins() {
  const { t } = useTranslation();
  const mobile = !useUi((s) => s.isPc);
  const spins = useMyFreeSpins();
  const list = spins.data?.list ?? [];
  if (list.length === 0) return null;
  return (
    <section className="bn-card" aria-labelledby="bn-spins-title" data-testid="free-spins">
      <h2 id="bn-spins-title" className="bn-card-title">
        {t('bonus.freeSpinsTitle')}
      </h2>
      <ul className="bn-rows">
        {list.map((a) => (
          <FreeSpinsRow key={a.id} award={a} mobile={mobile} />
        ))}
      </ul>
    </section>
  );
}
