// The KYC area's staff calls: the queue and a player's file (kyc.read), the document viewer
// (kyc.read, each view audited: identity papers are the most personal data held), and the
// decision (kyc.review, audited with the level before and after).
import * as contract from '@talih/contracts/backoffice/kyc.ts';
import { AppError } from '../../../http/errors.ts';
import { defineStaffCall, type StaffRegistry } from '../../calls.ts';
import { decideDocument, readDocument } from '../../../modules/kyc/documents.ts';
import { kycPlayerFile, kycQueue } from './queue.ts';
import { cleanFileName, type KycMime } from '../../../modules/kyc/file-type.ts';
import { decideIdentityReview, identityReviews } from '../../../modules/kyc/identity.ts';
import { loadProfile } from '../../../modules/kyc/state.ts';

export function register(registry: StaffRegistry) {
  registry.add(
    defineStaffCall({
      ...contract.identityReviews,
      readOnly: true,
      handler: async (ctx) => ({ rows: await identityReviews(ctx.services.db) }),
    }),
    defineStaffCall({
      ...contract.identityDecide,
      async handler(ctx, input) {
        if (input.decision === 'decline' && input.note.length < 3) {
          throw new AppError('errors.kyc.noteRequired');
        }
        const note = input.note.length > 0 ? input.note : null;
        const result = await decideIdentityReview(
          ctx.services,
          { id: input.id, decision: input.decision, note },
          ctx.staff.name,
          (trx, decided) =>
            ctx.audit(
              {
                action: `kyc.identity.${decided.status}`,
                objectType: 'identity_check',
                objectId: input.id,
                before: { status: 'review', userId: decided.userId },
                after: { status: decided.status, verified: decided.verified },
                reason: note,
              },
              trx,
            ),
        );
        const level = (await loadProfile(ctx.services.db, result.userId)).level;
        return { id: input.id, status: result.status, level };
      },
    }),
    defineStaffCall({
      ...contract.kycQueue,
      async handler(ctx, input) {
        const found = await kycQueue(ctx.services.db, input);
        return { rows: found.rows, total: found.total, page: input.page };
      },
    }),
    defineStaffCall({
      ...contract.kycPlayer,
      handler: (ctx, input) => kycPlayerFile(ctx.services.db, input.userId),
    }),
    defineStaffCall({
      ...contract.kycDocumentFile,
      async handler(ctx, input) {
        const { doc, body } = await readDocument(ctx.services, input.documentId);
        await ctx.audit({
          action: 'kyc.document.view',
          objectType: 'kyc_document',
          objectId: input.documentId,
          after: { userId: Number(doc.user_id), kind: doc.kind },
        });
        return {
          documentId: input.documentId,
          mime: doc.mime,
          fileName: cleanFileName(doc.file_name, doc.mime as KycMime),
          dataBase64: body.toString('base64'),
        };
      },
    }),
    defineStaffCall({
      ...contract.kycDecide,
      async handler(ctx, input) {
        if (input.decision !== 'approve' && input.note.length < 3) {
          throw new AppError('errors.kyc.noteRequired');
        }
        const note = input.note.length > 0 ? input.note : null;
        const result = await decideDocument(
          ctx.services,
          { documentId: input.documentId, decision: input.decision, note },
          ctx.staff.name,
          (trx, decided) =>
            ctx.audit(
              {
                action: `kyc.${input.decision}`,
                objectType: 'kyc_document',
                objectId: input.documentId,
                before: { ...decided.before, userId: decided.userId },
                after: decided.after,
                reason: note,
              },
              trx,
            ),
        );
        return {
          documentId: input.documentId,
          status: result.after.status,
          level: result.after.level,
        };
      },
    }),
  );
}
