// Whole-page states: loading before the session exists, and the end of the page's session
// (expired launch token, unknown session) with what the player can do next.
import { clear, h, on } from '../core/dom.ts';
import { t } from '../core/i18n.ts';

export function showLoading(root: HTMLElement): void {
  clear(root);
  root.append(
    h(
      'div',
      { class: 'status-screen', role: 'status' },
      h('span', { class: 'spinner', 'aria-hidden': 'true' }),
      h('p', {}, t('app.loading')),
    ),
  );
}

/** `canReload`: reloading opens a fresh session (the launch token may still be valid). */
export function showFatal(
  root: HTMLElement,
  message: string,
  canReload: boolean,
  retry?: () => void,
): void {
  clear(root);
  const action = retry
    ? h('button', { class: 'btn btn-primary', type: 'button' }, t('app.retry'))
    : canReload
      ? h('button', { class: 'btn btn-primary', type: 'button' }, t('app.reload'))
      : null;
  if (action) on(action, 'click', () => (retry ? retry() : window.location.reload()));
  root.append(
    h(
      'div',
      { class: 'status-screen', role: 'alert' },
      h('div', { class: 'status-icon', 'aria-hidden': 'true' }, '!'),
      h('h1', {}, t('app.openFailed')),
      h('p', {}, message),
      action,
    ),
  );
}
