// A free bet on the slip: when the player holds one and the slip is a single of one
// pick, they may stake it instead of their money. The server takes the token's amount as the
// stake; a win pays the winnings without it.
import { Gift } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { FreeBetView } from '@talih/contracts/sport.ts';
import { formatMoney } from '../../../lib/format.ts';
import { useIsPlayer, useSession } from '../../../lib/session.ts';
import { useMyFreeBets } from '../api.ts';
import { useSlip } from '../slip-store.ts';

export function SlipFreeBet({
  chosen,
  onChoose,
}: {
  chosen: FreeBetView | null;
  onChoose: (f: FreeBetView | null) => void;
}) {
  const { t } = useTranslation();
  const lang = useSession((s) => s.lang);
  const isPlayer = useIsPlayer();
  const setStake = useSlip((s) => s.setStake);
  const { data } = useMyFreeBets(isPlayer);
  const offered = data?.list[0];
  // None held (or the list is still loading): the slip is as always.
  if (!offered) return null;
  const on = chosen !== null && data.list.some((f) => f.id === chosen.id);
  return (
    <div className="slip-free-bet">
      <label className="slip-check">
        <input
          type="checkbox"
          checked={on}
          data-testid="slip-free-bet"
          onChange={(e) => {
            onChoose(e.target.checked ? offered : null);
            // The summary's potential win is then the free bet's.
            if (e.target.checked) setStake(String(offered.amount));
          }}
        />
        <Gift size={16} aria-hidden="true" />
        <span>{t('sport.slip.useFreeBet', { amount: formatMoney(offered.amount, lang) })}</span>
      </label>
      {on && <p className="slip-hint">{t('sport.slip.freeBetHint')}</p>}
    </div>
  );
}
