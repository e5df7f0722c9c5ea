// Identity verification through the vendor, on both databases, against the Onfido simulator
// (apps/sandbox/src/vendors/onfido.ts) speaking Onfido's protocol over HTTP, with its webhooks
// delivered into the app: under the `de` pack a new player stays registered-not-verified (no
// game, no bet) until the vendor clears them; consider goes to staff, rejected and abandoned
// ask the player to try again with the reasons; replays, events out of order and a webhook
// that disagrees with the API decide once; signatures are checked over the raw body; a vendor
// outage is retried and then told to the player.
import fs from 'node:fs';
import path from 'node:path';
import { createHmac } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { registerOnfidoSimulator, type OnfidoSimState } from '@talih/sandbox/vendors/onfido.ts';
import { getKycStatus, startIdentityCheck, submitKycBasic } from '@talih/contracts/kyc.ts';
import { identityDecide, identityReviews } from '@talih/contracts/backoffice/kyc.ts';
import { getGameUrlByGame } from '@talih/contracts/games.ts';
import { backends } from '../../testing/backends.ts';
import { answer, call, staffAnswer, staffCall } from '../../testing/calls.ts';
import { BASIC, JPEG, uploadKyc } from '../../testing/kyc.ts';
import { createPlayer } from '../../testing/players.ts';
import { seedDemoData } from '../../seed/demo.ts';
import {
  openBackofficeTest,
  staffClient,
  type BackofficeTest,
  type StaffClient,
} from '../../testing/staff.ts';

const WEBHOOK_TOKEN = 'test-onfido-webhook-token-0123456789';
const API_TOKEN = 'api_sandbox.test-token-for-identity-tests';
const FIXTURES = path.join(import.meta.dirname, '../../adapters/identity/fixtures');
const sign = (raw: string, token = WEBHOOK_TOKEN) =>
  createHmac('sha256', token).update(raw).digest('hex');

