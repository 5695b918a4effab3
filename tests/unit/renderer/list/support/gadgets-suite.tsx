import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import type { PageList } from '@contract/generated/page-schema';
import { setOperationClient } from '@/renderer/core/call-operation';
import { SchemaList } from '@/renderer/list';
import { clearOptionsCache } from '@/renderer/value-types';
import { createHttp, resetHttpConfiguration } from '@/utils/http';
import gadgetsPage from '../fixtures/gadgets.page.json';
import gadgetMessages from '../fixtures/gadgets.messages.json';
import { startFakeApi, type FakeApi } from './fake-api';
import { makeGadgets, serveGadgets, type Gadget } from './gadgets-backend';
import { englishMessages, renderApp } from './render-app';

export const gadgetsSpec = gadgetsPage as unknown as PageList;
export const gadgetsMessages = englishMessages(gadgetMessages);
export const LIST_PATH = '/api/v1/channel/list';

export interface GadgetsSuite {
  api: FakeApi;
  rows: Gadget[];
  listRequests(): FakeApi['requests'];
  render(options?: { path?: string; roles?: string[]; spec?: PageList; urlPrefix?: string }): ReturnType<typeof renderApp>;
}

/**
 * Registers the hooks of a test file about the gadgets fixture: a fake API for its operations
 * (fresh rows before each test), the renderer's client aimed at it, empty storage and option cache.
 */
export function setUpGadgetsSuite(rowCount = 25): GadgetsSuite {
  const suite = {
    rows: [] as Gadget[],
    listRequests: () => suite.api.requestsTo('GET', LIST_PATH),
    render: ({
      path = '/gadgets',
      roles = ['master'],
      spec = gadgetsSpec,
      urlPrefix,
    }: { path?: string; roles?: string[]; spec?: PageList; urlPrefix?: string } = {}) =>
      renderApp(<SchemaList spec={spec} urlPrefix={urlPrefix} />, { path, messages: gadgetsMessages, roles }),
  } as GadgetsSuite;

  beforeAll(async () => {
    suite.api = await startFakeApi();
    setOperationClient(createHttp({ apiUrl: suite.api.url, urlPrefix: '' }));
  });
  beforeEach(() => {
    suite.api.requests.length = 0;
    suite.rows = makeGadgets(rowCount);
    serveGadgets(suite.api, suite.rows);
    localStorage.clear();
    clearOptionsCache();
  });
  afterEach(() => resetHttpConfiguration());
  afterAll(async () => {
    setOperationClient();
    await suite.api.close();
  });
  return suite;
}

/** The table's body rows. */
export const tableRows = (): HTMLElement[] => [...document.querySelectorAll<HTMLElement>('.ant-table-tbody tr.ant-table-row')];

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
