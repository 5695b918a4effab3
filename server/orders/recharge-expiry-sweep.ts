import type { FastifyBaseLogger } from 'fastify';
import type { RechargeOrderService } from './recharge-order-service';

/**
 * Marks overdue pending orders expired every `intervalMs` (0: never; reads still apply expiry), so an
 * order nobody looks at does not stay pending in reports. Answers the function that stops it.
 */
export function startRechargeExpirySweep(orders: RechargeOrderService, intervalMs: number, log: FastifyBaseLogger): () => void {
  if (intervalMs <= 0) return () => {};
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    orders
      .expireOverdue()
      .then((count) => count > 0 && log.info(`recharge orders expired: ${count}`))
      .catch((error: unknown) => log.warn({ err: error }, 'recharge expiry sweep failed'))
      .finally(() => (running = false));
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
