// The confirmation of a trader's action, with the reason the audit log keeps: a settlement asks
// each outcome's result; an odds change asks the new odds (or releases the override).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  SELECTION_RESULTS,
  type SelectionResult,
  type TradingEventRow,
  type TradingMarket,
  type TradingSelection,
} from '@talih/contracts/backoffice/sport.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { StaffCallError } from '../../lib/api.ts';
import type { ActionInput, TraderAction } from './actions.ts';
import { marketLabel, oddsText, selectionLabel, teamOf } from './labels.ts';

const DANGER = new Set(['voidEvent', 'voidMarket', 'rollback']);

/** A settlement's result for every outcome of the market. */
function SettleFields(p: {
  market: TradingMarket;
  teams: { home: string; away: string };
  results: Record<number, SelectionResult>;
  onChange(results: Record<number, SelectionResult>): void;
}) {
  const { t } = useTranslation();
  const team = (code: string) => teamOf(p.market.type, code, p.teams);
  return (
    <div className="settle-grid">
      {p.market.selections.map((s) => (
        <label key={s.id} className="field">
          <span>
            {selectionLabel(t, s.code)}
            {team(s.code) && ` · ${team(s.code)}`}{' '}
            <span className="muted num">{oddsText(s.oddsX100)}</span>
          </span>
          <select
            value={p.results[s.id] ?? ''}
            onChange={(e) =>
              p.onChange({ ...p.results, [s.id]: e.target.value as SelectionResult })
            }
          >
            <option value="" disabled>
              {t('sport.dialog.choose')}
            </option>
            {SELECTION_RESULTS.map((r) => (
              <option key={r} value={r}>
                {t(`sport.results.${r}`)}
              </option>
            ))}
          </select>
        </label>
      ))}
    </div>
  );
}

/** An outcome's new odds, or (when the trader's odds stand) a release back to the feed's. */
function OddsFields(p: {
  selection: TradingSelection;
  odds: string;
  release: boolean;
  onOdds(odds: string): void;
  onRelease(release: boolean): void;
}) {
  const { t } = useTranslation();
  const s = p.selection;
  return (
    <>
      <label className="field">
        <span>{t('sport.dialog.newOdds', { sel: selectionLabel(t, s.code) })}</span>
        <input
          inputMode="decimal"
          value={p.odds}
          disabled={p.release}
          onChange={(e) => p.onOdds(e.target.value)}
        />
      </label>
      {s.overridden && (
        <label className="check-field">
          <input
            type="checkbox"
            checked={p.release}
            onChange={(e) => p.onRelease(e.target.checked)}
          />{' '}
          {t('sport.dialog.release', {
            odds: s.feedOddsX100 === null ? '—' : oddsText(s.feedOddsX100),
          })}
        </label>
      )}
    </>
  );
}

export function ActionDialog(props: {
  action: TraderAction | null;
  event: TradingEventRow;
  busy: boolean;
  error: Error | null;
  onCancel(): void;
  onConfirm(input: ActionInput): void;
}) {
  const { t } = useTranslation();
  const a = props.action;
  // Fresh for each action: the page keys this dialog by the action it confirms.
  const [results, setResults] = useState<Record<number, SelectionResult>>({});
  const [odds, setOdds] = useState(a?.kind === 'odds' ? oddsText(a.selection.oddsX100) : '');
  const [release, setRelease] = useState(false);
  // Validation speaks once the trader tries to confirm, not as the dialog opens.
  const [tried, setTried] = useState(false);

  const oddsValue = Number(odds.replace(',', '.'));
  const oddsOk = a?.kind !== 'odds' || release || (oddsValue >= 1.01 && oddsValue <= 1000);
  const settleOk =
    a?.kind !== 'settle' || a.market.selections.every((s) => results[s.id] !== undefined);
  const match = `${props.event.home} – ${props.event.away}`;
  const target = a && 'market' in a ? marketLabel(t, a.market.type, a.market.line) : match;
  const error =
    props.error instanceof StaffCallError
      ? props.error.message || t('common.networkError')
      : props.error
        ? t('common.networkError')
        : tried && !settleOk
          ? t('sport.dialog.chooseAll')
          : tried && !oddsOk
            ? t('sport.dialog.oddsRange')
            : null;
  return (
    <ConfirmDialog
      open={a !== null}
      title={a ? t(`sport.dialog.${a.kind}Title`) : ''}
      confirmLabel={a ? t(`sport.dialog.${a.kind}Confirm`) : ''}
      danger={a ? DANGER.has(a.kind) : false}
      requireReason
      busy={props.busy}
      error={props.busy ? null : error}
      onCancel={props.onCancel}
      onConfirm={(reason) => {
        setTried(true);
        if (!settleOk || !oddsOk) return;
        props.onConfirm({ reason, results, odds: release ? null : oddsValue });
      }}
    >
      {a && <p>{t(`sport.dialog.${a.kind}Body`, { target, match })}</p>}
      {a?.kind === 'settle' && (
        <SettleFields
          market={a.market}
          teams={props.event}
          results={results}
          onChange={setResults}
        />
      )}
      {a?.kind === 'odds' && (
        <OddsFields
          selection={a.selection}
          odds={odds}
          release={release}
          onOdds={setOdds}
          onRelease={setRelease}
        />
      )}
    </ConfirmDialog>
  );
}
