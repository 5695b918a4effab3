import { SchemaFormModal } from '@/renderer/form/form-screens';
import { usePages } from '@/store/pages-store';
import { rechargeModalSpec } from './recharge-modal-spec';

/**
 * The recharge modal of the recharge orders page, opened from elsewhere (the header's user menu, the
 * dashboard): the same schema form, so choosing a plan, paying and following the order's state are
 * declared once. Loaded only when it is opened; the header's user menu follows the balance it changes.
 */
export function RechargeModal({ onClose }: { onClose: () => void }) {
  const { pages } = usePages();
  const form = rechargeModalSpec(pages);
  if (!form) return null;
  return <SchemaFormModal form={form} open scope={{}} onClose={onClose} />;
}
