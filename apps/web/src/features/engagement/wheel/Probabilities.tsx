// The published odds: every segment's prize and its probability, as the server draws them.
import { useTranslation } from 'react-i18next';
import type { WheelView } from '@talih/contracts/engagement.ts';
import { formatMoney, formatPercent } from '../../../lib/format.ts';
import { useSession } from '../../../lib/session.ts';

export function Probabilities({ wheel }: { wheel: WheelView }) {
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
