import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConsolePage } from '@contract/generated/types';
import { frameOriginOf } from '@contract/frame-address';
import { recordsFromBackMenus } from '@/router/routes/from-back-menus';
import { pagesByName, recordsFromPages } from '@/router/routes/from-pages';
import { resetProjectConfig, updateProjectConfig } from '@/store/project-config-store';
import { startSession } from '@/store/user-store';
import { installFakeApi, ok } from '../../ui/support/fake-api';
import { operationTable, pageSchemas, userInfo } from '../../ui/support/fixtures';
import { renderApp, resetBrowserState } from '../../ui/support/render-app';

const GUIDE = 'https://docs.example.com/guide';

/** The channel group gains a page whose meta has frameSrc. */
function pagesWithFrame(frameSrc: string): ConsolePage[] {
  return pageSchemas().map((page) =>
    page.path === '/channel'
      ? {
          ...page,
          children: [...(page.children ?? []), { path: '/channel/guide', name: 'ChannelGuide', meta: { title: 'menu.channel', frameSrc } }],
        }
      : page,
  );
}

describe('frame addresses (contract/frame-address.ts)', () => {
  it('takes a path of the site or an https address, and nothing a frame could run code from', () => {
    expect(frameOriginOf('/apiDoc')).toBe('self');
    expect(frameOriginOf(GUIDE)).toBe('https://docs.example.com');
    expect(frameOriginOf('http://localhost:5173/x')).toBe('http://localhost:5173');
    expect(frameOriginOf('http://docs.example.com/')).toBeNull();
    expect(frameOriginOf('javascript:alert(1)')).toBeNull();
    expect(frameOriginOf('data:text/html,<b>x</b>')).toBeNull();
    expect(frameOriginOf('//evil.example.com/')).toBeNull();
    expect(frameOriginOf('https://user:pw@docs.example.com/')).toBeNull();
  });

  it('makes a frame route of a page schema and of a BACK menu entry with frameSrc', () => {
    const records = recordsFromPages(pagesWithFrame(GUIDE));
    const guide = records.find((record) => record.path === '/channel')?.children?.find((child) => child.path === '/channel/guide');
    expect(guide?.view).toEqual({ kind: 'frame', src: GUIDE });
    const [menu] = recordsFromBackMenus(
      [
        {
          id: 1,
          parent_id: null,
          name: 'Guide',
          url: '/guide',
          title: 'menu.channel',
          component: 'LAYOUT',
          icon: '',
          order: 0,
          roles: [],
          hidden: false,
          redirect: '',
          meta: { frameSrc: GUIDE },
          created_at: '2026-01-01T00:00:00Z',
        },
      ],
      pagesByName(pageSchemas()),
    );
    expect(menu.view).toEqual({ kind: 'frame', src: GUIDE });
  });
});

describe('the iframe page', { timeout: 30_000 }, () => {
  beforeEach(() => {
    resetBrowserState();
    resetProjectConfig({ reload: () => undefined });
    const api = installFakeApi();
    api.on('GET', '/api/v1/console/operations', ok(operationTable()));
    api.on('GET', '/api/v1/user/get_user_details', ok(userInfo()));
    api.on('GET', '/api/v1/console/pages', ok(pagesWithFrame(GUIDE)));
    startSession('tok', userInfo());
  });
  afterEach(() => {
    resetProjectConfig({ reload: () => undefined });
    vi.unstubAllGlobals();
  });

  it('draws the address in a frame inside the layout, busy until it has loaded', async () => {
    await renderApp('/channel/guide', 'en');
    const frame = await waitFor(() => document.querySelector('main iframe') ?? Promise.reject(new Error('no frame yet')));
    expect(frame.getAttribute('title')).toBe('Promotion channels');
    expect(frame.getAttribute('src')).toBe(GUIDE);
    expect(frame.parentElement?.getAttribute('aria-busy')).toBe('true');
    fireEvent.load(frame);
    await waitFor(() => expect(frame.parentElement?.getAttribute('aria-busy')).toBe('false'));
    // Inside the layout: the menu is beside it.
    expect(screen.getAllByRole('menu').length).toBeGreaterThan(0);
  });

  it('offers a new window instead when embedded pages are off in the settings', async () => {
    updateProjectConfig({ canEmbedIFramePage: false });
    await renderApp('/channel/guide', 'en');
    const open = await screen.findByRole('link', { name: /Open in a new window/ });
    expect(open.getAttribute('href')).toBe(GUIDE);
    expect(open.getAttribute('target')).toBe('_blank');
    expect(open.getAttribute('rel')).toContain('noopener');
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('refuses an address outside the frame rule rather than drawing it', async () => {
    vi.unstubAllGlobals();
    const api = installFakeApi();
    api.on('GET', '/api/v1/console/operations', ok(operationTable()));
    api.on('GET', '/api/v1/user/get_user_details', ok(userInfo()));
    api.on('GET', '/api/v1/console/pages', ok(pagesWithFrame('javascript:alert(1)')));
    await renderApp('/channel/guide', 'en');
    expect(await screen.findByText("The menu's address for this page is not one the console may open.")).toBeTruthy();
    expect(document.querySelector('iframe')).toBeNull();
  });
});
