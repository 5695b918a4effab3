import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { chromium, type BrowserContext, type CDPSession, type Page, type Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apps, channels } from '../../server/db/schema';
import { CHROMIUM_ARGS, DEMO, logIn, logOut } from '../support/browser';
import { apiGet, expectVisible, requireConsoleBuild } from '../support/browser-suite';
import { localeText } from '../support/locale-text';
import { chromiumExecutablePath } from '../support/chromium-path';
import { startTestServer, type TestServer } from '../support/test-db';

const SHOP_DOMAIN = 'demo-shop.app.localhost';
const EVENT_PATH = '/api/v1/hosted/event';

interface SentStep {
  app_id: string;
  device_id: string;
  step: string;
  channel?: string;
}

/** The account's figures an install moves: today's installs, the balance and the package quota left (and those not billed). */
interface AccountFigures {
  installsToday: number;
  suspiciousMonth: number;
  balance: number;
  unitPrice: number;
  installsLeft: number;
}

async function accountFigures(baseUrl: string, token: string): Promise<AccountFigures> {
  const analysis = (await apiGet(baseUrl, '/api/v1/statistics/analysis', token)).body.data as Record<string, number>;
  const usage = (await apiGet(baseUrl, '/api/v1/packages/check_usage_packages', token)).body.data as Record<string, number>;
  return {
    installsToday: analysis.installs_today!,
    suspiciousMonth: analysis.suspicious_month!,
    balance: analysis.balance!,
    unitPrice: analysis.unit_price!,
    installsLeft: usage.installs_left!,
  };
}

/**
 * The demo shop on its seeded domain, as a visitor's Chromium sees it. The root domains are
 * `*.localhost` names; the resolver rule sends them to this machine whatever the system resolver does.
 * The page's funnel reaches the real ingestion call: the test checks what the page sends, step by
 * step, each with the channel of the link, and that the console then counts and bills the install.
 */
