// Staff calls: each a contract (packages/contracts/src/backoffice) with a handler, served at
// POST /bo/api/<path> on the back-office port only. Before any handler runs the registry checks,
// in this order: a live session (cookie), the CSRF header against the session's token, the
// call's permission against the staff member's role, then the input. Answers use the player
// API's envelope; errors are AppErrors in the staff member's language.
//
// Every call that is not `readOnly` changes something and must leave an audit row: when one
// answers without having written any (and without saying it changed nothing), the registry
// logs an error, and under NODE_ENV=test fails the call, so a forgotten audit fails its test.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  CSRF_HEADER,
  STAFF_API_PREFIX,
  type StaffContract,
} from '@talih/contracts/backoffice/call.ts';
import { roleCan } from '@talih/contracts/backoffice/permissions.ts';
import { ok } from '@talih/contracts/envelope.ts';
import type { Language } from '@talih/contracts/i18n.ts';
import type { Transaction, Kysely } from 'kysely';
import { appendStaffAudit, auditChainOf } from '../audit/staff-audit.ts';
import type { DB } from '../db/schema.ts';
import { AppError, ForbiddenError, UnauthorizedError } from '../http/errors.ts';
import { requestLanguage } from '../http/i18n.ts';
import { validationMessage } from '../http/validation.ts';
import type { Area } from '../area.ts';
import type { Services } from '../services.ts';
import {
  checkStaffSession,
  CSRF_COOKIE,
  readCookie,
  SESSION_COOKIE,
  type StaffIdentity,
  type StaffSession,
} from './auth/sessions.ts';

export interface StaffAuditInput {
  action: string;
  objectType: string;
  objectId: string | number;
  before?: unknown;
  after?: unknown;
  reason?: string | null;
}

export interface StaffContext {
  services: Services;
  staff: StaffIdentity;
  requestId: string;
  ip: string;
  lang: Language;
  /** Set while a second staff member runs a four-eyes action: the requester's name. */
  secondStaffName?: string;
  /** Appends to the hash-chained audit log; pass the change's transaction to commit together. */
  audit(entry: StaffAuditInput, trx?: Transaction<DB>): Promise<void>;
  /** Says this mutating call changed nothing this time (a replay), so it writes no audit row. */
  unchanged(): void;
  /** How many audit rows this context wrote, and whether it said it changed nothing. */
  readonly audited: { rows: number; unchanged: boolean };
  /** Over HTTP only: the session and the reply (sign-out clears the cookies). */
  session?: StaffSession;
  reply?: FastifyReply;
}

/** What sign-in calls get: no staff member yet, but the reply (to set cookies). */
export interface PublicStaffContext {
  services: Services;
  requestId: string;
  ip: string;
  lang: Language;
  reply: FastifyReply;
  /** The session the request carries, if any (logout, me). */
  session: StaffSession | null;
}

type Handler<Ctx, I extends z.ZodType, O extends z.ZodType> = (
  ctx: Ctx,
  input: z.output<I>,
) => Promise<z.input<O>> | z.input<O>;

export interface StaffCallDef<
  I extends z.ZodType = z.ZodType,
  O extends z.ZodType = z.ZodType,
> extends StaffContract<I, O> {
  handler: Handler<StaffContext, I, O>;
  /** Sign-in calls: run without a session or CSRF check. */
  publicHandler?: Handler<PublicStaffContext, I, O>;
  /**
   * Changes nothing, so it needs no audit row. Unset: a call whose last path segment names a
   * read (list, get, search, ...) is read-only, any other is a change that must audit.
   */
  readOnly?: boolean;
}

/** Last path segments that name a read: such a call is read-only unless it says otherwise. */
const READ_SEGMENT =
  /^(list|get|search|inbox|conversation|alerts|queue|history|report|live|me|ledger|activity|verify|preview|detail)$/;

/**
 * A call is read-only when it says so, when its permission is a read one (`<area>.read`: a role
 * that may only read can't be given a change), or when its last path segment names a read.
 */
export function isReadOnly(def: Pick<StaffCallDef, 'path' | 'readOnly' | 'permission'>): boolean {
  return (
    def.readOnly ??
    (def.permission.endsWith('.read') || READ_SEGMENT.test(def.path.split('/').at(-1) ?? ''))
  );
}

export function defineStaffCall<I extends z.ZodType, O extends z.ZodType>(
  def: StaffContract<I, O> & { handler: Handler<StaffContext, I, O>; readOnly?: boolean },
): StaffCallDef<I, O> {
  if (def.permission === 'public') throw new Error(`${def.path}: use definePublicStaffCall`);
  return def;
}

export function definePublicStaffCall<I extends z.ZodType, O extends z.ZodType>(
  def: StaffContract<I, O> & { handler: Handler<PublicStaffContext, I, O> },
): StaffCallDef<I, O> {
  return {
    ...def,
    publicHandler: def.handler,
    handler: () => {
      throw new Error('public call');
    },
  };
}

