// The HTTP SMS gateway adapter against a stub gateway on 127.0.0.1 speaking the documented
// protocol: signed requests, retries with the same idempotency key on 5xx and timeouts, no
// retry on 4xx, a translated refusal when the gateway gives up.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../../http/errors.ts';
import { startSmsGatewayStub, type SmsGatewayStub } from '../../testing/sms-gateway-stub.ts';
import { httpSms } from './http-gateway.ts';

const SECRET = 'gateway-secret-0123456789abcdef0123';

describe('HTTP SMS gateway adapter', () => {
  let stub: SmsGatewayStub;
  beforeAll(async () => {
    stub = await startSmsGatewayStub(SECRET);
  });
  afterAll(() => stub.close());
  beforeEach(() => {
    stub.messages.length = 0;
    stub.requests.length = 0;
    stub.script.length = 0;
  });

  const adapter = (secret = SECRET, retries = 2) =>
    httpSms({ url: stub.url, secret, sender: 'TALIH', timeoutMs: 300, retries, backoffMs: 10 });

  it('sends a signed message the gateway accepts', async () => {
    await adapter().send({ phone: '905551234567', body: 'Kod: 123456', code: '123456' });
    expect(stub.messages).toEqual([
      { id: expect.any(String), to: '905551234567', from: 'TALIH', text: 'Kod: 123456' },
    ]);
    expect(stub.requests).toEqual([{ key: stub.messages[0]?.id, answered: 200 }]);
  });

  it('is refused by the gateway when signed with another secret, and does not retry', async () => {
    const err = await adapter('another-secret-0123456789abcdef0123')
      .send({ phone: '905551234567', body: 'x' })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).key).toBe('accounts.smsFailed');
    expect(stub.requests.map((r) => r.answered)).toEqual([401]);
    expect(stub.messages).toEqual([]);
  });

  it('retries a 500 and a timeout with the same idempotency key, then succeeds', async () => {
    stub.script.push('error500', 'hang');
    const started = Date.now();
    await adapter().send({ phone: '905551234568', body: 'Kod: 654321' });
    expect(stub.requests.map((r) => r.answered)).toEqual([500, 'hung', 200]);
    expect(new Set(stub.requests.map((r) => r.key)).size).toBe(1);
    expect(stub.messages).toHaveLength(1);
    // The hung attempt was cut at the 300 ms timeout.
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
  });

  it('does not retry a 400', async () => {
    stub.script.push('error400');
    await expect(adapter().send({ phone: '905551234569', body: 'x' })).rejects.toThrow(
      'accounts.smsFailed',
    );
    expect(stub.requests.map((r) => r.answered)).toEqual([400]);
  });

  it('gives up after the configured retries on repeated 5xx', async () => {
    stub.script.push('error500', 'error500', 'error500', 'error500');
    await expect(adapter(SECRET, 2).send({ phone: '905551234560', body: 'x' })).rejects.toThrow(
      'accounts.smsFailed',
    );
    expect(stub.requests.map((r) => r.answered)).toEqual([500, 500, 500]);
    expect(stub.messages).toEqual([]);
  });
});
