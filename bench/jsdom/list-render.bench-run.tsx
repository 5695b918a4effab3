import { afterAll, beforeAll, it } from 'vitest';
import type { PageList } from '@contract/generated/page-schema';
import { setOperationClient } from '@/renderer/core/call-operation';
import { SchemaList } from '@/renderer/list';
import { createHttp } from '@/utils/http';
import gadgetsPage from '../../tests/unit/renderer/list/fixtures/gadgets.page.json';
import gadgetMessages from '../../tests/unit/renderer/list/fixtures/gadgets.messages.json';
import { startFakeApi, type FakeApi } from '../../tests/unit/renderer/list/support/fake-api';
import { makeGadgets, serveGadgets } from '../../tests/unit/renderer/list/support/gadgets-backend';
import { englishMessages } from '../../tests/unit/renderer/list/support/render-app';
import { listOf, MEASURED_RENDERS, measureRenders, WARM_UP_RENDERS } from './measure-renders';
import { median, reportFigure } from './report';
import { renderPlain, untilAdded } from './render-plain';

const ROWS = 500;
let api: FakeApi;

beforeAll(async () => {
  api = await startFakeApi();
  serveGadgets(api, makeGadgets(ROWS));
  setOperationClient(createHttp({ apiUrl: api.url, urlPrefix: '' }));
});
afterAll(async () => {
  setOperationClient();
  await api.close();
});

it(`measures the render of a ${ROWS}-row list page`, { timeout: 120_000 }, async () => {
  const spec = { ...(gadgetsPage as unknown as PageList), pageSize: ROWS };
  const messages = englishMessages(gadgetMessages);
  const once = async () => {
    localStorage.clear();
    const start = performance.now();
    const unmount = renderPlain(<SchemaList spec={spec} />, messages);
    await untilAdded('.ant-table-row');
    const elapsed = performance.now() - start;
    unmount();
    return elapsed;
  };
  const { cold, times } = await measureRenders(once);
  reportFigure({
    measure: `${ROWS}-row list page render (jsdom, median of ${MEASURED_RENDERS})`,
    value: Math.round(median(times)),
    unit: 'ms',
    budget: 150,
    notes: [
      `runs: ${listOf(times)} ms, after ${WARM_UP_RENDERS} warm-up renders (the very first, cold: ${Math.round(cold)} ms)`,
      'from render() to the first table row in the DOM, including the list request to a loopback server',
      "React production build, no StrictMode, in the app's theme with the build's baked antd styles (when dist/console has them); virtual rows above 100 rows per page",
    ],
  });
});
