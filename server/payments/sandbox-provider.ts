import type { ServerLocale } from '../http/i18n';
import type { PaymentProvider } from './payment-provider';
import { pageSignature, signatureHolds } from './payment-signature';

export const SANDBOX_METHOD = 'sandbox';

/**
 * The local default provider: the payer confirms or declines on a page of this server
 * (`sandbox-page.ts`), which then signs its notice with the payment secret like a real provider and
 * hands it to the same settlement as the public callback. No money moves anywhere: production sets a
 * real provider.
 */
export function createSandboxProvider(secret: string): PaymentProvider {
  return {
    method: SANDBOX_METHOD,
    checkoutUrl: (order, origin, locale: ServerLocale) =>
      `${origin}/pay/sandbox/${encodeURIComponent(order.orderNo)}?${new URLSearchParams({ sig: pageSignature(order.orderNo, secret), lang: locale })}`,
    verify: (notice) =>
      signatureHolds(notice, secret)
        ? { orderNo: notice.order_no, tradeNo: notice.trade_no, amount: notice.amount, outcome: notice.outcome }
        : undefined,
  };
}
