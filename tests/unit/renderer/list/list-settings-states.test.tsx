import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { UserInfo } from '@contract/generated/types';
import { TABLE_SETTING_KEY } from '@/enums/cache-enum';
import type { PageList, PageTabsBody } from '@contract/generated/page-schema';
import { SchemaList } from '@/renderer/list';
import { SchemaTabs } from '@/renderer/tabs';
import { userStore } from '@/store/user-store';
import { getLocalStorage } from '@/utils/storage';
import { answerList } from './support/gadgets-backend';
import { gadgetsMessages, gadgetsSpec, tableRows, setUpGadgetsSuite } from './support/gadgets-suite';
import { renderApp, searchOf } from './support/render-app';

const suite = setUpGadgetsSuite(2345);

afterEach(() => userStore.reset());

const headers = () =>
  [...document.querySelectorAll('.ant-table-thead th')].map((th) => th.textContent?.trim()).filter((text) => text && text !== 'Actions');

function signInAs(userId: number) {
  act(() => userStore.setState({ userInfo: { id: userId, userId, username: `user${userId}` } as UserInfo }));
}

describe('SchemaList: column settings', () => {
  it('hides and reorders columns and remembers it per user and page', async () => {
    signInAs(7);
    const first = suite.render();
    await screen.findByText('Gadget 0001');
    fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
    const panel = await screen.findByRole('list', { name: 'Columns' });
    fireEvent.click(within(panel).getByRole('checkbox', { name: 'Price' }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Move Grade up' }));
    await waitFor(() => expect(headers()).toEqual(['No.', 'Gadget name', 'Grade', 'Maker', 'Live', 'Released']));
    expect(getLocalStorage().get<Record<string, unknown>>(TABLE_SETTING_KEY)).toEqual({
      '7:/gadgets': { order: ['id', 'name', 'grade', 'maker', 'state', 'price', 'released_at'], hidden: ['price'] },
    });
    first.unmount();

    // The same user, later: the same columns.
    suite.render();
    await screen.findByText('Gadget 0001');
    expect(headers()).toEqual(['No.', 'Gadget name', 'Grade', 'Maker', 'Live', 'Released']);
  });

  it('another user, or the same user on another page, sees the declared columns', async () => {
    getLocalStorage().set(TABLE_SETTING_KEY, { '7:/gadgets': { order: ['name', 'id'], hidden: ['price'] } });
    signInAs(8);
    const view = suite.render();
    await screen.findByText('Gadget 0001');
    expect(headers()).toEqual(['No.', 'Gadget name', 'Maker', 'Grade', 'Live', 'Price', 'Released']);
    view.unmount();
    signInAs(7);
    suite.render({ path: '/other-gadgets' });
    await screen.findByText('Gadget 0001');
    expect(headers()).toContain('Price');
  });

  it('Reset brings back the declared columns', async () => {
    getLocalStorage().set(TABLE_SETTING_KEY, { 'anonymous:/gadgets': { order: ['name', 'id'], hidden: ['price', 'maker'] } });
    suite.render();
    await screen.findByText('Gadget 0001');
    expect(headers()).toEqual(['Gadget name', 'No.', 'Grade', 'Live', 'Released']);
    fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
    fireEvent.click(within(await screen.findByRole('list', { name: 'Columns' })).getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(headers()).toEqual(['No.', 'Gadget name', 'Maker', 'Grade', 'Live', 'Price', 'Released']));
    expect(getLocalStorage().get(TABLE_SETTING_KEY)).toEqual({});
  });
});

describe('SchemaList: loading, empty and error states', () => {
  it('shows the server’s message and a Retry button, and Retry loads the rows', async () => {
    suite.api.route('GET', '/api/v1/channel/list', (request, nth) =>
      nth === 1 ? { envelope: { code: 100500, msg: 'The gadget store is offline' } } : answerList(suite.rows, request.query),
    );
    suite.render();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The gadget store is offline')).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Gadget 0001')).toBeTruthy();
    expect(suite.listRequests()).toHaveLength(2);
  });

  it('says when nothing matches', async () => {
    suite.render({ path: '/gadgets?name=nothing-like-this' });
    await suite.api.waitFor('GET', '/api/v1/channel/list', 1);
    await waitFor(() => expect(document.querySelector('.ant-spin-spinning')).toBeNull());
    expect(screen.getByText('No data', { selector: '.ant-empty-description' })).toBeTruthy();
    expect(tableRows()).toHaveLength(0);
    expect(suite.listRequests()[0].query.name).toBe('nothing-like-this');
  });

  it('a page past the end moves to the last page', async () => {
    const { router } = suite.render({ path: '/gadgets?page=999' });
    expect(await screen.findByText('Gadget 2341')).toBeTruthy();
    expect(suite.listRequests().map((r) => r.query.page)).toEqual(['999', '235']);
    expect(searchOf(router).get('page')).toBe('235');
  });
});

