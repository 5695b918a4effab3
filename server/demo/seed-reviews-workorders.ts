import { asc, eq } from 'drizzle-orm';
import { AccountData } from '../db/account-data';
import type { Db } from '../db/client';
import { apps, comments, users, workOrderMessages, workOrders } from '../db/schema';
import { refreshSummary } from '../comments/comment-service';
import { daysAgo } from '../shared/days';
import type { SeedLocale } from './seed-texts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Reviews in both languages (an install page shows those in the visitor's language first): [author, stars, text, reply, language]. */
const REVIEWS: [string, number, string, string, 'zh_CN' | 'en'][] = [
  ['Maria', 5, 'Installs in a second and opens like a real app. Love it.', 'Thank you, Maria! More features are on the way.', 'en'],
  ['Tom', 4, 'Fast and light. Would like a dark mode.', '', 'en'],
  ['Ana', 3, 'Works well, but notifications come a little late.', 'Thanks for the report, we are looking into it.', 'en'],
  ['Li Wei', 5, 'Much smaller than the store app and just as good.', '', 'en'],
  ['小王', 5, '安装很快，用起来和原生应用一样流畅。', '感谢支持，我们会继续努力！', 'zh_CN'],
  ['阿花', 4, '界面清爽，希望增加夜间模式。', '', 'zh_CN'],
  ['老陈', 2, '偶尔加载较慢，希望优化一下。', '已收到反馈，下个版本会优化加载速度。', 'zh_CN'],
  ['小林', 5, '不占空间，推荐！', '', 'zh_CN'],
];

const ORDER_TEXTS: Record<SeedLocale, { title: string; question: string; answer: string }> = {
  en: {
    title: 'How do I bind my own domain?',
    question: 'I bought a domain elsewhere. How can my app be served on it?',
    answer:
      'Open Domains, add the domain as a custom domain and create the TXT record shown there; once it is verified, bind it to your app.',
  },
  zh_CN: {
    title: '如何绑定自己的域名？',
    question: '我在其他地方购买了域名，怎样让应用使用这个域名访问？',
    answer: '请在“域名管理”中添加自定义域名，并按提示添加 TXT 记录；验证通过后即可绑定到应用。',
  },
};

/**
 * The demo's reviews on its apps (both languages, some answered, one hidden) with their published
 * figures, and a work order of the demo master that the platform has answered (unread).
 */
export async function seedDemoReviewsAndWorkOrders(tx: Tx, demo: number, locale: SeedLocale) {
  const now = Date.now();
  const account = AccountData.of(tx, demo);
  const demoApps = await tx.select({ appId: apps.appId }).from(apps).where(eq(apps.accountId, demo)).orderBy(asc(apps.id));
  const rows = demoApps.flatMap(({ appId }, appIndex) =>
    REVIEWS.map(([author, rating, content, reply, language], i) => {
      const createdAt = daysAgo(1 + i * 3 + appIndex, now);
      return {
        accountId: demo,
        appId,
        author,
        rating,
        content,
        language,
        // One review of each app is hidden, to show what hiding does.
        visible: i !== 3,
        reply,
        repliedAt: reply ? new Date(createdAt.getTime() + 3_600_000) : null,
        createdAt,
      };
    }),
  );
  if (rows.length) await tx.insert(comments).values(rows);
  for (const { appId } of demoApps) await refreshSummary(account, appId);

  const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.username, 'admin')).limit(1);
  if (!admin) return;
  const text = ORDER_TEXTS[locale];
  const [order] = await tx
    .insert(workOrders)
    .values({
      accountId: demo,
      submitterId: demo,
      category: 'domain',
      title: text.title,
      state: 'replied',
      unread: true,
      createdAt: daysAgo(2, now),
      updatedAt: daysAgo(1, now),
    })
    .returning({ id: workOrders.id });
  await tx.insert(workOrderMessages).values([
    { accountId: demo, orderId: order!.id, authorId: demo, side: 'user', content: text.question, createdAt: daysAgo(2, now) },
    { accountId: demo, orderId: order!.id, authorId: admin.id, side: 'admin', content: text.answer, createdAt: daysAgo(1, now) },
  ]);
}
