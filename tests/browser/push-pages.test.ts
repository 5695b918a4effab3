/**
 * Web push in the browser: Chromium subscribes on the hosted demo shop (its push service is the local
 * receiver: headless Chromium has none, so the page's PushManager is replaced by one that answers the
 * receiver's subscription), the subscription is stored; the operator composes a push to it with the
 * live preview, sees it sent, and the receiver decrypts what arrived; the delivery log shows it.
 */
import { and, eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apps } from '../../server/apps/tables';
import { pwaUsers } from '../../server/installs/tables';
import { pushSubscriptions } from '../../server/push/tables';
import { DEMO, logIn } from '../support/browser';
import { expectVisible, requireConsoleBuild } from '../support/browser-suite';
import { launchChromium, openPage, type OpenedPage } from '../support/browser';
import { localeText } from '../support/locale-text';
import { overflowAtEveryWidth } from '../support/overflow';
import { startPushReceiver, type PushReceiver, type TestSubscription } from '../support/push-receiver';
import { startTestServer, type TestServer } from '../support/test-db';
import type { Browser } from 'playwright-core';

const text = (id: string, values: Record<string, string | number> = {}) => localeText(id, 'zh_CN', values);
const button = (id: string) => ({
  name: new RegExp(`${[...text(id)].map((c) => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s?')}$`),
});
const rowOf = (page: Page, name: string) => page.locator('.ant-table-row', { hasText: name });

/** Before any script of the page: notification permission and PushManager answered here, the subscription the receiver's. */
function fakePush(subscription: TestSubscription) {
  const state = { permission: 'default' as NotificationPermission, subscribed: null as unknown };
  Object.defineProperty(Notification, 'permission', { configurable: true, get: () => state.permission });
  Notification.requestPermission = () => {
    state.permission = 'granted';
    return Promise.resolve(state.permission);
  };
  PushManager.prototype.getSubscription = () => Promise.resolve(state.subscribed as PushSubscription | null);
  PushManager.prototype.subscribe = function (options?: PushSubscriptionOptionsInit) {
    const key = new Uint8Array(options?.applicationServerKey as ArrayBuffer);
    (window as unknown as { serverKey: string }).serverKey = btoa(String.fromCharCode(...key))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    state.subscribed = { endpoint: subscription.endpoint, toJSON: () => subscription };
    return Promise.resolve(state.subscribed as PushSubscription);
  };
}

