import { utcDay } from './days';
import { randomCode } from './random';

/** Each kind of order's number: its two letters, and how many random characters follow the day. */
const ORDER_KINDS = {
  recharge: { prefix: 'RO', random: 10 },
  package: { prefix: 'PO', random: 8 },
  domain: { prefix: 'DO', random: 8 },
  /** A package the admin gave without charging (server/accounts/admin-account-money-service.ts). */
  grant: { prefix: 'GR', random: 8 },
} as const;

/** A new order number, `<kind's letters><yyyymmdd (UTC)><random characters>`, e.g. RO20260315K7QW2M9XTA. */
export function newOrderNo(kind: keyof typeof ORDER_KINDS, now = new Date()): string {
  const { prefix, random } = ORDER_KINDS[kind];
  return `${prefix}${utcDay(now).replaceAll('-', '')}${randomCode(random)}`;
}
