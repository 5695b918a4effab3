import { it } from 'vitest';
import { SchemaFormModal } from '@/renderer/form/SchemaFormModal';
import { manyFieldsForm, manyFieldsMessages } from '../../tests/unit/renderer/form/support/fixtures';
import { englishMessages } from '../../tests/unit/renderer/list/support/render-app';
import { median, reportFigure } from './report';
import { renderPlain, untilAdded } from './render-plain';

const FIELDS = 100;
const RUNS = 5;

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
  await once();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) times.push(await once());
  reportFigure({
    measure: `${FIELDS}-field form render (jsdom, median of ${RUNS})`,
    value: Math.round(median(times)),
    unit: 'ms',
    notes: [`runs: ${times.map((t) => Math.round(t)).join(', ')} ms; from render() until the last field's label is in the DOM`],
  });
});
