// The sandbox card PSP's hosted payment page, served at /payments/sandbox/card/<orderId>. Like
// a real PSP page it lives outside the app: it shows the amount and lets the tester choose how
// the payment ends (success, declined, timed out); the PSP then sends its signed webhook and
// the browser returns to the order's page in the app.
import type { FastifyInstance } from 'fastify';
import { minorToNumber } from '@talih/contracts/money.ts';
import { formatMoney } from '../../http/i18n.ts';
import { SANDBOX_CARD_PATH, type SandboxAdapters } from '../../adapters/payments/sandbox.ts';
import type { Services } from '../../services.ts';

const OUTCOMES = ['success', 'fail', 'timeout'] as const;
type Outcome = (typeof OUTCOMES)[number];

const CSS = `body{margin:0;font:15px/1.5 system-ui,sans-serif;background:#f4f6f8;color:#111}
main{max-width:420px;margin:48px auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 4px 24px #0002}
h1{font-size:18px;margin:0 0 4px}p{margin:4px 0 16px;color:#444}.amount{font-size:28px;font-weight:700;color:#111}
.note{font-size:13px;color:#666;border-top:1px solid #eee;padding-top:12px}
button{display:block;width:100%;margin:8px 0;padding:12px;border-radius:8px;border:1px solid #ccc;background:#fff;font-size:15px;cursor:pointer}
button.ok{background:#1a7f37;color:#fff;border-color:#1a7f37}button.fail{color:#b42318}`;

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function registerSandboxCardPage(
  app: FastifyInstance,
  services: Services,
  sandbox: SandboxAdapters,
) {
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 1024 }, (_r, b, done) =>
      done(null, b),
    );

    scope.get(`${SANDBOX_CARD_PATH}.css`, async (_req, reply) =>
      reply.type('text/css; charset=utf-8').send(CSS),
    );

    const findOrder = (orderNo: string) =>
      services.db
        .selectFrom('deposit_orders')
        .select(['order_no', 'amount_minor', 'status', 'method'])
        .where('order_no', '=', orderNo)
        .where('method', '=', 'card')
        .executeTakeFirst();

    type PageRequest = { Params: { orderNo: string }; Querystring: { t?: string } };
    /** The order, when the caller holds the page token issued with its payUrl. */
    const boundOrder = (req: { params: { orderNo: string }; query: { t?: string } }) =>
      sandbox.cardPageTokenMatches(req.params.orderNo, req.query.t)
        ? findOrder(req.params.orderNo)
        : Promise.resolve(undefined);

    scope.get<PageRequest>(`${SANDBOX_CARD_PATH}/:orderNo`, async (req, reply) => {
      const order = await boundOrder(req);
      reply.type('text/html; charset=utf-8');
      if (!order)
        return reply
          .code(404)
          .send(
            page('Ödeme oturumu bulunamadı', '<p>Bu ödeme oturumu yok ya da süresi doldu.</p>'),
          );
      const no = escape(order.order_no);
      const body =
        order.status !== 'pending'
          ? `<p>Bu ödeme tamamlandı.</p><p><a href="/kisiselBilgiler/recharge-detail?orderId=${no}">Siparişe dön</a></p>`
          : `<p>Sipariş ${no}</p><p class="amount">${escape(formatMoney('tk', minorToNumber(order.amount_minor), services.config.jurisdiction.currency))}</p>
<form method="post" action="${SANDBOX_CARD_PATH}/${no}?t=${encodeURIComponent(req.query.t ?? '')}">
<button class="ok" name="outcome" value="success">Ödemeyi onayla (başarılı)</button>
<button class="fail" name="outcome" value="fail">Kart reddedildi (başarısız)</button>
<button name="outcome" value="timeout">Zaman aşımı</button>
</form>`;
      return reply.send(page('Talih Sandbox Ödeme Sayfası', body));
    });

    scope.post<PageRequest>(`${SANDBOX_CARD_PATH}/:orderNo`, async (req, reply) => {
      const order = await boundOrder(req);
      const raw = typeof req.body === 'string' ? req.body : '';
      const outcome = new URLSearchParams(raw).get('outcome') as Outcome | null;
      if (!order || !outcome || !OUTCOMES.includes(outcome)) {
        return reply.code(400).type('text/plain').send('bad request');
      }
      if (order.status === 'pending') {
        sandbox.cardOutcome(order.order_no, order.amount_minor, outcome);
      }
      return reply.redirect(
        `/kisiselBilgiler/recharge-detail?orderId=${encodeURIComponent(order.order_no)}`,
        303,
      );
    });
  });
}

function page(title: string, body: string) {
  return `<!doctype html><html lang="tr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title><link rel="stylesheet" href="${SANDBOX_CARD_PATH}.css"></head><body><main><h1>${title}</h1><p class="note">Sandbox: gerçek bir kart işlemi yapılmaz.</p>${body}</main></body></html>`;
}
