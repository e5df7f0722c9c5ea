// Waiting on a condition outside the page (a server answer, a locator's text), never a fixed
// sleep: reads until the value is right, or fails with the last value seen.
export async function waitUntil<T>(
  what: string,
  read: () => Promise<T>,
  ok: (value: T) => boolean,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!ok(value)) {
    if (Date.now() > deadline) {
      throw new Error(`${what}: still ${JSON.stringify(value)} after ${timeoutMs} ms`);
    }
    await new Promise((r) => setTimeout(r, 200));
    value = await read();
  }
  return value;
}
