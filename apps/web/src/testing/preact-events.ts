// Web tests only (vitest.config.ts): the app runs on preact/compat, whose onChange of a text
// field listens to `input` events, as a browser fires them on each keystroke. Testing Library's
// fireEvent.change sends only `change`; this sends the `input` event a typing user's browser
// would send with it, so the tests reach the handlers they reach on a phone.
import { fireEvent } from '@testing-library/react';

const change = fireEvent.change;
fireEvent.change = (element, init) => {
  const ok = change(element, init);
  const tag = (element as Element).tagName;
  if (tag === 'INPUT' || tag === 'TEXTAREA') fireEvent.input(element);
  return ok;
};