/** Builds the context a staff member's action runs with (HTTP, CLI, or a four-eyes decider). */
export function staffContext(
  services: Services,
  staff: StaffIdentity,
  requestId: string,
  ip: string,
  secondStaffName?: string,
  /** Shared with the context this one acts for (a four-eyes decider's), so its rows count. */
  audited = { rows: 0, unchanged: false },
): StaffContext {
  return {
    services,
    staff,
    requestId,
    ip,
    lang: staff.lang,
    secondStaffName,
    audited,
    unchanged() {
      audited.unchanged = true;
    },
    async audit(entry, trx) {
      audited.rows += 1;
      const db = (trx ?? services.db) as Kysely<DB> | Transaction<DB>;
      await appendStaffAudit(db, auditChainOf(services), {
        ...entry,
        staffId: staff.id,
        staffName: staff.name,
        secondStaffName: secondStaffName ?? null,
        requestId,
        ip,
      });
    },
  };
}

export interface StaffRegistry {
  readonly calls: StaffCallDef[];
  /** For areas that need configuration or the database while registering. */
  readonly services: Services;
  /** Every area, in list order (the reconcile screen runs all their checks). */
  readonly areas: readonly Area[];
  add(...defs: StaffCallDef[]): void;
}

function parseInput(def: StaffCallDef, body: unknown, lang: Language) {
  const raw = body === undefined ? {} : body;
  const parsed = def.input.safeParse(raw);
  if (!parsed.success) {
    throw new AppError('errors.validation', {
      message: validationMessage(lang, parsed.error, raw),
    });
  }
  return parsed.data;
}

async function sessionOf(services: Services, req: FastifyRequest) {
  return checkStaffSession(
    services.db,
    readCookie(req.headers.cookie, SESSION_COOKIE),
    services.config.STAFF_SESSION_IDLE_MINUTES * 60_000,
  );
}

/** The CSRF header must repeat both the cookie and the session's own token. */
function csrfHolds(req: FastifyRequest, session: StaffSession): boolean {
  const header = req.headers[CSRF_HEADER];
  const cookie = readCookie(req.headers.cookie, CSRF_COOKIE);
  return typeof header === 'string' && header === cookie && header === session.csrfToken;
}

/** A mutating call that answered without an audit row: logged; a failure in tests. */
export function checkAudited(
  services: Services,
  path: string,
  audited: { rows: number; unchanged: boolean },
  log: Pick<FastifyRequest['log'], 'error'>,
) {
  if (audited.rows > 0 || audited.unchanged) return;
  log.error({ path }, 'a mutating staff call wrote no audit row');
  if (services.config.NODE_ENV === 'test') {
    throw new Error(`${path} changed something without an audit row (or mark it readOnly)`);
  }
}

export function createStaffRegistry(
  app: FastifyInstance,
  services: Services,
  areas: readonly Area[],
): StaffRegistry {
  const calls: StaffCallDef[] = [];
  const serve = (def: StaffCallDef) =>
    app.post(`${STAFF_API_PREFIX}${def.path}`, { bodyLimit: def.bodyLimit }, async (req, reply) => {
      req.lang = requestLanguage(undefined, req.headers['accept-language']);
      const check = await sessionOf(services, req);
      const session = check.status === 'ok' ? check.session : null;
      if (def.publicHandler) {
        const input = parseInput(def, req.body, req.lang);
        const ctx = { services, requestId: req.id, ip: req.ip, lang: req.lang, reply, session };
        return ok(def.output.parse(await def.publicHandler(ctx, input)));
      }
      if (!session) {
        throw new UnauthorizedError(
          check.status === 'expired' ? 'backoffice.errors.sessionExpired' : 'errors.unauthorized',
        );
      }
      req.lang = session.staff.lang;
      req.log = req.log.child({ staff: session.staff.name });
      if (!csrfHolds(req, session)) throw new AppError('backoffice.errors.csrf');
      if (
        def.permission !== 'signed-in' &&
        def.permission !== 'public' &&
        !roleCan(session.staff.role, def.permission)
      ) {
        throw new ForbiddenError();
      }
      const input = parseInput(def, req.body, req.lang);
      const ctx = { ...staffContext(services, session.staff, req.id, req.ip), session, reply };
      const result = def.output.parse(await def.handler(ctx, input));
      if (!isReadOnly(def)) checkAudited(services, def.path, ctx.audited, req.log);
      return ok(result);
    });
  return {
    calls,
    services,
    areas,
    add(...defs) {
      for (const def of defs) {
        if (calls.some((c) => c.path === def.path)) throw new Error(`${def.path} twice`);
        calls.push(def);
        serve(def);
      }
    },
  };
}
