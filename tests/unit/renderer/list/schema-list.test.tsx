import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { beforeAll, describe, expect, it } from 'vitest';
import roleSchema from '../../../../schemas/entities/role.json';
import pageBodySchema from '../../../../schemas/meta/page-body.schema.json';
import gadgetsPage from './fixtures/gadgets.page.json';
import { gadgetsSpec, tableRows, setUpGadgetsSuite } from './support/gadgets-suite';

const suite = setUpGadgetsSuite();

describe('the gadgets fixture', () => {
  it('is a valid page body of the page schema (no code knows it)', () => {
    const ajv = new Ajv2020({ discriminator: true, strict: false });
    // The meta-schema names the roles by reference to their entity, as schemas/ lays them out.
    ajv.addSchema(roleSchema, 'file:///schemas/entities/role.json');
    const validate = ajv.compile({ ...pageBodySchema, $id: 'file:///schemas/meta/page-body.schema.json' });
    expect(validate(gadgetsPage), JSON.stringify(validate.errors)).toBe(true);
  });
});

describe('SchemaList: columns and the first request', () => {
  // A row's "More" menu is a chunk of its own (lazy): its first import in a test worker transforms antd's
  // dropdown, which took longer than a findBy waits on a busy machine. Loaded before, it shows at once.
  beforeAll(() => import('@/renderer/list/actions/RowActionMenu'), 60_000);

  it('shows the declared columns and rows after exactly one request (StrictMode)', async () => {
    suite.render();
    expect(await screen.findByText('Gadget 0001')).toBeTruthy();
    const headers = [...document.querySelectorAll('.ant-table-thead th')].map((th) => th.textContent?.trim()).filter(Boolean);
    expect(headers).toEqual(['No.', 'Gadget name', 'Maker', 'Grade', 'Live', 'Price', 'Released', 'Actions']);
    // Not shown: hideInTable, and a column the user's role may not see.
    expect(screen.queryByText('Secret')).toBeNull();
    expect(screen.queryByText('s1')).toBeNull();

    const first = tableRows()[0];
    expect(within(first).getByText('12.34')).toBeTruthy();
    expect(within(first).getByText('2024-01-01')).toBeTruthy();
    expect(within(first).getByText('Grade B')).toBeTruthy();
    expect(within(first).getByRole('switch').getAttribute('aria-checked')).toBe('true');
    expect(await within(first).findByText('Acme')).toBeTruthy();
    expect(tableRows()).toHaveLength(10);
    expect(screen.getByText('25 items in all')).toBeTruthy();

    await act(() => suite.api.allSent());
    expect(suite.listRequests()).toHaveLength(1);
    expect(suite.listRequests()[0].query).toEqual({ page: '1', pageSize: '10', kind: 'gadget' });
    expect(suite.api.requestsTo('GET', '/api/v1/app_list')).toHaveLength(1);
  });

  it('shows row actions by permission and by the row (visibleWhen)', async () => {
    suite.render();
    await screen.findByText('Gadget 0001');
    const [enabledRow, disabledRow] = tableRows();
    expect(within(enabledRow).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(within(disabledRow).getByRole('button', { name: 'Delete' })).toBeTruthy();
    expect(within(enabledRow).getByRole('button', { name: 'View' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Purge' })).toBeNull();
  });

  it('shows admin-only columns and actions to an admin', async () => {
    suite.render({ roles: ['admin'] });
    expect(await screen.findByText('s1')).toBeTruthy();
    expect(within(document.querySelector('.ant-table-thead')!).getByText('Secret')).toBeTruthy();
    // Each of the ten rows offers it: as a link, or (a row with more than four actions) in its "More" menu.
    // (Asked of the table's body and of the menu alone: roles and names over the whole page cost seconds
    // in jsdom, which a busy machine stretched past the wait.)
    const body = within(document.querySelector<HTMLElement>('.ant-table-tbody')!);
    const menus = await body.findAllByRole('button', { name: /More/ });
    const links = body.queryAllByRole('button', { name: 'Purge' });
    expect(links.length + menus.length).toBe(10);
    fireEvent.click(menus[0]!);
    const menu = await waitFor(() => {
      const open = document.querySelector<HTMLElement>('.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu');
      if (!open) throw new Error('the More menu is not open');
      return open;
    });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toContain('Purge');
  });

  it('merges fixed parameters resolved from the page URL into every request', async () => {
    suite.render({
      path: '/gadgets?maker_of_page=mk0002',
      spec: { ...gadgetsSpec, params: { kind: 'gadget', maker: '$query.maker_of_page' } },
    });
    expect(await screen.findByText('12 items in all')).toBeTruthy();
    expect(suite.listRequests()).toHaveLength(1);
    expect(suite.listRequests()[0].query).toMatchObject({ kind: 'gadget', maker: 'mk0002' });
  });
});
