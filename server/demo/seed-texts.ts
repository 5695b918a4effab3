/** The languages demo content can be seeded in (the console's locales). */
export type SeedLocale = 'zh_CN' | 'en';

/** Chinese, like the console's default language: demo content matches the interface a new user sees. */
export const DEFAULT_SEED_LOCALE: SeedLocale = 'zh_CN';

export const isSeedLocale = (value: string | undefined): value is SeedLocale => value === 'zh_CN' || value === 'en';

interface NoticeText {
  title: string;
  content: string;
}

/** Every visible text of the demo content, per language (stored as seeded: records hold one language). */
export interface SeedTexts {
  shop: { name: string; developer: string; description: string };
  news: { name: string; developer: string; description: string };
  /** The package app an existing database gains when its news app was seeded as a URL app. */
  reader: { name: string; developer: string; description: string };
  channels: { facebook: string; google: string; tiktok: string; telegram: string; springCampaign: string; communityPosts: string };
  notices: { maintenance: NoticeText; welcome: NoticeText; balance: NoticeText };
}

export const SEED_TEXTS: Record<SeedLocale, SeedTexts> = {
  zh_CN: {
    shop: { name: '演示商城', developer: '演示工作室', description: '每日特惠，一秒安装。' },
    news: { name: '演示新闻', developer: '演示工作室', description: '离线也能看的头条新闻。' },
    reader: { name: '演示阅读', developer: '演示工作室', description: '上传的静态站点，安装后离线阅读。' },
    channels: {
      facebook: 'Facebook 广告',
      google: 'Google 广告',
      tiktok: 'TikTok 达人',
      telegram: 'Telegram 群组',
      springCampaign: '春季活动',
      communityPosts: '社群帖子',
    },
    notices: {
      maintenance: {
        title: '周日例行维护',
        content: '周日 02:00（UTC）起控制台将暂停服务约 30 分钟，已安装的应用不受影响。',
      },
      welcome: {
        title: '欢迎使用 PWA Console',
        content: '创建应用，添加推广渠道并分享它们的短链接，即可开始统计安装量。',
      },
      balance: {
        title: '您的余额约可支持 30 天的安装',
        content: '请充值余额或购买套餐，以免您的应用被暂停。',
      },
    },
  },
  en: {
    shop: { name: 'Demo Shop', developer: 'Demo Studio', description: 'Daily deals in an app that installs in a second.' },
    news: { name: 'Demo News', developer: 'Demo Studio', description: 'Headlines that work offline.' },
    reader: { name: 'Demo Reader', developer: 'Demo Studio', description: 'An uploaded static site that reads offline once installed.' },
    channels: {
      facebook: 'Facebook ads',
      google: 'Google ads',
      tiktok: 'TikTok creators',
      telegram: 'Telegram group',
      springCampaign: 'Spring campaign',
      communityPosts: 'Community posts',
    },
    notices: {
      maintenance: {
        title: 'Scheduled maintenance on Sunday',
        content: 'The console will be unavailable for about 30 minutes on Sunday at 02:00 UTC. Installed apps keep working.',
      },
      welcome: {
        title: 'Welcome to PWA Console',
        content: 'Create an app, add promotion channels and share their short links to start counting installs.',
      },
      balance: {
        title: 'Your balance covers about 30 days of installs',
        content: 'Top up your balance or buy a package so that your apps are not paused.',
      },
    },
  },
};
