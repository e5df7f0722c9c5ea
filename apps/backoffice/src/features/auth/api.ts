// Sign-in's staff calls: the password step (answers the TOTP step, or the enrolment step with
// its QR the first time), the TOTP code (answers the staff member, stored as the session), and
// the enrolment link's password. A refusal's message is the server's, in the reader's language.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { login, setPassword, verifyTotp } from '@talih/contracts/backoffice/auth.ts';
import type { StaffOutput } from '@talih/contracts/backoffice/call.ts';
import { staffCall, StaffCallError } from '../../lib/api.ts';
import { setLanguage } from '../../lib/i18n.ts';
import { signedIn } from '../../lib/session.ts';

export type LoginStep = StaffOutput<typeof login>;

/** The server's message, or "no connection" when there is none. */
export function useAuthError() {
  const { t } = useTranslation();
  return (e: unknown) =>
    e instanceof StaffCallError && e.message ? e.message : t('common.networkError');
}

export function useLogin() {
  return useMutation({
    mutationFn: (v: { name: string; password: string }) => staffCall(login, v),
  });
}

/** The code step: on success the interface takes the member's language and they are signed in. */
export function useVerifyTotp() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (v: { challenge: string; code: string }) => {
      const me = await staffCall(verifyTotp, v);
      await setLanguage(me.lang);
      signedIn(client, me);
      return me;
    },
  });
}

export function useSetPassword() {
  return useMutation({
    mutationFn: (v: { token: string; password: string }) => staffCall(setPassword, v),
  });
}
