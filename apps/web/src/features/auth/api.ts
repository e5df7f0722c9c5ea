// Calls of the login shell. The accounts issue replaces these with typed contracts.
import { COUNTRY_CODE } from '@talih/contracts/limits.ts';
import { request } from '../../lib/request.ts';
import { pickSessionFields, useSession } from '../../lib/session.ts';

/** POST /sso/loginNew; the server's msg is toasted by the request client on failure. */
export async function loginWithPassword(phone: string, password: string): Promise<void> {
  const data = await request<Record<string, unknown>>('/sso/loginNew', {
    mobile: COUNTRY_CODE + phone,
    password,
  });
  useSession.getState().loginAsPlayer(pickSessionFields(data));
}
