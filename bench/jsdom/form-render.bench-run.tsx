import { it } from 'vitest';
import { SchemaFormModal } from '@/renderer/form/SchemaFormModal';
import { manyFieldsForm, manyFieldsMessages } from '../../tests/unit/renderer/form/support/fixtures';
import { englishMessages } from '../../tests/unit/renderer/list/support/render-app';
import { listOf, MEASURED_RENDERS, measureRenders, WARM_UP_RENDERS } from './measure-renders';
import { median, reportFigure } from './report';
import { renderPlain, untilAdded } from './render-plain';

const FIELDS = 100;

it(`measures the render of a ${FIELDS}-field form`, { timeout: 120_000 }, async () => {
  const form = manyFieldsForm(FIELDS);
  const messages = englishMessages(manyFieldsMessages(FIELDS));
  const once = async () => {
    const start = performance.now();
    const unmount = renderPlain(<SchemaFormModal form={form} open scope={{}} onClose={() => undefined} />, messages);
    const last = `Field ${FIELDS}`;
    await untilAdded('label', (label) => label.textContent === last);
    const elapsed = performance.now() - start;
    unmount();
    return elapsed;
  };
  const { cold, times } = await measureRenders(once);
  reportFigure({
    measure: `${FIELDS}-field form render (jsdom, median of ${MEASURED_RENDERS})`,
    value: Math.round(median(times)),
    unit: 'ms',
    notes: [
      `runs: ${listOf(times)} ms, after ${WARM_UP_RENDERS} warm-up renders (the very first, cold: ${Math.round(cold)} ms)`,
      "from render() until the last field's label is in the DOM; React production build, in the app's theme with the build's baked antd styles (when dist/console has them)",
    ],
  });
});
