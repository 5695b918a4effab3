import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { PageColumn } from '@contract/generated/page-schema';
import type { ListValueType } from '@contract/details-only-value-types';
import { ValueCell, valueToText, valueTypes } from '@/renderer/value-types';
import { englishMessages } from '../list/support/render-app';

const messages = englishMessages({ 'fixture.col': 'Column', 'fixture.ok': 'Fine', 'fixture.bad': 'Broken', 'fixture.red': 'Red' });
const t = (id: string) => messages[id] ?? id;

/**
 * One sample per value type: the column, a value, and the text its cell must show (and CSV must hold);
 * `shown` when the cell shows the text in parts (one tag per value).
 */
const samples: Record<ListValueType, { column: Partial<PageColumn>; value: unknown; text: string; shown?: string[] }> = {
  text: { column: {}, value: 'Desk lamp', text: 'Desk lamp' },
  number: { column: {}, value: 1234567.5, text: '1,234,567.5' },
  money: { column: {}, value: 12345678, text: '1,234.57' },
  date: { column: {}, value: '2024-03-05T10:20:30', text: '2024-03-05' },
  datetime: { column: {}, value: '2024-03-05T10:20:30', text: '2024-03-05 10:20:30' },
  enum: {
    column: {
      options: [
        { value: 'ok', label: 'fixture.ok', status: 'success' },
        { value: 'bad', label: 'fixture.bad', status: 'error' },
      ],
    },
    value: 'bad',
    text: 'Broken',
  },
  tag: {
    column: { options: [{ value: 'r', label: 'fixture.red', color: 'red' }] },
    value: ['r', 'blue'],
    text: 'Red, blue',
    shown: ['Red', 'blue'],
  },
  image: { column: {}, value: 'https://cdn.example.com/a.png', text: 'https://cdn.example.com/a.png' },
  avatar: { column: {}, value: '/static/me.png', text: '/static/me.png' },
  link: { column: { link: '/gadgets/details?id={id}' }, value: 'Lamp 7', text: 'Lamp 7' },
  copy: { column: {}, value: 'CODE-42', text: 'CODE-42' },
  switch: {
    column: { switch: { operation: 'channelState', checkedValue: 'enabled', uncheckedValue: 'disabled' } },
    value: 'enabled',
    text: 'On',
  },
  progress: { column: {}, value: 42, text: '42%' },
  percent: { column: {}, value: 0.125, text: '12.5%' },
  boolean: { column: {}, value: true, text: 'Yes' },
};

function wrap(node: ReactNode) {
  return (
    <IntlProvider locale="en" messages={messages} onError={() => undefined}>
      <MemoryRouter>{node}</MemoryRouter>
    </IntlProvider>
  );
}

/** What a person perceives of a cell: its text and the alternative text of its images. */
function perceived(container: HTMLElement): string {
  const alts = [...container.querySelectorAll('img')].map((img) => img.getAttribute('alt') ?? '');
  return [container.textContent ?? '', ...alts].join(' ');
}

describe('value types: one conformance suite for all', () => {
  it('covers every value type of the page schema', () => {
    expect(Object.keys(samples).sort()).toEqual(Object.keys(valueTypes).sort());
  });

  for (const [valueType, sample] of Object.entries(samples) as [ListValueType, (typeof samples)[ListValueType]][]) {
    describe(valueType, () => {
      const column = { field: 'value', title: 'fixture.col', valueType, ...sample.column } as PageColumn;

      it('renders the value, and the CSV text is what the cell shows', () => {
        const row = { id: 7, value: sample.value };
        const { container } = render(wrap(<ValueCell column={column} row={row} />));
        const text = valueToText(column, row, t, 'en');
        expect(text).toBe(sample.text);
        for (const part of sample.shown ?? [text]) expect(perceived(container)).toContain(part);
      });

      for (const empty of [null, undefined, '']) {
        it(`shows a dash for ${JSON.stringify(empty) ?? 'undefined'}, in the cell and in the CSV`, () => {
          const row = { id: 7, value: empty };
          const { container } = render(wrap(<ValueCell column={column} row={row} />));
          expect(container.textContent).toBe('-');
          expect(valueToText(column, row, t, 'en')).toBe('-');
        });
      }
    });
  }

  it('formats money and numbers with the locale’s separators and two decimals', () => {
    const money = { field: 'v', title: 'fixture.col', valueType: 'money' } as PageColumn;
    expect(valueToText(money, { v: 10000 }, t, 'en')).toBe('1.00');
    expect(valueToText(money, { v: -5 }, t, 'en')).toBe('-0.00');
    expect(valueToText(money, { v: 123456789012 }, t, 'zh-CN')).toBe('12,345,678.90');
  });

  it('reads Unix seconds, milliseconds and ISO strings as dates, and leaves non-dates as they are', () => {
    const date = { field: 'v', title: 'fixture.col', valueType: 'datetime' } as PageColumn;
    const local = new Date(2024, 0, 2, 3, 4, 5);
    expect(valueToText(date, { v: Math.floor(local.getTime() / 1000) }, t, 'en')).toBe('2024-01-02 03:04:05');
    expect(valueToText(date, { v: local.getTime() }, t, 'en')).toBe('2024-01-02 03:04:05');
    expect(valueToText(date, { v: 'soon' }, t, 'en')).toBe('soon');
  });

  it('shows an enum value with its badge colour, and an unknown value as it is', () => {
    const column = { field: 'v', title: 'fixture.col', valueType: 'enum', ...samples.enum.column } as PageColumn;
    const { container } = render(wrap(<ValueCell column={column} row={{ v: 'ok' }} />));
    expect(screen.getByText('Fine')).toBeTruthy();
    expect(container.querySelector('[data-status="success"]')).not.toBeNull();
    expect(valueToText(column, { v: 'other' }, t, 'en')).toBe('other');
  });

  it('never turns a javascript: value into a link or an image', () => {
    const link = { field: 'v', title: 'fixture.col', valueType: 'link' } as PageColumn;
    const image = { field: 'v', title: 'fixture.col', valueType: 'image' } as PageColumn;
    const { container } = render(
      wrap(
        <>
          <ValueCell column={link} row={{ v: 'javascript:alert(1)' }} />
          <ValueCell column={image} row={{ v: 'javascript:alert(1)' }} />
        </>,
      ),
    );
    expect(container.querySelector('a')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
  });
});
