// A staff permission refusal is the caller's, not a server error: HTTP 403 with the envelope
// (state 403), where it used to be HTTP 200 with state 500 and counted among server errors.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../../testing/backends.ts';
import { CSRF_COOKIE, SESSION_COOKIE } from '../auth/sessions.ts';
import { openBackofficeTest, staffClient, type BackofficeTest } from '../../testing/staff.ts';

describe.each(backends())('permission refusals on $name', (backend) => {
  let t: BackofficeTest;
  beforeAll(async () => {
    t = await openBackofficeTest(backend);
  });
  afterAll(() => t.dispose());

  it('answers HTTP 403 with the envelope', async () => {
    const support = await staffClient(t, 'support');
    for (const path of ['/staff/list', '/staff/create', '/reconcile/run']) {
      const res = await t.bo.inject({
        method: 'POST',
        url: `/bo/api${path}`,
        headers: {
          'content-type': 'application/json',
          cookie: `${SESSION_COOKIE}=${support.cookie}; ${CSRF_COOKIE}=${support.csrfToken}`,
          'x-csrf-token': support.csrfToken,
        },
        payload: JSON.stringify({ name: 'yeni', role: 'admin' }),
      });
      expect([path, res.statusCode, res.json()]).toEqual([
        path,
        403,
        { state: '403', msg: 'Bu işlem için yetkiniz yok.', success: false, resultData: null },
      ]);
    }
    // A signed-in call the role holds still answers 200.
    expect((await support.call('/auth/me')).state).toBe('200');
  });
});
