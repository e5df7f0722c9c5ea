// The bet slip (docs/brand.md "Words": Kupon): singles, an accumulator or a system bet of the
// picks, the stake, the potential win, the odds-change setting, and the place button. On desktop it
// is a column beside the lists; on mobile a bar above the tab bar opens it as a bottom sheet.
import { useRef, useState } from 'react';
import { ArrowDown, ArrowUp, Ticket, Trash2, X } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { betCombos, combinations, slipPotentialMinor } from '@talih/contracts/bet-math.ts';
import { SPORT_LIMITS, type BetKind, type OddsPolicy } from '@talih/contracts/sport.ts';
import { formatMoney } from '../../lib/format.ts';
import { useIsPlayer, useSession } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';
import { usePlaceBet } from './api.ts';
import { isLostAnswer, requestIdFor, type LostSubmit, type SlipSubmit } from './place-request.ts';
import { formatOdds, marketName, selectionName } from './labels.ts';
import { hasChanges, useSlip, type SlipPick } from './slip-store.ts';

/** Stake in TRY from the field ("12,50" or "12.50"), or NaN. */
export function parseStake(text: string) {
  const v = Number(text.replace(',', '.').trim());
  return text.trim() === '' ? NaN : v;
}

/**
 * The slip's totals with the server's integer arithmetic (@talih/contracts/bet-math.ts), so the
 * potential win shown is the one the receipt will say, to the minor unit.
 */
export function slipTotals(picks: SlipPick[], kind: BetKind, k: number, stake: number) {
  const odds = picks.map((p) => p.current);
  if (!(stake > 0)) return { totalStake: 0, potential: 0, totalOdds: 0, bets: 0 };
  const stakeMinor = Math.round(stake * 100);
  const oddsX100 = odds.map((o) => Math.round(o * 100));
  const bets = kind === 'single' ? picks.length : betCombos(kind, picks.length, k).length;
  const potentialMinor = slipPotentialMinor(kind, stakeMinor, oddsX100, k);
  const totalOdds = kind === 'multi' ? odds.reduce((m, o) => m * o, 1) : 0;
  return {
    totalStake: (stakeMinor * bets) / 100,
    potential: potentialMinor / 100,
    totalOdds,
    bets,
  };
}

