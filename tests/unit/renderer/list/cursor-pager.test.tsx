import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PageList } from '@contract/generated/page-schema';
import { SchemaList } from '@/renderer/list';
import { parseCsv } from '@/renderer/list/csv/parse-csv';
import { configureHttp } from '@/utils/http';
import gadgetMessages from './fixtures/gadgets.messages.json';
import { answerList, makeGadgets, type Gadget } from './support/gadgets-backend';
import { gadgetsSpec, LIST_PATH, setUpGadgetsSuite, tableRows } from './support/gadgets-suite';
import { chineseMessages, renderApp, searchOf } from './support/render-app';

const suite = setUpGadgetsSuite(25);

/** The gadgets list with keyset paging (10 rows a page, as the fixture declares). */
const cursorSpec: PageList = { ...gadgetsSpec, paging: 'cursor', import: undefined };

interface CursorOptions {
  /** The first page's total instead of the count (e.g. an estimate). */
  total?: number;
  estimated?: boolean;
}

/**
 * Answers like a keyset-paged operation: `cursor` '' is the first page, then `k<id>` the rows after
 * that row (in the requested sort); `next_cursor` while rows remain, the total on the first page only.
 * A page number in the request would be a mistake, so the answer ignores it.
 */
function answerCursorList(rows: Gadget[], query: Record<string, string>, options: CursorOptions = {}) {
  const { items } = answerList(rows, { ...query, page: '1', pageSize: String(rows.length || 1) }).data as { items: Gadget[] };
  const cursor = query.cursor ?? '';
  const start = cursor === '' ? 0 : items.findIndex((row) => `k${row.id}` === cursor) + 1;
  const pageSize = Number(query.pageSize);
  const page = items.slice(start, start + pageSize);
  const more = start + pageSize < items.length;
  return {
    data: {
      items: page,
      ...(more ? { next_cursor: `k${page.at(-1)!.id}` } : {}),
      ...(cursor === '' ? { total: options.total ?? items.length, ...(options.estimated ? { total_estimated: true } : {}) } : {}),
    },
  };
}

const serveCursors = (options: CursorOptions = {}) =>
  suite.api.route('GET', LIST_PATH, (request) => answerCursorList(suite.rows, request.query, options));

beforeEach(() => serveCursors());

const render = (path = '/gadgets') => suite.render({ path, spec: cursorSpec });
const pager = () => screen.getByRole('navigation', { name: 'Pages' });
const button = (name: string) => within(pager()).getByRole('button', { name }) as HTMLButtonElement;
const firstCell = () => tableRows()[0]?.textContent ?? '';

/** Waits until the table shows the page starting with this gadget and its request is answered. */
async function showsPage(firstGadget: string) {
  await waitFor(() => expect(firstCell()).toContain(firstGadget));
  await act(() => suite.api.allSent());
}

