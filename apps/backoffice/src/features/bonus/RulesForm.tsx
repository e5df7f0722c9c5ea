// The rules of a template version, grouped as staff think of them: trigger, amount, wagering and
// contributions, limits and expiry, allowed games. Each field shows its own problem, from the
// same check the server runs (contracts' bonusRulesProblems).
import { useTranslation } from 'react-i18next';
import type { RulesProblem } from '@talih/contracts/backoffice/bonus.ts';
import {
  BONUS_KINDS,
  BONUS_TRIGGERS,
  CONTRIBUTION_CATEGORIES,
  WAGERING_BASES,
  type BonusRules,
} from '@talih/contracts/bonus.ts';
import { Field, GameIds, OptInt, OptMoney } from './fields.tsx';

interface Props {
  draft: BonusRules;
  setDraft(next: BonusRules): void;
  problems: RulesProblem[];
}

function useFieldHelpers({ draft, setDraft, problems }: Props) {
  const { t } = useTranslation();
  const of = (name: string) =>
    problems.filter((p) => p.field === name || p.field.startsWith(`${name}.`));
  const label = (name: string) => t(`bonus.fields.${name}`);
  const set = <K extends keyof BonusRules>(key: K, value: BonusRules[K]) =>
    setDraft({ ...draft, [key]: value });
  return { t, of, label, set };
}

/** A new kind drops the amounts only the old kind used, so a version never carries stray terms. */
function withKind(draft: BonusRules, kind: BonusRules['kind']): BonusRules {
  return {
    ...draft,
    kind,
    percent: kind === 'deposit_match' ? (draft.percent ?? 100) : null,
    fixedMinor: kind === 'fixed' ? draft.fixedMinor : null,
    cashbackPercent: kind === 'cashback' ? draft.cashbackPercent : null,
    freeBetMinor: kind === 'sport_free_bet' ? draft.freeBetMinor : null,
    freeSpins: kind === 'free_spins' ? draft.freeSpins : null,
  };
}

function TriggerGroup(props: Props) {
  const { draft } = props;
  const { t, of, label, set } = useFieldHelpers(props);
  const extra: Record<string, keyof BonusRules> = {
    nth_deposit: 'depositNumber',
    promotion_join: 'promotionId',
    sign_in_day: 'signInDay',
    vip_level: 'vipLevel',
  };
  const extraKey = extra[draft.trigger];
  return (
    <fieldset className="bonus-group">
      <legend>{t('bonus.editor.trigger')}</legend>
      <Field label={label('kind')} problems={of('kind')}>
        <select
          value={draft.kind}
          onChange={(e) => props.setDraft(withKind(draft, e.target.value as BonusRules['kind']))}
        >
          {BONUS_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`bonus.kinds.${k}`)}
            </option>
          ))}
        </select>
      </Field>
      <Field label={label('trigger')} problems={of('trigger')}>
        <select
          value={draft.trigger}
          onChange={(e) => set('trigger', e.target.value as BonusRules['trigger'])}
        >
          {BONUS_TRIGGERS.map((k) => (
            <option key={k} value={k}>
              {t(`bonus.triggers.${k}`)}
            </option>
          ))}
        </select>
      </Field>
      {extraKey && (
        <Field label={label(extraKey)} problems={of(extraKey)}>
          <OptInt
            key={extraKey}
            value={draft[extraKey] as number | null}
            optional
            invalid={of(extraKey).length > 0}
            onChange={(v) => set(extraKey, v as never)}
          />
        </Field>
      )}
      {draft.trigger === 'promo_code' && (
        <Field label={label('promoCode')} problems={of('promoCode')}>
          <input
            value={draft.promoCode ?? ''}
            aria-invalid={of('promoCode').length > 0}
            onChange={(e) => set('promoCode', e.target.value.toUpperCase() || null)}
          />
        </Field>
      )}
    </fieldset>
  );
}

function AmountGroup(props: Props) {
  const { draft } = props;
  const { t, of, label, set } = useFieldHelpers(props);
  const money = (key: 'fixedMinor' | 'capMinor' | 'freeBetMinor', hint?: string) => (
    <Field label={`${label(key)} (₺)`} problems={of(key)} hint={hint}>
      <OptMoney value={draft[key]} invalid={of(key).length > 0} onChange={(v) => set(key, v)} />
    </Field>
  );
  return (
    <fieldset className="bonus-group">
      <legend>{t('bonus.editor.amount')}</legend>
      {draft.kind === 'deposit_match' && (
        <Field label={`${label('percent')} (%)`} problems={of('percent')}>
          <OptInt
            value={draft.percent}
            optional
            invalid={of('percent').length > 0}
            onChange={(v) => set('percent', v)}
          />
        </Field>
      )}
      {draft.kind === 'cashback' && (
        <Field label={`${label('cashbackPercent')} (%)`} problems={of('cashbackPercent')}>
          <OptInt
            value={draft.cashbackPercent}
            optional
            invalid={of('cashbackPercent').length > 0}
            onChange={(v) => set('cashbackPercent', v)}
          />
        </Field>
      )}
      {draft.kind === 'fixed' && money('fixedMinor')}
      {draft.kind === 'sport_free_bet' && money('freeBetMinor')}
      {money('capMinor', t('bonus.editor.optional'))}
      <Field label={`${label('minDepositMinor')} (₺)`} problems={of('minDepositMinor')}>
        <OptMoney
          value={draft.minDepositMinor}
          invalid={of('minDepositMinor').length > 0}
          onChange={(v) => set('minDepositMinor', v ?? 0)}
        />
      </Field>
      {draft.kind === 'free_spins' && <FreeSpins {...props} />}
    </fieldset>
  );
}

