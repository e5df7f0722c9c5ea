import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type Props = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  /** An i18n key from the schema, or undefined. */
  error?: string;
  errorValues?: Record<string, unknown>;
  lead?: ReactNode;
  trail?: ReactNode;
};

/** A labelled input whose error is announced and tied to it with aria-describedby. */
export const TextField = forwardRef<HTMLInputElement, Props>(function TextField(
  { label, error, errorValues, lead, trail, id, ...input },
  ref,
) {
  const { t } = useTranslation();
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  return (
    <div className="field">
      <label className="field-label" htmlFor={inputId}>
        {label}
      </label>
      <div className="input-wrap" data-invalid={error ? 'true' : undefined}>
        {lead}
        <input
          ref={ref}
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          {...input}
        />
        {trail}
      </div>
      <p className="field-error" id={errorId} role={error ? 'alert' : undefined}>
        {error ? t(error, errorValues) : ''}
      </p>
    </div>
  );
});
