import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PageForm } from '@contract/generated/page-schema';
import { SchemaFormModal } from '@/renderer/form/SchemaFormModal';
import { ok, resetApi, startApiServer, stopApiServer, type ScriptedServer } from './support/api-server';
import { createChannelForm } from './support/fixtures';
import { renderInApp, text } from './support/render-app';

let server: ScriptedServer;

beforeAll(async () => {
  server = await startApiServer();
});
afterAll(() => stopApiServer(server));
beforeEach(() => {
  resetApi(server);
});

const RENEW = '/api/v1/packages/renew_package';

/** The renew form of the packages page: a money operation (x-idempotent in schemas/api/package.json). */
const renewForm: PageForm = {
  title: 'package.modal.renew',
  operation: 'renewPackage',
  initialValues: { periods: 1 },
  fields: [{ field: 'periods', title: 'package.field.periods', widget: 'NumberPicker', required: true }],
};

function Host({ form }: { form: PageForm }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open form
      </button>
      <SchemaFormModal form={form} open={open} scope={{}} onClose={() => setOpen(false)} />
    </>
  );
}

const submitButton = () => screen.getByText(text('renderer.form.submit')).closest('button') as HTMLButtonElement;
const keyOf = (hit: { headers: Record<string, string | string[] | undefined> }) => hit.headers['idempotency-key'];

describe('money forms', { timeout: 20_000 }, () => {
  it('send one Idempotency-Key per opened form, and the submit button is disabled while the call runs', async () => {
    server.answer(RENEW, (_hit, count) =>
      count === 1 ? { delayMs: 300, body: { code: 100501, msg: 'Balance too low', data: null } } : ok({ id: 1 }),
    );
    renderInApp(<Host form={renewForm} />);
    await screen.findByText(text('package.field.periods'));

    // Three rapid clicks: one call, and the button shows it is busy until the answer.
    fireEvent.click(submitButton());
    fireEvent.click(submitButton());
    fireEvent.click(submitButton());
    await server.waitForHits(RENEW, 1);
    await waitFor(() => expect(submitButton().className).toMatch(/ant-btn-loading/));
    fireEvent.click(submitButton());
    await waitFor(() => expect(submitButton().className).not.toMatch(/ant-btn-loading/));
    expect(server.hitsOf(RENEW)).toHaveLength(1);

    // The refused call left the form open; submitting again in the same opening sends the same key.
    fireEvent.click(submitButton());
    await server.waitForHits(RENEW, 2);
    const [first, second] = server.hitsOf(RENEW);
    expect(keyOf(first!)).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(keyOf(second!)).toBe(keyOf(first!));

    // The form closed after its success; opening it again makes a new key.
    await waitFor(() => expect(screen.queryByText(text('package.field.periods'))).toBeNull());
    fireEvent.click(screen.getByText('open form'));
    await screen.findByText(text('package.field.periods'));
    fireEvent.click(submitButton());
    await server.waitForHits(RENEW, 3);
    const third = server.hitsOf(RENEW)[2]!;
    expect(keyOf(third)).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(keyOf(third)).not.toBe(keyOf(first!));
  });

  it('send no key to an operation that moves no money', async () => {
    server.answer('/api/v1/app_list', ok({ items: [], total: 0 }));
    server.answer('/api/v1/channel/add', ok({ id: 1 }));
    const form: PageForm = { ...createChannelForm, fields: [{ field: 'name', title: 'channel.field.name', required: true }] };
    renderInApp(<Host form={form} />);
    fireEvent.change(await screen.findByLabelText(text('channel.field.name')), { target: { value: 'Spring' } });
    fireEvent.click(submitButton());
    await server.waitForHits('/api/v1/channel/add', 1);
    expect(keyOf(server.hitsOf('/api/v1/channel/add')[0]!)).toBeUndefined();
  });
});
