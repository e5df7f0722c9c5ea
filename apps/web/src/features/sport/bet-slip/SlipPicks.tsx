// The slip's selections: each with its market and match, a note when it can't be bet on now,
// the odds (the accepted ones struck through, with an arrow, after a change), and a remove
// button.
import { ArrowDown, ArrowUp, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatOdds, marketName, selectionName } from '../labels.ts';
import { useSlip, type SlipPick } from '../slip-store.ts';

export function SlipPicks() {
  const picks = useSlip((s) => s.picks);
  return (
    <ul className="slip-picks">
      {picks.map((p) => (
        <SlipPickRow key={p.selectionId} pick={p} />
      ))}
    </ul>
  );
}

function SlipPickRow({ pick: p }: { pick: SlipPick }) {
  const { t } = useTranslation();
  const remove = useSlip((s) => s.remove);
  return (
    <li className="slip-pick" data-testid="slip-pick" data-unavailable={!p.available || undefined}>
      <div className="slip-pick-main">
        <span className="slip-pick-sel">
          {p.live && <span className="live-badge">{t('sport.live')}</span>}
          {selectionName(t, p.code, p, p.marketType)}
        </span>
        <span className="slip-pick-market">{marketName(t, p.marketType, p.line)}</span>
        <span className="slip-pick-event">
          {p.home} – {p.away}
        </span>
        {!p.available && <span className="slip-note">{t('sport.slip.unavailable')}</span>}
      </div>
      <span
        className="slip-pick-odds amount"
        data-move={p.current === p.odds ? undefined : p.current > p.odds ? 'up' : 'down'}
      >
        {p.current !== p.odds && <s className="slip-old">{formatOdds(p.odds)}</s>}
        {p.current > p.odds && <ArrowUp size={12} aria-hidden="true" />}
        {p.current < p.odds && <ArrowDown size={12} aria-hidden="true" />}
        {formatOdds(p.current)}
      </span>
      <button
        type="button"
        className="icon-btn"
        aria-label={t('sport.slip.remove')}
        onClick={() => remove(p.selectionId)}
      >
        <X size={16} />
      </button>
    </li>
  );
}
