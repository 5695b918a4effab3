import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PageList } from '@contract/generated/page-schema';
import { announceDataChange } from '@/api/data-changes';
import '@/renderer/form/forget-options-on-change';
import { loadOptions } from '@/renderer/value-types/options-cache';
import { rowsToCsv } from '@/renderer/list/csv/export-rows';
import { gadgetsSpec, setUpGadgetsSuite } from './support/gadgets-suite';

const suite = setUpGadgetsSuite(12);
const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

/** The fixture with notes shown only for grade A, names linking by their notes, and a row address opened by "Open". */
const spec: PageList = {
  ...gadgetsSpec,
  columns: gadgetsSpec.columns.map((column) => {
    if (column.field === 'notes') return { ...column, hideInTable: false, showWhen: { field: 'grade', op: 'eq', value: 'a' } };
    if (column.field === 'name') return { ...column, valueType: 'link', link: '/gadgets/edit?id={id}&note={notes}' };
    return column;
  }) as PageList['columns'],
  rowActions: [{ kind: 'link', label: 'gadgets.open', href: '$row.notes', visibleWhen: { field: 'grade', op: 'eq', value: 'a' } }],
};

describe('SchemaList: values and actions that depend on the row', () => {
  it('shows a value only while its showWhen holds for the row', async () => {
    // Gadgets 5 and 10 are both "fragile"; 5 is grade A, 10 grade B.
    suite.render({ spec });
    await screen.findByText('Gadget 0005');
    expect(within(rowOf('Gadget 0005')).getByText('fragile')).toBeTruthy();
    expect(within(rowOf('Gadget 0010')).queryByText('fragile')).toBeNull();
  });

  it('writes a hidden value as empty in a CSV export too', () => {
    const column = spec.columns.find((c) => c.field === 'notes')!;
    const csv = rowsToCsv(
      [column],
      [
        { grade: 'a', notes: 'fragile' },
        { grade: 'b', notes: 'fragile' },
      ],
      (id) => id,
      'en-US',
    );
    expect(
      csv
        .replace(/^\uFEFF/, '')
        .trim()
        .split(/\r?\n/),
    ).toEqual(['gadgets.notes', 'fragile', '-']);
  });

  it('links a value to its route only when the row has every value the route needs', async () => {
    suite.render({ spec });
    await screen.findByText('Gadget 0005');
    expect(screen.getByRole('link', { name: 'Gadget 0005' }).getAttribute('href')).toBe('/gadgets/edit?id=5&note=fragile');
    expect(screen.queryByRole('link', { name: 'Gadget 0004' })).toBeNull();
    expect(within(rowOf('Gadget 0004')).getByText('Gadget 0004')).toBeTruthy();
  });

  it('opens a web address of the row in a new window, only where it is one, and asks again when the window gets the focus back', async () => {
    suite.rows[1]!.notes = 'https://pay.example/order/2';
    suite.rows[4]!.notes = 'javascript:alert(1)';
    suite.render({ spec });
    await screen.findByText('Gadget 0002');
    const pay = within(rowOf('Gadget 0002')).getByRole('link', { name: 'Open' });
    expect(pay.getAttribute('href')).toBe('https://pay.example/order/2');
    expect(pay.getAttribute('target')).toBe('_blank');
    expect(within(rowOf('Gadget 0005')).queryByRole('link', { name: 'Open' })).toBeNull();
    expect(within(rowOf('Gadget 0001')).queryByRole('link', { name: 'Open' })).toBeNull();

    const asked = suite.listRequests().length;
    pay.addEventListener('click', (event) => event.preventDefault());
    act(() => pay.click());
    expect(suite.listRequests().length).toBe(asked);
    act(() => void window.dispatchEvent(new Event('focus')));
    await waitFor(() => expect(suite.listRequests().length).toBe(asked + 1));
  });

  it('loads options once, and again for a form after any change (the plans an upgrade may choose)', async () => {
    const source = { operation: 'appList', valueField: 'app_id', labelField: 'app_name' };
    const asked = () => suite.api.requestsTo('GET', '/api/v1/app_list').length;
    await loadOptions(source);
    await loadOptions(source);
    expect(asked()).toBe(1);
    announceDataChange(['package']);
    expect((await loadOptions(source)).map((option) => option.text)).toEqual(['Acme', 'Globex']);
    expect(asked()).toBe(2);
  });
});
