// A panel over the game: a drawer from the right on wide frames, a bottom sheet on phones.
// Closes on the close button, the backdrop and Escape; focus returns where it came from.
import { h, on } from '../core/dom.ts';
import { t } from '../core/i18n.ts';
import { icon } from '../core/icons.ts';

let openOne: (() => void) | null = null;

export function openSheet(title: string, body: Node): () => void {
  openOne?.();
  const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const closeButton = h(
    'button',
    { class: 'icon-button', type: 'button', 'aria-label': t('app.close') },
    icon('close'),
  );
  const panel = h(
    'section',
    { class: 'sheet', role: 'dialog', 'aria-modal': 'true', 'aria-label': title },
    h('header', { class: 'sheet-header' }, h('h2', {}, title), closeButton),
    h('div', { class: 'sheet-body' }, body),
  );
  const backdrop = h('div', { class: 'sheet-backdrop' }, panel);
  document.body.append(backdrop);
  requestAnimationFrame(() => backdrop.classList.add('open'));

  function onKey(event: KeyboardEvent) {
    if (event.key === 'Escape') close();
  }
  function close() {
    document.removeEventListener('keydown', onKey);
    backdrop.remove();
    openOne = null;
    opener?.focus();
  }
  on(closeButton, 'click', close);
  on(backdrop, 'click', (event) => {
    if (event.target === backdrop) close();
  });
  document.addEventListener('keydown', onKey);
  closeButton.focus();
  openOne = close;
  return close;
}
