// One run's checks: failed ones first, in red, with their sample violations; passed ones after.
import type { ReconcileRunView } from '@talih/contracts/backoffice/reconcile.ts';
import { useTranslation } from 'react-i18next';
import { checkName } from './check-names.ts';

export function RunChecks({ run }: { run: ReconcileRunView }) {
  const { t, i18n } = useTranslation();
  const name = (n: string) => checkName(n, i18n.language);
  const failed = run.checks.filter((c) => !c.ok);
  const passed = run.checks.filter((c) => c.ok);
  return (
    <div className="checks">
      {failed.length > 0 && (
        <ul className="check-list">
          {failed.map((c) => (
            <li key={c.name} className="check check-bad">
              <div className="check-head">
                <span className="check-mark" aria-hidden="true">
                  ✕
                </span>
                <span className="check-name" title={c.name}>
                  {name(c.name)}
                </span>
                <span className="num neg">
                  {t('reconcile.violationCount', { count: c.violations })}
                </span>
              </div>
              {c.sample.length > 0 && (
                <ul className="samples" aria-label={t('reconcile.samples')}>
                  {c.sample.map((s, i) => (
                    <li key={i}>
                      <code>{s}</code>
                    </li>
                  ))}
                  {c.violations > c.sample.length && (
                    <li className="muted small">
                      {t('reconcile.more', { count: c.violations - c.sample.length })}
                    </li>
                  )}
                </ul>
              )}
            </li>
          ))}
        </ul>
      )}
      <details className="passed">
        <summary>{t('reconcile.passed', { count: passed.length })}</summary>
        <ul className="check-list check-list-ok">
          {passed.map((c) => (
            <li key={c.name} className="check check-ok">
              <span className="check-mark" aria-hidden="true">
                ✓
              </span>
              <span className="check-name" title={c.name}>
                {name(c.name)}
              </span>
            </li>
          ))}
        </ul>
      </details>
    </div>
  );
}
