import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PageBody, PageChart, PageDashboardBody } from '@contract/generated/page-schema';
import { SchemaDashboard } from '@/renderer/dashboard/SchemaDashboard';
import { ok, resetApi, startApiServer, stopApiServer, type ScriptedServer } from '../form/support/api-server';
import { renderInApp, text } from '../form/support/render-app';

let server: ScriptedServer;
beforeAll(async () => {
  server = await startApiServer();
});
afterAll(() => stopApiServer(server));
beforeEach(() => resetApi(server));

const messages = {
  'fixture.balance': 'Balance',
  'fixture.unread': 'Unread messages',
  'fixture.account': 'Account',
  'fixture.adminOnly': 'All accounts',
  'fixture.installsByChannel': 'Installs by channel',
  'fixture.section': 'Section body',
  'fixture.installsToday': 'Installs today',
  'fixture.yesterday': 'Yesterday: {value}',
};

const user = { username: 'demo', role: 'master', balance: 50000 };
const cardOf = (title: string) => screen.getByLabelText(title) as HTMLElement;
const noSections = (_body: PageBody) => null;

describe('dashboard', { timeout: 20_000 }, () => {
  it('shows stat cards from operations and from the signed-in user, with loading, error and retry', async () => {
    server.answer('/api/v1/user/get_balance', { delayMs: 300, ...ok({ balance: 12345678, unit_price: 2500, total_install_sum: 42 }) });
    server.answer('/api/v1/notice/unread_count', (_hit, count) =>
      count === 1 ? { body: { code: 100500, msg: 'Busy, try again', data: null } } : ok({ count: 5 }),
    );
    const body: PageDashboardBody = {
      type: 'dashboard',
      cards: [
        { title: 'fixture.balance', operation: 'getBalance', field: 'balance', valueType: 'money', icon: 'WalletOutlined' },
        { title: 'fixture.unread', operation: 'noticeUnreadCount', field: 'count', icon: 'BellOutlined' },
        { title: 'fixture.account', field: 'username', valueType: 'text', icon: 'UserOutlined' },
        { title: 'fixture.adminOnly', operation: 'getBalance', field: 'total_install_sum', permission: { roles: ['admin'] } },
      ],
    };
    renderInApp(<SchemaDashboard body={body} render={noSections} user={user} />, { messages });

    expect(within(cardOf('Account')).getByText('demo')).toBeTruthy();
    expect(screen.queryByLabelText('All accounts')).toBeNull();
    // Loading: a skeleton until the answer is in.
    expect(cardOf('Balance').querySelector('.ant-skeleton')).not.toBeNull();
    expect(await within(cardOf('Balance')).findByText('1,234.57')).toBeTruthy();

    fireEvent.click(await within(cardOf('Unread messages')).findByText(text('renderer.state.retry')));
    expect(await within(cardOf('Unread messages')).findByText('5')).toBeTruthy();
    expect(server.hitsOf('/api/v1/user/get_balance')).toHaveLength(1);
  });

  it('draws a work card as a link to its page, its waiting work in the warning colour and a note under the value', async () => {
    server.answer('/api/v1/dashboard/workbench', ok({ notices_unread: 3, installs_today: 1234, installs_yesterday: 987 }));
    const body: PageDashboardBody = {
      type: 'dashboard',
      cards: [
        { title: 'fixture.unread', operation: 'workbench', field: 'notices_unread', link: '/notice/index', attention: true },
        {
          title: 'fixture.installsToday',
          operation: 'workbench',
          field: 'installs_today',
          link: '/install/index',
          note: { title: 'fixture.yesterday', field: 'installs_yesterday' },
        },
      ],
    };
    renderInApp(<SchemaDashboard body={body} render={noSections} user={user} />, { messages });
    const unread = await within(cardOf('Unread messages')).findByText('3');
    expect(within(cardOf('Unread messages')).getByRole('link', { name: 'Unread messages' }).getAttribute('href')).toBe('/notice/index');
    expect(unread.style.color).not.toBe('');
    expect(await within(cardOf('Installs today')).findByText('Yesterday: 987')).toBeTruthy();
    expect(within(cardOf('Installs today')).getByText('1,234').style.color).toBe('');
    // One call serves every card of the operation.
    expect(server.hitsOf('/api/v1/dashboard/workbench')).toHaveLength(1);
  });

  it('draws bar, line and pie charts of the data an operation answers', async () => {
    const channels = [
      { name: 'Spring', install_count: 1200 },
      { name: 'Summer', install_count: 300 },
      { name: 'Autumn', install_count: 500 },
    ];
    server.answer('/api/v1/channel/list', ok({ items: channels, total: channels.length }));
    const chart = (kind: PageChart['kind']): PageChart => ({
      title: 'fixture.installsByChannel',
      operation: 'channelList',
      params: { pageSize: 100, kind },
      kind,
      x: 'name',
      y: 'install_count',
    });
    const body: PageDashboardBody = { type: 'dashboard', charts: [chart('bar'), chart('line'), chart('pie')] };
    renderInApp(<SchemaDashboard body={body} render={noSections} />, { messages });

    // Each chart loads on its own, then ECharts draws it as an image described in words (its aria text).
    const charts = await waitFor(() => {
      const images = Array.from(document.querySelectorAll<HTMLElement>('.ant-card [role="img"][aria-label]'));
      expect(images).toHaveLength(3);
      return images;
    });
    const drawn = (chart: HTMLElement) => Array.from(chart.querySelectorAll('svg text')).map((node) => node.textContent);
    for (const chart of charts) {
      const description = chart.getAttribute('aria-label') ?? '';
      expect(description).toContain('Installs by channel');
      expect(description).toContain('the data for Spring is 1200, the data for Summer is 300, the data for Autumn is 500');
      expect(drawn(chart)).toEqual(expect.arrayContaining(['Spring', 'Summer', 'Autumn']));
    }
    expect(charts.map((chart) => /(Bar|Line|Pie) chart/.exec(chart.getAttribute('aria-label') ?? '')?.[1])).toEqual(['Bar', 'Line', 'Pie']);
    // Bar and line name their series in the legend; the pie's legend names its slices, which show their shares.
    expect(drawn(charts[0])).toContain('Installs by channel');
    expect(drawn(charts[1])).toContain('Installs by channel');
    expect(drawn(charts[2])).toEqual(expect.arrayContaining(['60%', '15%', '25%']));
    // Round y ticks from 0 past the largest value (1,200), in the locale's number format.
    expect(drawn(charts[0])).toEqual(expect.arrayContaining(['0', '1,200']));
    expect(server.hitsOf('/api/v1/channel/list').map((hit) => hit.query.get('pageSize'))).toEqual(['100', '100', '100']);
  });

  it('says so when a chart has no data, and renders nested sections through the render prop', async () => {
    server.answer('/api/v1/channel/list', ok({ items: [], total: 0 }));
    const section: PageBody = { type: 'dashboard' };
    const body: PageDashboardBody = {
      type: 'dashboard',
      charts: [{ title: 'fixture.installsByChannel', operation: 'channelList', kind: 'line', x: 'name', y: 'install_count' }],
      sections: [section],
    };
    renderInApp(<SchemaDashboard body={body} render={(nested) => <p>{`rendered ${nested.type}`}</p>} />, { messages });
    expect(await screen.findByText(text('renderer.state.empty'), { selector: '.ant-empty-description' })).toBeTruthy();
    expect(document.querySelector('.ant-card [role="img"][aria-label]')).toBeNull();
    expect(screen.getByText('rendered dashboard')).toBeTruthy();
  });
});
