// The bet slip (docs/brand.md "Words": Kupon): singles, an accumulator or a system bet of the picks, the
// stake, the potential win, the odds-change setting, and the place button. On desktop it is a
// column beside the lists; on mobile a bar above the tab bar opens it as a bottom sheet
// (./MobileSlip.tsx).
import { Ticket, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { FreeBetView } from '@talih/contracts/sport.ts';
import { useTranslation } from 'react-i18next';
import { useSlip } from '../slip-store.ts';
import { SlipFreeBet } from './SlipFreeBet.tsx';
import { SlipKinds } from './SlipKinds.tsx';
import { SlipPicks } from './SlipPicks.tsx';
import { SlipPlace } from './SlipPlace.tsx';
import { SlipStake } from './SlipStake.tsx';
import { SlipSummary } from './SlipSummary.tsx';
import { useSlipSubmit } from './useSlipSubmit.ts';

export function BetSlip({ onPlaced }: { onPlaced?: () => void }) {
  const { t } = useTranslation();
  const n = useSlip((s) => s.picks.length);
  const clear = useSlip((s) => s.clear);
  const { submit, error, pending } = useSlipSubmit(onPlaced);
  // The free bet the player chose; it only applies to a single of one pick.
  const [chosen, setChosen] = useState<FreeBetView | null>(null);
  const single = useSlip((s) => s.kind === 'single' && s.picks.length === 1);
  const freeBet = single ? chosen : null;

  if (n === 0) {
    return (
      <section className="slip" aria-label={t('sport.slip.title')} data-testid="bet-slip">
        <header className="slip-head">
          <h2 className="slip-title">
            <Ticket size={18} aria-hidden="true" /> {t('sport.slip.title')}
          </h2>
        </header>
        <p className="slip-empty">{t('sport.slip.empty')}</p>
      </section>
    );
  }

  return (
    <section className="slip" aria-label={t('sport.slip.title')} data-testid="bet-slip">
      <header className="slip-head">
        <h2 className="slip-title">
          <Ticket size={18} aria-hidden="true" /> {t('sport.slip.title')}
          <span className="slip-count amount">{n}</span>
        </h2>
        <button type="button" className="btn-ghost slip-clear" onClick={clear}>
          <Trash2 size={16} aria-hidden="true" /> {t('sport.slip.clear')}
        </button>
      </header>
      <SlipKinds />
      <SlipPicks />
      <SlipStake error={error} />
      {single && <SlipFreeBet chosen={freeBet} onChoose={setChosen} />}
      <SlipSummary freeBet={freeBet !== null} />
      <SlipPlace pending={pending} onPlace={() => void submit(freeBet)} />
    </section>
  );
}
