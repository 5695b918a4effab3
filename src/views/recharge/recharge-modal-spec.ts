import type { PageForm } from '@contract/generated/page-schema';
import type { ConsolePage } from '@/router/menu/page-types';

/** Where the recharge modal is declared: the recharge orders page's modal `recharge` (schemas/pages/account.json). */
export const RECHARGE_ORDERS_PATH = '/account/recharge_orders';
export const RECHARGE_MODAL_KEY = 'recharge';

/** The recharge modal's form as the page schema declares it, or undefined while the pages are not loaded (or the role lacks the page). */
export function rechargeModalSpec(pages: ConsolePage[]): PageForm | undefined {
  for (const page of pages) {
    for (const child of page.children ?? []) {
      const body = child.body as { type?: string; modals?: Record<string, PageForm> } | undefined;
      if (child.path === RECHARGE_ORDERS_PATH && body?.type === 'list') return body.modals?.[RECHARGE_MODAL_KEY];
    }
  }
  return undefined;
}
