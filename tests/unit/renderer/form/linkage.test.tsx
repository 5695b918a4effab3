import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PageForm } from '@contract/generated/page-schema';
import { SchemaFormModal } from '@/renderer/form/SchemaFormModal';
import { jsonBody, ok, resetApi, startApiServer, stopApiServer, type ScriptedServer } from './support/api-server';
import { renderInApp, text } from './support/render-app';

let server: ScriptedServer;

beforeAll(async () => {
  server = await startApiServer();
});
afterAll(() => stopApiServer(server));
beforeEach(() => {
  resetApi(server);
  server.answer('/api/v1/app_list', (hit) => {
    const platform = hit.query.get('platform');
    const items = platform === 'ios' ? [{ app_id: 'ios001', app_name: 'iPhone shop' }] : [{ app_id: 'and001', app_name: 'Android shop' }];
    return ok({ items, total: items.length });
  });
  server.answer('/api/v1/channel/add', ok({ id: 1 }));
});

/** A page nobody wrote code for: every dependency between fields is declared. */
const linkedForm: PageForm = {
  title: 'channel.modal.create',
  operation: 'channelAdd',
  fields: [
    {
      field: 'platform',
      title: 'fixture.platform',
      widget: 'Radio',
      options: [
        { value: 'android', label: 'fixture.android' },
        { value: 'ios', label: 'fixture.ios' },
      ],
    },
    {
      field: 'app_id',
      title: 'channel.field.app',
      widget: 'Select',
      // The operation requires it; this page lets it be sent without one (the test server takes it).
      required: false,
      reactions: [
        {
          dependencies: ['platform'],
          when: { field: 'platform', op: 'notEmpty' },
          fulfill: {
            disabled: false,
            optionsFrom: { operation: 'appList', params: { platform: '$values.platform' }, valueField: 'app_id', labelField: 'app_name' },
          },
          otherwise: { disabled: true },
        },
      ],
    },
    { field: 'name', title: 'channel.field.name' },
    // A label that looks like a Formily expression must stay text.
    { field: 'note', title: 'fixture.braces', required: false },
    {
      field: 'code',
      title: 'channel.field.code',
      // The generated type says object, the page schema allows any literal or reference.
      reactions: [{ dependencies: ['name'], when: { field: 'name', op: 'notEmpty' }, fulfill: { value: '$values.name' } }],
    },
    { field: 'with_remark', title: 'fixture.withRemark', widget: 'Switch' },
    {
      field: 'remark',
      title: 'channel.field.remark',
      widget: 'TextArea',
      reactions: [
        {
          dependencies: ['with_remark'],
          when: { field: 'with_remark', op: 'truthy' },
          fulfill: { visible: true, required: true },
          otherwise: { visible: false, required: false },
        },
      ],
    },
  ],
};

const messages = {
  'fixture.platform': 'Platform',
  'fixture.android': 'Android',
  'fixture.ios': 'iOS',
  'fixture.withRemark': 'Add a remark',
  // ICU quoting: the user sees "{{ note.length }}".
  'fixture.braces': "'{{' note.length '}}'",
};

const itemOf = (control: HTMLElement) => control.closest('.ant-formily-item') as HTMLElement;
const appSelect = () => screen.getByLabelText(text('channel.field.app'), { selector: 'input' }) as HTMLInputElement;

async function openAppOptions(): Promise<HTMLElement> {
  fireEvent.mouseDown(appSelect());
  return (await waitFor(() => {
    const dropdowns = document.querySelectorAll<HTMLElement>('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
    if (!dropdowns.length) throw new Error('no open dropdown');
    return dropdowns[dropdowns.length - 1];
  })) as HTMLElement;
}

/** Drives the form like a user and checks that each declared reaction shows. */
async function exerciseLinkedForm() {
  renderInApp(<SchemaFormModal form={linkedForm} open scope={{}} onClose={() => undefined} />, { messages });

  // Options: the app list depends on the platform; without one the select is disabled.
  await screen.findByLabelText('Platform', { selector: 'div' });
  expect(screen.getByText('{{ note.length }}', { selector: 'label' })).toBeTruthy();
  expect(appSelect().disabled).toBe(true);
  fireEvent.click(screen.getByLabelText('Android', { selector: 'input' }));
  await waitFor(() => expect(appSelect().disabled).toBe(false));
  expect(await within(await openAppOptions()).findByText('Android shop')).toBeTruthy();
  expect(server.hitsOf('/api/v1/app_list').map((hit) => hit.query.get('platform'))).toEqual(['android']);

  fireEvent.click(screen.getByLabelText('iOS', { selector: 'input' }));
  await server.waitForHits('/api/v1/app_list', 2);
  expect(server.hitsOf('/api/v1/app_list')[1].query.get('platform')).toBe('ios');
  expect(await within(await openAppOptions()).findByText('iPhone shop')).toBeTruthy();

  // Value: the code follows the name.
  fireEvent.change(screen.getByLabelText(text('channel.field.name')), { target: { value: 'summer' } });
  await waitFor(() => expect((screen.getByLabelText(text('channel.field.code')) as HTMLInputElement).value).toBe('summer'));

  // Visibility and required: the remark appears, required, only with the switch on.
  expect(screen.queryByLabelText(text('channel.field.remark'))).toBeNull();
  fireEvent.click(screen.getByLabelText('Add a remark'));
  const remark = await screen.findByLabelText(text('channel.field.remark'));
  fireEvent.click(screen.getByText(text('renderer.form.submit')));
  await waitFor(() => expect(within(itemOf(remark)).getByText(text('renderer.validation.required'))).toBeTruthy());
  expect(server.hitsOf('/api/v1/channel/add')).toHaveLength(0);

  // Switched off again: hidden, not required, and its value is not sent.
  fireEvent.change(remark, { target: { value: 'draft text' } });
  fireEvent.click(screen.getByLabelText('Add a remark'));
  await waitFor(() => expect(screen.queryByLabelText(text('channel.field.remark'))).toBeNull());
  fireEvent.click(screen.getByText(text('renderer.form.submit')));
  await server.waitForHits('/api/v1/channel/add', 1);
  expect(jsonBody(server.hitsOf('/api/v1/channel/add')[0])).toEqual({
    platform: 'ios',
    name: 'summer',
    code: 'summer',
    with_remark: false,
  });
}

describe('declarative linkage', { timeout: 20_000 }, () => {
  it('changes options, values, visibility and required when other fields change', async () => {
    await exerciseLinkedForm();
  });

  it('works with nothing compiled at run time (no Function, no eval: CSP without unsafe-eval)', async () => {
    const realFunction = globalThis.Function;
    const realEval = globalThis.eval;
    const calls: string[] = [];
    const refuse = (name: string) =>
      function refused(...args: unknown[]) {
        calls.push(`${name}(${args.map(String).join(', ')})`);
        throw new EvalError(`${name} is not allowed`);
      };
    globalThis.Function = refuse('Function') as unknown as FunctionConstructor;
    globalThis.eval = refuse('eval') as typeof eval;
    try {
      await exerciseLinkedForm();
    } finally {
      globalThis.Function = realFunction;
      globalThis.eval = realEval;
    }
    expect(calls).toEqual([]);
  });
});