describe('SchemaList: large pages', () => {
  it('keeps only the visible rows of a 1000-row page in the DOM (virtual rows)', async () => {
    suite.render({ path: '/gadgets?pageSize=1000' });
    expect(await screen.findByText('Gadget 0001')).toBeTruthy();
    expect(suite.listRequests()[0].query.pageSize).toBe('1000');
    expect(document.querySelector('.ant-table-tbody-virtual')).not.toBeNull();
    const rendered = document.querySelectorAll('.ant-table-tbody-virtual .ant-table-row').length;
    expect(rendered).toBeGreaterThan(0);
    expect(rendered).toBeLessThan(100);
    expect(screen.queryByText('Gadget 1000')).toBeNull();
  });

  it('renders ordinary rows for ordinary page sizes', async () => {
    suite.render({ path: '/gadgets?pageSize=50' });
    expect(await screen.findByText('Gadget 0050')).toBeTruthy();
    expect(document.querySelector('.ant-table-tbody-virtual')).toBeNull();
    expect(tableRows()).toHaveLength(50);
  });
});

describe('SchemaList: several lists on one page', () => {
  it('keeps their URL state apart with a prefix each, and one list’s change asks only that list', async () => {
    const { router } = renderApp(
      <>
        <SchemaList spec={{ ...gadgetsSpec, params: { kind: 'gadget', grade: 'a' } }} urlPrefix="first" />
        <SchemaList spec={{ ...gadgetsSpec, params: { kind: 'gadget', grade: 'b' } }} urlPrefix="second" />
      </>,
      { path: '/gadgets?second.page=3', messages: gadgetsMessages },
    );
    await screen.findByText('1,563 items in all');
    await screen.findByText('782 items in all');
    const byGrade = (grade: string) => suite.listRequests().filter((r) => r.query.grade === grade);
    expect(byGrade('b').map((r) => r.query.page)).toEqual(['3']);
    const firstTable = document.querySelectorAll<HTMLElement>('.ant-table-wrapper')[0];
    fireEvent.click(within(firstTable).getByTitle('2'));
    await suite.api.waitFor('GET', '/api/v1/channel/list', 3);
    expect(searchOf(router).toString()).toBe('second.page=3&first.page=2');
    await act(() => suite.api.allSent());
    expect(byGrade('a').map((r) => r.query.page)).toEqual(['1', '2']);
    expect(byGrade('b').map((r) => r.query.page)).toEqual(['3']);
  });

  it('inside page tabs, each tab’s list keeps its own URL keys and asks only while it is shown or changed', async () => {
    const tabs: PageTabsBody = {
      type: 'tabs',
      tabs: [
        { key: 'good', title: 'gadgets.grade.a', body: { ...gadgetsSpec, params: { kind: 'gadget', grade: 'a' } } },
        { key: 'fair', title: 'gadgets.grade.b', body: { ...gadgetsSpec, params: { kind: 'gadget', grade: 'b' } } },
      ],
    };
    const { router } = renderApp(<SchemaTabs body={tabs} render={(body) => <SchemaList spec={body as PageList} />} />, {
      path: '/gadgets',
      messages: gadgetsMessages,
    });
    await screen.findByText('1,563 items in all');
    const byGrade = (grade: string) =>
      suite
        .listRequests()
        .filter((r) => r.query.grade === grade)
        .map((r) => r.query.page);
    expect(byGrade('b')).toEqual([]);

    fireEvent.click(screen.getByRole('tab', { name: 'Grade B' }));
    await screen.findByText('782 items in all');
    const fairPane = screen.getByText('782 items in all').closest('.ant-tabs-tabpane') as HTMLElement;
    fireEvent.click(within(fairPane).getByTitle('2'));
    await suite.api.waitFor('GET', '/api/v1/channel/list', 3);
    expect(searchOf(router).toString()).toBe('tab=fair&fair.page=2');

    fireEvent.click(screen.getByRole('tab', { name: 'Grade A' }));
    await waitFor(() => expect(searchOf(router).get('tab')).toBe('good'));
    await act(() => suite.api.allSent());
    expect(byGrade('a')).toEqual(['1']);
    expect(byGrade('b')).toEqual(['1', '2']);
  });
});
