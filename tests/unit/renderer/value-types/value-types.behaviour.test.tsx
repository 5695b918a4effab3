import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PageColumn } from '@contract/generated/page-schema';
import { setOperationClient } from '@/renderer/core/call-operation';
import { clearOptionsCache, ValueCell, valueToText } from '@/renderer/value-types';
import { loadOptions } from '@/renderer/value-types/options-cache';
import { createHttp, resetHttpConfiguration } from '@/utils/http';
import { startFakeApi, type FakeApi } from '../list/support/fake-api';
import { englishMessages } from '../list/support/render-app';

const messages = englishMessages({ 'fixture.col': 'Column', 'fixture.on': 'Live', 'fixture.off': 'Paused' });
const t = (id: string) => messages[id] ?? id;

let api: FakeApi;

beforeAll(async () => {
  api = await startFakeApi();
  setOperationClient(createHttp({ apiUrl: api.url, urlPrefix: '' }));
});
afterEach(() => {
  api.requests.length = 0;
  clearOptionsCache();
  resetHttpConfiguration();
});
afterAll(async () => {
  setOperationClient();
  await api.close();
});

function renderCells(node: ReactNode, path = '/') {
  const router = createMemoryRouter([{ path: '*', element: node }], { initialEntries: [path] });
  render(
    <IntlProvider locale="en" messages={messages} onError={() => undefined}>
      <RouterProvider router={router} />
    </IntlProvider>,
  );
  return router;
}

const stateColumn: PageColumn = {
  field: 'state',
  title: 'fixture.col',
  valueType: 'switch',
  options: [
    { value: 'enabled', label: 'fixture.on' },
    { value: 'disabled', label: 'fixture.off' },
  ],
  switch: {
    operation: 'channelState',
    params: { id: '$row.id', state: '$values.checked' },
    checkedValue: 'enabled',
    uncheckedValue: 'disabled',
  },
};

describe('switch value type', () => {
  it('calls its operation with the row and the new state, showing the new state at once', async () => {
    let release: () => void = () => undefined;
    api.route('PUT', '/api/v1/channel/state', async (request) => {
      await new Promise<void>((resolve) => (release = resolve));
      return { data: { id: 5, state: (request.body as { state: string }).state } };
    });
    renderCells(<ValueCell column={stateColumn} row={{ id: 5, state: 'enabled' }} />);
    const toggle = screen.getByRole('switch');
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(toggle);
    const [request] = await api.waitFor('PUT', '/api/v1/channel/state', 1);
    expect(request.body).toEqual({ id: 5, state: 'disabled' });
    // Optimistic, and busy while the call runs.
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(toggle.className).toContain('ant-switch-loading');
    act(() => release());
    await waitFor(() => expect(toggle.className).not.toContain('ant-switch-loading'));
    expect(toggle.getAttribute('aria-checked')).toBe('false');
  });

  it('flips back when the server refuses', async () => {
    api.route('PUT', '/api/v1/channel/state', () => ({ envelope: { code: 100500, msg: 'Channel is locked' } }));
    renderCells(<ValueCell column={stateColumn} row={{ id: 9, state: 'disabled' }} />);
    const toggle = screen.getByRole('switch');
    fireEvent.click(toggle);
    await api.waitFor('PUT', '/api/v1/channel/state', 1);
    await waitFor(() => expect(toggle.className).not.toContain('ant-switch-loading'));
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(api.requestsTo('PUT', '/api/v1/channel/state')[0].body).toEqual({ id: 9, state: 'enabled' });
  });
});

describe('enum with optionsFrom', () => {
  const appColumn: PageColumn = {
    field: 'app_id',
    title: 'fixture.col',
    valueType: 'enum',
    optionsFrom: { operation: 'appList', params: { pageSize: 1000 }, valueField: 'app_id', labelField: 'app_name' },
  };

  it('loads the options once for every cell and shows the labels', async () => {
    api.route('GET', '/api/v1/app_list', () => ({
      data: {
        items: [
          { app_id: 'app001', app_name: 'Weather' },
          { app_id: 'app002', app_name: 'Radio' },
        ],
        total: 2,
      },
    }));
    renderCells(
      <>
        <p>
          <ValueCell column={appColumn} row={{ app_id: 'app001' }} />
        </p>
        <p>
          <ValueCell column={appColumn} row={{ app_id: 'app002' }} />
        </p>
        <p>
          {/* Another column object with the same operation and parameters shares the load. */}
          <ValueCell
            column={{ ...appColumn, optionsFrom: { ...appColumn.optionsFrom!, params: { pageSize: 1000 } } }}
            row={{ app_id: 'app001' }}
          />
        </p>
      </>,
    );
    expect(await screen.findAllByText('Weather')).toHaveLength(2);
    expect(screen.getByText('Radio')).toBeTruthy();
    expect(api.requestsTo('GET', '/api/v1/app_list')).toHaveLength(1);
    expect(api.requestsTo('GET', '/api/v1/app_list')[0].query).toEqual({ pageSize: '1000' });
    // Loaded options also give the CSV text.
    expect(valueToText(appColumn, { app_id: 'app002' }, t, 'en')).toBe('Radio');
  });

  it('asks again after a failed load', async () => {
    api.route('GET', '/api/v1/app_list', (_request, nth) =>
      nth === 1 ? { envelope: { code: 100500, msg: 'Apps unavailable' } } : { data: [{ app_id: 'a1', app_name: 'One' }] },
    );
    const source = { operation: 'appList', valueField: 'app_id', labelField: 'app_name' };
    await expect(loadOptions(source, {})).rejects.toBeTruthy();
    await expect(loadOptions(source, {})).resolves.toEqual([{ value: 'a1', text: 'One' }]);
  });
});

describe('link and copy value types', () => {
  it('a link column navigates inside the console to its filled route', async () => {
    const column: PageColumn = { field: 'name', title: 'fixture.col', valueType: 'link', link: '/gadgets/details?id={id}&kind={kind}' };
    const router = renderCells(<ValueCell column={column} row={{ id: 7, kind: 'a b', name: 'Lamp' }} />);
    fireEvent.click(screen.getByRole('link', { name: 'Lamp' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/gadgets/details'));
    expect(router.state.location.search).toBe('?id=7&kind=a%20b');
  });

  it('a web address without a route template opens in a new tab', () => {
    const column: PageColumn = { field: 'url', title: 'fixture.col', valueType: 'link' };
    renderCells(<ValueCell column={column} row={{ url: 'https://example.com/x' }} />);
    const link = screen.getByRole('link', { name: 'https://example.com/x' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('copy and copyable columns offer a copy button', () => {
    renderCells(
      <>
        <ValueCell column={{ field: 'code', title: 'fixture.col', valueType: 'copy' }} row={{ code: 'C-1' }} />
        <ValueCell column={{ field: 'name', title: 'fixture.col', copyable: true }} row={{ name: 'Lamp' }} />
      </>,
    );
    expect(screen.getAllByRole('button', { name: 'Copy' })).toHaveLength(2);
  });
});