export function BetSlip({ onPlaced }: { onPlaced?: () => void }) {
  const { t } = useTranslation();
  const lang = useSession((s) => s.lang);
  const isPlayer = useIsPlayer();
  const { pathname, search } = useLocation();
  const slip = useSlip();
  const place = usePlaceBet();
  // A message belongs to the stake and type it was about: editing either hides it.
  const [problem, setProblem] = useState({ text: '', stake: '', kind: '' });
  // The request id of a submit whose answer was lost: the same slip sent again reuses it.
  const lost = useRef<LostSubmit | null>(null);
  const n = slip.picks.length;
  const stake = parseStake(slip.stake);
  const totals = slipTotals(slip.picks, slip.kind, slip.systemK, stake);
  const changed = hasChanges(slip.picks);
  const unavailable = slip.picks.some((p) => !p.available);
  const money = (v: number) => formatMoney(v, lang);
  const k = Math.min(Math.max(2, slip.systemK), Math.max(2, n - 1));

  const error = problem.stake === slip.stake && problem.kind === slip.kind ? problem.text : '';
  const setError = (text: string) => setProblem({ text, stake: slip.stake, kind: slip.kind });

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

  const submit = async () => {
    if (!(stake > 0)) return setError(t('sport.EnterStake'));
    if (Math.round(stake * 100) < SPORT_LIMITS.minStakeMinor) {
      return setError(
        t('errors.sport.stakeMin', { minMoney: money(SPORT_LIMITS.minStakeMinor / 100) }),
      );
    }
    if (Math.round(stake * 100) > SPORT_LIMITS.maxStakeMinor) {
      return setError(
        t('errors.sport.stakeMax', { maxMoney: money(SPORT_LIMITS.maxStakeMinor / 100) }),
      );
    }
    setError('');
    const body: SlipSubmit = {
      kind: slip.kind,
      ...(slip.kind === 'system' ? { systemK: k } : {}),
      selections: slip.picks.map((p) => ({ selectionId: p.selectionId, odds: p.odds })),
      stake,
      oddsPolicy: slip.policy,
    };
    const requestId = requestIdFor(body, lost.current);
    try {
      await place.mutateAsync({ slip: body, requestId });
      lost.current = null;
    } catch (e) {
      // The slip may have been placed: sending it again asks for that first answer.
      lost.current = isLostAnswer(e) ? { requestId, slip: JSON.stringify(body) } : null;
      return; // The request client showed the reason.
    }
    toast(t('sport.slip.placed'), 'success');
    slip.clear();
    onPlaced?.();
  };

  return (
    <section className="slip" aria-label={t('sport.slip.title')} data-testid="bet-slip">
      <header className="slip-head">
        <h2 className="slip-title">
          <Ticket size={18} aria-hidden="true" /> {t('sport.slip.title')}
          <span className="slip-count amount">{n}</span>
        </h2>
        <button type="button" className="btn-ghost slip-clear" onClick={slip.clear}>
          <Trash2 size={16} aria-hidden="true" /> {t('sport.slip.clear')}
        </button>
      </header>

      <div className="slip-kinds" role="tablist">
        {(['single', 'multi', 'system'] as const).map((kind) => (
          <button
            key={kind}
            type="button"
            role="tab"
            aria-selected={slip.kind === kind}
            disabled={(kind === 'multi' && n < 2) || (kind === 'system' && n < 3)}
            onClick={() => slip.setKind(kind)}
            data-testid={`slip-kind-${kind}`}
          >
            {t(`sport.slip.${kind}`)}
          </button>
        ))}
      </div>
      {slip.kind === 'system' && (
        <label className="slip-field">
          <span>{t('sport.slip.system')}</span>
          <select
            value={k}
            onChange={(e) => slip.setSystemK(Number(e.target.value))}
            data-testid="slip-system"
          >
            {Array.from({ length: Math.max(0, n - 2) }, (_, i) => i + 2).map((v) => (
              <option key={v} value={v}>
                {t('sport.slip.systemOf', { k: v, n })} ·{' '}
                {t('sport.slip.combos', { count: combinations(n, v).length })}
              </option>
            ))}
          </select>
        </label>
      )}

      <ul className="slip-picks">
        {slip.picks.map((p) => (
          <li
            key={p.selectionId}
            className="slip-pick"
            data-testid="slip-pick"
            data-unavailable={!p.available || undefined}
          >
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
              onClick={() => slip.remove(p.selectionId)}
            >
              <X size={16} />
            </button>
          </li>
        ))}
      </ul>

      <label className="slip-field">
        <span>{slip.kind === 'system' ? t('sport.slip.stakePer') : t('sport.slip.stake')}</span>
        <input
          inputMode="decimal"
          className="slip-stake amount"
          value={slip.stake}
          placeholder="0,00"
          aria-invalid={!!error || undefined}
          data-testid="slip-stake"
          onChange={(e) => slip.setStake(e.target.value.replace(/[^\d.,]/g, '').slice(0, 12))}
        />
      </label>
      <div className="slip-quick">
        {[10, 50, 100, 500].map((v) => (
          <button key={v} type="button" className="chip" onClick={() => slip.setStake(String(v))}>
            {v}
          </button>
        ))}
      </div>
      {error && (
        <p className="slip-error" role="alert">
          {error}
        </p>
      )}

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
            {money(totals.potential)}
          </dd>
        </div>
      </dl>

      <label className="slip-field">
        <span>{t('sport.slip.oddsPolicy')}</span>
        <select
          value={slip.policy}
          onChange={(e) => slip.setPolicy(e.target.value as OddsPolicy)}
          data-testid="slip-policy"
        >
          <option value="none">{t('sport.slip.policyNone')}</option>
          <option value="higher">{t('sport.slip.policyHigher')}</option>
          <option value="any">{t('sport.slip.policyAny')}</option>
        </select>
      </label>

      {changed && slip.policy === 'none' && (
        <div className="slip-changed" role="status">
          <span>{t('sport.slip.oddsChanged')}</span>
          <button
            type="button"
            className="btn btn-secondary"
            onClick={slip.acceptChanges}
            data-testid="slip-accept"
          >
            {t('sport.slip.acceptChanges')}
          </button>
        </div>
      )}
      {slip.picks.some((p) => p.live) && <p className="slip-hint">{t('sport.slip.live')}</p>}

      {isPlayer ? (
        <button
          type="button"
          className="btn btn-primary slip-place"
          data-testid="slip-place"
          disabled={place.isPending || unavailable || (changed && slip.policy === 'none')}
          onClick={() => void submit()}
        >
          {place.isPending ? t('base.loading') : t('sport.slip.placeBet')}
        </button>
      ) : (
        <Link
          className="btn btn-primary slip-place"
          to={`/login?redirect=${encodeURIComponent(pathname + search)}`}
        >
          {t('sport.slip.loginToBet')}
        </Link>
      )}
    </section>
  );
}

/** Mobile: the slip's bar above the tab bar, and the sheet it opens. */
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
