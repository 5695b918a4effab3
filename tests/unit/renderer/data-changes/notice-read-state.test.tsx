import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { subscribeOperationReads } from '@/api/data-changes';
import type { PageBody } from '@contract/generated/page-schema';
import { setOperationClient } from '@/renderer/core/call-operation';
import { SchemaBody } from '@/renderer/SchemaBody';
import { createHttp } from '@/utils/http';
import noticePage from '../../../../schemas/pages/notice.json';
import { startFakeApi, type FakeApi } from '../list/support/fake-api';
import { renderApp } from '../list/support/render-app';

interface Notice {
  id: number;
  title: string;
  content: string;
  level: string;
  read: boolean;
  created_at: string;
}

/** The notice page exactly as schemas/pages/notice.json declares it. */
const noticeBody = noticePage.children[0]!.body as unknown as PageBody;

let api: FakeApi;
let notices: Notice[];

/** A notice backend with read state: the detail marks read, as the real server does. */
function serveNotices() {
  const byStatus = (status: string) => notices.filter((n) => status === 'all' || (status === 'read') === n.read);
  api.route('GET', '/api/v1/notice/list', ({ query }) => {
    const items = byStatus(query.status ?? 'all');
    const size = Number(query.pageSize ?? 20);
    return { data: { items: items.slice(0, size), total: items.length } };
  });
  api.route('GET', '/api/v1/notice/detail', ({ query }) => {
    const notice = notices.find((n) => n.id === Number(query.id))!;
    notice.read = true;
    return { data: notice };
  });
  api.route('PUT', '/api/v1/notice/read', ({ body }) => {
    const ids = (body as { ids: number[] }).ids;
    notices.filter((n) => ids.includes(n.id)).forEach((n) => (n.read = true));
    return { data: { updated: ids.length } };
  });
  api.route('GET', '/api/v1/notice/unread_count', () => ({ data: { count: byStatus('unread').length } }));
}

beforeAll(async () => {
  api = await startFakeApi();
  setOperationClient(createHttp({ apiUrl: api.url, urlPrefix: '' }));
});
afterAll(async () => {
  setOperationClient();
  await api.close();
});
beforeEach(() => {
  api.requests.length = 0;
  localStorage.clear();
  const notice = (id: number, title: string, read: boolean): Notice => ({
    id,
    title,
    content: `${title} in full`,
    level: 'info',
    read,
    created_at: '2026-11-20T08:00:00Z',
  });
  notices = [notice(1, 'Maintenance', false), notice(2, 'Balance', false), notice(3, 'Welcome', true)];
  serveNotices();
});

const activePane = () => document.querySelector('.ant-tabs-tabpane-active') as HTMLElement;
const rowOf = (title: string) => within(activePane()).getByText(title).closest('tr') as HTMLElement;
const tabCount = (label: string) =>
  screen.getByText(label, { selector: '.ant-tabs-tab-btn span' }).parentElement!.querySelector('[data-testid="tab-count"]')?.textContent;

describe('read state agrees everywhere at once (declared data changes)', { timeout: 30_000 }, () => {
  it('opening a notice in the drawer marks its row read, updates the tab counts and tells the badge', async () => {
    const badge = vi.fn();
    const unsubscribe = subscribeOperationReads('noticeUnreadCount', badge);
    renderApp(<SchemaBody body={noticeBody} />, { path: '/notice/index' });
    await waitFor(() => expect(within(rowOf('Maintenance')).getByText('Unread')).toBeTruthy());
    await waitFor(() => expect(tabCount('Unread')).toBe('2'));
    await waitFor(() => expect(tabCount('All')).toBe('3'));
    await waitFor(() => expect(tabCount('Read')).toBe('1'));
    const listsBefore = api.requestsTo('GET', '/api/v1/notice/list').length;

    fireEvent.click(within(rowOf('Maintenance')).getByRole('button', { name: 'View' }));
    expect(await screen.findByText('Maintenance in full')).toBeTruthy();

    // No reload: the row, the counts and the badge follow the server's new state.
    await waitFor(() => expect(within(rowOf('Maintenance')).getByText('Read')).toBeTruthy());
    await waitFor(() => expect(tabCount('Unread')).toBe('1'));
    await waitFor(() => expect(tabCount('Read')).toBe('2'));
    expect(badge).toHaveBeenCalled();
    expect(api.requestsTo('GET', '/api/v1/notice/list').length).toBeGreaterThan(listsBefore);
    unsubscribe();
  });

  it('mark as read updates the row and the counts with one list request, and a visited tab follows too', async () => {
    const badge = vi.fn();
    const unsubscribe = subscribeOperationReads('noticeUnreadCount', badge);
    const { router } = renderApp(<SchemaBody body={noticeBody} />, { path: '/notice/index?tab=unread' });
    await waitFor(() => expect(rowOf('Balance')).toBeTruthy());
    await waitFor(() => expect(tabCount('Unread')).toBe('2'));
    const listCalls = () =>
      api.requestsTo('GET', '/api/v1/notice/list').filter((r) => r.query.status === 'unread' && r.query.pageSize !== '1');
    const before = listCalls().length;

    fireEvent.click(within(rowOf('Balance')).getByRole('button', { name: 'Mark as read' }));
    await waitFor(() => expect(within(activePane()).queryByText('Balance')).toBeNull());
    await waitFor(() => expect(tabCount('Unread')).toBe('1'));
    expect(badge).toHaveBeenCalled();
    // The declared change reloads the list; the action's own refresh does not ask a second time.
    expect(listCalls().length).toBe(before + 1);

    await router.navigate('/notice/index?tab=read');
    await waitFor(() => expect(within(activePane()).getByText('Balance')).toBeTruthy());
    unsubscribe();
  });
});
