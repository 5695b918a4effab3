import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { notices, users, workOrderMessages, workOrders } from '../db/schema';
import { seedMissingPages } from './seed-menus';
import type { SeedLocale } from './seed-texts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const TEXTS: Record<SeedLocale, { title: string; content: string; answer: string }> = {
  en: {
    title: 'Welcome to the platform desk',
    content: 'Notices from the platform appear here. Questions? Open a work order and we answer it there.',
    answer: 'Thank you for your question: we have answered it above; reply here if anything is still unclear.',
  },
  zh_CN: {
    title: '欢迎使用平台服务',
    content: '平台的公告会显示在这里。如有疑问，请提交工单，我们会在工单中回复。',
    answer: '感谢您的提问：我们已在上方回复；如仍有疑问，请在此继续回复。',
  },
};

/**
 * The platform's desk on an older database: the menu rows of /platform, a notice the admin published to
 * the operators (role official; the master's notice pages keep their own demo notices) when the admin
 * has published none, and the admin's answer on the demo's first work order when none of the demo's
 * orders has one (a database seeded before work orders were answered).
 */
export async function seedPlatformDesk(tx: Tx, demo: number | undefined, locale: SeedLocale) {
  await seedMissingPages(tx, ['/platform']);
  const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.username, 'admin')).limit(1);
  if (!admin) return;
  const text = TEXTS[locale];
  const [published] = await tx.select({ id: notices.id }).from(notices).where(isNotNull(notices.createdBy)).limit(1);
  if (!published) {
    await tx.insert(notices).values({
      title: text.title,
      content: text.content,
      audienceRole: 'official',
      state: 'published',
      publishAt: new Date(),
      createdBy: admin.id,
    });
  }
  if (!demo) return;
  const [answered] = await tx
    .select({ id: workOrderMessages.id })
    .from(workOrderMessages)
    .where(and(eq(workOrderMessages.accountId, demo), eq(workOrderMessages.side, 'admin')))
    .limit(1);
  if (answered) return;
  const [order] = await tx
    .select({ id: workOrders.id })
    .from(workOrders)
    .where(eq(workOrders.accountId, demo))
    .orderBy(asc(workOrders.id))
    .limit(1);
  if (!order) return;
  await tx
    .insert(workOrderMessages)
    .values({ accountId: demo, orderId: order.id, authorId: admin.id, side: 'admin', content: text.answer });
  await tx.update(workOrders).set({ state: 'replied', unread: true, updatedAt: new Date() }).where(eq(workOrders.id, order.id));
}