describe.each(backends())('identity verification through Onfido on $name', (backend) => {
  let t: BackofficeTest;
  let sim: FastifyInstance;
  let state: OnfidoSimState;
  let risk: StaffClient;
  let support: StaffClient;
  const failNext = { count: 0 };

  beforeAll(async () => {
    sim = Fastify();
    let deliverTo: BackofficeTest | null = null;
    state = await registerOnfidoSimulator(sim, {
      prefix: '/sandbox/onfido',
      apiToken: API_TOKEN,
      webhookToken: WEBHOOK_TOKEN,
      webhookUrl: () => '/webhooks/onfido',
      failNext,
      async deliver(url, rawBody, headers) {
        const res = await deliverTo!.app.inject({ method: 'POST', url, headers, payload: rawBody });
        if (res.statusCode !== 200) throw new Error(`webhook answered ${res.statusCode}`);
      },
    });
    const address = await sim.listen({ host: '127.0.0.1', port: 0 });
    t = await openBackofficeTest(backend, {
      JURISDICTION: 'de',
      IDENTITY_VENDOR: 'onfido',
      ONFIDO_API_URL: `${address}/sandbox/onfido/v3.6`,
      ONFIDO_API_TOKEN: API_TOKEN,
      ONFIDO_WEBHOOK_TOKEN: WEBHOOK_TOKEN,
      ONFIDO_WORKFLOW_ID: 'wf-test',
      ONFIDO_RETRIES: '2',
    });
    deliverTo = t;
    await seedDemoData(t.app.talih.services);
    risk = await staffClient(t, 'risk');
    support = await staffClient(t, 'support');
  });
  afterAll(async () => {
    await t.dispose();
    await sim.close();
  });
  beforeEach(() => {
    failNext.count = 0;
  });

  const status = (token: string) => call(t, getKycStatus, {}, { session: token });
  const launch = (token: string) =>
    answer(t, getGameUrlByGame, { gameId: 1, isReal: 1, lang: 'en' }, { session: token });

  async function withDetails() {
    const p = await createPlayer(t);
    const saved = await answer(
      t,
      submitKycBasic,
      { ...BASIC, country: 'DE', nationalId: 'T22000129' },
      { session: p.token },
    );
    expect(saved.state, saved.msg).toBe('200');
    return p;
  }

  /** Starts the vendor's flow and completes Onfido's capture page with an outcome. */
  async function capture(token: string, outcome: string, misbehave = 'none') {
    const started = await call(t, startIdentityCheck, {}, { session: token });
    const res = await fetch(started.captureUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ outcome, misbehave }).toString(),
      redirect: 'manual',
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toMatch(/\/verification\?identity=done$/);
    return started.captureUrl;
  }

  const auditActions = (userId: number) =>
    t.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('subject', '=', `user:${userId}`)
      .where('action', 'like', 'kyc.identity.%')
      .orderBy('id')
      .execute()
      .then((rows) => rows.map((r) => r.action));

  it('keeps a new player at registered-not-verified under de: no game, the missing step named', async () => {
    const p = await createPlayer(t);
    const refused = await launch(p.token);
    expect(refused).toMatchObject({
      state: '500',
      msg:
        'Playing for real money needs your account to be at the Verified level. Still missing: ' +
        'your personal details and your identity verification (document and selfie). You can ' +
        'complete this on the Verification page.',
    });
    const before = await status(p.token);
    expect(before.play).toEqual({ level: 'verified', missing: ['details', 'identity_check'] });
    expect(before.identity).toEqual({
      canStart: false,
      status: null,
      reasons: [],
      updatedAt: null,
    });
    const early = await answer(t, startIdentityCheck, { lang: 'en' }, { session: p.token });
    expect(early.msg).toBe('Save your personal details before starting identity verification.');
    const upload = await uploadKyc(t, p.token, 'identity', JPEG, 'kimlik.jpg', 'en');
    expect(upload.state).toBe('500');
    expect(upload.msg).toMatch(
      /^Under this licence identity is verified through the identity check/,
    );
  });

  it('verifies a clear check: the capture link is Onfido’s, the verdict read back, play opens', async () => {
    const p = await withDetails();
    expect((await status(p.token)).identity?.canStart).toBe(true);
    const url = await capture(p.token, 'clear');
    expect(url).toMatch(/\/sandbox\/onfido\/capture\/[0-9a-f-]{36}$/);
    const after = await status(p.token);
    expect(after.level).toBe('verified');
    expect(after.play).toBeNull();
    expect(after.identity).toMatchObject({ canStart: false, status: 'clear', reasons: [] });
    expect((await launch(p.token)).state).toBe('200');
    expect(await auditActions(p.userId)).toEqual(['kyc.identity.start', 'kyc.identity.clear']);
    const applicant = [...state.applicants.values()].at(-1)!;
    expect(applicant).toMatchObject({
      first_name: 'Deniz',
      last_name: 'Yıldız',
      dob: '1990-04-12',
      location: { country_of_residence: 'DEU' },
    });
  });

  it('sends a consider to staff with the reasons; support may not decide, risk approves once', async () => {
    const p = await withDetails();
    await capture(p.token, 'consider');
    const waiting = await status(p.token);
    expect(waiting.level).toBe('basic');
    expect(waiting.identity).toMatchObject({
      canStart: false,
      status: 'review',
      reasons: ['document.visual_authenticity'],
    });
    const again = await answer(t, startIdentityCheck, { lang: 'en' }, { session: p.token });
    expect(again.msg).toBe(
      'Your identity verification is being reviewed. We will let you know the result.',
    );
    const list = await staffCall(risk, identityReviews, {});
    const row = list.rows.find((r) => r.userId === p.userId)!;
    expect(row).toMatchObject({ vendor: 'onfido', reasons: ['document.visual_authenticity'] });
    const denied = await staffAnswer(support, identityDecide, { id: row.id, decision: 'approve' });
    expect(denied.msg).toBe('Bu işlem için yetkiniz yok.');
    const noNote = await staffAnswer(risk, identityDecide, { id: row.id, decision: 'decline' });
    expect(noNote.state).toBe('500');
    const approved = await staffCall(risk, identityDecide, { id: row.id, decision: 'approve' });
    expect(approved).toEqual({ id: row.id, status: 'approved', level: 'verified' });
    const twice = await staffAnswer(risk, identityDecide, { id: row.id, decision: 'approve' });
    expect(twice.msg).toBe('Bu belge için zaten karar verildi.');
    expect((await status(p.token)).level).toBe('verified');
    const audit = await t.database.db
      .selectFrom('staff_audit')
      .select(['action', 'staff_name'])
      .where('object_type', '=', 'identity_check')
      .where('object_id', '=', String(row.id))
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['kyc.identity.approved']);
  });

  it('asks the player to try again after a rejected document or an abandoned run, reusing the applicant', async () => {
    const p = await withDetails();
    await capture(p.token, 'rejected');
    expect((await status(p.token)).identity).toMatchObject({
      canStart: true,
      status: 'retry',
      reasons: ['document.image_integrity', 'document.data_validation'],
    });
    const applicants = state.applicants.size;
    await capture(p.token, 'abandon');
    expect((await status(p.token)).identity).toMatchObject({
      canStart: true,
      status: 'retry',
      reasons: ['run.abandoned'],
    });
    expect(state.applicants.size).toBe(applicants);
    await capture(p.token, 'clear');
    expect((await status(p.token)).level).toBe('verified');
  });

  it.each(['replay', 'out_of_order', 'disagree'])(
    'decides once when the vendor misbehaves: %s',
    async (misbehave) => {
      const p = await withDetails();
      await capture(p.token, 'clear', misbehave);
      expect((await status(p.token)).level).toBe('verified');
      expect(await auditActions(p.userId)).toEqual(['kyc.identity.start', 'kyc.identity.clear']);
    },
  );

  it('applies two deliveries of one check.completed at once exactly once', async () => {
    const p = await withDetails();
    await capture(p.token, 'consider');
    const completed = state.sent.filter((s) => s.action === 'check.completed').at(-1)!;
    await t.database.db
      .updateTable('identity_checks')
      .set({ status: 'processing' })
      .where('check_id', '=', completed.id)
      .execute();
    const deliveries = await Promise.all(
      [1, 2, 3].map(() =>
        t.app.inject({
          method: 'POST',
          url: '/webhooks/onfido',
          headers: { 'content-type': 'application/json', 'x-sha2-signature': completed.signature },
          payload: completed.rawBody,
        }),
      ),
    );
    expect(deliveries.map((d) => d.statusCode)).toEqual([200, 200, 200]);
    expect(await auditActions(p.userId)).toEqual([
      'kyc.identity.start',
      'kyc.identity.review',
      'kyc.identity.review',
    ]);
  });

  it('checks X-SHA2-Signature over the raw body (documented fixtures)', async () => {
    const raw = fs.readFileSync(path.join(FIXTURES, 'check-completed.json'), 'utf8');
    const post = (payload: string, signature?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/webhooks/onfido',
        headers: {
          'content-type': 'application/json',
          ...(signature ? { 'x-sha2-signature': signature } : {}),
        },
        payload,
      });
    expect((await post(raw)).statusCode).toBe(401);
    expect((await post(raw, sign(raw, 'another-token-entirely'))).statusCode).toBe(401);
    expect((await post(raw.replace('complete', 'clear'), sign(raw))).statusCode).toBe(401);
    expect((await post(raw, 'abc')).statusCode).toBe(401);
    // Signed right, about a check the vendor does not know: nothing to do, never retried.
    expect((await post(raw, sign(raw))).statusCode).toBe(200);
    const run = fs.readFileSync(path.join(FIXTURES, 'workflow-run-completed.json'), 'utf8');
    expect((await post(run, sign(run))).statusCode).toBe(200);
  });

  it('retries the vendor on 503 and tells the player when it stays down', async () => {
    const p = await withDetails();
    failNext.count = 2;
    const started = await answer(t, startIdentityCheck, {}, { session: p.token });
    expect(started.state, started.msg).toBe('200');
    failNext.count = 10;
    const down = await answer(t, startIdentityCheck, { lang: 'en' }, { session: p.token });
    expect(down.msg).toBe(
      "The identity verification service can't be reached right now. Please try again in a few minutes.",
    );
  });
});
