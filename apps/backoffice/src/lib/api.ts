// Staff calls from the browser: POST /bo/api<path> with the CSRF header (the value of the
// bo_csrf cookie, double submit), the envelope unwrapped, and a signed-out answer reported to
// the session so the shell returns to the sign-in page.
import {
  CSRF_HEADER,
  STAFF_API_PREFIX,
  type StaffContract,
  type StaffInput,
  type StaffOutput,
} from '@talih/contracts/backoffice/call.ts';

export class StaffCallError extends Error {
  readonly state: string;
  constructor(state: string, message: string) {
    super(message);
    this.name = 'StaffCallError';
    this.state = state;
  }
}

export function readCookie(name: string): string {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return '';
}

let onSignedOut: (message: string) => void = () => {};
/** The session registers what a 401 answer does (clear the staff member, show sign-in). */
export function setSignedOutHandler(handler: (message: string) => void) {
  onSignedOut = handler;
}

let language = 'tk';
export function setApiLanguage(lang: string) {
  language = lang;
}

export async function staffCall<C extends StaffContract>(
  contract: C,
  input: StaffInput<C>,
): Promise<StaffOutput<C>> {
  let res: Response;
  try {
    res = await fetch(`${STAFF_API_PREFIX}${contract.path}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        'content-type': 'application/json',
        'accept-language': language === 'en' ? 'en' : 'tr',
        [CSRF_HEADER]: readCookie('bo_csrf'),
      },
      body: JSON.stringify(input ?? {}),
    });
  } catch {
    throw new StaffCallError('network', '');
  }
  const body = (await res.json().catch(() => null)) as {
    state: string;
    msg: string;
    resultData: unknown;
  } | null;
  if (!body) throw new StaffCallError(String(res.status), '');
  if (body.state === '401') {
    onSignedOut(body.msg);
    throw new StaffCallError('401', body.msg);
  }
  if (body.state !== '200') throw new StaffCallError(body.state, body.msg);
  return body.resultData as StaffOutput<C>;
}
