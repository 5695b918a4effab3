import type { OperationTypes } from '../api/generated/operation-types';
import type { ServerLocale } from '../http/i18n';

/** What a payment provider reports about one order's payment, once its signature is verified. */
export interface PaymentNotice {
  orderNo: string;
  /** The provider's own reference of the payment. */
  tradeNo: string;
  /** What was paid, stored × 10000; must equal the order's amount. */
  amount: number;
  outcome: 'paid' | 'declined';
}

/**
 * The callback's body as the provider sends it (operation `recharge_notify`, declared in
 * schemas/api/order.json): `timestamp` in seconds since 1970 when the provider signed it, `sign` the hex
 * HMAC-SHA256 of the other fields (see `payment-signature.ts`).
 */
export type SignedPaymentNotice = OperationTypes['rechargeNotify']['body'];

/**
 * A payment provider: where the payer pays for an order, and how its callback is verified. The recharge
 * service knows nothing else of it. The local default is the sandbox (`sandbox-provider.ts`); a real one
 * implements this interface and is chosen in `server/services.ts` by configuration (ARCHITECTURE.md,
 * "Recharge and payment").
 */
export interface PaymentProvider {
  /** Stored as the order's `method`. */
  readonly method: string;
  /** The address the payer opens to pay `order` (a page of the provider, in `locale` where it can). */
  checkoutUrl(order: { orderNo: string; amount: number }, origin: string, locale: ServerLocale): string;
  /** The notice of a callback whose signature holds, else undefined (forged or altered). */
  verify(notice: SignedPaymentNotice): PaymentNotice | undefined;
}
