// Inputs of the engagement editors: an amount in lira kept as kuruş (NaN while the text is not
// an amount, so the form's schema refuses it), a whole number, and an Istanbul date-time.
import { useState } from 'react';
import { DateInput } from '../../components/DateInput.tsx';
import { liraText, parseLira } from '../../lib/amount.ts';

interface NumberProps {
  label: string;
  value: number;
  onChange(value: number): void;
  /** Hide the label (a table cell names the column). */
  bare?: boolean;
  suffix?: string;
}

export function MoneyInput({ label, value, onChange, bare }: NumberProps) {
  const [text, setText] = useState(liraText(value));
  const [seen, setSeen] = useState(value);
  // Only an outside change (another version loaded, a reset) rewrites the text being typed.
  if (!Object.is(seen, value)) {
    setSeen(value);
    if (!Object.is(parseLira(text), value) && Number.isFinite(value)) setText(liraText(value));
  }
  const input = (
    <input
      inputMode="decimal"
      value={text}
      aria-label={bare ? label : undefined}
      aria-invalid={!Number.isFinite(value) || value < 0}
      onChange={(e) => {
        setText(e.target.value);
        onChange(parseLira(e.target.value));
      }}
    />
  );
  if (bare) return input;
  return (
    <label className="field">
      <span>{label} (₺)</span>
      {input}
    </label>
  );
}

export function IntInput({ label, value, onChange, bare, suffix }: NumberProps) {
  const input = (
    <input
      inputMode="numeric"
      value={Number.isFinite(value) ? String(value) : ''}
      aria-label={bare ? label : undefined}
      aria-invalid={!Number.isInteger(value) || value < 0}
      onChange={(e) => {
        const v = e.target.value.trim();
        onChange(/^-?\d+$/.test(v) ? Number(v) : Number.NaN);
      }}
    />
  );
  if (bare) return input;
  return (
    <label className="field">
      <span>
        {label}
        {suffix ? ` (${suffix})` : ''}
      </span>
      {input}
    </label>
  );
}

const ISTANBUL_OFFSET_MS = 3 * 3_600_000;

/** Epoch ms <-> the value of a datetime-local input, in Istanbul time (UTC+3, no DST). */
export const toLocalInput = (ms: number | null) =>
  ms === null ? '' : new Date(ms + ISTANBUL_OFFSET_MS).toISOString().slice(0, 16);
export const fromLocalInput = (text: string) =>
  text ? Date.parse(`${text}:00Z`) - ISTANBUL_OFFSET_MS : null;

export function DateTimeInput(props: {
  label: string;
  value: number | null;
  onChange(ms: number | null): void;
}) {
  return (
    <label className="field">
      <span>{props.label}</span>
      <DateInput
        withTime
        value={toLocalInput(props.value)}
        onChange={(v) => props.onChange(fromLocalInput(v))}
      />
    </label>
  );
}