describe('a hosted app on its domain', () => {
  let server: TestServer;
  let context: BrowserContext;
  let profileDir: string;
  let page: Page;
  let cdp: CDPSession;
  let siteUrl: string;
  let shopAppId: string;
  let channelCode: string;
  const sent: SentStep[] = [];
  const problems: string[] = [];
  let offline = false;
  let masterToken: string;
  let before: AccountFigures;

  const stepSent = async (step: string) => {
    await expect.poll(() => sent.filter((s) => s.step === step).length, { timeout: 10_000 }).toBeGreaterThan(0);
    return sent.find((s) => s.step === step)!;
  };

  beforeAll(async () => {
    server = await startTestServer({ consoleDir: requireConsoleBuild() });
    const [shop] = await server.database.db.select().from(apps).where(eq(apps.appName, 'Demo Shop'));
    shopAppId = shop!.appId;
    expect(shop!.record).toContain(SHOP_DOMAIN);
    const [channel] = await server.database.db.select().from(channels).where(eq(channels.appId, shopAppId)).limit(1);
    channelCode = channel!.code;
    siteUrl = `http://${SHOP_DOMAIN}:${new URL(server.baseUrl).port}`;

    // A profile on disk: Chromium never finds an app installable in an off-the-record context.
    profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pwa-hosted-profile-'));
    context = await chromium.launchPersistentContext(profileDir, {
      executablePath: chromiumExecutablePath(),
      headless: true,
      args: [...CHROMIUM_ARGS, '--host-resolver-rules=MAP *.localhost 127.0.0.1'],
      viewport: { width: 412, height: 860 },
      locale: 'en-US',
      baseURL: server.baseUrl,
    });
    // The wrapped site of the URL app, answered here: the test has no network.
    await context.route('https://shop.example.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>The shop</h1>' }),
    );
    page = context.pages()[0] ?? (await context.newPage());
    const record = (request: Request) => {
      if (new URL(request.url()).pathname === EVENT_PATH) sent.push(JSON.parse(request.postData() ?? '{}') as SentStep);
    };
    context.on('request', record);
    // Offline, the funnel's requests fail by design (the browser logs each); any other error is a fault.
    page.on('console', (message) => message.type() === 'error' && !offline && problems.push(message.text()));
    page.on('pageerror', (error) => problems.push(error.message));
    cdp = await context.newCDPSession(page);
    // Chromium finds the app installable and offers its own prompt at some moment; only the test's
    // (untrusted) offer reaches the page, so the install button prompts the one the test answers.
    await page.addInitScript(() =>
      window.addEventListener('beforeinstallprompt', (event) => event.isTrusted && event.stopImmediatePropagation(), true),
    );

    // The demo master owns the shop: its figures before any visit of this test.
    const consolePage = await context.newPage();
    try {
      masterToken = await logIn(consolePage, DEMO.master);
      before = await accountFigures(server.baseUrl, masterToken);
    } finally {
      await consolePage.close();
    }
  });
  afterAll(async () => {
    await context?.close().catch(() => undefined);
    await server?.close();
    if (profileDir) fs.rmSync(profileDir, { recursive: true, force: true });
  });

  it('shows the store listing and reports the visit with the channel of the link', async () => {
    const answer = await page.goto(`${siteUrl}/?c=${channelCode}`);
    expect(answer?.status()).toBe(200);
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Demo Shop' }));
    await expectVisible(page.getByRole('button', { name: 'Install' }));
    await expectVisible(page.getByText('Daily deals in an app that installs in a second.'));
    const visit = await stepSent('visit');
    expect(visit).toEqual({
      app_id: shopAppId,
      device_id: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/),
      step: 'visit',
      channel: channelCode,
      // The install token the page was served with, for its device (ARCHITECTURE.md "Install verification").
      token: expect.stringMatching(/^[a-z0-9]{1,12}\.[A-Za-z0-9_-]{27}$/),
    });
    // A phone's width without sideways scrolling, and the dark scheme when the visitor prefers it.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(await background()).toBe('rgb(255, 255, 255)');
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await background()).toBe('rgb(19, 19, 20)');
    await page.emulateMedia({ colorScheme: 'light' });
    // The device id and the channel are kept for the next steps.
    expect(await page.evaluate(() => [localStorage.getItem('pwa.device'), Object.keys(localStorage).length])).toEqual([visit.device_id, 2]);
  });

  it('loads the manifest and the service worker, and Chromium finds the app installable', async () => {
    const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[]; data?: string };
    expect(manifest.url).toBe(`${siteUrl}/manifest.webmanifest`);
    expect(manifest.errors).toEqual([]);
    expect(JSON.parse(manifest.data!)).toMatchObject({ name: 'Demo Shop', display: 'standalone', start_url: '/launch' });

    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(`${siteUrl}/`);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] };
    expect(installabilityErrors).toEqual([]);
  });

  it('works offline after the first visit', async () => {
    await context.setOffline(true);
    offline = true;
    try {
      const answer = await page.reload();
      expect(answer?.fromServiceWorker()).toBe(true);
      await expectVisible(page.getByRole('heading', { level: 1, name: 'Demo Shop' }));
      // Its script and styles came from the worker's cache too.
      expect(await page.evaluate(() => getComputedStyle(document.querySelector('.install')!).borderRadius)).toBe('999px');
      const elsewhere = await page.goto(`${siteUrl}/not-kept-anywhere`);
      expect(elsewhere?.fromServiceWorker()).toBe(true);
      await expectVisible(page.getByRole('heading', { name: 'You are offline' }));
    } finally {
      await context.setOffline(false);
      offline = false;
    }
  });

  it('updates cleanly when a new version goes live: a new worker, only its cache, the page reloaded once', async () => {
    await page.goto(`${siteUrl}/`);
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Demo Shop' }));
    const keys = () => page.evaluate(() => caches.keys()).catch(() => [] as string[]);
    const before = await keys();
    expect(before).toHaveLength(1);
    expect(before[0]).toMatch(/^hosted:\/:[0-9a-f]{16}$/);
    await server.database.db.update(apps).set({ updatedAt: new Date() }).where(eq(apps.appId, shopAppId));

    const reloaded = page.waitForEvent('load');
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());
    await reloaded;
    await expect.poll(keys, { timeout: 10_000 }).toEqual([expect.not.stringMatching(before[0]!)]);
    expect((await keys())[0]).toMatch(/^hosted:\/:[0-9a-f]{16}$/);
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Demo Shop' }));
  });

  it('sends prompt, click, accepted and installed with the channel, then offers to open the app', async () => {
    // A link without ?c= still carries the remembered channel.
    const visits = () => sent.filter((s) => s.step === 'visit').length;
    const visitsBefore = visits();
    await page.goto(`${siteUrl}/`);
    await expectVisible(page.getByRole('button', { name: 'Install' }));
    // The button is in the served HTML; the script's listeners are attached once it has reported the visit.
    await expect.poll(visits, { timeout: 30_000 }).toBeGreaterThan(visitsBefore);
    await page.evaluate(() => {
      const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: async () => undefined,
        userChoice: Promise.resolve({ outcome: 'accepted' }),
      });
      window.dispatchEvent(offer);
    });
    await stepSent('prompt');
    await page.getByRole('button', { name: 'Install' }).click();
    await stepSent('click');
    await stepSent('accepted');
    await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')));
    await stepSent('installed');
    await expectVisible(page.getByRole('link', { name: 'Open' }));
    expect(await page.getByRole('button', { name: 'Install' }).isHidden()).toBe(true);

    const device = sent[0]!.device_id;
    for (const step of sent) expect(step, step.step).toMatchObject({ app_id: shopAppId, device_id: device, channel: channelCode });
  });

  it('counts the install once: install statistics and the dashboard show it, and quota or balance paid for exactly one', async () => {
    const after = await accountFigures(server.baseUrl, masterToken);
    expect(after.installsToday).toBe(before.installsToday + 1);
    // The browser's install passed the install checks: none counted as unverified or suspicious.
    expect(after.suspiciousMonth).toBe(before.suspiciousMonth);
    const paidByQuota = after.installsLeft === before.installsLeft - 1 && after.balance === before.balance;
    const paidByBalance = after.installsLeft === before.installsLeft && after.balance === before.balance - before.unitPrice;
    expect(paidByQuota || paidByBalance, JSON.stringify({ before, after })).toBe(true);

    const consolePage = await context.newPage();
    await consolePage.setViewportSize({ width: 1280, height: 900 });
    try {
      // The master's dashboard: today's installs.
      await consolePage.goto('/dashboard/analysis');
      const installsToday = consolePage
        .locator('div')
        .filter({ has: consolePage.getByText(localeText('dashboard.installsToday'), { exact: true }) })
        .filter({ has: consolePage.getByText(new Intl.NumberFormat('zh-CN').format(after.installsToday), { exact: true }) })
        .last();
      await expectVisible(installsToday);

      // The operator's install statistics: today's row counts the same installs.
      await logOut(consolePage);
      await logIn(consolePage, DEMO.official);
      await consolePage.goto('/install/index');
      const today = new Date().toISOString().slice(0, 10);
      // The daily list's row of today (keyed by its day; the install events tab below lists today's events too).
      const row = consolePage.locator(`tr[data-row-key="${today}"]`);
      await expectVisible(row);
      const headers = (await consolePage.getByRole('columnheader').allInnerTexts()).map((text) => text.trim());
      const installsColumn = headers.indexOf(localeText('install.field.installs'));
      expect(installsColumn, headers.join(' | ')).toBeGreaterThanOrEqual(0);
      expect((await row.getByRole('cell').nth(installsColumn).innerText()).trim()).toBe(
        new Intl.NumberFormat('zh-CN').format(after.installsToday),
      );
    } finally {
      await consolePage.close();
    }
  });

  it('reports the first standalone open at the launcher, which opens the wrapped URL', async () => {
    // The installed app's window, as the launcher sees it: display-mode standalone.
    const app = await context.newPage();
    await app.addInitScript(() => {
      const real = window.matchMedia.bind(window);
      window.matchMedia = (query: string) =>
        query.includes('display-mode: standalone') ? ({ matches: true, media: query } as MediaQueryList) : real(query);
    });
    try {
      await app.goto(`${siteUrl}/launch`);
      await app.waitForURL('https://shop.example.com/');
      const standalone = await stepSent('standalone');
      expect(standalone).toMatchObject({ app_id: shopAppId, device_id: sent[0]!.device_id, channel: channelCode });
      // Only the first standalone open counts.
      await app.goto(`${siteUrl}/launch`);
      await app.waitForURL('https://shop.example.com/');
      expect(sent.filter((s) => s.step === 'standalone')).toHaveLength(1);
    } finally {
      await app.close();
    }
  });

  it('shows Add-to-Home-Screen steps on an iPhone', async () => {
    const phone = await context.newPage();
    const cdpPhone = await context.newCDPSession(phone);
    await cdpPhone.send('Emulation.setUserAgentOverride', {
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
      acceptLanguage: 'zh-CN',
    });
    // Safari has no install prompt: none reaches the page, whatever this Chromium offers.
    await phone.addInitScript(() => window.addEventListener('beforeinstallprompt', (event) => event.stopImmediatePropagation(), true));
    try {
      // A new visitor: not installed on this device.
      await page.evaluate((appId) => localStorage.removeItem(`pwa.installed.${appId}`), shopAppId);
      await phone.goto(`${siteUrl}/?c=${channelCode}`);
      await expectVisible(phone.locator('html[lang="zh-CN"]'));
      await phone.getByRole('button', { name: '安装' }).click();
      const dialog = phone.getByRole('dialog');
      await expectVisible(dialog.getByRole('heading', { name: '添加到主屏幕' }));
      await expectVisible(dialog.getByText('点按 Safari 底部的“分享”按钮'));
      await dialog.getByRole('button', { name: '关闭' }).click();
      await dialog.waitFor({ state: 'hidden' });
    } finally {
      await phone.close();
    }
  });

  it('ran without script errors', () => {
    expect(problems).toEqual([]);
  });
});
