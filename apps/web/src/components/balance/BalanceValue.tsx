// The player's balance as text, formatted for the language, with a short highlight when it
// changes: green when it went up (a win, a deposit), a quiet pulse when it went down (a bet).
import { useEffect, useState } from 'react';
import type { Language } from '@talih/contracts/i18n.ts';
import { formatMoney } from '../../lib/format.ts';
import './balance.css';

export type BalanceChange = 'up' | 'down';

const HIGHLIGHT_MS = 1_200;

/** 'up' or 'down' for a moment after `value` changes, then null again. */
export function useBalanceChange(value: number): { change: BalanceChange | null; key: number } {
  const [seen, setSeen] = useState(value);
  const [state, setState] = useState<{ change: BalanceChange | null; key: number }>({
    change: null,
    key: 0,
  });
  // Derived from the previous render's value (React's "adjust state while rendering").
  if (value !== seen) {
    setSeen(value);
    setState((s) => ({ change: value > seen ? 'up' : 'down', key: s.key + 1 }));
  }
  useEffect(() => {
    if (!state.change) return;
    const timer = setTimeout(() => setState((s) => ({ ...s, change: null })), HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [state]);
  return state;
}

export function BalanceValue({ value, lang }: { value: number; lang: Language }) {
  const { change, key } = useBalanceChange(value);
  return (
    <span key={key} className="amount balance-value" data-change={change ?? undefined}>
      {formatMoney(value, lang)}
    </span>
  );
}
