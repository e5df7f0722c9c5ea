// The end of a limit form: its reason, the save button (busy while saving), and the server's
// refusal under it.
import { useTranslation } from 'react-i18next';
import { errorText } from './labels.ts';

export function LimitFormEnd(p: {
  reason: string;
  onReason(reason: string): void;
  valid: boolean;
  busy: boolean;
  error: unknown;
}) {
  const { t } = useTranslation();
  return (
    <>
      <label className="field grow">
        <span>{t('common.reason')}</span>
        <input value={p.reason} maxLength={500} onChange={(e) => p.onReason(e.target.value)} />
      </label>
      <button type="submit" className="btn btn-primary" disabled={!p.valid || p.busy}>
        {p.busy ? t('common.working') : t('common.save')}
      </button>
      {p.error ? (
        <p className="form-error" role="alert">
          {errorText(t, p.error)}
        </p>
      ) : null}
    </>
  );
}
