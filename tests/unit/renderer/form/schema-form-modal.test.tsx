import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PageForm } from '@contract/generated/page-schema';
import type { RenderScope } from '@/renderer/core/scope';
import { SchemaFormDrawer } from '@/renderer/form/SchemaFormDrawer';
import { SchemaFormModal } from '@/renderer/form/SchemaFormModal';
import { jsonBody, ok, resetApi, startApiServer, stopApiServer, type ScriptedServer } from './support/api-server';
import { apps, createChannelForm } from './support/fixtures';
import { renderInApp, text } from './support/render-app';

let server: ScriptedServer;
let ui: ReturnType<typeof resetApi>;

beforeAll(async () => {
  server = await startApiServer();
});
afterAll(() => stopApiServer(server));
beforeEach(() => {
  ui = resetApi(server);
  server.answer('/api/v1/app_list', ok({ items: apps, total: apps.length }));
});

/** A page holding the modal the way a list does: open, closes itself after submit. */
function Host({ form, scope = {}, onSubmitted }: { form: PageForm; scope?: RenderScope; onSubmitted?: (result: unknown) => void }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open form
      </button>
      <SchemaFormModal form={form} open={open} scope={scope} onClose={() => setOpen(false)} onSubmitted={onSubmitted} />
    </>
  );
}

const itemOf = (control: HTMLElement) => control.closest('.ant-formily-item') as HTMLElement;
// Role queries walk antd's whole tree and are slow in jsdom; the button's text is as telling.
const submitButton = () => screen.getByText(text('renderer.form.submit')).closest('button') as HTMLButtonElement;

async function chooseOption(label: string, option: string) {
  const select = await screen.findByLabelText(label, { selector: 'input' });
  fireEvent.mouseDown(select);
  fireEvent.click(await screen.findByTitle(option));
}

