import { describe, expect, it } from 'vitest';
import type { PageColumn } from '@contract/generated/page-schema';
import { buildFilterFields, filterValuesToParams, paramsToFilterValues } from '@/renderer/list/filter-fields';

const columns: PageColumn[] = [
  { field: 'name', title: 'f.name', filter: true },
  {
    field: 'state',
    title: 'f.state',
    valueType: 'switch',
    switch: { operation: 'channelState', checkedValue: 'on', uncheckedValue: 'off' },
    filter: true,
  },
  {
    field: 'level',
    title: 'f.level',
    valueType: 'enum',
    options: [
      { value: 1, label: 'f.one' },
      { value: 2, label: 'f.two' },
    ],
    filter: true,
  },
  { field: 'created_at', title: 'f.created', valueType: 'datetime', filter: true },
  { field: 'day', title: 'f.day', valueType: 'date', filter: true },
  { field: 'balance', title: 'f.balance', valueType: 'money', filter: true },
  { field: 'count', title: 'f.count', valueType: 'number', filter: { title: 'f.countAtLeast', placeholder: 'f.hint' } },
  { field: 'remark', title: 'f.remark' },
];

describe('filters from columns', () => {
  const fields = buildFilterFields(columns);

  it('takes the columns with `filter`, the widget following the value type', () => {
    expect(fields.map((f) => [f.field.field, f.field.widget])).toEqual([
      ['name', 'Input'],
      ['state', 'Select'],
      ['level', 'Select'],
      ['created_at', 'DateRange'],
      ['day', 'DateRange'],
      ['balance', 'Money'],
      ['count', 'NumberPicker'],
    ]);
    expect(fields.find((f) => f.field.field === 'count')!.field).toMatchObject({ title: 'f.countAtLeast', placeholder: 'f.hint' });
    expect(fields.find((f) => f.field.field === 'state')!.field.options).toEqual([
      { value: 'on', label: 'renderer.value.on' },
      { value: 'off', label: 'renderer.value.off' },
    ]);
    expect(fields.find((f) => f.field.field === 'day')!.paramKeys).toEqual(['day_start', 'day_end']);
  });

  it('turns form values into request parameters: ranges as _start/_end, whole days for datetimes, blanks left out', () => {
    expect(
      filterValuesToParams(fields, {
        name: '  lamp ',
        state: 'off',
        level: 2,
        created_at: ['2024-02-01', '2024-02-03'],
        day: ['2024-03-04', undefined],
        balance: 123400,
        count: 0,
        remark: 'not a filter',
      }),
    ).toEqual({
      name: 'lamp',
      state: 'off',
      level: '2',
      created_at_start: '2024-02-01 00:00:00',
      created_at_end: '2024-02-03 23:59:59',
      day_start: '2024-03-04',
      balance: '123400',
      count: '0',
    });
    expect(filterValuesToParams(fields, { name: '   ', level: null, created_at: [] })).toEqual({});
  });

  it('turns URL parameters back into form values of the right type', () => {
    expect(
      paramsToFilterValues(fields, { name: 'lamp', level: '2', balance: '123400', count: '3', day_start: '2024-03-04', state: 'on' }),
    ).toEqual({
      name: 'lamp',
      level: 2,
      balance: 123400,
      count: 3,
      day: ['2024-03-04', undefined],
      state: 'on',
    });
  });
});
