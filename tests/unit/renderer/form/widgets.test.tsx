import { fireEvent, screen } from '@testing-library/react';
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
beforeEach(() => resetApi(server));

describe('widgets', { timeout: 20_000 }, () => {
  it('previews image URLs and keeps yes/no boxes boolean', async () => {
    server.answer('/api/v1/channel/add', ok({ id: 1 }));
    const form: PageForm = {
      title: 'channel.modal.create',
      operation: 'channelAdd',
      fields: [
        { field: 'icon', title: 'fixture.icon', widget: 'ImageUrl' },
        { field: 'agree', title: 'fixture.agree', widget: 'Checkbox' },
      ],
    };
    renderInApp(<SchemaFormModal form={form} open scope={{}} onClose={() => undefined} />, {
      messages: { 'fixture.icon': 'Icon', 'fixture.agree': 'I agree' },
    });

    // ImageUrl and Checkbox load on first use.
    fireEvent.change(await screen.findByLabelText('Icon'), { target: { value: 'javascript:alert(1)' } });
    expect(screen.queryByAltText(text('renderer.form.imagePreview'))).toBeNull();
    fireEvent.change(screen.getByLabelText('Icon'), { target: { value: 'https://cdn.example.com/icon.png' } });
    expect((screen.getByAltText(text('renderer.form.imagePreview')) as HTMLImageElement).src).toBe('https://cdn.example.com/icon.png');

    fireEvent.click(await screen.findByLabelText('I agree'));
    fireEvent.click(screen.getByText(text('renderer.form.submit')));
    await server.waitForHits('/api/v1/channel/add', 1);
    expect(jsonBody(server.hitsOf('/api/v1/channel/add')[0])).toEqual({ icon: 'https://cdn.example.com/icon.png', agree: true });
  });
});