describe('web push', () => {
  let server: TestServer;
  let receiver: PushReceiver;
  let browser: Browser;
  const opened: OpenedPage[] = [];
  let shopAppId: string;
  let deviceId: string;

  beforeAll(async () => {
    receiver = await startPushReceiver();
    server = await startTestServer({
      consoleDir: requireConsoleBuild(),
      // The app's own worker sends (kicked at once by "send now"); the receiver is the one push service.
      config: { push: { tickMs: 60_000, serviceHosts: [receiver.origin], contact: 'mailto:push-test@example.test', batchSize: 50 } },
    });
    browser = await launchChromium();
    const [shop] = await server.database.db.select().from(apps).where(eq(apps.appName, 'Demo Shop'));
    shopAppId = shop!.appId;
  });
  afterAll(async () => {
    await Promise.allSettled(opened.map((p) => p.close()));
    await browser?.close().catch(() => undefined);
    await server?.close();
    await receiver?.close();
  });

  it('subscribes on the hosted app after a tap, and the subscription is stored with the device', async () => {
    const visitor = await openPage(browser, server.baseUrl);
    opened.push(visitor);
    const subscription = receiver.subscribe('browser-visitor');
    await visitor.page.addInitScript(fakePush, subscription);
    await visitor.page.goto(`/i/${shopAppId}/`);
    const notify = visitor.page.getByRole('button', { name: /Get notifications|接收通知/ });
    await expectVisible(notify);
    deviceId = (await visitor.page.locator('main[data-app]').getAttribute('data-device'))!;
    await notify.click();
    await expect
      .poll(
        async () => {
          const rows = await server.database.db
            .select({ endpoint: pushSubscriptions.endpoint, state: pushSubscriptions.state })
            .from(pushSubscriptions)
            .innerJoin(pwaUsers, eq(pwaUsers.id, pushSubscriptions.pwaUserId))
            .where(and(eq(pwaUsers.appId, shopAppId), eq(pwaUsers.deviceId, deviceId)));
          return rows;
        },
        { timeout: 15_000 },
      )
      .toEqual([{ endpoint: subscription.endpoint, state: 'subscribed' }]);
    // Subscribed with the installation's VAPID key; the button is gone once permission is given.
    const key = (await (await fetch(`${server.baseUrl}/api/v1/hosted/push_key`)).json()) as { data: { public_key: string } };
    expect(await visitor.page.evaluate(() => (window as unknown as { serverKey: string }).serverKey)).toBe(key.data.public_key);
    await notify.waitFor({ state: 'hidden' });
  });

  it('the operator composes a push with its preview, sees it sent, and the receiver decrypts it', async () => {
    const operator = await openPage(browser, server.baseUrl);
    opened.push(operator);
    const { page } = operator;
    await logIn(page, DEMO.official);
    await page.goto('/push/index');
    await expectVisible(page.getByRole('tab', { name: text('push.tab.pushes') }));
    await expect.poll(() => page.locator('.ant-tabs-tabpane-active .ant-table-row').count()).toBeGreaterThan(0);
    expect(await overflowAtEveryWidth(page, 'push list')).toEqual([]);
    await page.setViewportSize({ width: 1440, height: 900 });

    await page.getByRole('button', button('push.action.compose')).click();
    const dialog = page.getByRole('dialog');
    await expectVisible(dialog.getByText(text('push.modal.compose')));
    await dialog.getByRole('combobox', { name: text('push.field.app'), exact: true }).click();
    await page.locator('.ant-select-item-option', { hasText: 'Demo Shop' }).click();
    await dialog.getByLabel(text('push.field.title'), { exact: true }).fill('Browser flash sale');
    await dialog.getByLabel(text('push.field.body'), { exact: true }).fill('Everything half price until midnight');
    // The live preview draws what is typed, and the audience's size comes from the server.
    await expect.poll(() => dialog.getByTestId('notification-preview-title').textContent()).toBe('Browser flash sale');
    await expect.poll(() => dialog.getByTestId('notification-preview-body').textContent()).toBe('Everything half price until midnight');
    await expectVisible(dialog.getByText(text('push.preview.subscribers')));
    await dialog.getByRole('radio', { name: text('push.mode.now') }).check();
    await dialog.getByRole('button', button('renderer.form.submit')).click();
    await dialog.waitFor({ state: 'hidden' });

    await expect
      .poll(() => receiver.messagesOf('browser-visitor'), { timeout: 20_000 })
      .toEqual([
        expect.objectContaining({
          title: 'Browser flash sale',
          body: 'Everything half price until midnight',
          app: shopAppId,
          device: deviceId,
        }),
      ]);
    const row = rowOf(page, 'Browser flash sale');
    await expect
      .poll(
        async () => {
          await page.getByRole('button', button('push.action.refresh')).first().click();
          return row.textContent();
        },
        { timeout: 20_000 },
      )
      .toContain(text('push.state.sent'));

    // The delivery log of the push shows the visitor's device, accepted by the push service (the newest
    // subscriber's delivery comes first, on the first page among the demo's subscribers).
    await row.getByRole('button', button('push.action.deliveries')).click();
    await page.waitForURL((url) => url.pathname === '/push/deliveries');
    const delivered = rowOf(page, deviceId);
    await expectVisible(delivered);
    expect(await delivered.textContent()).toContain(text('push.delivery.accepted'));
  });
});
