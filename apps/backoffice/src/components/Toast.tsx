// Short confirmations and errors at the corner of the screen, read by screen readers.
import { useSyncExternalStore } from 'react';

interface ToastItem {
  id: number;
  kind: 'success' | 'error';
  text: string;
}

let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

function push(kind: ToastItem['kind'], text: string) {
  const id = nextId++;
  items = [...items, { id, kind, text }];
  emit();
  setTimeout(
    () => {
      items = items.filter((i) => i.id !== id);
      emit();
    },
    kind === 'error' ? 8000 : 4000,
  );
}

export const toast = {
  success: (text: string) => push('success', text),
  error: (text: string) => push('error', text),
};

export function Toaster() {
  const list = useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => items,
  );
  return (
    <div className="toasts" role="status" aria-live="polite">
      {list.map((item) => (
        <div key={item.id} className={`toast toast-${item.kind}`}>
          {item.text}
        </div>
      ))}
    </div>
  );
}
