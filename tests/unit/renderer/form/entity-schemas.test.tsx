import { screen } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PageForm } from '@contract/generated/page-schema';
import { SchemaFormModal } from '@/renderer/form/SchemaFormModal';
import { resetApi, startApiServer, stopApiServer, type ScriptedServer } from './support/api-server';
import { createChannelForm } from './support/fixtures';
import { renderInApp, text } from './support/render-app';

let server: ScriptedServer;
beforeAll(async () => {
  server = await startApiServer();
});
afterAll(() => stopApiServer(server));
beforeEach(() => resetApi(server));

describe('entity schemas', { timeout: 20_000 }, () => {
  it('are asked of the server once for all forms; only the page marks fields required', async () => {
    const editForm: PageForm = { ...createChannelForm, title: 'channel.modal.edit', operation: 'channelEdit' };
    const { rerender } = renderInApp(
      <>
        <SchemaFormModal form={createChannelForm} open scope={{}} onClose={() => undefined} />
        <SchemaFormModal form={editForm} open scope={{}} onClose={() => undefined} />
      </>,
    );
    expect(await screen.findAllByLabelText(text('channel.field.name'))).toHaveLength(2);
    const asterisks = () =>
      [...document.querySelectorAll('.ant-formily-item')].filter((item) => item.querySelector('.ant-formily-item-asterisk'));
    // The page requires app_id and name; code and remark, required in the entity's stored shape, stay optional: 2 per form.
    expect(asterisks()).toHaveLength(4);

    rerender(<SchemaFormModal form={createChannelForm} open={false} scope={{}} onClose={() => undefined} />);
    rerender(<SchemaFormModal form={createChannelForm} open scope={{}} onClose={() => undefined} />);
    await screen.findByLabelText(text('channel.field.name'));
    expect(server.hitsOf('/api/v1/console/entities')).toHaveLength(1);
  });
});