describe('SchemaList with paging cursor', () => {
  it('goes on by next_cursor and back by the trail of cursors, with page number and total', async () => {
    const { router } = render();
    await showsPage('Gadget 0001');
    expect(suite.listRequests()[0].query).toEqual({ cursor: '', pageSize: '10', kind: 'gadget' });
    expect(within(pager()).getByText('Page 1')).toBeTruthy();
    expect(within(pager()).getByText('25 items in all')).toBeTruthy();
    expect(button('First page').disabled).toBe(true);
    expect(button('Previous page').disabled).toBe(true);
    // No numbered pagination: a cursor list cannot jump to page 3.
    expect(document.querySelector('.ant-pagination')).toBeNull();

    fireEvent.click(button('Next page'));
    await showsPage('Gadget 0011');
    expect(searchOf(router).toString()).toBe('page=2&cursor=k10');
    expect(suite.listRequests().at(-1)!.query).toEqual({ cursor: 'k10', pageSize: '10', kind: 'gadget' });
    expect(within(pager()).getByText('Page 2')).toBeTruthy();
    // The first page's total stays for the later pages of the same query.
    expect(within(pager()).getByText('25 items in all')).toBeTruthy();

    fireEvent.click(button('Next page'));
    await showsPage('Gadget 0021');
    expect(tableRows()).toHaveLength(5);
    expect(button('Next page').disabled).toBe(true);

    fireEvent.click(button('Previous page'));
    await showsPage('Gadget 0011');
    expect(searchOf(router).toString()).toBe('page=2&cursor=k10');
    expect(within(pager()).getByText('Page 2')).toBeTruthy();
  });

  it('makes each page a history entry that Back restores, and First goes to the first page', async () => {
    const { router } = render();
    await showsPage('Gadget 0001');
    fireEvent.click(button('Next page'));
    await showsPage('Gadget 0011');
    fireEvent.click(button('Next page'));
    await showsPage('Gadget 0021');

    await act(() => router.navigate(-1));
    await showsPage('Gadget 0011');
    expect(within(pager()).getByText('Page 2')).toBeTruthy();
    expect(searchOf(router).toString()).toBe('page=2&cursor=k10');

    fireEvent.click(button('First page'));
    await showsPage('Gadget 0001');
    expect(searchOf(router).toString()).toBe('');
    expect(suite.listRequests().at(-1)!.query).toEqual({ cursor: '', pageSize: '10', kind: 'gadget' });
  });

  it('opens a page from a link with its cursor: no total, and Previous (the page before unknown) goes to the first page', async () => {
    const { router } = render('/gadgets?page=7&cursor=k20');
    await showsPage('Gadget 0021');
    expect(suite.listRequests()).toHaveLength(1);
    expect(suite.listRequests()[0].query).toEqual({ cursor: 'k20', pageSize: '10', kind: 'gadget' });
    expect(within(pager()).getByText('Page 7')).toBeTruthy();
    expect(within(pager()).queryByText(/items in all/)).toBeNull();

    fireEvent.click(button('Previous page'));
    await showsPage('Gadget 0001');
    expect(searchOf(router).toString()).toBe('');
    expect(within(pager()).getByText('25 items in all')).toBeTruthy();
  });

  it('starts again from the first page when the page size or the sort changes', async () => {
    const { router } = render();
    await showsPage('Gadget 0001');
    fireEvent.click(button('Next page'));
    await showsPage('Gadget 0011');

    fireEvent.mouseDown(within(pager()).getByRole('combobox', { name: 'Rows per page' }));
    fireEvent.click(await screen.findByTitle('20 / page'));
    await showsPage('Gadget 0001');
    expect(searchOf(router).toString()).toBe('pageSize=20');
    expect(suite.listRequests().at(-1)!.query).toEqual({ cursor: '', pageSize: '20', kind: 'gadget' });
    expect(tableRows()).toHaveLength(20);

    fireEvent.click(button('Next page'));
    await showsPage('Gadget 0021');
    const header = [...document.querySelectorAll<HTMLElement>('.ant-table-thead th')].find((th) => th.textContent?.includes('No.'))!;
    fireEvent.click(header);
    await waitFor(() => expect(searchOf(router).get('sortField')).toBe('id'));
    expect(searchOf(router).get('cursor')).toBeNull();
    expect(searchOf(router).get('page')).toBeNull();
    await showsPage('Gadget 0001');
    expect(suite.listRequests().at(-1)!.query).toEqual({
      cursor: '',
      pageSize: '20',
      sortField: 'id',
      sortOrder: 'ascend',
      kind: 'gadget',
    });
    expect(within(pager()).getByText('Page 1')).toBeTruthy();
  });

  it('stays on an empty page past the end (no page number to compute), with the way back offered', async () => {
    const { router } = render('/gadgets?page=4&cursor=k25');
    await act(() => suite.api.answered('GET', LIST_PATH, 1));
    await act(() => suite.api.allSent());
    expect(suite.listRequests()).toHaveLength(1);
    expect(searchOf(router).toString()).toBe('page=4&cursor=k25');
    expect((await screen.findAllByText('No data')).length).toBeGreaterThan(0);
    expect(button('Next page').disabled).toBe(true);
    expect(button('First page').disabled).toBe(false);
  });

  it('shows an estimated total as "about" in compact words, on the later pages too', async () => {
    serveCursors({ total: 1_234_567, estimated: true });
    render();
    await showsPage('Gadget 0001');
    expect(within(pager()).getByText('About 1.2 million items in all')).toBeTruthy();
    fireEvent.click(button('Next page'));
    await showsPage('Gadget 0011');
    expect(within(pager()).getByText('About 1.2 million items in all')).toBeTruthy();
  });

  it('speaks Chinese: an estimated total, an exact one, the page and the buttons', async () => {
    serveCursors({ total: 1_234_567, estimated: true });
    const messages = chineseMessages(gadgetMessages);
    const first = renderApp(<SchemaList spec={cursorSpec} />, { messages, locale: 'zh-CN' });
    await showsPage('Gadget 0001');
    const zhPager = () => screen.getByRole('navigation', { name: '分页' });
    expect(within(zhPager()).getByText('约 123万 条')).toBeTruthy();
    expect(within(zhPager()).getByText('第 1 页')).toBeTruthy();
    expect(within(zhPager()).getByRole('button', { name: '首页' })).toBeTruthy();
    expect(within(zhPager()).getByRole('button', { name: '上一页' })).toBeTruthy();
    fireEvent.click(within(zhPager()).getByRole('button', { name: '下一页' }));
    await showsPage('Gadget 0011');
    expect(within(zhPager()).getByText('第 2 页')).toBeTruthy();
    expect(within(zhPager()).getByText('约 123万 条')).toBeTruthy();
    first.unmount();

    serveCursors({ total: 1_234_567 });
    renderApp(<SchemaList spec={cursorSpec} />, { messages, locale: 'zh-CN' });
    await showsPage('Gadget 0001');
    // An exact total reads as the offset lists' (renderer.list.total).
    expect(within(zhPager()).getByText('共 1234567 条')).toBeTruthy();
    expect(within(zhPager()).getByRole('combobox', { name: '每页行数' })).toBeTruthy();
  });
});

