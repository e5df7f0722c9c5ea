// Mobile: the slip's bar above the tab bar (the picks and the potential win), and the bottom
// sheet with the slip it opens.
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format.ts';
import { useSession } from '../../../lib/session.ts';
import { useSlip } from '../slip-store.ts';
import { BetSlip } from './BetSlip.tsx';
import { parseStake, slipTotals } from './totals.ts';

export function MobileSlip() {
  const { t } = useTranslation();
  const lang = useSession((s) => s.lang);
  const picks = useSlip((s) => s.picks);
  const open = useSlip((s) => s.sheetOpen);
  const setOpen = useSlip((s) => s.setSheetOpen);
  const stake = parseStake(useSlip((s) => s.stake));
  const kind = useSlip((s) => s.kind);
  const k = useSlip((s) => s.systemK);
  if (picks.length === 0 && !open) return null;
  const totals = slipTotals(picks, kind, k, stake);
  return (
    <>
      {!open && (
        <button
          type="button"
          className="m-slip-bar"
          onClick={() => setOpen(true)}
          data-testid="slip-open"
        >
          <span className="slip-count amount">{picks.length}</span>
          <span>{t('sport.slip.title')}</span>
          <span className="m-slip-win amount">
            {totals.potential > 0 ? formatMoney(totals.potential, lang) : ''}
          </span>
        </button>
      )}
      {open && (
        <div
          className="m-sheet-wrap"
          role="dialog"
          aria-modal="true"
          aria-label={t('sport.slip.title')}
        >
          <button
            type="button"
            className="m-sheet-backdrop"
            aria-label={t('base.close')}
            onClick={() => setOpen(false)}
          />
          <div className="m-sheet">
            <button
              type="button"
              className="m-sheet-handle"
              aria-label={t('base.close')}
              onClick={() => setOpen(false)}
            />
            <BetSlip onPlaced={() => setOpen(false)} />
          </div>
        </div>
      )}
    </>
  );
}
