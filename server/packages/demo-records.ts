import type { ServerLocale } from '../http/i18n';
import { daysAgo } from '../shared/days';

/** Examples of usage records: what an install taken from a package looks like, by app and channel. */
const SAMPLES = [
  { zh: '演示商城 · 渠道 SPRING', en: 'Demo Shop · channel SPRING', daysAgo: 0 },
  { zh: '演示商城 · 渠道 SPRING', en: 'Demo Shop · channel SPRING', daysAgo: 1 },
  { zh: '演示新闻 · 直接访问', en: 'Demo News · direct visit', daysAgo: 1 },
  { zh: '演示商城 · 渠道 FORUM', en: 'Demo Shop · channel FORUM', daysAgo: 2 },
  { zh: '演示新闻 · 渠道 FORUM', en: 'Demo News · channel FORUM', daysAgo: 3 },
];

/**
 * Demo records (spec §2 "demo records"): the same few example usage records for every account, so a
 * master sees what its usage records will show before any install has been taken from a package. They
 * are made up on each call (dated from today), are never stored and never count.
 */
export function demoRecords(locale: ServerLocale, { page = 1, pageSize = 20 }: { page?: number; pageSize?: number }) {
  const today = new Date();
  today.setUTCHours(9, 30, 0, 0);
  const plan = locale === 'en' ? 'Standard (example)' : '标准版（示例）';
  const all = SAMPLES.map((sample, i) => ({
    id: i + 1,
    subscription_id: null,
    plan_name: plan,
    kind: 'install' as const,
    quantity: 1,
    reference: locale === 'en' ? sample.en : sample.zh,
    created_at: new Date(daysAgo(sample.daysAgo, today).getTime() - i * 60_000).toISOString(),
  }));
  return { items: all.slice((page - 1) * pageSize, page * pageSize), total: all.length };
}
