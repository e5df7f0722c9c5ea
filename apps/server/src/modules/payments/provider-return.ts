// Where Trustly's and paysafecard's pages send the player back: GET /payments/return?orderId=.
// On a wide screen those pages run framed inside the order's page, so the return has to leave
// the frame: a small page whose script (a file: the CSP allows no inline script) moves the
// whole window to the order's page; without a frame it simply goes there, and a link does it
// by hand.
import type { FastifyInstance } from 'fastify';

export const PROVIDER_RETURN_PATH = '/payments/return';
const ORDER_ID = /^D[0-9A-Z]{6,30}$/;

const SCRIPT = `(function(){var a=document.getElementById('back');if(!a)return;var w=window.top||window;w.location.href=a.getAttribute('href');})();`;

export function providerReturnUrl(base: string, orderNo: string): string {
  return `${base}${PROVIDER_RETURN_PATH}?orderId=${encodeURIComponent(orderNo)}`;
}

export function registerProviderReturn(app: FastifyInstance) {
  app.get(`${PROVIDER_RETURN_PATH}.js`, async (_req, reply) =>
    reply.type('text/javascript; charset=utf-8').send(SCRIPT),
  );
  app.get<{ Querystring: { orderId?: string } }>(PROVIDER_RETURN_PATH, async (req, reply) => {
    const orderId = ORDER_ID.test(req.query.orderId ?? '') ? req.query.orderId! : '';
    const target = orderId
      ? `/kisiselBilgiler/recharge-detail?orderId=${orderId}`
      : '/kisiselBilgiler/recharge-detail';
    return reply
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html><head><meta charset="utf-8"><title>Talih</title></head><body><p><a id="back" href="${target}" target="_top">Talih</a></p><script src="${PROVIDER_RETURN_PATH}.js"></script></body></html>`,
      );
  });
}