describe('SchemaList with paging cursor on a phone', () => {
  let width: number;
  beforeEach(() => {
    width = window.innerWidth;
    window.innerWidth = 390;
    window.dispatchEvent(new Event('resize'));
  });
  afterEach(() => {
    window.innerWidth = width;
    window.dispatchEvent(new Event('resize'));
  });

  it('shows icon buttons that keep their names, so the keyboard and screen readers still page', async () => {
    render();
    await showsPage('Gadget 0001');
    const next = button('Next page');
    expect(next.textContent).toBe('');
    next.focus();
    expect(document.activeElement).toBe(next);
    fireEvent.click(next);
    await showsPage('Gadget 0011');
  });
});

describe('CSV export of a cursor list', () => {
  let saved: File[];
  beforeEach(() => {
    saved = [];
    configureHttp({ saveFile: (file) => saved.push(file) });
    suite.rows.push(...makeGadgets(2345).slice(25));
  });

  it('walks the pages by next_cursor, 1000 rows each, never by page number', async () => {
    render('/gadgets?grade=a&sortField=id&sortOrder=descend');
    await showsPage('Gadget 2345');
    fireEvent.click(screen.getByRole('button', { name: /Export gadgets/ }));
    await waitFor(() => expect(saved).toHaveLength(1));

    // Grade a, by descending id: the second page follows the 1000th of those rows.
    const gradeA = suite.rows.filter((row) => row.grade === 'a').sort((a, b) => b.id - a.id);
    const exports = suite.listRequests().slice(1);
    expect(exports.map((r) => r.query)).toEqual(
      ['', `k${gradeA[999].id}`].map((cursor) => ({
        cursor,
        pageSize: '1000',
        grade: 'a',
        sortField: 'id',
        sortOrder: 'descend',
        kind: 'gadget',
      })),
    );
    const records = parseCsv(await saved[0].text());
    expect(records[0]).toEqual(['No.', 'Gadget name', 'Maker', 'Grade', 'Live', 'Price', 'Released']);
    expect(records).toHaveLength(1 + 1563);
    expect(records[1][1]).toBe('Gadget 2345');
    expect(records.at(-1)![1]).toBe('Gadget 0002');
  });
});
