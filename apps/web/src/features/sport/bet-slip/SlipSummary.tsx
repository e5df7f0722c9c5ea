// The slip's totals: the accumulator's total odds, the total stake and the potential win.
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format.ts';
import { useSession } from '../../../lib/session.ts';
import { formatOdds } from '../labels.ts';
import { useSlip } from '../slip-store.ts';
import { parseStake, slipTotals } from './totals.ts';

/** `freeBet`: the slip stakes a free bet, whose win pays the winnings only (not the stake). */
export function SlipSummary({ freeBet = false }: { freeBet?: boolean }) {
  const { t } = useTranslation();
  const lang = useSession((s) => s.lang);
  const slip = useSlip();
  const totals = slipTotals(slip.picks, slip.kind, slip.systemK, parseStake(slip.stake));
  const money = (v: number) => formatMoney(v, lang);
  return (
    <dl className="slip-sum">
      {slip.kind === 'multi' && (
        <div>
          <dt>{t('sport.slip.totalOdds')}</dt>
          <dd className="amount" data-testid="slip-total-odds">
            {formatOdds(totals.totalOdds)}
          </dd>
        </div>
      )}
      <div>
        <dt>{t('sport.slip.totalStake')}</dt>
        <dd className="amount">{money(totals.totalStake)}</dd>
      </div>
      <div>
        <dt>{t('sport.slip.potentialWin')}</dt>
        <dd className="amount slip-win" data-testid="slip-potential">
          {money(freeBet ? Math.max(0, totals.potential - totals.totalStake) : totals.potential)}
        </dd>
      </div>
    </dl>
  );
}
