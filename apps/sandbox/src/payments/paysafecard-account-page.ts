// The sandbox's "my paysafecard" page: where a tester opens the paysafecard account a payout goes
// to, as a real player has one at paysafecard (e-mail, first and last name, date of birth), or
// changes its holder's details. It writes to the simulator's payout desk, so only the simulator
// serves it: production refuses PAYSAFECARD_ADAPTER=simulator (decision 0015), and the live
// adapter never registers it. `return` may name a path of the app to go back to.
import type { FastifyInstance } from 'fastify';
import type { PayoutAccount } from './paysafecard-payouts.ts';

export const PAYSAFECARD_ACCOUNT_PATH = '/sandbox/paysafecard/account';

interface AccountDesk {
  registerAccount(email: string, holder: PayoutAccount): void;
  updateAccount(email: string, holder: PayoutAccount): boolean;
  accountOf(email: string): PayoutAccount | undefined;
}

export interface AccountForm {
  email: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The form's problem in the page's words, or null. paysafecard accounts are for adults. */
export function accountProblem(form: AccountForm, today = new Date()): string | null {
  if (!EMAIL.test(form.email) || form.email.length > 254) return 'Enter a valid e-mail address.';
  if (!form.firstName || form.firstName.length > 50) return 'Enter your first name.';
  if (!form.lastName || form.lastName.length > 50) return 'Enter your last name.';
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(form.dateOfBirth);
  const born = m ? new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!)) : null;
  if (!born || born.toISOString().slice(0, 10) !== form.dateOfBirth) {
    return 'Enter your date of birth.';
  }
  const adult = new Date(born);
  adult.setUTCFullYear(born.getUTCFullYear() + 18);
  if (adult.getTime() > today.getTime()) return 'You must be 18 or older to open an account.';
  return null;
}

/** Only a path of this site: never another origin. */
function backPath(raw: unknown): string | null {
  return typeof raw === 'string' && /^\/(?![/\\])[\w\-./?=&%]*$/.test(raw) ? raw : null;
}

export function registerAccountPage(scope: FastifyInstance, desk: AccountDesk) {
  scope.get<{ Querystring: { return?: string } }>(PAYSAFECARD_ACCOUNT_PATH, async (req, reply) =>
    reply.type('text/html; charset=utf-8').send(page({ back: backPath(req.query.return) })),
  );
  scope.post<{ Querystring: { return?: string } }>(PAYSAFECARD_ACCOUNT_PATH, async (req, reply) => {
    const body = new URLSearchParams(String(req.body ?? ''));
    const back = backPath(req.query.return);
    const form: AccountForm = {
      email: (body.get('email') ?? '').trim().toLowerCase(),
      firstName: (body.get('first_name') ?? '').trim(),
      lastName: (body.get('last_name') ?? '').trim(),
      dateOfBirth: (body.get('date_of_birth') ?? '').trim(),
    };
    const update = body.get('action') === 'update';
    const problem = accountProblem(form);
    const html = (status: number, view: Parameters<typeof page>[0]) =>
      reply.code(status).type('text/html; charset=utf-8').send(page(view));
    if (problem) return html(400, { back, form, problem });
    const holder = {
      firstName: form.firstName,
      lastName: form.lastName,
      dateOfBirth: form.dateOfBirth,
    };
    if (update) {
      if (!desk.updateAccount(form.email, holder)) {
        return html(404, {
          back,
          form,
          problem: 'There is no my paysafecard account with this e-mail.',
        });
      }
      return html(200, { back, form, done: 'Your details were changed.' });
    }
    if (desk.accountOf(form.email)) {
      return html(409, {
        back,
        form,
        problem:
          'A my paysafecard account with this e-mail already exists. Change its details instead.',
      });
    }
    desk.registerAccount(form.email, holder);
    return html(201, {
      back,
      form,
      done: 'Your my paysafecard account is ready to receive payouts.',
    });
  });
}

function escape(s: string) {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function page(view: { back: string | null; form?: AccountForm; problem?: string; done?: string }) {
  const f = view.form ?? { email: '', firstName: '', lastName: '', dateOfBirth: '' };
  const query = view.back ? `?return=${encodeURIComponent(view.back)}` : '';
  const field = (id: string, label: string, value: string, attrs: string) =>
    `<label for="${id}">${label}</label><input id="${id}" name="${id}" value="${escape(value)}" ${attrs}>`;
  const backLink = view.back
    ? `<a class="back" href="${escape(view.back)}">Back to the shop</a>`
    : '';
  const done = view.done
    ? `<div role="status" class="done"><p>${escape(view.done)}</p><dl><dt>E-mail</dt><dd>${escape(f.email)}</dd><dt>Name</dt><dd>${escape(`${f.firstName} ${f.lastName}`)}</dd><dt>Date of birth</dt><dd>${escape(f.dateOfBirth)}</dd></dl>${backLink}</div>`
    : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>my paysafecard (sandbox)</title><link rel="stylesheet" href="/sandbox/paysafecard/panel.css"></head>
<body><main class="account">
<p class="brand">my paysafecard <small>SANDBOX</small></p>
<h1>Your paysafecard account</h1>
<p class="lead">Payouts from shops arrive in this account. paysafecard pays only when your name and date of birth here are exactly those the shop verified.</p>
${view.problem ? `<p role="alert" class="problem">${escape(view.problem)}</p>` : ''}
${done}
<form method="post" action="${PAYSAFECARD_ACCOUNT_PATH}${query}">
${field('email', 'E-mail', f.email, 'type="email" autocomplete="email" required maxlength="254"')}
${field('first_name', 'First name', f.firstName, 'autocomplete="given-name" required maxlength="50"')}
${field('last_name', 'Last name', f.lastName, 'autocomplete="family-name" required maxlength="50"')}
${field('date_of_birth', 'Date of birth', f.dateOfBirth, 'type="date" autocomplete="bday" required')}
<button type="submit" name="action" value="create" class="primary">Open account</button>
<button type="submit" name="action" value="update">Change my details</button>
</form>
${view.done ? '' : backLink}
</main></body></html>`;
}
