// One market on the trader's event page: its state, its actions, and a row per outcome with
// the odds (an override marked, the feed's beside it), bets, stakes, potential and liability.
import { useTranslation } from 'react-i18next';
import type { TradingMarket, TradingSelection } from '@talih/contracts/backoffice/sport.ts';
import { Money } from '../../components/Money.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import type { TraderAction } from './actions.ts';
import { Liability } from './columns.tsx';
import type { TraderCan } from './EventHead.tsx';
import { MARKET_TONES, marketLabel, oddsText, selectionLabel, teamOf } from './labels.ts';
import { TableScroll } from '../../components/TableScroll.tsx';

interface CardProps {
  market: TradingMarket;
  teams: { home: string; away: string };
  /** The event's settlements are held: the market's own hold is moot. */
  eventHeld: boolean;
  can: TraderCan;
  onAction(a: TraderAction): void;
}

function MarketActions({ market: m, eventHeld, can, onAction }: CardProps) {
  const { t } = useTranslation();
  const settled = m.status === 'settled';
  return (
    <span className="row-actions">
      {can.trade && !settled && (
        <button
          type="button"
          className="btn btn-small"
          onClick={() =>
            onAction({ kind: m.traderSuspended ? 'resumeMarket' : 'suspendMarket', market: m })
          }
        >
          {t(m.traderSuspended ? 'sport.actions.resume' : 'sport.actions.suspend')}
        </button>
      )}
      {can.trade && !eventHeld && (
        <button
          type="button"
          className="btn btn-small"
          onClick={() =>
            onAction({ kind: m.settleHeld ? 'unholdMarket' : 'holdMarket', market: m })
          }
        >
          {t(m.settleHeld ? 'sport.actions.unholdMarket' : 'sport.actions.holdMarket')}
        </button>
      )}
      {can.settle && !settled && (
        <button
          type="button"
          className="btn btn-small btn-primary"
          onClick={() => onAction({ kind: 'settle', market: m })}
        >
          {t('sport.actions.settle')}
        </button>
      )}
      {can.settle && settled && (
        <button
          type="button"
          className="btn btn-small"
          onClick={() => onAction({ kind: 'rollback', market: m })}
        >
          {t('sport.actions.rollback')}
        </button>
      )}
      {can.settle && (
        <button
          type="button"
          className="btn btn-small btn-danger"
          onClick={() => onAction({ kind: 'voidMarket', market: m })}
        >
          {t('sport.actions.void')}
        </button>
      )}
    </span>
  );
}

function MarketHead(p: CardProps) {
  const { t } = useTranslation();
  const m = p.market;
  const settled = m.status === 'settled';
  return (
    <header className="market-head">
      <h3>{marketLabel(t, m.type, m.line)}</h3>
      <StatusBadge
        status={m.status}
        tone={MARKET_TONES[m.status as keyof typeof MARKET_TONES]}
        label={t(`sport.marketStatus.${m.status}`, m.status)}
      />
      {m.traderSuspended && !settled && (
        <StatusBadge status="held" tone="warn" label={t('sport.held')} />
      )}
      {m.settleHeld && (
        <StatusBadge status="settle-held" tone="warn" label={t('sport.settleHeld')} />
      )}
      {m.traderSettled && settled && (
        <StatusBadge status="manual" tone="info" label={t('sport.manual')} />
      )}
      <span className="muted small market-sum">
        {t('sport.marketSum', { count: m.openBets })} · <Money minor={m.stakesMinor} />
      </span>
      <MarketActions {...p} />
    </header>
  );
}

function SelectionRow({ s, ...p }: CardProps & { s: TradingSelection }) {
  const { t } = useTranslation();
  const m = p.market;
  const team = teamOf(m.type, s.code, p.teams);
  return (
    <tr>
      <td>
        {selectionLabel(t, s.code)}
        {team && <span className="muted small"> · {team}</span>}
      </td>
      <td className="right nowrap">
        <span className="odds-cell">
          {s.overridden && (
            <StatusBadge status="override" tone="warn" label={t('sport.override')} />
          )}
          <strong className="num">{oddsText(s.oddsX100)}</strong>
          {s.feedOddsX100 !== null && (
            <span className="muted small num">
              ({t('sport.feed')} {oddsText(s.feedOddsX100)})
            </span>
          )}
          {p.can.trade && m.status !== 'settled' && (
            <button
              type="button"
              className="btn btn-small"
              aria-label={t('sport.actions.priceOf', { sel: selectionLabel(t, s.code) })}
              onClick={() => p.onAction({ kind: 'odds', market: m, selection: s })}
            >
              {t('sport.actions.price')}
            </button>
          )}
        </span>
      </td>
      <td>{s.result ? t(`sport.results.${s.result}`, s.result) : '—'}</td>
      <td className="right num">{s.openBets}</td>
      <td className="right">
        <Money minor={s.stakesMinor} />
      </td>
      <td className="right">
        <Money minor={s.potentialMinor} />
      </td>
      <td className="right">
        <Liability minor={s.liabilityMinor} />
      </td>
    </tr>
  );
}

const RIGHT = new Set(['odds', 'openBets', 'stakes', 'potential', 'liability']);
const COLUMNS = ['selection', 'odds', 'result', 'openBets', 'stakes', 'potential', 'liability'];

export function MarketCard(p: CardProps) {
  const { t } = useTranslation();
  const m = p.market;
  return (
    <section
      className="card market-card"
      aria-label={marketLabel(t, m.type, m.line)}
      data-market={m.type}
    >
      <MarketHead {...p} />
      <TableScroll label={marketLabel(t, m.type, m.line)}>
        <table className="table">
          <thead>
            <tr>
              {COLUMNS.map((c) => (
                <th key={c} scope="col" className={RIGHT.has(c) ? 'right' : undefined}>
                  {t(`sport.cols.${c}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {m.selections.map((s) => (
              <SelectionRow key={s.id} s={s} {...p} />
            ))}
          </tbody>
        </table>
      </TableScroll>
    </section>
  );
}
