// Toast queue. Components show it (components/ui/Toaster.tsx); anything may push to it.
import { create } from 'zustand';
import { TOAST_DURATION_MS } from '@talih/contracts/limits.ts';

export type ToastKind = 'error' | 'success' | 'info';

export interface Toast {
  id: number;
  kind: ToastKind;
  text: string;
}

interface ToastState {
  toasts: Toast[];
  dismiss: (id: number) => void;
}

export const useToasts = create<ToastState>()((set) => ({
  toasts: [],
  dismiss: (id) => set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) })),
}));

let nextId = 1;
/** At most this many on screen: a burst of failures must not bury the page. */
const MAX_VISIBLE = 3;

export function toast(text: string, kind: ToastKind = 'info', durationMs = TOAST_DURATION_MS) {
  const id = nextId++;
  useToasts.setState((s) => {
    // The same text already showing is not repeated (no toast storms).
    if (s.toasts.some((t) => t.text === text)) return s;
    return { toasts: [...s.toasts, { id, kind, text }].slice(-MAX_VISIBLE) };
  });
  setTimeout(() => useToasts.getState().dismiss(id), durationMs);
  return id;
}
