import { fireEvent, screen, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PageForm } from '@contract/generated/page-schema';
import { SchemaFormModal } from '@/renderer/form/SchemaFormModal';
import { ok, resetApi, startApiServer, stopApiServer, type ScriptedServer } from './support/api-server';
import { renderInApp, text } from './support/render-app';

let server: ScriptedServer;
beforeAll(async () => {
  server = await startApiServer();
});
afterAll(() => stopApiServer(server));
beforeEach(() => {
  resetApi(server);
});

const buyForm: PageForm = {
  title: 'domain.modal.buy',
  operation: 'buyDomain',
  entity: 'domain-purchase',
  submitParams: { root: '$row.domain' },
  initialValues: { years: 1 },
  fields: [
    { field: 'name', title: 'domain.field.name', widget: 'Input', required: true },
    { field: 'years', title: 'domain.field.years', widget: 'NumberPicker', required: true },
  ],
  preview: {
    operation: 'domainCheck',
    params: { name: '$values.name', root: '$row.domain', years: '$values.years' },
    waitFor: ['name'],
    fields: [
      { field: 'full_name', title: 'domain.field.fullName', valueType: 'text' },
      {
        field: 'availability',
        title: 'domain.field.availability',
        valueType: 'enum',
        options: [
          { value: 'available', label: 'domain.availability.available' },
          { value: 'reserved', label: 'domain.availability.reserved' },
        ],
      },
      { field: 'amount', title: 'domain.field.amount', valueType: 'money' },
    ],
  },
};

/** domain_check as the server answers it: reserved for "admin", 9.90 a year otherwise; "slow" answers late. */
function answerChecks() {
  server.answer('/api/v1/domains/domain_check', (hit) => {
    const name = hit.query.get('name') ?? '';
    const years = Number(hit.query.get('years'));
    if (name === 'broken') return { body: { code: 100415, msg: 'This root domain is not on sale.', data: null } };
    return {
      delayMs: name === 'slow' ? 800 : 0,
      ...ok({
        full_name: `${name}.pwa.localhost`,
        availability: name === 'admin' ? 'reserved' : 'available',
        yearly_price: 9_9000,
        special_offer: true,
        years,
        amount: years * 9_9000,
        balance: 100_0000,
        enough: true,
      }),
    };
  });
}

const open = () =>
  renderInApp(<SchemaFormModal form={buyForm} open scope={{ row: { domain: 'pwa.localhost' } }} onClose={() => undefined} />);
const preview = () => screen.findByTestId('form-preview');

describe('form preview', { timeout: 20_000 }, () => {
  it('asks once a name is typed and shows the answer for the values, drawn by value type', async () => {
    answerChecks();
    open();
    fireEvent.change(await screen.findByLabelText(text('domain.field.name')), { target: { value: 'admin' } });
    expect(await within(await preview()).findByText(text('domain.availability.reserved'))).toBeTruthy();

    fireEvent.change(screen.getByLabelText(text('domain.field.name')), { target: { value: 'myshop' } });
    fireEvent.change(screen.getByLabelText(text('domain.field.years')), { target: { value: '3' } });
    expect(await within(await preview()).findByText('29.70')).toBeTruthy();
    expect(within(await preview()).getByText('myshop.pwa.localhost')).toBeTruthy();

    // Nothing was asked before the name had a value, and the row's root went with every question.
    const asked = server.hitsOf('/api/v1/domains/domain_check');
    expect(asked.every((hit) => hit.query.get('name') && hit.query.get('root') === 'pwa.localhost')).toBe(true);
    expect(asked.at(-1)!.query.get('years')).toBe('3');
  });

  it('never lets a late answer replace the newest one', async () => {
    answerChecks();
    open();
    const name = await screen.findByLabelText(text('domain.field.name'));
    fireEvent.change(name, { target: { value: 'slow' } });
    await server.waitForHits('/api/v1/domains/domain_check', 1);
    fireEvent.change(name, { target: { value: 'quick' } });
    expect(await within(await preview()).findByText('quick.pwa.localhost')).toBeTruthy();
    // The slow answer has arrived by the time a third question is answered; it changed nothing.
    fireEvent.change(name, { target: { value: 'third' } });
    expect(await within(await preview()).findByText('third.pwa.localhost')).toBeTruthy();
    expect(server.hitsOf('/api/v1/domains/domain_check').map((hit) => hit.query.get('name'))).toEqual(['slow', 'quick', 'third']);
    expect(within(await preview()).queryByText('slow.pwa.localhost')).toBeNull();
  });

  it("shows the server's refusal in place of the answer", async () => {
    answerChecks();
    open();
    fireEvent.change(await screen.findByLabelText(text('domain.field.name')), { target: { value: 'broken' } });
    const refusal = await screen.findByText('This root domain is not on sale.');
    expect(refusal.closest('[data-testid="form-preview"]')).toBeTruthy();
  });
});
