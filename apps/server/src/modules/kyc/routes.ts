// The player's KYC calls: status, the basic details, and the document upload. The upload is a
// raw body (the file's bytes) with the kind and file name in the query; the token is checked
// as every player call does, and the answer is the stored document in the usual envelope.
import type { FastifyInstance } from 'fastify';
import { ok } from '@talih/contracts/envelope.ts';
import {
  getKycStatus,
  KYC_DOCUMENT_KINDS,
  KYC_BYTES_MAX,
  KYC_UPLOAD_PATH,
  submitKycBasic,
  type KycDocumentKind,
} from '@talih/contracts/kyc.ts';
import type { CallRegistry } from '../../http/calls.ts';
import { AppError, UnauthorizedError } from '../../http/errors.ts';
import { requestLanguage } from '../../http/i18n.ts';
import type { Services } from '../../services.ts';
import { checkToken, tokenFromHeaders } from '../../sessions/sessions.ts';
import { submitBasic } from './basic.ts';
import { registerHubCall } from './hub.ts';
import { uploadDocument } from './documents.ts';
import { kycStatusOf } from './state.ts';
import { vendorAvailable } from './identity.ts';
import { registerIdentityRoutes } from './identity-routes.ts';
import { registerRegisterSimulators } from '../registers/routes.ts';

/** Room above the largest file, so an oversized one gets the clear message, not a 413. */
const UPLOAD_BODY_BYTES_MAX = KYC_BYTES_MAX + 1024 * 1024;

export function registerKycCalls(app: FastifyInstance, calls: CallRegistry, services: Services) {
  const statusOf = (userId: number) =>
    kycStatusOf(services.db, services.config.jurisdiction, userId, vendorAvailable(services));
  calls.register(getKycStatus, ({ auth }) => statusOf(auth.userId));
  calls.register(submitKycBasic, async ({ auth, body, lang, req }) => {
    await submitBasic(services, auth.userId, body, { lang, requestId: req.id });
    return statusOf(auth.userId);
  });
  registerIdentityRoutes(app, calls, services);
  registerRegisterSimulators(app, services);
  registerUpload(app, services);
  registerHubCall(calls, services);
}

function registerUpload(app: FastifyInstance, services: Services) {
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: UPLOAD_BODY_BYTES_MAX },
      (_r, b, done) => done(null, b),
    );
    scope.post<{ Querystring: { kind?: string; name?: string } }>(
      KYC_UPLOAD_PATH,
      { bodyLimit: UPLOAD_BODY_BYTES_MAX },
      async (req) => {
        req.lang = requestLanguage(undefined, req.headers['accept-language']);
        const check = await checkToken(
          services.db,
          tokenFromHeaders(req.headers),
          services.config.SESSION_IDLE_TIMEOUT_MINUTES * 60_000,
        );
        if (check.status !== 'ok') throw new UnauthorizedError();
        if (check.session.role !== 'player') throw new UnauthorizedError('errors.playerOnly');
        const kind = req.query.kind as KycDocumentKind;
        if (!(KYC_DOCUMENT_KINDS as readonly string[]).includes(kind)) {
          throw new AppError('errors.kyc.badKind');
        }
        const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        const doc = await uploadDocument(
          services,
          { userId: check.session.userId, kind, fileName: String(req.query.name ?? ''), body },
          req.id,
        );
        return ok(doc);
      },
    );
  });
}
