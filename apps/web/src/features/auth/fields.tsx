// Small pieces shared by the auth forms and the bind-phone dialog.
import { Eye, EyeOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { COUNTRY_CODE } from '@talih/contracts/limits.ts';

/** The fixed country prefix in front of every phone field. */
export function PhonePrefix() {
  return <span className="input-prefix">+{COUNTRY_CODE}</span>;
}

export function PasswordToggle({ shown, onToggle }: { shown: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="icon-btn"
      onClick={onToggle}
      aria-label={shown ? t('auth.hidePassword') : t('auth.showPassword')}
    >
      {shown ? <EyeOff size={18} aria-hidden="true" /> : <Eye size={18} aria-hidden="true" />}
    </button>
  );
}

/** A checkbox with its rule message under it. */
export function CheckField(props: {
  id: string;
  label: string;
  error?: string;
  input: UseFormRegisterReturn;
}) {
  const { t } = useTranslation();
  const errorId = `${props.id}-error`;
  return (
    <div className="field field-check">
      <label className="auth-check">
        <input
          type="checkbox"
          id={props.id}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={errorId}
          {...props.input}
        />
        <span>{props.label}</span>
      </label>
      <p className="field-error" id={errorId} role={props.error ? 'alert' : undefined}>
        {props.error ? t(props.error) : ''}
      </p>
    </div>
  );
}
