// The fields shared by the auth forms and the bind-phone dialog: phone with the pack's code(s),
// code with the OTP button, password with its show/hide toggle, the submit button. Each takes
// react-hook-form's register() result, so every form keeps its own schema and state.
import { useState, type ReactNode } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { CODE_LENGTH_MAX, PASSWORD_LENGTH_MAX, PHONE_LENGTH_MAX } from '@talih/contracts/limits.ts';
import { usePickedCallingCode } from '../../lib/phone.ts';
import { usePhoneCallingCodes } from '../../lib/site-config.ts';
import { OtpButton, type OtpButtonProps } from './OtpButton.tsx';
import { TextField } from './TextField.tsx';

type Registered = UseFormRegisterReturn & { error?: string };

/**
 * The country code in front of every phone field: the pack's one (+90 in sandbox, +49 in
 * Germany), or a selector when the pack accepts several (Malta-licensed markets).
 */
export function PhonePrefix() {
  const { t } = useTranslation();
  const codes = usePhoneCallingCodes();
  const picked = usePickedCallingCode((s) => s.code);
  const pick = usePickedCallingCode((s) => s.pick);
  if (codes.length < 2) return <span className="input-prefix">+{codes[0]}</span>;
  return (
    <select
      className="input-prefix phone-code-select"
      aria-label={t('auth.callingCode')}
      value={picked && codes.includes(picked) ? picked : codes[0]}
      onChange={(e) => pick(e.target.value)}
    >
      {codes.map((code) => (
        <option key={code} value={code}>
          +{code}
        </option>
      ))}
    </select>
  );
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
  label: ReactNode;
  /** A line under the box (what else the player agrees to, with its link). */
  note?: ReactNode;
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
      {props.note && <p className="field-note">{props.note}</p>}
      <p className="field-error" id={errorId} role={props.error ? 'alert' : undefined}>
        {props.error ? t(props.error) : ''}
      </p>
    </div>
  );
}

export function PhoneField({ error, ...field }: Registered) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('auth.phone')}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      placeholder={t('auth.phonePlaceholder')}
      maxLength={PHONE_LENGTH_MAX}
      lead={<PhonePrefix />}
      error={error}
      {...field}
    />
  );
}

/** The code field with the send-code button for the phone typed above it. */
export function CodeField({
  error,
  otp,
  ...field
}: Registered & { otp: Omit<OtpButtonProps, 'disabled'> }) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('auth.code')}
      inputMode="numeric"
      autoComplete="one-time-code"
      placeholder={t('auth.codePlaceholder')}
      maxLength={CODE_LENGTH_MAX}
      error={error}
      trail={<OtpButton {...otp} />}
      {...field}
    />
  );
}

export function PasswordField({
  error,
  label,
  placeholder,
  autoComplete,
  ...field
}: Registered & { label: string; placeholder: string; autoComplete: string }) {
  const [shown, setShown] = useState(false);
  return (
    <TextField
      label={label}
      type={shown ? 'text' : 'password'}
      autoComplete={autoComplete}
      placeholder={placeholder}
      maxLength={PASSWORD_LENGTH_MAX}
      error={error}
      trail={<PasswordToggle shown={shown} onToggle={() => setShown((v) => !v)} />}
      {...field}
    />
  );
}

export function SubmitButton({
  busy,
  label,
  disabled,
}: {
  busy: boolean;
  label: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="submit"
      className="btn btn-primary btn-lg btn-block"
      disabled={busy || disabled}
      aria-busy={busy || undefined}
    >
      {busy ? t('base.loading') : label}
    </button>
  );
}
