import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pickLocale, translate, type ServerLocale } from '../http/i18n';
import { escapeHtml, HTML_LANG, PLAIN_PAGE_BASE_STYLE, plainPageHtml } from '../http/plain-page';
import { rechargeStatesIn } from '../orders/recharge-states';
import type { Services } from '../services';
import { signNotice, pageSignatureHolds } from './payment-signature';
import { randomCode } from '../shared/random';
import { SANDBOX_METHOD } from './sandbox-provider';

const money = (stored: number) => (stored / 10000).toFixed(2);

interface PageRequest {
  Params: { orderNo: string };
  Querystring: { sig?: string; lang?: string };
  Body: { sig?: string; lang?: string; decision?: string };
}

const localeOf = (request: FastifyRequest, lang: string | undefined): ServerLocale =>
  lang === 'en' || lang === 'zh_CN' ? lang : pickLocale(request.headers['accept-language']);

const SANDBOX_STYLE = `${PLAIN_PAGE_BASE_STYLE}body{background:#f5f5f5;color:#262626}
main{width:100%;max-width:26rem;margin:1rem;padding:1.5rem 2rem;background:#fff;border-radius:8px;box-shadow:0 1px 4px rgba(0,0,0,.08)}
h1{font-size:1.25rem;margin:0 0 .5rem}
.note{margin:0 0 1rem;color:#8c8c8c;font-size:.875rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.5rem 1rem;margin:0 0 1.25rem}
dt{color:#8c8c8c}dd{margin:0;font-weight:600;word-break:break-all}
form{display:flex;gap:.75rem}
button{flex:1;font:inherit;padding:.6rem 1rem;border-radius:6px;border:1px solid #d9d9d9;background:#fff;cursor:pointer}
button[value=confirm]{background:#0960bd;border-color:#0960bd;color:#fff}
button:focus-visible{outline:2px solid #0960bd;outline-offset:2px}
.result{margin:0;line-height:1.6}`;

function page(locale: ServerLocale, body: string): string {
  const t = (id: string) => escapeHtml(translate(locale, id));
  return plainPageHtml({
    locale,
    title: translate(locale, 'sandbox.title'),
    style: SANDBOX_STYLE,
    body: `<main>\n<h1>${t('sandbox.title')}</h1>\n<p class="note">${t('sandbox.note')}</p>\n${body}\n</main>`,
  });
}

/**
 * The sandbox provider's payment page (`/pay/sandbox/<order_no>?sig=…&lang=…`), plain server-rendered
 * HTML in the order's payer's language: the order and, while it is pending, "confirm" and "decline".
 * The choice is posted back here (a form, no script), signed with the payment secret like a real
 * provider's callback and settled by the same code as `recharge_notify`; then the page shows the result
 * (post, redirect, get: reloading it never pays twice, and a second confirmation changes nothing anyway).
 */
export async function sandboxPaymentPage(app: FastifyInstance, { services }: { services: Services }) {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  const secret = services.config.recharge.paymentSecret;

  function send(reply: FastifyReply, status: number, locale: ServerLocale, body: string) {
    return reply
      .code(status)
      .header('Cache-Control', 'no-store')
      .header('Content-Language', HTML_LANG[locale])
      .type('text/html; charset=utf-8')
      .send(page(locale, body));
  }

  const notFound = (reply: FastifyReply, locale: ServerLocale) =>
    send(reply, 404, locale, `<p class="result">${escapeHtml(translate(locale, 'sandbox.notFound'))}</p>`);

  async function orderOf(orderNo: string, sig: string | undefined) {
    if (!sig || !pageSignatureHolds(orderNo, sig, secret)) return undefined;
    const order = await services.rechargeSettlement.orderForPayer(orderNo);
    return order?.method === SANDBOX_METHOD ? order : undefined;
  }

  app.get<PageRequest>('/pay/sandbox/:orderNo', async (request, reply) => {
    const { sig, lang } = request.query;
    const locale = localeOf(request, lang);
    const order = await orderOf(request.params.orderNo, sig);
    if (!order) return notFound(reply, locale);
    const t = (id: string, values?: Record<string, string | number>) => escapeHtml(translate(locale, id, values));
    const stateLabel = rechargeStatesIn(locale).find((s) => s.value === order.state)!.label;
    const details = `<dl>
<dt>${t('sandbox.orderNo')}</dt><dd>${escapeHtml(order.orderNo)}</dd>
<dt>${t('sandbox.amount')}</dt><dd data-amount>${money(order.amount)}</dd>
<dt>${t('sandbox.credit')}</dt><dd>${money(order.amount + order.bonus)}</dd>
<dt>${t('sandbox.state')}</dt><dd data-state="${order.state}">${escapeHtml(stateLabel)}</dd>
</dl>`;
    const action =
      order.state === 'pending'
        ? `<form method="post" action="/pay/sandbox/${encodeURIComponent(order.orderNo)}">
<input type="hidden" name="sig" value="${escapeHtml(sig!)}"><input type="hidden" name="lang" value="${locale}">
<button type="submit" name="decision" value="confirm">${t('sandbox.confirm')}</button>
<button type="submit" name="decision" value="decline">${t('sandbox.decline')}</button>
</form>`
        : `<p class="result">${t(`sandbox.result.${order.state}`)}</p>`;
    return send(reply, 200, locale, details + action);
  });

  app.post<PageRequest>('/pay/sandbox/:orderNo', async (request, reply) => {
    const body = request.body && typeof request.body === 'object' ? request.body : {};
    const locale = localeOf(request, body.lang);
    const order = await orderOf(request.params.orderNo, body.sig);
    if (!order) return notFound(reply, locale);
    if (body.decision === 'confirm' || body.decision === 'decline') {
      const notice = {
        order_no: order.orderNo,
        trade_no: `SB${randomCode(16)}`,
        amount: order.amount,
        outcome: body.decision === 'confirm' ? ('paid' as const) : ('declined' as const),
        timestamp: Math.floor(Date.now() / 1000),
      };
      await services.rechargeSettlement.settle({ ...notice, sign: signNotice(notice, secret) });
    }
    const query = new URLSearchParams({ sig: body.sig!, lang: locale });
    return reply.header('Cache-Control', 'no-store').redirect(`/pay/sandbox/${encodeURIComponent(order.orderNo)}?${query}`, 303);
  });
}
