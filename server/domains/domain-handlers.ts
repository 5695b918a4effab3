import type { AreaHandlers } from '../api/handler-types';
import { accountOf } from '../auth/caller';
import { LABEL_MAX, LABEL_MIN, MAX_YEARS, RESERVED_LABELS } from './domain-names';
import { TXT_PREFIX } from './domain-view';

export const domainHandlers = {
  rootDomainSelect: async (ctx) => {
    const { page = 1, pageSize = 100, special_offer: offer } = ctx.query;
    const roots = (await ctx.services.rootDomains.listEnabled()).filter((root) => !offer || root.special_offer === (offer === 'yes'));
    return { items: roots.slice((page - 1) * pageSize, page * pageSize), total: roots.length };
  },

  domainSetting: async () => ({
    label_min: LABEL_MIN,
    label_max: LABEL_MAX,
    max_years: MAX_YEARS,
    reserved: [...RESERVED_LABELS],
    txt_prefix: TXT_PREFIX,
  }),

  domainCheck: async (ctx) =>
    ctx.services.domainPurchases.check(accountOf(ctx), { name: ctx.query.name, root: ctx.query.root, years: ctx.query.years ?? 1 }),

  buyDomain: async (ctx) => ctx.services.domainPurchases.buy(accountOf(ctx), ctx.body, ctx.idempotency),

  renewDomain: async (ctx) => ctx.services.domainPurchases.renew(accountOf(ctx), ctx.body.id, ctx.body.years, ctx.idempotency),

  domainList: async (ctx) => ctx.services.domainLists.domains(accountOf(ctx), ctx.query),

  deductionRecordList: async (ctx) => ctx.services.domainLists.orders(accountOf(ctx), ctx.body ?? {}),

  pwaBindDomain: async (ctx) => ctx.services.domainBindings.bind(accountOf(ctx), ctx.body.id, ctx.body.app_id),

  pwaUnbindDomain: async (ctx) => ctx.services.domainBindings.unbind(accountOf(ctx), ctx.body.id),

  addCustomDomain: async (ctx) => ctx.services.customDomains.add(accountOf(ctx), ctx.body.domain),

  verifyCustomDomain: async (ctx) => ctx.services.customDomains.verify(accountOf(ctx), ctx.body.id),
} satisfies AreaHandlers;
