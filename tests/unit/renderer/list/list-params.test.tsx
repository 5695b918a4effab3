import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { searchOf } from './support/render-app';
import { tableRows, setUpGadgetsSuite } from './support/gadgets-suite';

const suite = setUpGadgetsSuite();

const filterForm = () => document.querySelector<HTMLElement>('form')!;
/** The input of a filter, found by its label in the filter form. */
function filterInput(label: string): HTMLInputElement {
  const item = within(filterForm()).getByText(label).closest('.ant-formily-item') as HTMLElement;
  return item.querySelector('input')!;
}
const header = (title: string) => within(document.querySelector<HTMLElement>('.ant-table-thead')!).getByText(title).closest('th')!;
const firstNames = () => tableRows().map((row) => row.querySelectorAll('td')[2]?.textContent);

async function ready() {
  await screen.findByText('Gadget 0001');
}

describe('SchemaList: server-side sort, paging and filters', () => {
  it('sorts on the server by the clicked column, one request per click, state in the URL', async () => {
    const { router } = suite.render();
    await ready();
    // The header says what a click does (a native tooltip).
    expect(header('Price').title).toBe('Click to sort ascending');
    fireEvent.click(header('Price'));
    await suite.api.waitFor('GET', '/api/v1/channel/list', 2);
    expect(suite.listRequests()[1].query).toEqual({ page: '1', pageSize: '10', kind: 'gadget', sortField: 'price', sortOrder: 'ascend' });
    expect(searchOf(router).get('sortField')).toBe('price');
    fireEvent.click(header('Price'));
    await suite.api.waitFor('GET', '/api/v1/channel/list', 3);
    expect(suite.listRequests()[2].query).toMatchObject({ sortField: 'price', sortOrder: 'descend' });
    expect(await screen.findByText('Gadget 0025')).toBeTruthy();
    expect(header('Price').getAttribute('aria-sort')).toBe('descending');
    expect(header('Price').title).toBe('Click to cancel sorting');
    await act(() => suite.api.allSent());
    expect(suite.listRequests()).toHaveLength(3);
  });

  it('pages on the server and keeps the page in the URL', async () => {
    const { router } = suite.render();
    await ready();
    fireEvent.click(screen.getByTitle('2'));
    expect(await screen.findByText('Gadget 0011')).toBeTruthy();
    expect(suite.listRequests().map((r) => r.query.page)).toEqual(['1', '2']);
    expect(searchOf(router).get('page')).toBe('2');
  });

  it('Enter in a filter searches from page 1 with the filter in the request and the URL', async () => {
    const { router } = suite.render({ path: '/gadgets?page=2' });
    await screen.findByText('Gadget 0011');
    fireEvent.change(filterInput('Gadget name'), { target: { value: '  0002 ' } });
    fireEvent.keyDown(filterInput('Gadget name'), { key: 'Enter' });
    await suite.api.waitFor('GET', '/api/v1/channel/list', 2);
    expect(suite.listRequests()[1].query).toEqual({ page: '1', pageSize: '10', kind: 'gadget', name: '0002' });
    expect(await screen.findByText('1 item in all')).toBeTruthy();
    expect(searchOf(router).toString()).toBe('name=0002');
  });

  it('Search sends a chosen option and a money amount in its stored form; Reset clears them', async () => {
    const { router } = suite.render();
    await ready();
    fireEvent.mouseDown(within(filterInput('Grade').closest('.ant-select') as HTMLElement).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('Grade A'));
    fireEvent.click(within(filterForm()).getByRole('button', { name: /Expand/ }));
    await within(filterForm()).findByText('Price');
    // The money widget loads on first use; until then a disabled placeholder stands in.
    await waitFor(() => expect(filterInput('Price').disabled).toBe(false));
    fireEvent.change(filterInput('Price'), { target: { value: '12.34' } });
    fireEvent.click(within(filterForm()).getByRole('button', { name: 'Search' }));
    await suite.api.waitFor('GET', '/api/v1/channel/list', 2);
    expect(suite.listRequests()[1].query).toMatchObject({ grade: 'a', price: '123400', page: '1' });
    expect(searchOf(router).get('price')).toBe('123400');

    fireEvent.click(within(filterForm()).getByRole('button', { name: 'Reset' }));
    await suite.api.waitFor('GET', '/api/v1/channel/list', 3);
    expect(suite.listRequests()[2].query).toEqual({ page: '1', pageSize: '10', kind: 'gadget' });
    expect(searchOf(router).toString()).toBe('');
    expect(filterInput('Price').value).toBe('');
  });

  it('shows only the first filters until expanded', async () => {
    suite.render();
    await ready();
    expect(within(filterForm()).queryByText('Notes')).toBeNull();
    fireEvent.click(within(filterForm()).getByRole('button', { name: /Expand/ }));
    expect(await within(filterForm()).findByText('Notes')).toBeTruthy();
    expect(within(filterForm()).getByText('Released')).toBeTruthy();
  });
});

