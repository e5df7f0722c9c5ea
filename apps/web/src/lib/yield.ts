// Lets the browser in between two pieces of start-up work: the app's
// modules, then main.tsx's own start (the route set, the early chunk requests), then the
// language, each a task of its own instead of one long task a phone's CPU cannot answer a tap in.
// scheduler.yield() keeps the page's place in the queue where the browser has it.
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
