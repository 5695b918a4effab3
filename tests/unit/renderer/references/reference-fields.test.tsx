import path from 'node:path';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PageList } from '@contract/generated/page-schema';
import { setOperationTable } from '@/api/operation-table';
import { setOperationClient } from '@/renderer/core/call-operation';
import { SchemaList } from '@/renderer/list';
import { clearOptionsCache } from '@/renderer/value-types';
import { createHttp, resetHttpConfiguration } from '@/utils/http';
import { loadOperations, readPageFile, schemasRoot } from '../../../../server/api/schema-loader';
import { operationTableOf } from '../../../../server/console/operation-table';
import promotionTexts from '../../../fixtures/extra-schemas/locales/en/promotion.json';
import { startFakeApi, type FakeApi } from '../list/support/fake-api';
import { englishMessages, renderApp } from '../list/support/render-app';

// The fixture resource's page names no options for its app reference: the page as the server serves it
// (readPageFile fills them in) offers the account's apps in its form and shows their names in its list.
const FIXTURE = path.resolve(__dirname, '../../../fixtures/extra-schemas');
const page = readPageFile(path.join(FIXTURE, 'pages', 'promotion-material.json'));
const spec = (page.children![0] as unknown as { body: PageList }).body;
const messages = englishMessages(Object.fromEntries(Object.entries(promotionTexts).map(([key, text]) => [`promotion.${key}`, text])));
const apps = [
  { value: 'shop000001', label: 'Demo shop' },
  { value: 'game000002', label: 'Puzzle game' },
];

let api: FakeApi;
// antd tables and Formily forms render slowly in jsdom.
beforeAll(async () => {
  api = await startFakeApi();
  setOperationClient(createHttp({ apiUrl: api.url, urlPrefix: '' }));
  setOperationTable(operationTableOf(loadOperations(schemasRoot, [FIXTURE])));
});
beforeEach(() => {
  api.requests.length = 0;
  clearOptionsCache();
  localStorage.clear();
  api.route('GET', '/api/v1/promotion_material/list', () => ({
    data: {
      items: [
        {
          id: 1,
          name: 'Spring banner',
          url: 'https://example.test/s',
          app: 'game000002',
          created_at: '2026-01-02T03:04:05Z',
          updated_at: '2026-01-02T03:04:05Z',
        },
      ],
      total: 1,
    },
  }));
  api.route('GET', '/api/v1/promotion_material/options', () => ({ data: { items: apps } }));
});
afterAll(async () => {
  resetHttpConfiguration();
  setOperationClient();
  setOperationTable(operationTableOf(loadOperations()));
  await api.close();
});

describe('a reference field of a resource', () => {
  it("shows the referenced record's name in the list, not its id", async () => {
    renderApp(<SchemaList spec={spec} />, { path: '/promotion/index', messages });
    const row = (await screen.findByText('Spring banner')).closest('tr') as HTMLElement;
    expect(await within(row).findByText('Puzzle game')).toBeTruthy();
    expect(within(row).queryByText('game000002')).toBeNull();
    expect(api.requestsTo('GET', '/api/v1/promotion_material/options')[0]!.query).toMatchObject({ field: 'app' });
  });

  it("offers the account's records by name in the form and sends the chosen one's value", async () => {
    api.route('POST', '/api/v1/promotion_material/add', (request) => ({ data: { id: 2, ...(request.body as object) } }));
    renderApp(<SchemaList spec={spec} />, { path: '/promotion/index', messages });
    await screen.findByText('Spring banner');
    fireEvent.click(screen.getByRole('button', { name: /New material/ }));
    const dialog = (await screen.findByText('New promotion material')).closest('.ant-modal') as HTMLElement;
    const select = await within(dialog).findByLabelText('App', { selector: 'input' });
    fireEvent.mouseDown(select);
    expect(await screen.findByTitle('Demo shop')).toBeTruthy();
    fireEvent.click(screen.getByTitle('Puzzle game'));
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Summer banner' } });
    fireEvent.change(within(dialog).getByLabelText('Address'), { target: { value: 'https://example.test/summer' } });
    fireEvent.click(within(dialog).getByText('Submit').closest('button') as HTMLButtonElement);
    const [request] = await api.waitFor('POST', '/api/v1/promotion_material/add', 1);
    expect(request!.body).toMatchObject({ name: 'Summer banner', app: 'game000002' });
  });
});