describe('SchemaList: state restored from the URL', () => {
  it('a link with page, sort, filters and a date range gives exactly that first request, and the form shows it', async () => {
    suite.render({
      path: '/gadgets?page=2&pageSize=5&sortField=price&sortOrder=descend&name=Gadget&released_at_start=2024-01-03&released_at_end=2024-01-20',
    });
    await suite.api.waitFor('GET', '/api/v1/channel/list', 1);
    expect(suite.listRequests()[0].query).toEqual({
      page: '2',
      pageSize: '5',
      sortField: 'price',
      sortOrder: 'descend',
      name: 'Gadget',
      released_at_start: '2024-01-03',
      released_at_end: '2024-01-20',
      kind: 'gadget',
    });
    expect(await screen.findByText('18 items in all')).toBeTruthy();
    expect(filterInput('Gadget name').value).toBe('Gadget');
    expect(header('Price').getAttribute('aria-sort')).toBe('descending');
    expect(header('Price').title).toBe('Click to cancel sorting');
    // The date range sits behind "Expand"; its values are in the form all the same.
    fireEvent.click(within(filterForm()).getByRole('button', { name: /Expand/ }));
    const dates = [...(await within(filterForm()).findByText('Released')).closest('.ant-formily-item')!.querySelectorAll('input')].map(
      (i) => i.value,
    );
    expect(dates).toEqual(['2024-01-03', '2024-01-20']);
    await act(() => suite.api.allSent());
    expect(suite.listRequests()).toHaveLength(1);
  });

  it('back and forward restore the earlier pages and filters', async () => {
    const { router } = suite.render();
    await ready();
    fireEvent.click(screen.getByTitle('2'));
    await screen.findByText('Gadget 0011');
    fireEvent.change(filterInput('Gadget name'), { target: { value: '0003' } });
    fireEvent.keyDown(filterInput('Gadget name'), { key: 'Enter' });
    await screen.findByText('1 item in all');

    await act(() => router.navigate(-1));
    expect(await screen.findByText('Gadget 0011')).toBeTruthy();
    expect(suite.listRequests().at(-1)!.query).toMatchObject({ page: '2' });
    expect(suite.listRequests().at(-1)!.query.name).toBeUndefined();
    await waitFor(() => expect(filterInput('Gadget name').value).toBe(''));

    await act(() => router.navigate(1));
    expect(await screen.findByText('1 item in all')).toBeTruthy();
    await waitFor(() => expect(filterInput('Gadget name').value).toBe('0003'));
    expect(suite.listRequests().map((r) => [r.query.page, r.query.name ?? ''])).toEqual([
      ['1', ''],
      ['2', ''],
      ['1', '0003'],
      ['2', ''],
      ['1', '0003'],
    ]);
  });
});

describe('SchemaList: kept alive while another page is open', () => {
  it('ignores another page’s URL and asks nothing until its own page is back', async () => {
    const { router } = suite.render({ path: '/gadgets?page=2' });
    await screen.findByText('Gadget 0011');
    await act(() => router.navigate('/somewhere-else?page=5&name=zzz'));
    await act(() => suite.api.allSent());
    expect(screen.getByText('Gadget 0011')).toBeTruthy();
    await act(() => router.navigate('/gadgets?page=2'));
    await act(() => suite.api.allSent());
    expect(suite.listRequests().map((r) => r.query.page)).toEqual(['2']);
    fireEvent.click(screen.getByTitle('3'));
    expect(await screen.findByText('Gadget 0021')).toBeTruthy();
  });
});

describe('SchemaList: late answers', () => {
  it('an answer that comes after a newer one never replaces it', async () => {
    let releasePage2!: () => void;
    const page2Held = new Promise<void>((resolve) => (releasePage2 = resolve));
    suite.api.route('GET', '/api/v1/channel/list', async (request) => {
      const { answerList } = await import('./support/gadgets-backend');
      if (request.query.page === '2') await page2Held;
      return answerList(suite.rows, request.query);
    });
    suite.render();
    await ready();
    fireEvent.click(screen.getByTitle('2'));
    await suite.api.waitFor('GET', '/api/v1/channel/list', 2);
    fireEvent.click(screen.getByTitle('3'));
    expect(await screen.findByText('Gadget 0021')).toBeTruthy();
    // The held answer for page 2 arrives now, after the newer one, and the page handles it.
    releasePage2();
    await suite.api.answered('GET', '/api/v1/channel/list', 3);
    await act(() => suite.api.allSent());
    expect(screen.queryByText('Gadget 0011')).toBeNull();
    expect(firstNames()[0]).toBe('Gadget 0021');
    expect(suite.listRequests().map((r) => r.query.page)).toEqual(['1', '2', '3']);
  });
});
