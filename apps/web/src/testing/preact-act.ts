// Web tests only (vitest.config.ts sends Testing Library's `react-dom/test-utils` here): the
// `act` of Preact's test utilities, waiting like React's own act. React's act, after an async
// callback, waits a real macrotask (one the fake timers don't hold back) so the promises the
// callback left running (a stubbed fetch, a form's async validation) settle, then renders and
// runs the effects they caused. Preact's act renders as soon as the callback's promise resolves;
// this adds the macrotask inside its scope, so the tests see what they saw on React.
import { setImmediate } from 'node:timers';
import { act as preactAct } from 'preact/test-utils';

export * from 'preact/test-utils';

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  value != null && typeof (value as PromiseLike<unknown>).then === 'function';

export function act(callback: () => unknown): Promise<void> {
  return preactAct(() => {
    const result = callback();
    if (!isThenable(result)) return result as void;
    return Promise.resolve(result).then(() => new Promise<void>((done) => setImmediate(done)));
  });
}
