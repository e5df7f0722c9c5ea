// A bonus's terms as a list of plain sentences (terms.ts), folded away until asked for.
import { useTranslation } from 'react-i18next';
import type { BonusRules } from '@talih/contracts/bonus.ts';
import { useSession } from '../../lib/session.ts';
import { bonusTerms, type TermsAmounts } from './terms.ts';

export function TermsList(props: {
  rules: BonusRules;
  amounts?: TermsAmounts;
  /** The summary line; "Şartlar ve Koşullar" when not given. */
  label?: string;
  open?: boolean;
}) {
  const { t } = useTranslation();
  const lang = useSession((s) => s.lang);
  return (
    <details className="bn-terms" open={props.open}>
      <summary>{props.label ?? t('bonus.terms')}</summary>
      <ul>
        {bonusTerms(props.rules, lang, props.amounts).map((sentence) => (
          <li key={sentence}>{sentence}</li>
        ))}
      </ul>
    </details>
  );
}
