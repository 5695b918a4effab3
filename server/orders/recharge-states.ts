import type { ServerLocale } from '../http/i18n';
import { RECHARGE_STATES, type RechargeState } from './tables';

const LABELS: Record<RechargeState, { zh_CN: string; en: string }> = {
  pending: { zh_CN: '待支付', en: 'Pending' },
  paid: { zh_CN: '已支付', en: 'Paid' },
  cancelled: { zh_CN: '已取消', en: 'Cancelled' },
  expired: { zh_CN: '已过期', en: 'Expired' },
};

/** The order states (get_status_list) with the label of `locale` and both names. */
export const rechargeStatesIn = (locale: ServerLocale) =>
  RECHARGE_STATES.map((value) => ({
    value,
    label: LABELS[value][locale],
    label_zh_cn: LABELS[value].zh_CN,
    label_en: LABELS[value].en,
  }));
