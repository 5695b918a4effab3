import type { ServerLocale } from '../http/i18n';
import { translate } from '../http/i18n';
import type { RechargePlan } from './recharge-plan-service';

const money = (stored: number) => (stored / 10000).toFixed(2);

/** How a plan is offered in a list of choices, in the caller's language: "500.00 (+25.00 bonus)". */
export const planLabel = (plan: Pick<RechargePlan, 'amount' | 'bonus'>, locale: ServerLocale) =>
  plan.bonus > 0
    ? translate(locale, 'recharge.planWithBonus', { amount: money(plan.amount), bonus: money(plan.bonus) })
    : money(plan.amount);