describe('modal forms', { timeout: 20_000 }, () => {
  it('reveals fields of the answer once after the submit (a new secret), and forgets them when closed', async () => {
    server.answer('/api/v1/sdk/key/add', ok({ id: 3, name: 'Backend', app_key: 'ak_revealed', app_secret: 'very-secret-value-123' }));
    const form: PageForm = {
      title: 'sdk.modal.create',
      operation: 'sdkKeyAdd',
      fields: [{ field: 'name', title: 'sdk.field.name', widget: 'Input', required: true }],
      reveal: {
        title: 'sdk.modal.created',
        notice: 'sdk.secretOnce',
        fields: [
          { field: 'app_key', title: 'sdk.field.appKey' },
          { field: 'app_secret', title: 'sdk.field.appSecret' },
        ],
      },
    };
    renderInApp(<Host form={form} />);
    fireEvent.change(await screen.findByLabelText(text('sdk.field.name')), { target: { value: 'Backend' } });
    fireEvent.click(submitButton());
    expect(await screen.findByText('very-secret-value-123')).toBeTruthy();
    expect(screen.getByText('ak_revealed')).toBeTruthy();
    expect(screen.getByText(text('sdk.secretOnce'))).toBeTruthy();
    expect(jsonBody(server.hitsOf('/api/v1/sdk/key/add')[0]!)).toEqual({ name: 'Backend' });
    fireEvent.click(screen.getByText(text('renderer.action.close')).closest('button') as HTMLButtonElement);
    await waitFor(() => expect(screen.queryByText('very-secret-value-123')).toBeNull());
  });

  it('validates with the rules of the entity schema before anything is sent', async () => {
    renderInApp(<Host form={createChannelForm} />);
    const name = await screen.findByLabelText(text('channel.field.name'));
    fireEvent.click(submitButton());

    const required = text('renderer.validation.required');
    await waitFor(() => expect(within(itemOf(name)).getByText(required)).toBeTruthy());
    expect(within(itemOf(screen.getByLabelText(text('channel.field.app'), { selector: 'input' }))).getByText(required)).toBeTruthy();
    // code is in the entity's required list (stored channels always have one), but only the page decides what input needs.
    expect(within(itemOf(screen.getByLabelText(text('channel.field.code')))).queryByText(required)).toBeNull();

    fireEvent.change(name, { target: { value: 'x'.repeat(65) } });
    await waitFor(() => expect(within(itemOf(name)).getByText(text('renderer.validation.maxLength', { limit: 64 }))).toBeTruthy());

    const code = screen.getByLabelText(text('channel.field.code'));
    fireEvent.change(code, { target: { value: 'no spaces!' } });
    // The channel code's message says which characters it takes (from the operation's pattern).
    const allowed = 'Use 3–32 letters, digits, “_”, or “-”';
    await waitFor(() => expect(within(itemOf(code)).getByText(allowed)).toBeTruthy());
    fireEvent.change(code, { target: { value: 'spring_1' } });
    await waitFor(() => expect(within(itemOf(code)).queryByText(allowed)).toBeNull());

    expect(server.hitsOf('/api/v1/channel/add')).toHaveLength(0);
  });

  it('submits the values and the declared parameters, tells the user and closes', async () => {
    const created = { id: 11, app_id: 'shop001', name: 'Spring sale', code: 'spring_1' };
    server.answer('/api/v1/channel/add', ok(created));
    const onSubmitted = vi.fn();
    renderInApp(<Host form={createChannelForm} onSubmitted={onSubmitted} />);

    await chooseOption(text('channel.field.app'), 'Demo shop');
    fireEvent.change(screen.getByLabelText(text('channel.field.name')), { target: { value: 'Spring sale' } });
    fireEvent.change(screen.getByLabelText(text('channel.field.code')), { target: { value: 'spring_1' } });
    fireEvent.click(submitButton());

    await server.waitForHits('/api/v1/channel/add', 1);
    const [hit] = server.hitsOf('/api/v1/channel/add');
    expect(hit.method).toBe('POST');
    expect(jsonBody(hit)).toEqual({ app_id: 'shop001', name: 'Spring sale', code: 'spring_1' });
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledWith(created));
    expect(await screen.findByText(text('channel.saved'))).toBeTruthy();
    await waitFor(() => expect(screen.queryByLabelText(text('channel.field.name'))).toBeNull());
  });

  it('edits a row: initial values from $row, only the form fields plus submitParams are sent', async () => {
    const row = {
      id: 7,
      app_id: 'shop001',
      app_name: 'Demo shop',
      name: 'Old name',
      code: 'old',
      remark: '',
      state: 'enabled',
      install_count: 3,
    };
    const editForm: PageForm = {
      title: 'channel.modal.edit',
      operation: 'channelEdit',
      entity: 'channel',
      initialValues: '$row',
      submitParams: { id: '$row.id' },
      fields: [
        { field: 'name', title: 'channel.field.name' },
        { field: 'remark', title: 'channel.field.remark', widget: 'TextArea', required: false },
      ],
    };
    server.answer('/api/v1/channel/edit', ok({ ...row, name: 'New name' }));
    renderInApp(<Host form={editForm} scope={{ row }} />);

    const name = (await screen.findByLabelText(text('channel.field.name'))) as HTMLInputElement;
    expect(name.value).toBe('Old name');
    fireEvent.change(name, { target: { value: 'New name' } });
    fireEvent.click(submitButton());

    await server.waitForHits('/api/v1/channel/edit', 1);
    const [hit] = server.hitsOf('/api/v1/channel/edit');
    expect(hit.method).toBe('PUT');
    expect(jsonBody(hit)).toEqual({ id: 7, name: 'New name', remark: '' });
  });

  it("shows the server's 400 message and marks the field it names", async () => {
    server.answer('/api/v1/channel/add', { status: 400, body: { code: 400, msg: 'code: this code is already taken', data: null } });
    const onSubmitted = vi.fn();
    renderInApp(<Host form={createChannelForm} onSubmitted={onSubmitted} />);

    await chooseOption(text('channel.field.app'), 'Puzzle game');
    fireEvent.change(screen.getByLabelText(text('channel.field.name')), { target: { value: 'Launch' } });
    const code = screen.getByLabelText(text('channel.field.code'));
    fireEvent.change(code, { target: { value: 'launch' } });
    fireEvent.click(submitButton());

    await waitFor(() => expect(ui.showMessage).toHaveBeenCalledWith('code: this code is already taken', 'error'));
    expect(await within(itemOf(code)).findByText('this code is already taken')).toBeTruthy();
    expect(onSubmitted).not.toHaveBeenCalled();
    // Still open, and the mark goes away once the user changes the field.
    expect(submitButton()).toBeTruthy();
    fireEvent.change(code, { target: { value: 'launch2' } });
    await waitFor(() => expect(within(itemOf(code)).queryByText('this code is already taken')).toBeNull());
  });

  it('shows a refused value’s reason under the field its data names, when the message names the field by its label', async () => {
    const body = { code: 400, msg: 'Channel name: must not be empty', data: { field: 'name', reason: 'must not be empty' } };
    server.answer('/api/v1/channel/add', { status: 400, body });
    renderInApp(<Host form={createChannelForm} />);

    await chooseOption(text('channel.field.app'), 'Puzzle game');
    const name = screen.getByLabelText(text('channel.field.name'));
    fireEvent.change(name, { target: { value: '   ' } });
    fireEvent.click(submitButton());

    expect(await within(itemOf(name)).findByText('Must not be empty')).toBeTruthy();
  });

  it('marks the field a business refusal names in its data (a value already used), with its message', async () => {
    const msg = 'Code: this value is already used by another record';
    server.answer('/api/v1/channel/add', { status: 200, body: { code: 100401, msg, data: { field: 'code' } } });
    renderInApp(<Host form={createChannelForm} />);

    await chooseOption(text('channel.field.app'), 'Puzzle game');
    fireEvent.change(screen.getByLabelText(text('channel.field.name')), { target: { value: 'Launch' } });
    const code = screen.getByLabelText(text('channel.field.code'));
    fireEvent.change(code, { target: { value: 'launch' } });
    fireEvent.click(submitButton());

    expect(await within(itemOf(code)).findByText(msg)).toBeTruthy();
    expect(within(itemOf(screen.getByLabelText(text('channel.field.name')))).queryByText(msg)).toBeNull();
  });

  it('loads the record when it opens, with a loading state, and retries after a failure', async () => {
    const noticeForm: PageForm = {
      title: 'notice.detailsTitle',
      operation: 'noticeRead',
      load: { operation: 'noticeDetail', params: { id: '$row.id' } },
      fields: [
        { field: 'title', title: 'notice.field.title' },
        { field: 'content', title: 'notice.field.content', widget: 'TextArea' },
      ],
    };
    server.answer('/api/v1/notice/detail', (_hit, count) =>
      count === 1
        ? { body: { code: 100500, msg: 'Busy, try again', data: null } }
        : { delayMs: 150, ...ok({ id: 3, title: 'Maintenance', content: 'Tonight 2:00-3:00', level: 'info', read: false }) },
    );
    renderInApp(<Host form={noticeForm} scope={{ row: { id: 3 } }} />);

    const retry = await screen.findByRole('button', { name: text('renderer.state.retry') });
    expect(screen.queryByLabelText(text('notice.field.title'))).toBeNull();
    fireEvent.click(retry);
    expect(await screen.findByRole('status', { name: text('renderer.state.loading') })).toBeTruthy();

    const title = (await screen.findByLabelText(text('notice.field.title'))) as HTMLInputElement;
    expect(title.value).toBe('Maintenance');
    expect((screen.getByLabelText(text('notice.field.content')) as HTMLTextAreaElement).value).toBe('Tonight 2:00-3:00');
    const hits = server.hitsOf('/api/v1/notice/detail');
    expect(hits).toHaveLength(2);
    expect(hits[1].query.get('id')).toBe('3');
  });

  it('keeps money as stored integers: shows ÷ 10000, sends round(× 10000)', async () => {
    const priceForm: PageForm = {
      title: 'channel.modal.edit',
      operation: 'channelEdit',
      initialValues: { id: '$row.id', unit_price: '$row.unit_price' },
      fields: [{ field: 'unit_price', title: 'fixture.unitPrice', widget: 'Money' }],
      submitParams: { id: '$row.id' },
    };
    server.answer('/api/v1/channel/edit', ok(null));
    renderInApp(<Host form={priceForm} scope={{ row: { id: 5, unit_price: 12345678 } }} />, {
      messages: { 'fixture.unitPrice': 'Unit price' },
    });

    const price = (await screen.findByLabelText('Unit price')) as HTMLInputElement;
    expect(price.value).toBe('1234.57');
    fireEvent.click(submitButton());
    await server.waitForHits('/api/v1/channel/edit', 1);
    // Untouched, the stored value goes back exactly as it came.
    expect(jsonBody(server.hitsOf('/api/v1/channel/edit')[0])).toEqual({ id: 5, unit_price: 12345678 });
    await waitFor(() => expect(screen.queryByLabelText('Unit price')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'open form' }));
    const reopened = (await screen.findByLabelText('Unit price')) as HTMLInputElement;
    fireEvent.change(reopened, { target: { value: '12.345' } });
    fireEvent.click(submitButton());
    await server.waitForHits('/api/v1/channel/edit', 2);
    expect(jsonBody(server.hitsOf('/api/v1/channel/edit')[1])).toEqual({ id: 5, unit_price: 123450 });
  });
});

describe('drawer forms', { timeout: 20_000 }, () => {
  it('validate, submit and close like the modal', async () => {
    server.answer('/api/v1/channel/add', ok({ id: 12 }));
    const onClose = vi.fn();
    const onSubmitted = vi.fn();
    renderInApp(<SchemaFormDrawer form={createChannelForm} open scope={{}} onClose={onClose} onSubmitted={onSubmitted} />);
    expect(await screen.findByText(text('channel.modal.create'))).toBeTruthy();
    await screen.findByLabelText(text('channel.field.name'));

    fireEvent.click(submitButton());
    await waitFor(() => expect(screen.getAllByText(text('renderer.validation.required'))).toHaveLength(2));
    await chooseOption(text('channel.field.app'), 'Demo shop');
    fireEvent.change(screen.getByLabelText(text('channel.field.name')), { target: { value: 'Autumn' } });
    fireEvent.click(submitButton());

    await server.waitForHits('/api/v1/channel/add', 1);
    expect(jsonBody(server.hitsOf('/api/v1/channel/add')[0])).toEqual({ app_id: 'shop001', name: 'Autumn' });
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledWith({ id: 12 }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

// Keeps act() warnings about late antd notifications out of the next test.
afterAll(async () => {
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
});
