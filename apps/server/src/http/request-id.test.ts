// X-Request-Id from the client is used only when it is a short plain id; anything else gets a
// fresh one (an 8 KB id with any characters went into logs and answers as sent).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, openTestApp, type TestApp } from '../testing/backends.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const [backend] = backends();
describe(`request ids on ${backend!.name}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(backend!);
  });
  afterAll(async () => {
    await t?.dispose();
  });

  const idFor = async (given: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': given },
    });
    return res.headers['x-request-id'];
  };

  it('keeps a plain id of at most 64 characters', async () => {
    expect(await idFor('trace-1234.abc_DEF')).toBe('trace-1234.abc_DEF');
    expect(await idFor('a'.repeat(64))).toBe('a'.repeat(64));
  });

  it('replaces a long or strange id with a fresh one', async () => {
    for (const given of ['a'.repeat(65), 'x'.repeat(8192), 'evil id<script>', 'id\u0007bell-123']) {
      const id = await idFor(given);
      expect(id).toMatch(UUID);
    }
  });
});
