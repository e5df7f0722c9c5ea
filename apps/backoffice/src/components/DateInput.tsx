// A date (or date and time) field in the staff member's own format: "06.12.2026" in Turkish,
// "06/12/2026" in English, with the time as "14:30". A native date input shows the browser's
// format instead (a Turkish staff member on an English browser read 12/06/2026), so this is a
// text field that reads the staff locale's day-month-year (and an ISO date, as pasted) and
// hands the form the ISO value it keeps ("2026-12-06", "2026-12-06T14:30"), or "" when empty.
import { useState, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { locale } from '../lib/i18n.ts';

const pad = (n: number) => String(n).padStart(2, '0');

function separator(): string {
  return locale() === 'tr-TR' ? '.' : '/';
}

/** The ISO value as the staff member reads it; "" for empty or unreadable. */
export function formatDateInput(iso: string, withTime: boolean): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?/.exec(iso);
  if (!m) return '';
  const sep = separator();
  const day = `${m[3]}${sep}${m[2]}${sep}${m[1]}`;
  return withTime ? `${day} ${m[4] ?? '00'}:${m[5] ?? '00'}` : day;
}

/** What the staff member typed as an ISO value; null when it is not a real date (and time). */
export function parseDateInput(text: string, withTime: boolean): string | null {
  const s = text.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ](\d{1,2}):(\d{2}))?$/.exec(s);
  const dmy = /^(\d{1,2})[./-](\d{1,2})[./-](\d{4})(?:[ ,T]+(\d{1,2})[:.](\d{2}))?$/.exec(s);
  const parts = iso
    ? [iso[1], iso[2], iso[3], iso[4], iso[5]]
    : dmy
      ? [dmy[3], dmy[2], dmy[1], dmy[4], dmy[5]]
      : null;
  if (!parts) return null;
  const [y, mo, d, h = '0', mi = '0'] = parts.map((p) => (p === undefined ? undefined : Number(p)));
  const at = new Date(Date.UTC(y!, mo! - 1, d!));
  if (at.getUTCFullYear() !== y || at.getUTCMonth() !== mo! - 1 || at.getUTCDate() !== d) {
    return null;
  }
  const date = `${y}-${pad(mo!)}-${pad(d!)}`;
  if (!withTime) return date;
  if (Number(h) > 23 || Number(mi) > 59) return null;
  return `${date}T${pad(Number(h))}:${pad(Number(mi))}`;
}

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type'> & {
  /** ISO: "2026-12-06", or "2026-12-06T14:30" with a time; "" for none. */
  value: string;
  onChange(value: string): void;
  withTime?: boolean;
};

export function DateInput({ value, onChange, withTime = false, ...rest }: Props) {
  const { t, i18n } = useTranslation();
  const [text, setText] = useState(() => formatDateInput(value, withTime));
  // A value set from outside (a preset, "clear") shows anew, what is being typed stays; another
  // language writes the date its own way (React's "adjust state on a prop change" pattern).
  const [seen, setSeen] = useState({ value, lang: i18n.language });
  if (seen.value !== value || seen.lang !== i18n.language) {
    setSeen({ value, lang: i18n.language });
    const typed = parseDateInput(text, withTime);
    if (seen.lang !== i18n.language && typed !== null) setText(formatDateInput(typed, withTime));
    else if (typed !== (value || null)) setText(formatDateInput(value, withTime));
  }
  const bad = text.trim() !== '' && parseDateInput(text, withTime) === null;
  return (
    <input
      {...rest}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      size={withTime ? 16 : 10}
      placeholder={withTime ? t('common.dateTimePattern') : t('common.datePattern')}
      value={text}
      aria-invalid={bad || rest['aria-invalid'] || undefined}
      onChange={(e) => {
        setText(e.target.value);
        if (e.target.value.trim() === '') onChange('');
        else {
          const parsed = parseDateInput(e.target.value, withTime);
          if (parsed !== null) onChange(parsed);
        }
      }}
    />
  );
}
