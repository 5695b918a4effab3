import { createHmac, timingSafeEqual } from 'node:crypto';
import type { SignedPaymentNotice } from './payment-provider';

/**
 * The signature of a payment callback: hex HMAC-SHA256, keyed with the payment secret (PAYMENT_SECRET),
 * of `order_no|trade_no|amount|outcome|timestamp`. The provider signs, the server checks, so a callback
 * nobody with the secret made changes nothing.
 */
export function signNotice(notice: Omit<SignedPaymentNotice, 'sign'>, secret: string): string {
  const text = [notice.order_no, notice.trade_no, notice.amount, notice.outcome, notice.timestamp].join('|');
  return createHmac('sha256', secret).update(text).digest('hex');
}

/** Compares in constant time, so the answer's timing does not reveal how much of a guess was right. */
export function signatureHolds(notice: SignedPaymentNotice, secret: string): boolean {
  const expected = Buffer.from(signNotice(notice, secret), 'hex');
  const given = /^[0-9a-f]{64}$/i.test(notice.sign) ? Buffer.from(notice.sign, 'hex') : Buffer.alloc(0);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The sandbox page's link signature: only the payer handed the link (the order's master) opens it. */
export function pageSignature(orderNo: string, secret: string): string {
  return createHmac('sha256', secret).update(`sandbox-page|${orderNo}`).digest('base64url');
}

export function pageSignatureHolds(orderNo: string, given: string, secret: string): boolean {
  const expected = Buffer.from(pageSignature(orderNo, secret));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
