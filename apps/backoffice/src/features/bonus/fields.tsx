// Inputs of the bonus editor: an optional amount (empty means no limit), an optional whole
// number, a list of game numbers, and the message under a field the rules refuse.
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RulesProblem } from '@talih/contracts/backoffice/bonus.ts';
import { liraText, parseLira } from '../../lib/amount.ts';

/** A problem's sentence, in the staff member's language, naming the field. */
export function useProblemText() {
  const { t } = useTranslation();
  return (p: RulesProblem) =>
    t(`bonus.problems.${p.code}`, {
      field: p.field
        .split('.')
        .map((part) => t(`bonus.fields.${part}`, part))
        .join(' › '),
      limit: p.limit ?? '',
    });
}

export function Field({
  label,
  problems,
  hint,
  children,
}: {
  label: string;
  problems: RulesProblem[];
  hint?: string;
  children: ReactNode;
}) {
  const text = useProblemText();
  return (
    <label className="field">
      <span>{label}</span>
      {children}
      {hint && <small className="muted">{hint}</small>}
      {problems.map((p) => (
        <small key={`${p.field}-${p.code}`} className="field-error" role="alert">
          {text(p)}
        </small>
      ))}
    </label>
  );
}

/** Amount in lira held as kuruş; empty text is null (no limit), bad text NaN. */
export function OptMoney({
  value,
  onChange,
  invalid,
}: {
  value: number | null;
  onChange(v: number | null): void;
  invalid: boolean;
}) {
  const [text, setText] = useState(value === null ? '' : liraText(value));
  return (
    <input
      inputMode="decimal"
      value={text}
      aria-invalid={invalid}
      onChange={(e) => {
        setText(e.target.value);
        onChange(e.target.value.trim() === '' ? null : parseLira(e.target.value));
      }}
    />
  );
}

/** A whole number; empty is null when `optional`, NaN otherwise (the schema names it). */
export function OptInt({
  value,
  onChange,
  invalid,
  optional = false,
}: {
  value: number | null;
  onChange(v: number | null): void;
  invalid: boolean;
  optional?: boolean;
}) {
  const [text, setText] = useState(value === null ? '' : String(value));
  return (
    <input
      inputMode="numeric"
      value={text}
      aria-invalid={invalid}
      onChange={(e) => {
        const v = e.target.value.trim();
        setText(e.target.value);
        if (v === '') onChange(optional ? null : Number.NaN);
        else onChange(/^\d+(\.\d+)?$/.test(v) ? Number(v) : Number.NaN);
      }}
    />
  );
}

/** "12, 40, 7" -> [12, 40, 7]; empty -> null (every game). */
export function GameIds({
  value,
  onChange,
  invalid,
}: {
  value: number[] | null;
  onChange(v: number[] | null): void;
  invalid: boolean;
}) {
  const [text, setText] = useState(value?.join(', ') ?? '');
  return (
    <input
      value={text}
      aria-invalid={invalid}
      placeholder="12, 40, 7"
      onChange={(e) => {
        setText(e.target.value);
        const parts = e.target.value.split(/[\s,]+/).filter(Boolean);
        onChange(parts.length === 0 ? null : parts.map((p) => (/^\d+$/.test(p) ? Number(p) : NaN)));
      }}
    />
  );
}

/** The reason the audit log keeps (3 characters at least). */
export function ReasonField(props: {
  label: string;
  value: string;
  tried: boolean;
  onChange(reason: string): void;
}) {
  const { t } = useTranslation();
  return (
    <label className="field">
      <span>{props.label}</span>
      <textarea
        rows={2}
        value={props.value}
        maxLength={300}
        placeholder={t('common.reasonHint')}
        aria-invalid={props.tried && props.value.trim().length < 3}
        onChange={(e) => props.onChange(e.target.value)}
      />
    </label>
  );
}
