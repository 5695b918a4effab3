import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { PageBody, PageTab, PageTabsBody } from '@contract/generated/page-schema';
import { SchemaTabs } from '@/renderer/tabs/SchemaTabs';
import { locationNow, renderInApp, text } from '../form/support/render-app';

const listOf = (status: string): PageBody => ({
  type: 'list',
  operation: 'noticeList',
  rowKey: 'id',
  params: { status },
  columns: [{ field: 'title', title: 'notice.field.title' }],
});

const noticeTabs: PageTabsBody = {
  type: 'tabs',
  tabs: [
    { key: 'all', title: 'notice.tab.all', body: listOf('all') },
    { key: 'unread', title: 'notice.tab.unread', body: listOf('unread') },
    { key: 'read', title: 'notice.tab.read', body: listOf('read'), permission: { roles: ['master', 'official'] } },
    { key: 'audit', title: 'fixture.audit', body: listOf('audit'), permission: { roles: ['admin'] } },
  ],
};

const mounts: Record<string, number> = {};

/** Stands in for the page dispatcher: a body with its own state, counting how often it mounts. */
function FixtureBody({ body, tab }: { body: PageBody; tab: PageTab }) {
  const [clicks, setClicks] = useState(0);
  useEffect(() => {
    mounts[tab.key] = (mounts[tab.key] ?? 0) + 1;
  }, [tab.key]);
  const status = body.type === 'list' ? String(body.params?.status) : '';
  return (
    <button type="button" onClick={() => setClicks(clicks + 1)}>
      {`${status} list, clicked ${clicks}`}
    </button>
  );
}

const render = (body: PageBody, tab: PageTab) => <FixtureBody body={body} tab={tab} />;
const tabButton = (label: string) => screen.getByText(label, { selector: '.ant-tabs-tab-btn, .ant-tabs-tab-btn *' });

describe('tabs', () => {
  it('keeps the active tab in the URL and renders each tab body through the render prop', async () => {
    renderInApp(<SchemaTabs body={noticeTabs} render={render} />, { route: '/notice/index' });
    expect(screen.getByText('all list, clicked 0')).toBeTruthy();
    expect(screen.queryByText(/unread list/)).toBeNull();

    fireEvent.click(tabButton(text('notice.tab.unread')));
    expect(await screen.findByText('unread list, clicked 0')).toBeTruthy();
    expect(locationNow()).toBe('/notice/index?tab=unread');
  });

  it('opens the tab the URL names, and leaves out tabs the user may not see', () => {
    renderInApp(<SchemaTabs body={noticeTabs} render={render} />, { route: '/notice/index?tab=read', roles: ['official'] });
    expect(screen.getByText('read list, clicked 0')).toBeTruthy();
    expect(screen.queryByText(/all list/)).toBeNull();
    expect(screen.queryByText('fixture.audit')).toBeNull();
  });

  it('falls back to the first tab when the URL names one the user may not see', () => {
    renderInApp(<SchemaTabs body={noticeTabs} render={render} />, { route: '/notice/index?tab=audit', roles: ['master'] });
    expect(screen.getByText('all list, clicked 0')).toBeTruthy();
    expect(screen.queryByText(/audit list/)).toBeNull();
  });

  it('keeps a visited tab mounted, so switching back finds it as it was', async () => {
    for (const key of Object.keys(mounts)) delete mounts[key];
    renderInApp(<SchemaTabs body={noticeTabs} render={render} />, { route: '/notice/index?tab=all' });
    fireEvent.click(screen.getByText('all list, clicked 0'));
    fireEvent.click(screen.getByText('all list, clicked 1'));

    fireEvent.click(tabButton(text('notice.tab.unread')));
    await screen.findByText('unread list, clicked 0');
    fireEvent.click(tabButton(text('notice.tab.all')));
    await waitFor(() => expect(locationNow()).toBe('/notice/index?tab=all'));

    expect(screen.getByText('all list, clicked 2')).toBeTruthy();
    expect(mounts).toEqual({ all: 1, unread: 1 });
  });
});
