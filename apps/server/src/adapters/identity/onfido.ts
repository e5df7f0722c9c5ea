// The Onfido adapter (API v3.6) through Onfido's own client, @onfido/api. The flow:
//
//   1. an applicant per player (first and last name, birth date, country of residence);
//   2. a workflow run of the operator's Onfido Studio workflow (document + selfie capture and
//      the check) for each attempt; its `link.url` is Onfido's hosted capture page, opened by
//      the player on a phone or a desktop alike, which sends them back to `completed_redirect_url`;
//   3. webhooks signed with the webhook's token: `X-SHA2-Signature` is the hex HMAC-SHA256 of
//      the raw body, checked by the client's WebhookEventVerifier before anything is parsed;
//   4. on `check.completed` the check and its reports are read back from the API, so a
//      forged, replayed or out-of-date webhook body never decides anything.
//
// Onfido's API has no idempotency keys: a retried createApplicant after a timeout may leave a
// spare applicant at Onfido, which costs nothing and is never used again.
import {
  Configuration,
  DefaultApi,
  OnfidoInvalidSignatureError,
  Region,
  WebhookEventVerifier,
  type Report,
} from '@onfido/api';
import type { Registry } from 'prom-client';
import { callVendor, type CallPolicy } from '../vendor-calls.ts';
import {
  BadIdentitySignature,
  type IdentityApplicant,
  type IdentityVendor,
  type IdentityVerdict,
} from './port.ts';

export interface OnfidoOptions {
  apiToken: string;
  webhookToken: string;
  region: 'eu' | 'us' | 'ca';
  /** Overrides the region's address (the sandbox simulator); empty in production. */
  apiUrl: string;
  workflowId: string;
  timeoutMs: number;
  retries: number;
  backoffMs?: number;
  registry?: Registry;
  log?: { warn(obj: unknown, msg: string): void };
}

const REGIONS = { eu: Region.EU, us: Region.US, ca: Region.CA } as const;

/** ISO 3166-1 alpha-2 to the alpha-3 Onfido's `country_of_residence` takes, for our packs. */
const ALPHA3: Record<string, string> = {
  TR: 'TUR',
  DE: 'DEU',
  NL: 'NLD',
  GB: 'GBR',
  MT: 'MLT',
  IE: 'IRL',
  FI: 'FIN',
  AT: 'AUT',
  LU: 'LUX',
  CY: 'CYP',
  IS: 'ISL',
  NO: 'NOR',
  LI: 'LIE',
  BE: 'BEL',
  FR: 'FRA',
  CH: 'CHE',
};

/** Splits "Ayşe Nur Yılmaz" into first names and the last word, as Onfido asks for both. */
export function splitName(fullName: string): { first: string; last: string } {
  const words = fullName.trim().split(/\s+/);
  if (words.length === 1) return { first: words[0]!, last: words[0]! };
  return { first: words.slice(0, -1).join(' '), last: words.at(-1)! };
}

/** Reason codes from the reports: each breakdown a report flagged, as `<report>.<breakdown>`. */
export function reasonsOf(reports: Report[]): string[] {
  const reasons: string[] = [];
  for (const report of reports) {
    if (report.result === 'clear') continue;
    const breakdown = (report as { breakdown?: Record<string, { result?: string | null }> })
      .breakdown;
    const flagged = Object.entries(breakdown ?? {})
      .filter(([, part]) => part?.result === 'consider')
      .map(([key]) => `${report.name}.${key}`);
    reasons.push(
      ...(flagged.length > 0 ? flagged : [`${report.name}.${report.result ?? 'unknown'}`]),
    );
  }
  return [...new Set(reasons)].slice(0, 20);
}

export function onfidoVendor(options: OnfidoOptions): IdentityVendor {
  const api = new DefaultApi(
    new Configuration({
      apiToken: options.apiToken,
      region: REGIONS[options.region],
      ...(options.apiUrl ? { basePath: options.apiUrl } : {}),
      baseOptions: { timeout: options.timeoutMs },
    }),
  );
  const verifier = new WebhookEventVerifier(options.webhookToken);
  const policy: CallPolicy = {
    retries: options.retries,
    backoffMs: options.backoffMs ?? 250,
    ...(options.registry ? { registry: options.registry } : {}),
    ...(options.log ? { log: options.log } : {}),
  };
  const call = <T>(name: string, run: () => Promise<{ data: T }>) =>
    callVendor('onfido', name, policy, async () => (await run()).data);

  return {
    name: 'onfido',
    async start(applicant: IdentityApplicant, existingApplicantId, completedUrl) {
      let applicantId = existingApplicantId;
      if (!applicantId) {
        const { first, last } = splitName(`${applicant.firstName} ${applicant.lastName}`.trim());
        const alpha3 = applicant.country ? ALPHA3[applicant.country] : undefined;
        const created = await call('createApplicant', () =>
          api.createApplicant({
            first_name: first,
            last_name: last,
            ...(applicant.birthDate ? { dob: applicant.birthDate } : {}),
            ...(alpha3 ? { location: { country_of_residence: alpha3 as never } } : {}),
          }),
        );
        applicantId = created.id;
      }
      const run = await call('createWorkflowRun', () =>
        api.createWorkflowRun({
          workflow_id: options.workflowId,
          applicant_id: applicantId,
          customer_user_id: String(applicant.userId),
          link: { completed_redirect_url: completedUrl, expired_redirect_url: completedUrl },
        }),
      );
      const url = run.link?.url;
      if (!url) throw new Error('onfido: the workflow run has no capture link');
      return { applicantId, runId: run.id, captureUrl: url };
    },
    readEvent(rawBody, signature) {
      if (!signature || !/^[0-9a-f]{64}$/i.test(signature)) throw new BadIdentitySignature();
      let event;
      try {
        event = verifier.readPayload(rawBody, signature);
      } catch (err) {
        if (err instanceof OnfidoInvalidSignatureError) throw new BadIdentitySignature();
        throw err;
      }
      const payload = event.payload;
      const id = payload?.object?.id;
      const action = String(payload?.action ?? '');
      if (!id) return { kind: 'ignored', action };
      if (action === 'check.started') return { kind: 'check_started', checkId: id };
      if (action === 'check.completed') return { kind: 'check_completed', checkId: id };
      if (action === 'workflow_run.completed') {
        return { kind: 'run_completed', runId: id, status: String(payload.object?.status ?? '') };
      }
      return { kind: 'ignored', action };
    },
    async verdict(checkId): Promise<IdentityVerdict> {
      const check = await call('findCheck', () => api.findCheck(checkId));
      const base = { checkId, applicantId: check.applicant_id };
      if (check.status !== 'complete') {
        return { ...base, complete: false, outcome: null, reasons: [] };
      }
      const reports = (await call('listReports', () => api.listReports(checkId))).reports ?? [];
      if (check.result === 'clear')
        return { ...base, complete: true, outcome: 'clear', reasons: [] };
      const rejected = reports.some((r) => r.sub_result === 'rejected');
      return {
        ...base,
        complete: true,
        outcome: rejected ? 'rejected' : 'consider',
        reasons: reasonsOf(reports),
      };
    },
  };
}
