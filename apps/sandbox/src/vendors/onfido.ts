// A simulator of Onfido's API v3.6 for the sandbox, built from Onfido's public API reference
// (not from Talih's adapter): token authentication (`Authorization: Token token=...`),
// applicants, workflow runs with a hosted capture link, checks and their reports, and webhooks
// signed like Onfido's (`X-SHA2-Signature`: hex HMAC-SHA256 of the raw body with the webhook
// token). Its capture page lets the tester pick what the vendor decides and how it misbehaves
// as the documentation allows: a replayed webhook, events out of order, a webhook body that
// disagrees with the check the API answers, a refusal (HTTP 422), a vendor outage (HTTP 503).
// Never registered in production (the server refuses the simulator's address and tokens).
import { createHmac, randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export const ONFIDO_SIM_API_TOKEN = 'api_sandbox.talih-onfido-simulator-token';
export const ONFIDO_SIM_WEBHOOK_TOKEN = 'talih-onfido-simulator-webhook-token';

export type SimOutcome = 'clear' | 'consider' | 'rejected' | 'abandon';
export type SimMisbehaviour = 'none' | 'replay' | 'out_of_order' | 'disagree';

export interface OnfidoSimOptions {
  /** Where the API lives, e.g. '/sandbox/onfido'; the API answers under <prefix>/v3.6. */
  prefix: string;
  apiToken?: string;
  webhookToken?: string;
  /** Talih's webhook address, read at delivery time. */
  webhookUrl: () => string;
  /** Delivers one webhook (tests hand it to app.inject); default: an HTTP POST. */
  deliver?: (url: string, rawBody: string, headers: Record<string, string>) => Promise<void>;
  /** The next N API calls answer 503 (a vendor outage; tests set it). */
  failNext?: { count: number };
}

interface SimCheck {
  id: string;
  applicant_id: string;
  status: 'in_progress' | 'complete';
  result: 'clear' | 'consider' | null;
  reports: Array<Record<string, unknown>>;
  created_at: string;
}

interface SimRun {
  id: string;
  applicant_id: string;
  workflow_id: string;
  status: string;
  completed_redirect_url: string | null;
}

export interface OnfidoSimState {
  applicants: Map<string, Record<string, unknown>>;
  runs: Map<string, SimRun>;
  checks: Map<string, SimCheck>;
  /** Webhooks sent, in order (what a tester or a test reads back). */
  sent: Array<{ action: string; id: string; rawBody: string; signature: string }>;
}

export function signOnfidoWebhook(token: string, rawBody: string): string {
  return createHmac('sha256', token).update(rawBody).digest('hex');
}

const iso = () => new Date().toISOString();

function documentReport(checkId: string, outcome: Exclude<SimOutcome, 'abandon'>) {
  const consider = outcome !== 'clear';
  return {
    id: randomUUID(),
    name: 'document',
    check_id: checkId,
    created_at: iso(),
    status: 'complete',
    result: consider ? 'consider' : 'clear',
    sub_result:
      outcome === 'rejected' ? 'rejected' : outcome === 'consider' ? 'suspected' : 'clear',
    breakdown: {
      visual_authenticity: { result: outcome === 'consider' ? 'consider' : 'clear' },
      image_integrity: { result: outcome === 'rejected' ? 'consider' : 'clear' },
      data_validation: { result: outcome === 'rejected' ? 'consider' : 'clear' },
      age_validation: { result: 'clear' },
    },
  };
}

function selfieReport(checkId: string) {
  return {
    id: randomUUID(),
    name: 'facial_similarity_photo',
    check_id: checkId,
    created_at: iso(),
    status: 'complete',
    result: 'clear',
    breakdown: { face_comparison: { result: 'clear' }, image_integrity: { result: 'clear' } },
  };
}

function onfidoError(reply: FastifyReply, status: number, type: string, message: string) {
  return reply.code(status).send({ error: { type, message } });
}

export async function registerOnfidoSimulator(
  app: FastifyInstance,
  options: OnfidoSimOptions,
): Promise<OnfidoSimState> {
  const apiToken = options.apiToken ?? ONFIDO_SIM_API_TOKEN;
  const webhookToken = options.webhookToken ?? ONFIDO_SIM_WEBHOOK_TOKEN;
  const state: OnfidoSimState = {
    applicants: new Map(),
    runs: new Map(),
    checks: new Map(),
    sent: [],
  };
  const deliver =
    options.deliver ??
    (async (url: string, rawBody: string, headers: Record<string, string>) => {
      const res = await fetch(url, { method: 'POST', headers, body: rawBody });
      await res.body?.cancel();
    });

  async function send(action: string, object: Record<string, unknown>, resourceType: string) {
    const rawBody = JSON.stringify({
      payload: { resource_type: resourceType, action, object },
    });
    const signature = signOnfidoWebhook(webhookToken, rawBody);
    state.sent.push({ action, id: String(object.id), rawBody, signature });
    await deliver(options.webhookUrl(), rawBody, {
      'content-type': 'application/json',
      'x-sha2-signature': signature,
    });
  }

  const checkObject = (c: SimCheck, status = c.status) => ({
    id: c.id,
    status,
    completed_at_iso8601: iso(),
    href: `/v3.6/checks/${c.id}`,
  });

  await app.register(
    async (scope) => {
      // The capture page's form posts url-encoded, as a browser does.
      scope.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string' },
        (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
      );
      const api = async (req: FastifyRequest, reply: FastifyReply) => {
        if (options.failNext && options.failNext.count > 0) {
          options.failNext.count--;
          return onfidoError(reply, 503, 'service_unavailable', 'Try again later');
        }
        if (req.headers.authorization !== `Token token=${apiToken}`) {
          return onfidoError(reply, 401, 'authorization_error', 'Please provide a valid token');
        }
      };

      scope.post('/v3.6/applicants', { preHandler: api }, async (req, reply) => {
        const body = (req.body ?? {}) as Record<string, unknown>;
        if (typeof body.first_name !== 'string' || typeof body.last_name !== 'string') {
          return onfidoError(
            reply,
            422,
            'validation_error',
            'first_name and last_name are required',
          );
        }
        const applicant = { id: randomUUID(), created_at: iso(), ...body };
        state.applicants.set(applicant.id, applicant);
        return reply.code(201).send(applicant);
      });

      scope.post('/v3.6/workflow_runs', { preHandler: api }, async (req, reply) => {
        const body = (req.body ?? {}) as {
          workflow_id?: string;
          applicant_id?: string;
          link?: { completed_redirect_url?: string };
        };
        if (!body.applicant_id || !state.applicants.has(body.applicant_id)) {
          return onfidoError(reply, 422, 'validation_error', 'applicant_id is not valid');
        }
        const run: SimRun = {
          id: randomUUID(),
          applicant_id: body.applicant_id,
          workflow_id: body.workflow_id ?? '',
          status: 'awaiting_input',
          completed_redirect_url: body.link?.completed_redirect_url ?? null,
        };
        state.runs.set(run.id, run);
        const base = `${req.protocol}://${req.host}${options.prefix}`;
        return reply.code(201).send({
          id: run.id,
          applicant_id: run.applicant_id,
          workflow_id: run.workflow_id,
          status: run.status,
          created_at: iso(),
          sdk_token: randomUUID(),
          link: {
            url: `${base}/capture/${run.id}`,
            completed_redirect_url: run.completed_redirect_url,
          },
        });
      });

      scope.get<{ Params: { id: string } }>(
        '/v3.6/checks/:id',
        { preHandler: api },
        (req, reply) => {
          const check = state.checks.get(req.params.id);
          if (!check) return onfidoError(reply, 404, 'resource_not_found', 'Check not found');
          const { reports, ...rest } = check;
          return {
            ...rest,
            report_ids: reports.map((r) => r.id),
            href: `/v3.6/checks/${check.id}`,
          };
        },
      );

      scope.get<{ Querystring: { check_id?: string } }>(
        '/v3.6/reports',
        { preHandler: api },
        (req, reply) => {
          const check = state.checks.get(req.query.check_id ?? '');
          if (!check) return onfidoError(reply, 404, 'resource_not_found', 'Check not found');
          return { reports: check.reports };
        },
      );

      scope.get<{ Params: { id: string } }>('/capture/:id', (req, reply) => {
        const run = state.runs.get(req.params.id);
        if (!run) return reply.code(404).type('text/plain').send('This link has expired.');
        // The vendor's own page, with its own policy: its inline style, and a form that
        // sends the player back to the operator's site wherever that is.
        return reply
          .header(
            'content-security-policy',
            "default-src 'none'; style-src 'unsafe-inline'; form-action 'self' http: https:",
          )
          .type('text/html; charset=utf-8')
          .send(capturePage(run.id));
      });

      scope.post<{ Params: { id: string }; Body: { outcome?: string; misbehave?: string } }>(
        '/capture/:id',
        async (req, reply) => {
          const run = state.runs.get(req.params.id);
          if (!run || run.status !== 'awaiting_input') {
            return reply.code(404).type('text/plain').send('This link has expired.');
          }
          const outcome = (req.body?.outcome ?? 'clear') as SimOutcome;
          const misbehave = (req.body?.misbehave ?? 'none') as SimMisbehaviour;
          await finishRun(run, outcome, misbehave);
          return reply.redirect(run.completed_redirect_url ?? `${options.prefix}/done`, 303);
        },
      );
    },
    { prefix: options.prefix },
  );

  /** What Onfido does once the player finished capturing: the check, its reports, the events. */
  async function finishRun(run: SimRun, outcome: SimOutcome, misbehave: SimMisbehaviour) {
    if (outcome === 'abandon') {
      run.status = 'abandoned';
      await send('workflow_run.completed', { id: run.id, status: 'abandoned' }, 'workflow_run');
      return;
    }
    const check: SimCheck = {
      id: randomUUID(),
      applicant_id: run.applicant_id,
      status: 'complete',
      result: outcome === 'clear' ? 'clear' : 'consider',
      reports: [],
      created_at: iso(),
    };
    check.reports = [documentReport(check.id, outcome), selfieReport(check.id)];
    state.checks.set(check.id, check);
    run.status = outcome === 'clear' ? 'approved' : outcome === 'rejected' ? 'declined' : 'review';
    const started = () => send('check.started', checkObject(check, 'in_progress'), 'check');
    const completed = () => send('check.completed', checkObject(check), 'check');
    const runDone = () =>
      send('workflow_run.completed', { id: run.id, status: run.status }, 'workflow_run');
    if (misbehave === 'out_of_order') {
      await runDone();
      await completed();
      await started();
      return;
    }
    await started();
    if (misbehave === 'disagree') {
      // The webhook says complete while the API still answers in_progress: only the API counts.
      check.status = 'in_progress';
      await completed();
      check.status = 'complete';
      await completed();
    } else {
      await completed();
    }
    if (misbehave === 'replay') await completed();
    await runDone();
  }

  return state;
}

/** Onfido's hosted capture page, simulated: the tester chooses what the vendor will decide. */
function capturePage(runId: string): string {
  const choice = (value: string, label: string, checked = false) =>
    `<label class="c"><input type="radio" name="outcome" value="${value}"${checked ? ' checked' : ''}> ${label}</label>`;
  return `<!doctype html><html lang="tr"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Onfido (sandbox simulator)</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;background:#f3f4f8;color:#1b1d29}
main{max-width:460px;margin:0 auto;padding:24px 16px}
h1{font-size:20px;margin:0 0 4px}p{color:#555;font-size:14px}
.card{background:#fff;border-radius:12px;padding:16px;margin:12px 0;box-shadow:0 1px 3px #0002}
.c{display:block;padding:10px 0;border-bottom:1px solid #eee;font-size:15px}
select,button{font:inherit;width:100%;padding:12px;border-radius:8px;margin-top:8px}
button{background:#353ff4;color:#fff;border:0;font-weight:600}
.badge{display:inline-block;background:#ffe28a;border-radius:4px;padding:2px 6px;font-size:12px}
</style></head><body><main>
<span class="badge">Sandbox simulator</span>
<h1>Kimlik doğrulama</h1>
<p>Gerçek bir Onfido sayfasında burada kimlik belgenizin fotoğrafını ve bir selfie çekersiniz. Simülatörde sonucu siz seçin.</p>
<form method="post" action="${runId}">
<div class="card">
${choice('clear', 'Belge ve selfie uyuşuyor (clear)', true)}
${choice('consider', 'Belge şüpheli, incelenecek (consider)')}
${choice('rejected', 'Belge okunamadı veya süresi dolmuş (rejected)')}
${choice('abandon', 'Vazgeç (abandoned)')}
</div>
<div class="card"><label for="m">Satıcının davranışı</label>
<select id="m" name="misbehave">
<option value="none">Normal</option>
<option value="replay">Bildirimi iki kez gönder</option>
<option value="out_of_order">Bildirimler sırasız</option>
<option value="disagree">Bildirim, API'den önce "tamamlandı" der</option>
</select></div>
<button type="submit">Gönder</button>
</form></main></body></html>`;
}
