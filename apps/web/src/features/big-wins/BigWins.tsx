// Home's "Büyük Kazançlar": the biggest wins of the last 7 days, masked names, the game, the
// multiplier and the amount. A skeleton while loading; nothing at all when there are none.
import { Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session.ts';
import { formatMoney, formatMultiplier } from '../../lib/format.ts';
import { useBigWins, type BigWin } from './api.ts';
import './big-wins.css';

function WinCard({ win }: { win: BigWin }) {
  const lang = useSession((s) => s.lang);
  return (
    <li className="big-win">
      <span className="big-win-rank amount" aria-hidden="true">
        {win.rank}
      </span>
      <span className="big-win-body">
        <span className="big-win-name">{win.nickName}</span>
        <span className="big-win-game">{win.gameName}</span>
      </span>
      <span className="big-win-figures">
        <span className="big-win-amount amount">{formatMoney(win.winAmount, lang)}</span>
        <span className="big-win-multiplier amount">{formatMultiplier(win.multiplier)}</span>
      </span>
    </li>
  );
}

export function BigWins() {
  const { t } = useTranslation();
  const wins = useBigWins();
  if (wins.isError || (wins.data && wins.data.length === 0)) return null;
  return (
    <section className="big-wins" aria-labelledby="big-wins-title" aria-busy={wins.isPending}>
      <h2 id="big-wins-title" className="big-wins-title">
        <Trophy size={18} aria-hidden="true" />
        {t('bigWins.title')}
        <span className="big-wins-period">{t('bigWins.period')}</span>
      </h2>
      {wins.data ? (
        <ol className="big-wins-list" tabIndex={0} aria-labelledby="big-wins-title">
          {wins.data.map((win) => (
            <WinCard key={`${win.rank}-${win.time}`} win={win} />
          ))}
        </ol>
      ) : (
        <div className="big-wins-list" aria-hidden="true">
          {Array.from({ length: 4 }, (_, i) => (
            <div key={i} className="skeleton big-win-skeleton" />
          ))}
        </div>
      )}
    </section>
  );
}
