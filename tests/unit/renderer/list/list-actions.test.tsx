import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gadgetsSpec, tableRows, setUpGadgetsSuite } from './support/gadgets-suite';

const suite = setUpGadgetsSuite();

async function ready() {
  await screen.findByText('Gadget 0001');
}
const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SchemaList: row actions', () => {
  it('asks before deleting, with the row’s values in the question, then tells and refreshes', async () => {
    suite.render();
    await ready();
    fireEvent.click(within(rowOf('Gadget 0002')).getByRole('button', { name: 'Delete' }));
    const question = await screen.findByText('Delete the gadget "Gadget 0002"?');
    const popover = question.closest('.ant-popover') as HTMLElement;
    expect(suite.api.requestsTo('DELETE', '/api/v1/channel/del')).toHaveLength(0);
    fireEvent.click(within(popover).getByRole('button', { name: 'OK' }));

    const [request] = await suite.api.waitFor('DELETE', '/api/v1/channel/del', 1);
    expect(request.body).toEqual({ ids: [2] });
    expect(await screen.findByText('Gadget(s) deleted')).toBeTruthy();
    await suite.api.waitFor('GET', '/api/v1/channel/list', 2);
    await waitFor(() => expect(screen.queryByText('Gadget 0002')).toBeNull());
    expect(screen.getByText('24 items in all')).toBeTruthy();
  });

  it('draws no actions column when the role may use none of the row actions', async () => {
    const onlyForAdmins = (gadgetsSpec.rowActions ?? []).map((action) => ({ ...action, permission: { roles: ['admin'] as ['admin'] } }));
    suite.render({ spec: { ...gadgetsSpec, rowActions: onlyForAdmins } });
    await ready();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
    for (const name of ['View', 'Open', 'Short link']) expect(within(rowOf('Gadget 0002')).queryByRole('button', { name })).toBeNull();
  });

  it('keeps the actions column when the role may use one of them', async () => {
    suite.render();
    await ready();
    expect(screen.getByRole('columnheader', { name: 'Actions' })).toBeTruthy();
  });

  it('does nothing when the question is cancelled', async () => {
    suite.render();
    await ready();
    fireEvent.click(within(rowOf('Gadget 0004')).getByRole('button', { name: 'Delete' }));
    const popover = (await screen.findByText('Delete the gadget "Gadget 0004"?')).closest('.ant-popover') as HTMLElement;
    fireEvent.click(within(popover).getByRole('button', { name: 'Cancel' }));
    await act(() => suite.api.allSent());
    expect(suite.api.requestsTo('DELETE', '/api/v1/channel/del')).toHaveLength(0);
    expect(suite.listRequests()).toHaveLength(1);
  });

  it('copies an operation’s answer field to the clipboard and shows it', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    suite.render();
    await ready();
    fireEvent.click(within(rowOf('Gadget 0003')).getByRole('button', { name: 'Short link' }));
    const [request] = await suite.api.waitFor('POST', '/api/v1/domains/get_short_url', 1);
    expect(request.body).toEqual({ channel_id: 3 });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('https://s.example/3')).toBeTruthy();
    expect(within(dialog).getByText('Copied to the clipboard.')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('https://s.example/3');
    // result "copy" does not reload the list
    expect(suite.listRequests()).toHaveLength(1);
  });

  it('opens the details drawer with the row, its values drawn by their value types', async () => {
    suite.render();
    await ready();
    fireEvent.click(within(rowOf('Gadget 0005')).getByRole('button', { name: 'View' }));
    const drawer = (await screen.findByText('Gadget details')).closest('.ant-drawer-content') as HTMLElement;
    expect(within(drawer).getByText('Gadget 0005')).toBeTruthy();
    expect(within(drawer).getByText('61.70')).toBeTruthy();
  });

  it('a link action goes to its route filled from the row', async () => {
    const { router } = suite.render();
    await ready();
    fireEvent.click(within(rowOf('Gadget 0006')).getByRole('button', { name: 'Open' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/gadgets/edit'));
    expect(router.state.location.search).toBe('?id=6&name=Gadget%200006');
  });

  it('a toolbar modal creates a record through its form and the list reloads', async () => {
    suite.render();
    await ready();
    fireEvent.click(screen.getByRole('button', { name: /New gadget/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('New gadget')).toBeTruthy();
    // The dialog's frame comes first; its form follows once the form's code is in (loaded on first use).
    const nameLabel = await within(dialog).findByText('Gadget name');
    const nameInput = (nameLabel.closest('.ant-formily-item') as HTMLElement).querySelector('input')!;
    fireEvent.change(nameInput, { target: { value: 'Gadget 9999' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    const [request] = await suite.api.waitFor('POST', '/api/v1/channel/add', 1);
    expect(request.body).toMatchObject({ name: 'Gadget 9999' });
    await suite.api.waitFor('GET', '/api/v1/channel/list', 2);
    expect(await screen.findByText('26 items in all')).toBeTruthy();
  });
});

describe('SchemaList: row actions on a phone', () => {
  const desktopWidth = window.innerWidth;
  const resizeTo = (width: number) => {
    window.innerWidth = width;
    window.dispatchEvent(new Event('resize'));
  };
  afterEach(() => resizeTo(desktopWidth));

  it('keeps the actions in one menu per row, which runs them as the links do (asking first where declared)', async () => {
    resizeTo(390);
    suite.render();
    await ready();
    const row = rowOf('Gadget 0002');
    for (const name of ['View', 'Open', 'Short link', 'Delete']) expect(within(row).queryByRole('button', { name })).toBeNull();
    fireEvent.click(await within(row).findByRole('button', { name: 'Actions' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['View', 'Open', 'Short link', 'Delete']);
    fireEvent.click(screen.getByText('Delete'));
    const popover = (await screen.findByText('Delete the gadget "Gadget 0002"?')).closest('.ant-popover') as HTMLElement;
    fireEvent.click(within(popover).getByRole('button', { name: 'OK' }));
    const [request] = await suite.api.waitFor('DELETE', '/api/v1/channel/del', 1);
    expect(request.body).toEqual({ ids: [2] });
  });
});

describe('SchemaList: batch actions', () => {
  it('runs on the selected rows’ keys after a confirmation and clears the selection', async () => {
    suite.render();
    await ready();
    const batch = screen.getByRole('button', { name: 'Delete selected' });
    expect((batch as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(rowOf('Gadget 0001')).getByRole('checkbox'));
    fireEvent.click(within(rowOf('Gadget 0003')).getByRole('checkbox'));
    expect(screen.getByText('2 rows selected')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete selected' }));
    const popover = (await screen.findByText('Delete 2 gadgets?')).closest('.ant-popover') as HTMLElement;
    fireEvent.click(within(popover).getByRole('button', { name: 'OK' }));

    const [request] = await suite.api.waitFor('DELETE', '/api/v1/channel/del', 1);
    expect(request.body).toEqual({ ids: [1, 3] });
    await suite.api.waitFor('GET', '/api/v1/channel/list', 2);
    expect(await screen.findByText('23 items in all')).toBeTruthy();
    expect(screen.getByText('No rows selected')).toBeTruthy();
    expect(tableRows().every((row) => !(within(row).getByRole('checkbox') as HTMLInputElement).checked)).toBe(true);
  });
});
