import { useEffect } from 'react';
import { subscribeDataChanges } from '@/api/data-changes';
import { SchemaFormModal } from '@/renderer/form/form-screens';
import { usePages } from '@/store/pages-store';
import { refreshBalance } from './balance-refresh';
import { rechargeModalSpec } from './recharge-modal-spec';

/** Keeps the shown balance fresh: every announced change of the `balance` topic asks get_balance again. */
export function useBalanceRefresh() {
  useEffect(
    () =>
      subscribeDataChanges((topics) => {
        if (topics.includes('balance')) void refreshBalance().catch(() => undefined);
      }),
    [],
  );
}

/**
 * The recharge modal of the recharge orders page, opened from elsewhere (the header's user menu, the
 * dashboard): the same schema form, so choosing a plan, paying and following the order's state are
 * declared once. Loaded only when it is opened.
 */
export function RechargeModal({ onClose }: { onClose: () => void }) {
  const { pages } = usePages();
  const form = rechargeModalSpec(pages);
  useBalanceRefresh();
  if (!form) return null;
  return <SchemaFormModal form={form} open scope={{}} onClose={onClose} />;
}