function FreeSpins(props: Props) {
  const { draft } = props;
  const { t, of, label, set } = useFieldHelpers(props);
  const spins = draft.freeSpins ?? { gameId: 0, count: 10, spinValueMinor: 100, winsAs: 'bonus' };
  const put = (next: Partial<typeof spins>) => set('freeSpins', { ...spins, ...next });
  return (
    <>
      <Field label={label('gameId')} problems={of('freeSpins.gameId')}>
        <OptInt
          value={spins.gameId}
          invalid={of('freeSpins.gameId').length > 0}
          onChange={(v) => put({ gameId: v ?? NaN })}
        />
      </Field>
      <Field label={label('count')} problems={of('freeSpins.count')}>
        <OptInt
          value={spins.count}
          invalid={of('freeSpins.count').length > 0}
          onChange={(v) => put({ count: v ?? NaN })}
        />
      </Field>
      <Field label={`${label('spinValueMinor')} (₺)`} problems={of('freeSpins.spinValueMinor')}>
        <OptMoney
          value={spins.spinValueMinor}
          invalid={of('freeSpins.spinValueMinor').length > 0}
          onChange={(v) => put({ spinValueMinor: v ?? NaN })}
        />
      </Field>
      <Field label={label('winsAs')} problems={[]}>
        <select
          value={spins.winsAs}
          onChange={(e) => put({ winsAs: e.target.value as 'bonus' | 'cash' })}
        >
          <option value="bonus">{t('bonus.winsAs.bonus')}</option>
          <option value="cash">{t('bonus.winsAs.cash')}</option>
        </select>
      </Field>
      {of('freeSpins').filter((p) => p.field === 'freeSpins').length > 0 && (
        <Field label="" problems={of('freeSpins').filter((p) => p.field === 'freeSpins')}>
          <span />
        </Field>
      )}
    </>
  );
}

function WageringGroup(props: Props) {
  const { draft } = props;
  const { t, of, label, set } = useFieldHelpers(props);
  const pct = draft.contributionPct as Record<string, number | undefined>;
  return (
    <fieldset className="bonus-group">
      <legend>{t('bonus.editor.wagering')}</legend>
      <Field
        label={`${label('wageringMultiple')} (${t('bonus.editor.times')})`}
        problems={of('wageringMultiple')}
      >
        <OptInt
          value={draft.wageringMultiple}
          invalid={of('wageringMultiple').length > 0}
          onChange={(v) => set('wageringMultiple', v ?? NaN)}
        />
      </Field>
      <Field label={label('wageringBase')} problems={of('wageringBase')}>
        <select
          value={draft.wageringBase}
          onChange={(e) => set('wageringBase', e.target.value as BonusRules['wageringBase'])}
        >
          {WAGERING_BASES.map((b) => (
            <option key={b} value={b}>
              {t(`bonus.bases.${b}`)}
            </option>
          ))}
        </select>
      </Field>
      {CONTRIBUTION_CATEGORIES.map((c) => (
        <Field key={c} label={`${label(c)} (%)`} problems={of(`contributionPct.${c}`)}>
          <OptInt
            value={pct[c] ?? 0}
            invalid={of(`contributionPct.${c}`).length > 0}
            onChange={(v) => set('contributionPct', { ...pct, [c]: v ?? NaN })}
          />
        </Field>
      ))}
      <Field
        label={label('sportMinOdds')}
        problems={of('sportMinOdds')}
        hint={t('bonus.editor.optional')}
      >
        <OptInt
          value={draft.sportMinOdds}
          optional
          invalid={of('sportMinOdds').length > 0}
          onChange={(v) => set('sportMinOdds', v)}
        />
      </Field>
      <p className="muted small bonus-wide">{t('bonus.editor.contributionHint')}</p>
    </fieldset>
  );
}

function LimitsGroup(props: Props) {
  const { draft } = props;
  const { t, of, label, set } = useFieldHelpers(props);
  return (
    <fieldset className="bonus-group">
      <legend>{t('bonus.editor.limits')}</legend>
      <Field
        label={`${label('maxBetMinor')} (₺)`}
        problems={of('maxBetMinor')}
        hint={t('bonus.editor.optional')}
      >
        <OptMoney
          value={draft.maxBetMinor}
          invalid={of('maxBetMinor').length > 0}
          onChange={(v) => set('maxBetMinor', v)}
        />
      </Field>
      <Field
        label={`${label('maxConversionMinor')} (₺)`}
        problems={of('maxConversionMinor')}
        hint={t('bonus.editor.optional')}
      >
        <OptMoney
          value={draft.maxConversionMinor}
          invalid={of('maxConversionMinor').length > 0}
          onChange={(v) => set('maxConversionMinor', v)}
        />
      </Field>
      <Field
        label={`${label('expiryDays')} (${t('bonus.editor.days')})`}
        problems={of('expiryDays')}
      >
        <OptInt
          value={draft.expiryDays}
          invalid={of('expiryDays').length > 0}
          onChange={(v) => set('expiryDays', v ?? NaN)}
        />
      </Field>
    </fieldset>
  );
}

export function RulesForm(props: Props) {
  const { t, of, label, set } = useFieldHelpers(props);
  return (
    <div className="bonus-form">
      <TriggerGroup {...props} />
      <AmountGroup {...props} />
      <WageringGroup {...props} />
      <LimitsGroup {...props} />
      <fieldset className="bonus-group">
        <legend>{t('bonus.editor.games')}</legend>
        <Field
          label={label('allowedGameIds')}
          problems={of('allowedGameIds')}
          hint={t('bonus.editor.gamesHint')}
        >
          <GameIds
            value={props.draft.allowedGameIds}
            invalid={of('allowedGameIds').length > 0}
            onChange={(v) => set('allowedGameIds', v)}
          />
        </Field>
      </fieldset>
    </div>
  );
}
