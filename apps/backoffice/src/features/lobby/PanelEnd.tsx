// The end of an editing panel: what stops it saving, the server's refusal, and its cancel and
// save buttons (save busy while it runs).
import { useTranslation } from 'react-i18next';
import { errorText } from './labels.ts';

export function PanelEnd(p: {
  problems?: string[];
  error: unknown;
  busy: boolean;
  disabled: boolean;
  onClose(): void;
}) {
  const { t } = useTranslation();
  return (
    <>
      {(p.problems ?? []).map((problem) => (
        <p key={problem} className="form-error">
          {problem}
        </p>
      ))}
      {p.error ? (
        <p className="form-error">{errorText(p.error, t('common.networkError'))}</p>
      ) : null}
      <div className="dialog-actions">
        <button type="button" className="btn" onClick={p.onClose}>
          {t('common.cancel')}
        </button>
        <button type="submit" className="btn btn-primary" disabled={p.disabled || p.busy}>
          {p.busy ? t('common.working') : t('common.save')}
        </button>
      </div>
    </>
  );
}
