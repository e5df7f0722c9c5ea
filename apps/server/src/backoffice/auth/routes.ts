// Sign-in, enrolment, the signed-in staff member, sign-out and language.
import * as contract from '@talih/contracts/backoffice/auth.ts';
import { ROLE_PERMISSIONS } from '@talih/contracts/backoffice/permissions.ts';
import { UnauthorizedError } from '../../http/errors.ts';
import {
  defineStaffCall,
  definePublicStaffCall,
  staffContext,
  type StaffRegistry,
} from '../calls.ts';
import { setPasswordFromLink } from './accounts.ts';
import { passwordStep, totpStep } from './login.ts';
import {
  checkStaffSession,
  createStaffSession,
  revokeStaffSession,
  sessionCookies,
  type StaffIdentity,
} from './sessions.ts';
import { appendStaffAudit, auditChainOf } from '../../audit/staff-audit.ts';
import type { Services } from '../../services.ts';

function meOf(services: Services, staff: StaffIdentity, csrfToken: string) {
  return {
    ...staff,
    permissions: [...ROLE_PERMISSIONS[staff.role]],
    csrfToken,
    sandbox: services.config.mode === 'sandbox',
    currency: services.config.jurisdiction.currency,
  };
}

export function registerAuthCalls(registry: StaffRegistry) {
  registry.add(
    definePublicStaffCall({
      ...contract.login,
      handler: (ctx, input) =>
        passwordStep(ctx.services, input.name, input.password, ctx.ip, ctx.requestId),
    }),
    definePublicStaffCall({
      ...contract.verifyTotp,
      async handler(ctx, input) {
        const { services } = ctx;
        const who = await totpStep(services, input.challenge, input.code, ctx.ip, ctx.requestId);
        const session = await createStaffSession(services.db, who.id, ctx.ip);
        const check = await checkStaffSession(services.db, session.token, 60_000);
        if (check.status !== 'ok') throw new UnauthorizedError();
        const audit = staffContext(services, check.session.staff, ctx.requestId, ctx.ip);
        if (who.enrolled) {
          await audit.audit({
            action: 'staff.totp_enrolled',
            objectType: 'staff',
            objectId: who.id,
          });
        }
        await audit.audit({ action: 'staff.login', objectType: 'staff', objectId: who.id });
        const secure = services.config.NODE_ENV === 'production';
        ctx.reply.header('set-cookie', sessionCookies(session, secure));
        return meOf(services, check.session.staff, session.csrfToken);
      },
    }),
    definePublicStaffCall({
      ...contract.setPassword,
      async handler(ctx, input) {
        const who = await setPasswordFromLink(ctx.services.db, input.token, input.password);
        await appendStaffAudit(ctx.services.db, auditChainOf(ctx.services), {
          staffId: who.id,
          staffName: who.name,
          action: 'staff.password_set',
          objectType: 'staff',
          objectId: who.id,
          requestId: ctx.requestId,
          ip: ctx.ip,
        });
        return { name: who.name };
      },
    }),
    defineStaffCall({
      ...contract.me,
      readOnly: true,
      async handler(ctx) {
        return meOf(ctx.services, ctx.staff, ctx.session?.csrfToken ?? '');
      },
    }),
    defineStaffCall({
      ...contract.logout,
      async handler(ctx) {
        if (ctx.session) await revokeStaffSession(ctx.services.db, ctx.session.tokenHash);
        await ctx.audit({ action: 'staff.logout', objectType: 'staff', objectId: ctx.staff.id });
        ctx.reply?.header(
          'set-cookie',
          sessionCookies(null, ctx.services.config.NODE_ENV === 'production'),
        );
        return null;
      },
    }),
    defineStaffCall({
      ...contract.setLanguage,
      async handler(ctx, input) {
        await ctx.services.db
          .updateTable('staff')
          .set({ lang: input.lang })
          .where('id', '=', ctx.staff.id)
          .execute();
        await ctx.audit({
          action: 'staff.language',
          objectType: 'staff',
          objectId: ctx.staff.id,
          before: { lang: ctx.staff.lang },
          after: { lang: input.lang },
        });
        return null;
      },
    }),
  );
}
