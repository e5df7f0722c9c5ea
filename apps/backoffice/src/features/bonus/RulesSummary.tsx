// A version's rules as a short list of facts staff can compare between versions.
import { useTranslation } from 'react-i18next';
import type { BonusRules } from '@talih/contracts/bonus.ts';
import { Money } from '../../components/Money.tsx';
import { useTitle } from './title.ts';

export function RulesSummary({
  title,
  rules,
}: {
  title: { tk: string; en: string };
  rules: BonusRules;
}) {
  const { t } = useTranslation();
  const name = useTitle();
  const f = (key: string) => t(`bonus.fields.${key}`);
  const money = (minor: number | null) =>
    minor === null ? <span className="muted">—</span> : <Money minor={minor} />;
  const pct = rules.contributionPct as Record<string, number | undefined>;
  const facts: [string, React.ReactNode][] = [
    [t('bonus.fields.title'), name(title)],
    [f('kind'), t(`bonus.kinds.${rules.kind}`)],
    [f('trigger'), t(`bonus.triggers.${rules.trigger}`)],
    ...(rules.kind === 'deposit_match' && rules.percent !== null
      ? [[f('percent'), `%${rules.percent}`] as [string, React.ReactNode]]
      : []),
    ...(rules.fixedMinor !== null
      ? [[f('fixedMinor'), money(rules.fixedMinor)] as [string, React.ReactNode]]
      : []),
    [f('capMinor'), money(rules.capMinor)],
    [f('minDepositMinor'), money(rules.minDepositMinor)],
    [
      f('wageringMultiple'),
      `${rules.wageringMultiple}× (${t(`bonus.bases.${rules.wageringBase}`)})`,
    ],
    [
      f('contributionPct'),
      (['slot', 'table', 'live', 'instant'] as const)
        .map((c) => `${f(c)} %${pct[c] ?? 0}`)
        .join(' · '),
    ],
    [f('maxBetMinor'), money(rules.maxBetMinor)],
    [f('maxConversionMinor'), money(rules.maxConversionMinor)],
    [f('expiryDays'), `${rules.expiryDays} ${t('bonus.editor.days')}`],
    [
      f('allowedGameIds'),
      rules.allowedGameIds ? rules.allowedGameIds.join(', ') : t('bonus.list.all'),
    ],
  ];
  return (
    <dl className="facts bonus-facts">
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
